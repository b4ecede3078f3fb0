/**
 * @jest-environment node
 *
 * The per-address limit counted in the store (src/server/defences/sharedLimit.ts) when a sender does not wait for one form's
 * answer before sending the next (issue 64, item 5), and which address a request is counted under
 * (src/server/defences/clientAddress.ts): behind the server recipe's Caddy, the address Caddy saw, whatever the sender wrote
 * before it; an IPv6 visitor by the /64 their provider gives one line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatsbyFunctionRequest } from 'gatsby';
import { folderStore } from '../../src/server/store/folderStore';
import { clientAddress } from '../../src/server/defences/clientAddress';
import { overSharedLimit } from '../../src/server/defences/sharedLimit';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-limit-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const WINDOW_MS = 600_000;

describe('the count', () => {
  test('of 60 forms sent at once from one address under a limit of 10, exactly 10 get through, also through two instances', async () => {
    const [one, two] = [folderStore(dir), folderStore(dir)];
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => overSharedLimit(i % 2 ? one : two, '203.0.113.9', 10, WINDOW_MS)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    for (const wait of answers.filter((answer) => answer !== null)) expect(wait).toBeGreaterThan(0);
  });

  test('a full window holds the address until its forms have aged out of the last window, and says how long', async () => {
    const store = folderStore(dir);
    const start = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    for (let i = 0; i < 5; i += 1) expect(await overSharedLimit(store, '203.0.113.9', 5, WINDOW_MS, start + i * 1000)).toBeNull();
    const wait = await overSharedLimit(store, '203.0.113.9', 5, WINDOW_MS, start + 10_000);
    expect(wait).toBeGreaterThan(0);
    // Waiting the answer out works: the next window lets the address send again, once enough of the last has aged.
    const later = start + 10_000 + wait! * 1000;
    expect(await overSharedLimit(store, '203.0.113.9', 5, WINDOW_MS, later - 2000)).not.toBeNull();
    expect(await overSharedLimit(store, '203.0.113.9', 5, WINDOW_MS, later)).toBeNull();
    // In no stretch of one window did more than the limit get through: 5 at the start, 1 a window and more later.
    expect(later - start).toBeGreaterThanOrEqual(WINDOW_MS);
  });

  test('just after a new window begins, the last window’s forms still count (no burst of twice the limit at the turn)', async () => {
    const store = folderStore(dir);
    const turn = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    const statuses: boolean[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await overSharedLimit(store, '203.0.113.9', 5, WINDOW_MS, turn - 5000 + i * 1000)) === null);
    expect(statuses.filter(Boolean)).toHaveLength(5);
  });

  test('another address is not held up, and no address is written down', async () => {
    const store = folderStore(dir);
    for (let i = 0; i < 3; i += 1) await overSharedLimit(store, '203.0.113.9', 2, WINDOW_MS);
    expect(await overSharedLimit(store, '203.0.113.10', 2, WINDOW_MS)).toBeNull();
    expect(JSON.stringify(fs.readdirSync(path.join(dir, 'rate'), { recursive: true }))).not.toContain('203.0.113');
  });
});

describe('the address counted', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as GatsbyFunctionRequest;

  test('behind the trusted proxy: the address it added (the last of X-Forwarded-For), not what the sender wrote before it', () => {
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.50' }), true)).toBe('203.0.113.50');
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '10.9.8.7, 198.51.100.1, 203.0.113.50' }), true)).toBe('203.0.113.50');
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': 'not an address, 203.0.113.50 ' }), true)).toBe('203.0.113.50');
  });

  test('without a trusted proxy, the socket’s, whatever the request says', () => {
    expect(clientAddress(request('198.51.100.4', { 'x-forwarded-for': '203.0.113.50' }), false)).toBe('198.51.100.4');
  });

  test('on Netlify, the address its edge names', () => {
    const netlify = {
      ...request('10.0.0.1', { 'x-nf-client-connection-ip': '2001:db8:aa:bb:1:2:3:4' }),
      netlifyFunctionParams: {},
    } as unknown as GatsbyFunctionRequest;
    expect(clientAddress(netlify, false)).toBe(clientAddress(request('2001:db8:aa:bb::9'), false));
  });

  test('an IPv6 address counts by its /64: one line has them all', () => {
    const counted = ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::9', '2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::1%eth0'].map((address) =>
      clientAddress(request(address), false),
    );
    expect(new Set(counted).size).toBe(1);
    expect(clientAddress(request('2001:db8:aa:bc::1'), false)).not.toBe(counted[0]);
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '2001:db8:aa:bb::77' }), true)).toBe(counted[0]);
  });

  test('an IPv4 address in IPv6 form (::ffff:a.b.c.d, as a dual-stack socket gives it) is that IPv4 address', () => {
    expect(clientAddress(request('::ffff:203.0.113.9'), false)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:cb00:7109'), false)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '::ffff:203.0.113.9' }), true)).toBe('203.0.113.9');
  });
});
