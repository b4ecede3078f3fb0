/**
 * Load and abuse benchmark of the form API (not a test). Serves the
 * production build with a fresh submission store, sends a few hundred valid
 * submissions at concurrency 20 plus a few dozen malformed or hostile ones,
 * then reads the store and counts: every valid one stored exactly once, no
 * invalid one stored. Prints answer times and what it found; exits 1 if the
 * store is wrong. Needs a build (`npm run build`).
 *
 *   npm run bench:forms [-- --valid 300 --concurrency 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGatsbyServe } from '../testing/processes';
import { numberOption } from './options';

const root = path.resolve(__dirname, '..');
const VALID = numberOption('valid', 300);
const CONCURRENCY = numberOption('concurrency', 20);
const PORT = 9188;
const BASE = `http://127.0.0.1:${PORT}`;

if (!fs.existsSync(path.join(root, '.cache', 'functions', 'quote.js'))) {
  console.error('No production build with functions found: run `npm run build` first.');
  process.exit(1);
}

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));

type Body = Record<string, unknown>;
type Kind = 'quote' | 'contact' | 'community';

const person = (marker: string) => ({ firstName: 'Bench', lastName: `Visitor ${marker}`, email: `${marker}@bench.example.com` });
const validBodies: Record<Kind, (marker: string) => Body> = {
  quote: (marker) => ({
    ...person(marker),
    phone: '(910) 555-0142',
    address: '12 Lake Park Blvd',
    city: 'Carolina Beach',
    propertyType: 'residential',
    propertySize: 'medium',
    services: ['synthetic-turf', 'lighting'],
    timeline: 'flexible',
    projectDescription: 'Turf and lights. <script>alert("x")</script> & more',
  }),
  contact: (marker) => ({ ...person(marker), message: 'Do you service Topsail Beach?' }),
  community: (marker) => ({ ...person(marker), organization: 'Island Greenway Friends' }),
};
const kinds = Object.keys(validBodies) as Kind[];
const human = { elapsedMs: '8000' };

interface Request {
  kind: string;
  method?: string;
  body?: Body;
  contentType?: string;
  raw?: string;
}

interface Answer {
  status: number | string;
  ms: number;
}

/** Sends one request and times it. */
async function send({ kind, method = 'POST', body = {}, contentType = 'application/json', raw }: Request): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}/api/${kind}`, {
      method,
      headers: method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': contentType, Accept: 'application/json' },
      body:
        method === 'GET'
          ? undefined
          : (raw ?? (contentType.includes('json') ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString())),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string } };
    return { status: `network error (${failure.cause?.code ?? failure.message})`, ms: performance.now() - started };
  }
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main() {
  // One address sends everything here, so the per-address limit is lifted for the run.
  const server = await startGatsbyServe({ root, port: PORT, env: { SUBMISSIONS_DIR: store, FORM_RATE_LIMIT: '1000000', SMTP_HOST: '' } });
  try {
    // Valid submissions, a third of them sent as ordinary form posts; every tenth one retried with the same request id.
    const valid = Array.from({ length: VALID }, (_, index) => {
      const kind = kinds[index % kinds.length];
      const marker = `valid-${index}`;
      const requestId = `bench-request-${index}`;
      const body: Body = { ...validBodies[kind](marker), ...human, requestId };
      const contentType = index % 3 === 2 ? 'application/x-www-form-urlencoded' : 'application/json';
      if (contentType !== 'application/json' && Array.isArray(body.services)) body.services = body.services[0];
      return { marker, kind, body, contentType, retry: index % 10 === 0 };
    });

    const bad = (marker: string, kind: Kind, change: Body): Request & { marker: string } => ({
      marker,
      kind,
      body: { ...validBodies[kind](marker), ...human, ...change },
    });
    const hostile: (Request & { marker: string })[] = [
      ...kinds.map((kind) => bad(`missing-${kind}`, kind, { lastName: '' })),
      ...kinds.map((kind) => bad(`bad-email-${kind}`, kind, { email: 'not-an-address' })),
      ...kinds.map((kind) => bad(`unknown-field-${kind}`, kind, { isAdmin: 'true' })),
      ...kinds.map((kind) => bad(`honeypot-${kind}`, kind, { website: 'http://spam.example' })),
      ...kinds.map((kind) => bad(`too-fast-${kind}`, kind, { elapsedMs: '150' })),
      ...kinds.map((kind) => bad(`header-injection-${kind}`, kind, { lastName: 'X\r\nBcc: everyone@example.com' })),
      ...kinds.map((kind) => bad(`oversized-${kind}`, kind, { message: 'x'.repeat(80_000) })),
      ...kinds.map((kind) => bad(`too-long-${kind}`, kind, { firstName: 'x'.repeat(500) })),
      bad('bad-enum', 'quote', { propertyType: 'castle' }),
      bad('bad-service', 'quote', { services: ['synthetic-turf', 'roofing'] }),
      bad('services-object', 'quote', { services: { $gt: '' } }),
      bad('name-array', 'contact', { firstName: ['a', 'b'] }),
      { marker: 'json-array', kind: 'contact', raw: JSON.stringify([validBodies.contact('json-array')]) },
      { marker: 'broken-json', kind: 'contact', raw: '{"firstName": "broken-json@bench.example.com",' },
      { marker: 'text-body', kind: 'contact', raw: 'broken-text@bench.example.com', contentType: 'text/plain' },
      ...kinds.map((kind) => ({ marker: `get-${kind}`, kind, method: 'GET' })),
      { marker: 'unknown-endpoint', kind: 'newsletter', body: validBodies.contact('unknown-endpoint') },
    ];

    const started = performance.now();
    const validTasks = valid.flatMap((item) => {
      const task = () => send(item);
      return item.retry ? [task, task] : [task];
    });
    const validResults = await pool(validTasks, CONCURRENCY);
    const validSeconds = (performance.now() - started) / 1000;
    const hostileResults = await pool(
      hostile.map((item) => () => send(item)),
      CONCURRENCY,
    );

    // What the store holds: one file a submission (src/server/store/ledger.ts).
    const folder = path.join(store, 'submission');
    const records = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))
      : [];
    const storedMarkers = records.map((record) => String(record.values.email ?? '').split('@')[0]);
    const count = (marker: string) => storedMarkers.filter((stored) => stored === marker).length;
    const validOnce = valid.filter((item) => count(item.marker) === 1).length;
    const validMissing = valid.filter((item) => count(item.marker) === 0).map((item) => item.marker);
    const validTwice = valid.filter((item) => count(item.marker) > 1).map((item) => item.marker);
    const invalidStored = records.filter((record) => !record.values.email?.startsWith('valid-')).map((record) => record.values.email);

    const histogram = (results: Answer[]) =>
      Object.entries(results.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
        .map(([status, n]) => `${status} x${n}`)
        .join(', ');
    const times = validResults.map((result) => result.ms);

    console.log(`Form API benchmark against gatsby serve (store: ${store})`);
    console.log(
      `  valid:   ${valid.length} submissions (${validTasks.length - valid.length} of them sent twice with the same request id), concurrency ${CONCURRENCY}`,
    );
    console.log(`           answers: ${histogram(validResults)}`);
    console.log(
      `           ${validSeconds.toFixed(1)} s, ${(validTasks.length / validSeconds).toFixed(0)} requests/s; answer time p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
    );
    console.log(`  hostile: ${hostile.length} requests; answers: ${histogram(hostileResults)}`);
    console.log(
      `  store:   ${records.length} records; valid stored exactly once ${validOnce}/${valid.length}; missing ${validMissing.length}; stored twice ${validTwice.length}; invalid stored ${invalidStored.length}`,
    );
    if (validMissing.length) console.log(`           missing: ${validMissing.slice(0, 10).join(', ')}`);
    if (invalidStored.length) console.log(`           invalid stored: ${invalidStored.slice(0, 10).join(', ')}`);
    const ok = validOnce === valid.length && invalidStored.length === 0 && records.length === valid.length;
    console.log(ok ? 'OK: every valid submission stored exactly once, nothing else stored.' : 'FAILED: the store does not match what was sent.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(store, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
