/**
 * @jest-environment node
 *
 * The spam score against someone who tries (issue 64), on every held-out lead of the corpus: a pitch padded with this
 * site's own copy stays out of the Inbox and a customer's lead lengthened the same way stays in; the signals a person
 * would act on hold a lead whatever its score; and staff's Spam marks of padded pitches teach no more than one short
 * lead each, and never that the site's own words are spam, so customers who write in them still reach the Inbox.
 * Where a lead lands is the form handler's decision with a valid proof of work (src/server/defences/judge.ts `arrivalOf`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type KeyValueStore } from '../../src/server/store/keyValueStore';
import { folderStore } from '../../src/server/store/folderStore';
import type { Submission } from '../../src/forms/rules';
import { learn, loadModel, scoreLead, shippedModel } from '../../src/server/spam';
import { CUSTOMER_BITS, logOddsOf } from '../../src/server/spam/classifier';
import { siteExamples } from '../../src/server/spam/learning';
import { readLead, signalsOf } from '../../src/server/spam/tokens';
import { heldOutItems, type CorpusItem } from '../../testing/spamCorpus/corpus';
import { CUSTOMER_MESSAGES } from '../../testing/spamCorpus/customerWords';
import { MARKED_PITCHES } from '../../testing/spamCorpus/marks';
import { padded, PADDING_LENGTHS, SITE_COPY, TESTIMONIAL_COPY, YARD_TALK } from '../../testing/spamCorpus/padding';
import { afterMarks, landingOf, paddedTables, sharesOf, summaryOf } from '../../testing/spamCorpus/tables';

let dirs: string[] = [];
function freshStore(): KeyValueStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spam-padding-'));
  dirs.push(dir);
  return folderStore(dir);
}
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const model = shippedModel();

describe('a lead padded with the site’s own copy (every held-out lead)', () => {
  const tables = paddedTables(model);

  it.each(PADDING_LENGTHS)('with %i characters appended: at least 90 spam in 100 kept out of the Inbox, 95 genuine in 100 in it and none in Spam', (chars) => {
    const { table } = tables.find((entry) => entry.chars === chars)!;
    console.log(`Padded with ${chars} characters of the site’s copy: ${summaryOf(table)}`);
    const shares = sharesOf(table);
    expect(shares.spamOutsideInbox).toBeGreaterThanOrEqual(0.9);
    expect(shares.genuineInInbox).toBeGreaterThanOrEqual(0.95);
    expect(shares.genuineInSpam).toBe(0);
  });

  it('lets no spam lead that is kept out into the Inbox by appending the site’s copy', () => {
    const letIn = heldOutItems
      .filter((item) => item.label === 'spam' && landingOf(model, item.kind, item.values) !== 'inbox')
      .flatMap((item) => PADDING_LENGTHS.map((chars) => padded(item, chars)))
      .filter((item) => landingOf(model, item.kind, item.values) === 'inbox')
      .map((item) => item.id);
    expect(letIn).toEqual([]);
  });

  it('lowers no lead’s log-odds by more than CUSTOMER_BITS, however much is appended, of the site’s copy or of yard talk', () => {
    const logOdds = (item: CorpusItem) => logOddsOf(model.counts, readLead(item.kind, item.values));
    const fell: string[] = [];
    for (const item of heldOutItems)
      for (const source of [SITE_COPY, YARD_TALK])
        for (const chars of PADDING_LENGTHS) {
          const fall = logOdds(item) - logOdds(padded(item, chars, source));
          if (fall > CUSTOMER_BITS + 1e-9) fell.push(`${item.id} + ${chars}: ${fall.toFixed(2)} bits`);
        }
    expect(fell).toEqual([]);
  });
});

/**
 * Yard talk of our own writing is the harder padding: none of it is on the site, so only the bound on what appended
 * words can say speaks against it (before the bound, every pitch padded so reached the Inbox). The targets are
 * for the site's own copy (above); here the floors are a little lower, since the held-out part is 59 customers and
 * 72 pitches and one lead is 1.4 to 1.7 points: on it, 89 to 92% of pitches stay out and 95 to 98% of customers are in
 * the Inbox, none in Spam (npm run spam:report prints the table).
 */
describe('a lead padded with ordinary yard talk that is not on the site (the issue’s first example)', () => {
  it.each(PADDING_LENGTHS)('with %i characters: at least 85 spam in 100 kept out of the Inbox, 93 genuine in 100 in it and none in Spam', (chars) => {
    const { table } = paddedTables(model, YARD_TALK).find((entry) => entry.chars === chars)!;
    console.log(`Padded with ${chars} characters of yard talk: ${summaryOf(table)}`);
    const shares = sharesOf(table);
    expect(shares.spamOutsideInbox).toBeGreaterThanOrEqual(0.85);
    expect(shares.genuineInInbox).toBeGreaterThanOrEqual(0.93);
    expect(shares.genuineInSpam).toBe(0);
  });
});

