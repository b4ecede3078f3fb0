/**
 * Short messages from customers who write in the words of this site's own copy (issue 64): what a homeowner says
 * after reading the testimonials and service pages ("our backyard is nothing but sand and sandspurs"). The words
 * spammers pad their pitches with are these, so after staff mark such pitches as Spam these customers must still
 * reach the Inbox. Written here, after data/testimonials/ and data/services/; every address at example.com, every
 * phone number a 555 one.
 */
import type { Submission } from '../../src/forms/rules';

const MESSAGES = [
  'Our backyard is nothing but sand and sandspurs. Could you put in soft green turf the kids and the dog can play on?',
  'Our sloped front yard washes out every time it rains. We need a retaining wall and a new walkway.',
  'We would like uplights on our palms, on timers so we never have to think about it.',
  'Can you design a paver patio and fire pit that fits our yard? We want to spend evenings out there.',
  'Our pool area never feels finished. We need plants that handle the salt and chlorine.',
  'The yard of our rental is the first complaint in reviews. Could you do turf and new planters before summer?',
  'Turf by the pool please, and path lights along the pavers.',
  'Path and step lights for the front entrance, and security lighting by the garage.',
  'Looking for a backyard putting green with pet-friendly turf. How long would it take?',
  'No mowing, no watering: how much for synthetic turf on about 600 square feet of sandy soil?',
  'We want native and salt-tolerant plants by the dune, and something for the erosion.',
  'Could you quote a pool deck with pavers and an outdoor shower for the guests?',
];

const PEOPLE = [
  ['Dana', 'Whitfield'],
  ['Sam', 'Ortiz'],
  ['Karen', 'Boyd'],
  ['Mike', 'Hale'],
  ['Jennifer', 'Lowry'],
  ['Robert', 'Nance'],
] as const;

/** The contact form's answers of each customer: a name, an address that matches it, a local 555 number. */
export const CUSTOMER_MESSAGES: Submission[] = MESSAGES.map((message, n) => {
  const [firstName, lastName] = PEOPLE[n % PEOPLE.length];
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}${n}@example.com`.toLowerCase(),
    phone: `(910) 555-01${String(20 + n).padStart(2, '0')}`,
    message,
  };
});
