/**
 * @jest-environment node
 *
 * The Reply-To of the office's mail (src/server/mail/compose.ts), as nodemailer writes it and a mail program reads it back:
 * the visitor's one address, whatever a valid address holds, and none for a lead stored under the earlier rule.
 */
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { composeMail } from '../../src/server/mail/compose';
import type { StoredSubmission } from '../../src/leads/lead';
import { VALID } from './fixtures';

const SMTP = { host: '127.0.0.1', port: 25, secure: false, from: 'website@coastal.example', to: 'office@coastal.example' };

/** The mail as it would go out, parsed by mailparser. */
async function mailFor(values: Record<string, string>) {
  const record: StoredSubmission = { id: 'test', kind: 'contact', receivedAt: '2026-11-27T14:00:00.000Z', values: { ...VALID.contact, ...values } };
  const { message } = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(composeMail(record, SMTP));
  const raw = (message as Buffer).toString();
  return { raw, parsed: await simpleParser(raw) };
}

test.each(['dana@example.com', 'what?bcc=eve%40evil.example&x@example.com', "o'brien@example.com", "!#$%&'*+/=?^_`{|}~-@example.com"])(
  'the Reply-To of %s names that address and no other',
  async (email) => {
    const { parsed } = await mailFor({ email });
    expect(parsed.replyTo?.value).toEqual([{ name: 'Sam Ortiz', address: email }]);
  },
);

test('a name with a comma and an address in it stays the name of the one address', async () => {
  const { parsed } = await mailFor({ firstName: 'Eve, <eve@evil.example>', lastName: '"Mallory",', email: 'sam@example.org' });
  expect(parsed.replyTo?.value).toEqual([{ name: 'Eve, <eve@evil.example> "Mallory",', address: 'sam@example.org' }]);
});

// Stored before the rule followed the HTML standard; mailing it again (send-unsent, the leads view) must not reply to both.
test.each(['x>,attacker@evil.com', 'victim@example.com?bcc=attacker%40evil.com'])('a stored %s gets no Reply-To', async (email) => {
  const { raw, parsed } = await mailFor({ email });
  expect(parsed.replyTo).toBeUndefined();
  expect(raw).not.toMatch(/^Reply-To:/im);
  expect(parsed.text).toContain(`Email:\n${email}`);
});
