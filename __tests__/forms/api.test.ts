/**
 * @jest-environment node
 *
 * The form endpoints (src/server/forms/handler.ts behind src/api/*.ts): every
 * answer status, the store on disk, and mail through a real SMTP server
 * running in this process, including an outage and the send-unsent command.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ParsedMail } from 'mailparser';
import { callFunction } from '../../testing/functionCall';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { MAX_API_BODY_BYTES } from '../../src/server/bodyLimits.cjs';
import { createFormHandler } from '../../src/server/forms/handler';
import { NOT_STORED } from '../../src/server/forms/answers';
import { folderStore } from '../../src/server/store/folderStore';
import { readLeads } from '../../src/server/store/ledger';
import { unsentSubmissions } from '../../src/server/delivery/unsent';
import { makeChallenge, proofSecret } from '../../src/server/defences/proofOfWork';
import { proofFor, solved } from '../../testing/proof';
import { VALID } from './fixtures';

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
let addressCounter = 0;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'submissions-'));
  process.env.SUBMISSIONS_DIR = dir;
  delete process.env.SMTP_HOST;
  delete process.env.FORM_RATE_LIMIT;
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What the store holds: each submission as stored, and the leads with whether each was mailed. */
const leads = () => readLeads(folderStore(dir));
const readSubmissions = async () =>
  (await leads()).map(
    ({ mailed: _mailed, lastFailure: _lastFailure, followUp: _followUp, place: _place, arrival: _arrival, clock: _clock, ...record }) => record,
  );

interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Each call comes from a new address unless one is given, so the rate limit only applies where a test wants it. */
  address?: string;
}

/** Calls an endpoint as Gatsby does: parsed body, headers, the socket's address. */
function call(kind: 'quote' | 'contact' | 'community', { method = 'POST', body, headers = {}, address }: Call) {
  addressCounter += 1;
  return callFunction(createFormHandler(kind), {
    method,
    body,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    address: address ?? `198.51.100.${addressCounter % 250}:${addressCounter}`,
  });
}

/** What a person's browser sends beside the answers: the time taken, and a solved proof of work (a new one each time). */
const human = async () => ({ elapsedMs: '12000', altcha: await proofFor(folderStore(dir)) });