describe('what a person would act on holds a lead whatever its score', () => {
  const pitch: Submission = {
    firstName: 'Sarah',
    lastName: 'Collins',
    email: 'outreach@example.net',
    message: 'Hi, your website is not on the first page of Google. We can fix your SEO in 90 days: https://bit.ly/3pQx7Rk',
  };
  const yardTalk =
    'We have turf by the pool and pavers along the side of the house. The path lights went out after the storm and the sandy soil by the dune keeps washing onto the walkway. ';

  it.each([
    ['a link shortener and a pitch', pitch.message],
    ['link markup', 'Great work! <a href="https://example.net/deals">cheap pavers</a>'],
    ['a pitch of the sender’s own services', 'We do lead generation for landscapers: 30 exclusive leads a month, pay per lead.'],
  ])('%s, followed by 3,000 characters of yard talk: not in the Inbox', (_, message) => {
    const values = { ...pitch, message: `${message}\n\n${yardTalk.repeat(20)}` };
    expect(landingOf(model, 'contact', values)).not.toBe('inbox');
  });

  it('a customer’s link to a photo album, however long the message, stays in the Inbox', () => {
    const album: Submission = {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '(910) 555-0142',
      message: `Pictures of the patio: https://photos.example.com/album/pool-patio-2041 ${yardTalk.repeat(10)}`,
    };
    expect(landingOf(model, 'contact', album)).toBe('inbox');
  });
});

describe('after staff mark 20 padded pitches as Spam', () => {
  it('the held-out genuine leads and customers who write in the padding’s words keep to the Inbox, none in Spam', async () => {
    const { marks, genuine, customers } = await afterMarks(freshStore());
    console.log(`After ${marks} Spam marks of padded pitches: held-out ${summaryOf(genuine)}; customer messages: ${summaryOf(customers)}`);
    expect(marks).toBe(20);
    for (const table of [genuine, customers]) {
      expect(sharesOf(table).genuineInInbox).toBeGreaterThanOrEqual(0.95);
      expect(sharesOf(table).genuineInSpam).toBe(0);
    }
  });

  it('one mark teaches no more than one short lead, however long the lead', async () => {
    const store = freshStore();
    const short = heldOutItems.find((item) => item.label === 'spam' && item.category === 'seo')!;
    await learn(store, short.kind, short.values, 'spam', 'short');
    const long = padded(short, 3000);
    await learn(store, long.kind, long.values, 'spam', 'long');
    const [one, other] = (await siteExamples(store)).examples;
    expect(Math.max(one.tokens.length, other.tokens.length)).toBeLessThanOrEqual(2 * Math.min(one.tokens.length, other.tokens.length));
  });

  it('teaches nothing of the padding: customers score as after marks of the same pitches unpadded', async () => {
    const [paddedMarks, plainMarks] = [freshStore(), freshStore()];
    await afterMarks(paddedMarks);
    for (const [n, item] of MARKED_PITCHES.entries()) {
      const plain = heldOutItems.find((lead) => lead.id === item.id)!;
      await learn(plainMarks, plain.kind, plain.values, 'spam', `marked-${n}`);
    }
    const [afterPadded, afterPlain] = [await loadModel(paddedMarks), await loadModel(plainMarks)];
    const testimonials = TESTIMONIAL_COPY.map((message, n) => ({
      firstName: 'Pat',
      lastName: `Reyes${n}`,
      email: `pat.reyes${n}@example.com`,
      phone: '(910) 555-0188',
      message,
    }));
    for (const values of [...CUSTOMER_MESSAGES, ...testimonials])
      expect(scoreLead(afterPadded, 'contact', values).spam).toBeCloseTo(scoreLead(afterPlain, 'contact', values).spam, 1);
  });
});

describe('the site’s own copy', () => {
  it('says no phrase the score reads as a pitch, so pasting it into a form adds no sign of spam', () => {
    expect(SITE_COPY.filter((text) => signalsOf({ message: text }).pitch > 0 || signalsOf({ message: text }).strongPitch)).toEqual([]);
  });

  it('is left out of what a lead says: a page pasted into a form reads as nothing', () => {
    expect(readLead('contact', { message: SITE_COPY.join('\n') }).words).toEqual([]);
  });
});
