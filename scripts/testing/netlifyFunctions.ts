/**
 * Runs the Netlify Functions that gatsby-adapter-netlify wrote, the way
 * Netlify calls them, for tests on a machine without Netlify: a request
 * whose path a `_redirects` rule sends to `/.netlify/functions/<name>` (status
 * 200, a rewrite) becomes a Lambda-style event for the handler in
 * `.netlify/functions-internal/<name>/<name>.js`, and the handler's answer
 * becomes the response. Anything else is 404.
 *
 *   tsx scripts/testing/netlifyFunctions.ts --dir <built project> --port 9600
 */
import fs from 'node:fs';
import http from 'node:http';
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

export function startNetlifyFunctions(dir: string, port: number): Promise<http.Server> {
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
    const { handler } = (await import(pathToFileURL(path.join(dir, '.netlify/functions-internal', name, `${name}.js`)).href)) as { handler: Handler };
    const answer = await handler(
      {
        path: url.pathname,
        rawUrl: url.href,
        httpMethod: request.method,
        multiValueHeaders,
        queryStringParameters: Object.fromEntries(url.searchParams),
        multiValueQueryStringParameters: {},
        body: Buffer.concat(chunks).toString('base64'),
        isBase64Encoded: true,
      },
      { functionName: name },
    );
    response.writeHead(answer.statusCode, answer.multiValueHeaders);
    response.end(answer.body ? Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8') : undefined);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
  startNetlifyFunctions(path.resolve(values.dir!), Number(values.port)).then(() =>
    console.log(`Netlify functions of ${values.dir} at http://127.0.0.1:${values.port}`),
  );
}
