/**
 * A stand-in for a browser's push service (Google's, Apple's …), on loopback over https, for the tests and the bench
 * of the push to staff's phones (src/server/push/). It receives the Web Push protocol's requests (RFC 8030) as a
 * real one does and checks what a real one checks: the sender's VAPID signature (RFC 8292: a JWT signed with the key
 * named in the header, for this service's origin, not expired, with a mailto: or https: subject). Then, as only the
 * device could, it decrypts the message (RFC 8291, aes128gcm) with the subscription's private key and auth secret,
 * which the test made itself (`subscription()`, as a browser makes them), so a test reads what the phone would show,
 * not only that a request came. Written here from the RFCs with node:crypto, apart from the library the site sends
 * with, so that the two check each other.
 *
 * It can answer a subscription 404 or 410 (gone), or 500 (down), as real services do. `env` is what a server that
 * sends to it needs: its certificate trusted (NODE_EXTRA_CA_CERTS, read when Node starts) and its origin let in
 * (PUSH_TEST_SERVICE); in this process, `trustHere()`.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { closeServer } from '../src/server/closeServer';

/** A subscription as a browser gives it (PushSubscription.toJSON()), whose private half the stand-in keeps. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the stand-in took: decrypted, with what the protocol's headers and the sender's signature said. */
export interface Received {
  endpoint: string;
  /** When it arrived (Date.now()). */
  at: number;
  /** The decrypted payload, parsed as JSON (the site's are), or its text. */
  payload: unknown;
  text: string;
  headers: { ttl: number; urgency?: string; topic?: string };
  /** The VAPID claims and the public key that signed them. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

const b64u = (bytes: Buffer) => bytes.toString('base64url');

/** A self-signed certificate for 127.0.0.1, made by openssl for this run. */
function certificate(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the push stand-in's certificate: ${made.stderr}`);
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), certFile: cert };
}

/** The VAPID claims of an `Authorization: vapid t=…, k=…` header, checked against `origin`; or why they are refused. */
export function checkVapid(
  header: string | undefined,
  origin: string,
  nowMs = Date.now(),
): { ok: true; vapid: Received['vapid'] } | { ok: false; why: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { ok: false, why: 'no VAPID authorization' };
  const [, head, body, signature, publicKey] = match;
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { ok: false, why: 'the key is not a P-256 point' };
  const jwk = { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) };
  const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { ok: false, why: 'the signature is not the key’s' };
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; sub?: string; exp?: number };
  if (alg !== 'ES256') return { ok: false, why: `alg ${alg}` };
  if (claims.aud !== origin) return { ok: false, why: `audience ${claims.aud}, not ${origin}` };
  const exp = Number(claims.exp) * 1000;
  if (!(exp > nowMs && exp <= nowMs + 24 * 3_600_000)) return { ok: false, why: 'expired, or more than a day ahead' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { ok: false, why: `subject ${claims.sub}` };
  return { ok: true, vapid: { aud: claims.aud, sub: claims.sub!, exp: claims.exp!, publicKey } };
}

/** Decrypts an aes128gcm message (RFC 8188 and 8291) for the subscriber whose key pair is `ecdh` and secret `auth`. */
export function decryptPush(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const hkdf = (ikm: Buffer, saltOf: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, saltOf, info, length));
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(ecdh.computeSecret(senderKey), auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's last bytes (RFC 8188, 2.3); a message has few records.
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    // The last record ends with the delimiter 2, every other with 1 (RFC 8188, 2).
    if (padded[end] !== (offset + recordSize >= records.length ? 2 : 1)) throw new Error('a record’s padding is not the protocol’s');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

export async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const { key, cert, certFile } = certificate(dir);
  const subscribers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; endpoint: string }>();
  const answers = new Map<string, number>();
  const received: Received[] = [];
  const refused: Array<{ endpoint: string; status: number; why: string }> = [];
  let origin = '';

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const refuse = (status: number, why: string) => {
        refused.push({ endpoint, status, why });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(why);
      };
      const subscriber = /^\/push\/[\w-]+$/.test(req.url ?? '') ? subscribers.get(endpoint) : undefined;
      if (req.method !== 'POST' || !subscriber) return refuse(404, 'no such subscription');
      const status = answers.get(endpoint);
      if (status) return refuse(status, 'answered as the test asked');
      const vapid = checkVapid(req.headers.authorization, origin);
      if (!vapid.ok) return refuse(403, vapid.why);
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      let text: string;
      try {
        text = decryptPush(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth);
      } catch (error) {
        return refuse(400, `could not be decrypted: ${error instanceof Error ? error.message : error}`);
      }
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const { urgency, topic } = req.headers as Record<string, string | undefined>;
      received.push({ endpoint, at: Date.now(), payload, text, headers: { ttl, urgency, topic }, vapid: vapid.vapid });
      res.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** What a server that sends here needs in its environment. */
    env: { NODE_EXTRA_CA_CERTS: certFile, PUSH_TEST_SERVICE: origin },
    /** Trusts the stand-in's certificate in this process (NODE_EXTRA_CA_CERTS is read only when Node starts). */
    trustHere() {
      https.globalAgent.options.ca = [...tls.rootCertificates, cert.toString()];
    },
    /** A new subscription, as a browser makes one: its key pair and secret stay here, to decrypt what it is sent. */
    subscription(): TestSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      subscribers.set(endpoint, { ecdh, auth, endpoint });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** Answers every push to `endpoint` with `status` from now on (404 or 410: gone; 500: down); 0 takes them again. */
    answer(endpoint: string, status: number) {
      if (status) answers.set(endpoint, status);
      else answers.delete(endpoint);
    },
    /** The messages `endpoint` was sent. */
    to: (endpoint: string) => received.filter((message) => message.endpoint === endpoint),
    async stop() {
      await closeServer(server);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
