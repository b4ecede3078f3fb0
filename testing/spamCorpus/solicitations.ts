/**
 * A kind of lead the shipped spam model has not seen, for the tests that teach it (__tests__/server/spamScore.test.ts
 * through `learn`, __tests__/server/places.test.ts through the leads view's moves): door-to-door trades touting for
 * the company's customers, which read much like a customer's enquiry until staff say otherwise. Written here.
 */
import type { Submission } from '../../src/forms/rules';

/** Ten of them, each of which staff mark as Spam. */
export const SOLICITATIONS = [
  'Hi, we do gutter cleaning and pressure washing in Carolina Beach. Could we leave flyers with your customers?',
  'Pressure washing for driveways and decks, soft wash for siding. Booking beach houses this week.',
  'Gutter cleaning and gutter guards, we are on the island Tuesdays. Could your customers use us?',
  'Soft wash roof cleaning, safe for shingles. We would like to leave flyers with your clients.',
  'Driveway and deck pressure washing, gutter cleaning too. Flyers for your customers?',
  'We pressure wash pavers and seal them. Could we partner so your customers get our flyers?',
  'Gutter guards installed in a day. We would like to hand flyers to your customers on the island.',
  'House washing, roof soft wash and gutter cleaning for beach rentals. Can we leave flyers?',
  'Window cleaning and pressure washing for rentals between guests. Flyers for your customers?',
  'Soft wash and gutter cleaning crews on the island weekly. We would love to leave flyers with your clients.',
];

/** The next one, which comes after the marks. */
export const NEXT_SOLICITATION = 'Hi, we do roof soft wash and gutter cleaning on the island. Could we leave flyers with your customers?';

/** A contact form's answers carrying one of them. */
export const solicitation = (message: string, n: number): Submission => ({
  firstName: 'Tim',
  lastName: `Walls${n}`,
  email: `tim.walls${n}@example.com`,
  message,
});