describe('answers', () => {
  test('201 with the next step only once the submission is on disk', async () => {
    const response = await call('quote', { body: { ...VALID.quote, ...(await human()) } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      id: expect.any(String),
      message: 'Thank you, your quote request has been sent.',
      nextStep: expect.stringContaining('within 48 hours'),
    });
    expect(await readSubmissions()).toEqual([{ id: response.body.id, kind: 'quote', receivedAt: expect.any(String), values: VALID.quote }]);
  });

  test('400 listing every wrong field and why, storing nothing', async () => {
    const response = await call('contact', { body: { ...VALID.contact, email: 'sam@', lastName: '', nickname: 'S' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { field: 'nickname', message: '"nickname" is not a field of this form.' },
      { field: 'lastName', message: 'Last Name is required.' },
      { field: 'email', message: 'Email must be an address like name@example.com.' },
    ]);
    expect(await readSubmissions()).toEqual([]);
  });

  test('405 for any method but POST, naming POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await call('community', { method });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
  });

  test('413 for a body over the limit', async () => {
    const response = await call('contact', { body: VALID.contact, headers: { 'content-length': String(MAX_API_BODY_BYTES + 1) } });
    expect(response.status).toBe(413);
    expect(await readSubmissions()).toEqual([]);
  });

  test('429 with Retry-After when one address sends too often', async () => {
    process.env.FORM_RATE_LIMIT = '3';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call('contact', { body: { ...VALID.contact, ...(await human()) }, address: '203.0.113.7' })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await call('contact', { body: { ...VALID.contact, ...(await human()) }, address: '203.0.113.7' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('contact', { body: { ...VALID.contact, ...(await human()) }, address: '203.0.113.8' })).status).toBe(201);
    expect(await readSubmissions()).toHaveLength(4);
  });

  test('the limit and the retry check hold when the server loads the function afresh for each request, as gatsby serve does', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    const freshHandler = () => {
      let handler!: typeof createFormHandler;
      jest.isolateModules(() => {
        // A fresh copy of the module, with its own rate limiter: jest.isolateModules works with require only.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        handler = require('../../src/server/forms/handler').createFormHandler;
      });
      return handler('contact');
    };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      let status = 0;
      const res: any = { setHeader: () => res, status: (code: number) => ((status = code), res), json: () => res, send: () => res };
      await freshHandler()(
        {
          method: 'POST',
          body: { ...VALID.contact, ...(await human()), requestId: `fresh-module-${i % 2}` },
          headers: { accept: 'application/json' },
          socket: { remoteAddress: '203.0.113.99' },
        } as any,
        res,
      );
      statuses.push(status);
    }
    // The third is over the limit; the second is a new request id, stored.
    expect(statuses).toEqual([201, 201, 429]);
    expect(await readSubmissions()).toHaveLength(2);
  });

  test('the time taken is the server’s, from when it issued the challenge: a fresh challenge solved and sent at once waits in Held, whatever the browser says', async () => {
    const fresh = async () => solved(await makeChallenge(await proofSecret(folderStore(dir)), { tries: { min: 20, max: 20 } }));
    const sends = [
      { what: 'elapsedMs left out', body: { ...VALID.contact, altcha: await fresh() } },
      { what: 'elapsedMs claimed', body: { ...VALID.contact, elapsedMs: '12000', altcha: await fresh() } },
    ];
    for (const { what, body } of sends) {
      const response = await call('contact', { body });
      expect({ what, status: response.status }).toEqual({ what, status: 201 });
      const lead = (await leads()).find((each) => each.id === response.body.id)!;
      expect({ what, place: lead.place, reasons: lead.arrival?.reasons }).toEqual({
        what,
        place: 'held',
        reasons: expect.arrayContaining(['sent within seconds of the page opening']),
      });
    }
    // A challenge issued long enough before the post, as a person's is: the Inbox, with or without the browser's figure.
    const { altcha } = await human();
    const response = await call('contact', { body: { ...VALID.contact, email: 'later@example.com', altcha } });
    expect((await leads()).find((each) => each.id === response.body.id)?.place).toBe('inbox');
  });

  test('a retried send with the same request id is stored once', async () => {
    const body = { ...VALID.contact, ...(await human()), requestId: 'a1b2c3d4-retry' };
    const first = await call('contact', { body });
    const again = await call('contact', { body });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(await readSubmissions()).toHaveLength(1);
  });

  test('an ordinary form post (no script) gets a readable page, for thanks and for errors', async () => {
    const html = { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await call('quote', { body: { ...VALID.quote, services: 'hardscape', website: '' }, headers: html });
    expect(sent.status).toBe(201);
    expect(sent.headers['content-type']).toContain('text/html');
    expect(sent.body).toContain('<h1>Thank you, your quote request has been sent.</h1>');
    expect((await readSubmissions())[0].values.services).toEqual(['hardscape']);

    const wrong = await call('quote', { body: { ...VALID.quote, firstName: '<b>Dana</b>', city: '' }, headers: html });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('<strong>City</strong>: City is required.');
    expect(wrong.body).not.toContain('<b>Dana</b>');
  });

  test.each(['quote', 'contact', 'community'] as const)(
    '503 with a way through when the store cannot be written, and never a false thank-you (%s)',
    async (kind) => {
      const blocked = path.join(dir, `not-a-folder-${kind}`);
      fs.writeFileSync(blocked, '');
      process.env.SUBMISSIONS_DIR = blocked;
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await call(kind, { body: { ...VALID[kind], ...(await human()) } });
      spy.mockRestore();
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('120');
      expect(response.body).toEqual({ ok: false, message: NOT_STORED, errors: [] });
    },
  );
});

