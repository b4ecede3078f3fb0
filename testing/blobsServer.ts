/**
 * A local Netlify Blobs service on a folder (BlobsServer from
 * @netlify/blobs/server) in a process of its own, for tests of the form
 * API's Netlify store: the access a Netlify function is handed (`blobs`,
 * for the functions stand-in) and the environment a command outside
 * Netlify uses (`env`). Stopping it makes the store unreachable.
 *
 *   tsx testing/blobsServer.ts --dir <folder> --port 9700
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BlobsAccess } from './netlifyFunctions';
import { type Started, answers, freePort, startProcess } from './processes';

const TOKEN = 'test-token';

export interface TestBlobsServer {
  blobs: BlobsAccess;
  /** NETLIFY_BLOBS_CONTEXT for `npm run leads` and `npm run send-unsent`, as Netlify's own tools set it. */
  env: Record<string, string>;
  /** Stops answering (the store is unreachable) until `start` again, on the same port and folder. */
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A store in a new temporary folder; or, with `directory` and `siteID`, the store another runtime keeps there (the
 * folder `netlify serve` keeps its Blobs in, say), which `remove` then leaves in place.
 */
export async function startBlobsServer({ directory: existing, siteID = 'test-site' }: { directory?: string; siteID?: string } = {}): Promise<TestBlobsServer> {
  const directory = existing ?? fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let running: Started | undefined;
  const start = async () => {
    running = await startProcess(
      'Netlify Blobs',
      process.execPath,
      [path.join(__dirname, '../node_modules/tsx/dist/cli.mjs'), __filename, '--dir', directory, '--port', String(port)],
      { ready: answers(url) },
    );
  };
  await start();
  const context = { siteID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url };
  return {
    blobs: { url, token: TOKEN, siteID },
    env: { NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64') },
    stop: async () => running?.stop(),
    start,
    async remove() {
      await running?.stop();
      if (!existing) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function serve(directory: string, port: number) {
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({ directory, token: TOKEN, port });
  // The local server checks If-None-Match and then writes, with a wait between; Netlify's service applies a
  // conditional write in one step. Taking one write at a time gives the tests the service's behaviour. Netlify's
  // local runtime (netlify serve) uses the same server and is no better: two racing `onlyIfNew` writes both
  // succeeded in 50 races of 50 (netlify-cli 27.10 with @netlify/blobs 11.1.1), so exactly-once still rests on the
  // service's conditional writes, which only Netlify itself can show.
  const local = server as unknown as { put(request: unknown): Promise<unknown> };
  const put = local.put.bind(local);
  let queue: Promise<unknown> = Promise.resolve();
  local.put = (request) => {
    const next = queue.then(() => put(request));
    queue = next.catch(() => undefined);
    return next;
  };
  await server.start();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
  serve(path.resolve(values.dir!), Number(values.port));
}
