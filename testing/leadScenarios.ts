/**
 * The faults a lead must survive, played the same way against each host's
 * form API (Netlify functions with Netlify Blobs in
 * __tests__/build/throwaway-builds.test.ts; `npm run serve` with its folder
 * in e2e/deploy/selfHosted.spec.ts). Each returns what happened, for the
 * test to judge: what was acknowledged, what the store holds, how many
 * mails each lead got.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ParsedMail } from 'mailparser';
import { mapLimited } from '../src/server/store/mapLimited';
import type { Lead } from '../src/leads/lead';
import type { TestMailServer } from './smtpServer';

const ROOT = path.resolve(__dirname, '..');

/** The quotes sent while mail is down. */
export const QUOTES_IN_OUTAGE = 50;

/** Settings of the form API a test must not inherit from the shell that runs it. */
const FORM_SETTING = /^(SMTP_|MAIL_|SUBMISSIONS_|NETLIFY_|AWS_LAMBDA_)/;

/** Runs one of the project's scripts (`cli/leads.ts`) as `npm run` would, with only `env` for the form settings. */
export async function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number; stdout: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !FORM_SETTING.test(name)));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
      cwd: ROOT,
      env: { ...clean, ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const submissionIdOf = (mail: ParsedMail) => String(mail.headers.get('x-submission-id') ?? '');

/** How many of the mails carry each submission id. */
export function mailsPerSubmission(received: readonly ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  // Only the leads' own mails: the site's daily note of held leads (src/server/round/housekeeping.ts) names none.
  for (const mail of received.filter((each) => submissionIdOf(each))) counts.set(submissionIdOf(mail), (counts.get(submissionIdOf(mail)) ?? 0) + 1);
  return counts;
}

export interface OutageReport {
  /** Ids the API answered 2xx for while mail was down. */
  acknowledged: string[];
  /** Statuses of the sends that were not 2xx. */
  refused: number[];
  /** Ids in the store, not mailed, just before mail came back. */
  storedUnmailed: string[];
  /** Every lead in the store at the end that was not mailed before mail came back, with the number of mails that carry its id. */
  mails: Map<string, number>;
  /** Leads still not mailed at the end. */
  unmailed: string[];
}

/**
 * With mail down (the caller stopped its server): QUOTES_IN_OUTAGE quotes,
 * four at a time. Then mail comes back, and three senders race: five later
 * requests (each retries a few unsent leads) and two `npm run send-unsent`;
 * a last `send-unsent` mails what none of them reached.
 */
export async function mailOutage({
  send,
  laterRequest,
  restartMail,
  storeEnv,
  leads,
}: {
  send: (index: number) => Promise<Response>;
  laterRequest: (index: number) => Promise<Response>;
  restartMail: () => Promise<TestMailServer>;
  storeEnv: Record<string, string>;
  leads: () => Promise<Lead[]>;
}): Promise<OutageReport> {
  const answers = await mapLimited(
    Array.from({ length: QUOTES_IN_OUTAGE }, (_, index) => index),
    4,
    async (index) => {
      const response = await send(index);
      return { status: response.status, id: ((await response.json()) as { id?: string }).id };
    },
  );
  const before = await leads();
  const mailedBefore = new Set(before.filter((lead) => lead.mailed).map((lead) => lead.id));

  const mail = await restartMail();
  const sendUnsent = () => runScript('cli/send-unsent.ts', { ...mail.env, ...storeEnv });
  await Promise.all([...Array.from({ length: 5 }, (_, index) => laterRequest(index)), sendUnsent(), sendUnsent()]);
  await sendUnsent();

  const counts = mailsPerSubmission(mail.received);
  // The leads to be mailed: those in the Inbox (one Held or in Spam waits for a person, unmailed).
  const all = (await leads()).filter((lead) => lead.place === 'inbox');
  return {
    acknowledged: answers.filter((answer) => answer.status < 300).map((answer) => answer.id!),
    refused: answers.filter((answer) => answer.status >= 300).map((answer) => answer.status),
    storedUnmailed: before.filter((lead) => lead.place === 'inbox' && !lead.mailed).map((lead) => lead.id),
    mails: new Map(all.filter((lead) => !mailedBefore.has(lead.id)).map((lead) => [lead.id, counts.get(lead.id) ?? 0])),
    unmailed: all.filter((lead) => !lead.mailed).map((lead) => lead.id),
  };
}

export interface WithoutMailReport {
  status: number;
  id: string;
  /** What `npm run leads` printed before mail was set up, and after `npm run send-unsent` with mail set up. */
  listedBefore: string;
  listedAfter: string;
  /** Mails that carry the lead's id. */
  mails: number;
}

/** A quote to a site without mail settings, listed with `npm run leads`, then mailed by `npm run send-unsent` once mail is set up. */
export async function leadWithoutMail({
  send,
  mail,
  storeEnv,
}: {
  send: () => Promise<Response>;
  mail: TestMailServer;
  storeEnv: Record<string, string>;
}): Promise<WithoutMailReport> {
  const response = await send();
  const { id } = (await response.json()) as { id: string };
  const listedBefore = (await runScript('cli/leads.ts', storeEnv)).stdout;
  await runScript('cli/send-unsent.ts', { ...mail.env, ...storeEnv });
  const listedAfter = (await runScript('cli/leads.ts', storeEnv)).stdout;
  return { status: response.status, id, listedBefore, listedAfter, mails: mailsPerSubmission(mail.received).get(id) ?? 0 };
}

/** The assertions both test runners share (Jest's and Playwright's `expect` agree on these). */
interface Expect {
  (actual: unknown): { toBe(expected: unknown): void; toContain(expected: string): void; toMatch(expected: RegExp): void; toEqual(expected: unknown): void };
  arrayContaining(expected: unknown[]): unknown;
}

/** Every quote sent during the outage was acknowledged and stored; every lead since was mailed exactly once, none is left. */
export function expectEveryLeadMailedOnce(expect: Expect, report: OutageReport) {
  expect(report.refused).toEqual([]);
  expect(report.acknowledged.length).toBe(QUOTES_IN_OUTAGE);
  expect(report.storedUnmailed).toEqual(expect.arrayContaining(report.acknowledged));
  // The quotes and the five later messages.
  expect(report.mails.size).toBe(QUOTES_IN_OUTAGE + 5);
  expect([...report.mails].filter(([, count]) => count !== 1)).toEqual([]);
  expect(report.unmailed).toEqual([]);
}

/** The lead was acknowledged, listed as not mailed, then mailed exactly once and listed as mailed. */
export function expectListedThenMailed(expect: Expect, report: WithoutMailReport, values: { firstName: string; lastName: string; email: string }) {
  expect(report.status).toBe(201);
  const row = (listing: string) => listing.split('\n').find((line) => line.includes(report.id)) ?? `(no row with ${report.id} in:\n${listing})`;
  expect(row(report.listedBefore)).toContain(`${values.firstName} ${values.lastName}`);
  expect(row(report.listedBefore)).toContain(values.email);
  expect(row(report.listedBefore)).toMatch(/\bwaiting \(not tried yet\)/);
  expect(report.mails).toBe(1);
  expect(row(report.listedAfter)).toMatch(/\bmailed \d\d\/\d\d\/\d{4}/);
}