describe('mail', () => {
  let server: TestMailServer | undefined;
  let received: ParsedMail[];

  /** The office's mails (each names its lead), apart from the senders' confirmations (__tests__/server/confirmation.test.ts). */
  const office = () => received.filter((mail) => mail.headers.has('x-submission-id'));

  async function startSmtp(port = 0) {
    server = await startMailServer(port);
    received = server.received;
    return server.port;
  }

  const stopSmtp = () => server!.stop();

  function configureMail(port: number) {
    Object.assign(process.env, { ...server!.env, SMTP_PORT: String(port) });
  }

  afterEach(async () => {
    for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'MAIL_FROM', 'MAIL_TO']) delete process.env[name];
    if (server) await stopSmtp().catch(() => undefined);
    server = undefined;
  });

  test('keeps what the defences doubt, thanking its sender the same, and mails only the Inbox: a filled-in honeypot goes to Spam; a form sent within seconds, without a proof of work, or with one used before waits in Held', async () => {
    configureMail(await startSmtp());
    const proof = (await human()).altcha;
    const sends = [
      { what: 'honeypot', body: { ...VALID.contact, ...(await human()), website: 'http://spam.example' }, place: 'spam' },
      { what: 'too fast', body: { ...VALID.contact, elapsedMs: '400', altcha: (await human()).altcha }, place: 'held' },
      { what: 'no proof (scripts off)', body: { ...VALID.contact, elapsedMs: '12000' }, place: 'held' },
      {
        what: 'a forged proof',
        body: { ...VALID.contact, elapsedMs: '12000', altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
        place: 'held',
      },
      { what: 'a proof', body: { ...VALID.contact, elapsedMs: '12000', altcha: proof }, place: 'inbox' },
      { what: 'the same proof again', body: { ...VALID.contact, email: 'again@example.com', elapsedMs: '12000', altcha: proof }, place: 'held' },
    ];
    for (const { what, body, place } of sends) {
      const response = await call('contact', { body });
      expect({ what, status: response.status, message: response.body.message }).toEqual({
        what,
        status: 201,
        message: 'Thank you, your message has been sent.',
      });
      const lead = (await leads()).find((each) => each.id === response.body.id)!;
      expect({ what, place: lead.place }).toEqual({ what, place });
      if (place !== 'inbox') expect(lead.arrival?.reasons?.length).toBeGreaterThan(0);
    }
    // Only the one in the Inbox was mailed, and only its sender confirmed; the others wait for a person.
    expect(office()).toHaveLength(1);
    expect(received.filter((mail) => !mail.headers.has('x-submission-id')).map((mail) => mail.to)).toEqual([
      expect.objectContaining({ text: VALID.contact.email }),
    ]);
    expect((await leads()).filter((lead) => lead.mailed).map((lead) => lead.place)).toEqual(['inbox']);
  });

  test('a quote reaches the company with every field, the visitor as Reply-To, content escaped', async () => {
    configureMail(await startSmtp());
    const body = { ...VALID.quote, ...(await human()), projectDescription: 'Path lights <script>alert(1)</script> & turf.\nSecond line.' };
    const response = await call('quote', { body });
    expect(response.status).toBe(201);

    expect(office()).toHaveLength(1);
    const [mail] = office();
    expect(mail.subject).toBe('Quote request from Dana Whitfield');
    expect(mail.to).toMatchObject({ text: 'office@coastal.example' });
    expect(mail.replyTo?.value).toEqual([{ name: 'Dana Whitfield', address: 'dana@example.com' }]);
    for (const [label, value] of [
      ['First Name', 'Dana'],
      ['Last Name', 'Whitfield'],
      ['Email', 'dana@example.com'],
      ['Phone', '(910) 555-0142'],
      ['Property Address', '12 Lake Park Blvd'],
      ['City', 'Carolina Beach'],
      ['Property Type', 'vacation-rental'],
      ['Property Size', 'medium'],
      ['Services Needed', 'synthetic-turf, lighting'],
      ['Timeline', '1-2-months'],
      ['Project Description', 'Path lights <script>alert(1)</script> & turf.\nSecond line.'],
    ]) {
      expect(mail.text).toContain(`${label}:\n${value}`);
    }
    expect(mail.html).toContain('Path lights &lt;script&gt;alert(1)&lt;/script&gt; &amp; turf.');
    expect(mail.html).not.toContain('<script>');
    expect(await leads()).toEqual([expect.objectContaining({ id: response.body.id, mailed: expect.objectContaining({ at: expect.any(String) }) })]);
  });

  test('with the mail server down the submission is stored, marked unsent, and sent later by `npm run send-unsent`', async () => {
    const port = await startSmtp();
    await stopSmtp();
    configureMail(port);

    // The server's log says so, for whoever reads it.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call('contact', { body: { ...VALID.contact, ...(await human()) } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`submission ${response.body.id} is stored but not mailed yet`));
    log.mockRestore();
    expect(response.status).toBe(201);
    expect(await readSubmissions()).toHaveLength(1);
    expect(await leads()).toEqual([
      expect.objectContaining({
        id: response.body.id,
        mailed: null,
        lastFailure: expect.objectContaining({ detail: expect.stringContaining('ECONNREFUSED') }),
      }),
    ]);
    expect((await unsentSubmissions(folderStore(dir))).map((record) => record.id)).toEqual([response.body.id]);

    configureMail(await startSmtp());
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'cli/send-unsent.ts'], {
      cwd: ROOT,
      env: process.env,
    });
    expect(stdout).toContain('1 sent, 0 still unsent');
    expect(received.map((mail) => mail.subject)).toEqual(['Message from Sam Ortiz']);
    expect(await unsentSubmissions(folderStore(dir))).toEqual([]);
  }, 30_000);
});
