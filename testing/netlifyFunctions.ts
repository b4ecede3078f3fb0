/**
 * Runs the Netlify Functions that gatsby-adapter-netlify wrote, the way
 * Netlify calls them, for tests on a machine without Netlify: a request
 * whose path a `_redirects` rule sends to `/.netlify/functions/<name>` (status
 * 200, a rewrite) becomes a Lambda-style event for the handler in
 * `.netlify/functions-internal/<name>/<name>.js`, and the handler's answer
 * becomes the response. Anything else is 404.
 *
 * Netlify's own local runtime (`netlify serve`, e2e/deploy/netlify.spec.ts) serves the Netlify build for real:
 * pages, headers, redirects, functions and Blobs. This stand-in stays only for what that runtime cannot do, which
 * the fault tests of __tests__/build/throwaway-builds.test.ts need: a new function instance for every call (the
 * runtime keeps one process, so memory and a temporary folder would carry from call to call), and a Blobs store that
 * the test can stop and start (the runtime's lives inside it) and whose conditional writes are atomic as Netlify's
 * are (the runtime's is the same local BlobsServer as testing/blobsServer.ts: two racing `onlyIfNew` writes both
 * succeed, 50 races in 50 with @netlify/blobs 11.1.1).
 *
 * Like Netlify, it hands each call the access to the site's Blobs store
 * (`blobs`, for connectLambda). With `fresh`, each call runs in a new Node
 * process with a new temporary folder, as on a new function instance, so
 * nothing a call leaves in memory or on disk reaches the next; without it,
 * one warm instance (this process) answers every call, as Netlify's mostly do.
 *
 *   tsx testing/netlifyFunctions.ts --dir <built project> --port 9600
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

interface LambdaAnswer {
  statusCode: number;
  multiValueHeaders?: Record<string, string[]>;
  body?: string;
  isBase64Encoded?: boolean;
}
type Handler = (event: unknown, context: unknown) => Promise<LambdaAnswer>;

/** `from → function name` for every function rewrite in public/_redirects. */
export function functionRoutes(redirects: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const line of redirects.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    const name = to?.match(/^\/\.netlify\/functions\/([\w-]+)$/)?.[1];
    if (from && !from.startsWith('#') && name && status === '200') routes.set(from, name);
  }
  return routes;
}

/** Where a site's Blobs store answers, as Netlify tells its functions. */
export interface BlobsAccess {
  url: string;
  token: string;
  siteID: string;
}

/** Loads a function file in a new process and calls its handler with the event on standard input. */
const INVOKE = `
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const { file, event, context } = JSON.parse(input);
  const { handler } = require(file);
  process.stdout.write(JSON.stringify(await handler(event, context)));
});`;

const COMPILE_CACHE = path.join(os.tmpdir(), 'lambda-compile-cache');

function invokeFresh(file: string, event: unknown, context: unknown): Promise<LambdaAnswer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-instance-'));
  return new Promise((resolve, reject) => {
    // V8's compile cache (bytecode only, no state) takes a new instance's load of its bundle from 0.23 to 0.16 s.
    const env = { ...process.env, TMPDIR: tmp, NODE_COMPILE_CACHE: COMPILE_CACHE };
    const child = spawn(process.execPath, ['-e', INVOKE], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(tmp, { recursive: true, force: true });
      if (code === 0) resolve(JSON.parse(output) as LambdaAnswer);
      else reject(new Error(`the function instance exited with ${code}`));
    });
    child.stdin.end(JSON.stringify({ file, event, context }));
  });
}

export function startNetlifyFunctions(
  dir: string,
  port: number,
  { blobs, fresh = false }: { blobs?: BlobsAccess; fresh?: boolean } = {},
): Promise<http.Server> {
  const routes = functionRoutes(fs.readFileSync(path.join(dir, 'public/_redirects'), 'utf8'));
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const name = routes.get(url.pathname);
    if (!name) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const multiValueHeaders: Record<string, string[]> = {};
    for (let i = 0; i < request.rawHeaders.length; i += 2) (multiValueHeaders[request.rawHeaders[i]] ??= []).push(request.rawHeaders[i + 1]);
    // Netlify's edge names the visitor to the function.
    multiValueHeaders['x-nf-client-connection-ip'] = [request.socket.remoteAddress ?? ''];
    const headers: Record<string, string> = {};
    if (blobs) Object.assign(headers, { 'x-nf-site-id': blobs.siteID, 'x-nf-deploy-id': 'test-deploy' });
    for (const [header, value] of Object.entries(headers)) multiValueHeaders[header] = [value];
    const event = {
      path: url.pathname,
      rawUrl: url.href,
      httpMethod: request.method,
      headers: { ...Object.fromEntries(Object.entries(multiValueHeaders).map(([header, values]) => [header.toLowerCase(), values.join(', ')])), ...headers },
      multiValueHeaders,
      queryStringParameters: Object.fromEntries(url.searchParams),
      multiValueQueryStringParameters: {},
      body: Buffer.concat(chunks).toString('base64'),
      isBase64Encoded: true,
      ...(blobs ? { blobs: Buffer.from(JSON.stringify({ url: blobs.url, token: blobs.token })).toString('base64') } : {}),
    };
    const context = { functionName: name };
    const file = path.join(dir, '.netlify/functions-internal', name, `${name}.js`);
    let answer: LambdaAnswer;
    try {
      answer = fresh
        ? await invokeFresh(file, event, context)
        : await ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler(event, context);
    } catch (error) {
      // Netlify answers a function that crashed with 502.
      console.error(error);
      answer = { statusCode: 502, body: 'function crashed' };
    }
    response.writeHead(answer.statusCode, answer.multiValueHeaders);
    response.end(answer.body ? Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      fresh: { type: 'boolean' },
      'blobs-url': { type: 'string' },
      'blobs-token': { type: 'string' },
    },
  });
  const blobs = values['blobs-url'] ? { url: values['blobs-url'], token: values['blobs-token'] ?? '', siteID: 'test-site' } : undefined;
  startNetlifyFunctions(path.resolve(values.dir!), Number(values.port), { blobs, fresh: values.fresh }).then(() =>
    console.log(`Netlify functions of ${values.dir} at http://127.0.0.1:${values.port}`),
  );
}
