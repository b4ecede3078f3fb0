/**
 * @jest-environment node
 *
 * A real `npm run build` for Netlify (DEPLOY_TARGET=netlify) of a throw-away
 * copy of the project: gatsby-adapter-netlify turns the three form endpoints
 * into functions routed by `_redirects`, the published `_headers` is the
 * site's own rule for rule, and the generated function code, called as
 * Netlify calls it, stores and mails a valid quote and refuses a bad one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../../src/build/headersFile';
import { securityHeaderRules } from '../../src/build/securityHeaders';
import { editorContentSecurityPolicy } from '../../src/cms/policy';
import { FORM_KINDS } from '../../src/forms/fields';
import { type Started, answers, freePort, startProcess } from '../../scripts/testing/processes';
import { type TestMailServer, startMailServer } from '../../scripts/testing/smtpServer';
import { type ThrowawayProject, throwawayProject } from '../../scripts/testing/throwawayProject';
import { VALID } from '../forms/fixtures';

const ROOT = path.resolve(__dirname, '../..');
let project: ThrowawayProject;
let build: { ok: boolean; output: string };

beforeAll(async () => {
  project = await throwawayProject();
  build = project.build({ DEPLOY_TARGET: 'netlify' });
}, 240_000);

afterAll(() => project?.remove());

const publicFile = (file: string) => fs.readFileSync(path.join(project.dir, 'public', file), 'utf8');

test('the build says it is for Netlify and names the functions it made', () => {
  // The whole output when it failed, so the reason shows.
  expect(build.ok ? 'built' : build.output).toBe('built');
  expect(build.output).toContain('Deploy target: netlify, from DEPLOY_TARGET=netlify');
  for (const kind of FORM_KINDS) expect(build.output).toContain(`/api/${kind} → /.netlify/functions/`);
});

test('each form endpoint is a Netlify function, reached from its /api address', () => {
  const redirects = publicFile('_redirects');
  for (const kind of FORM_KINDS) {
    const [, name] = redirects.match(new RegExp(`^/api/${kind}\\s+/\\.netlify/functions/([\\w-]+)\\s+200$`, 'm')) ?? [];
    expect(name).toBeDefined();
    const functionDir = path.join(project.dir, '.netlify/functions-internal', name);
    expect(fs.existsSync(path.join(functionDir, `${name}.js`))).toBe(true);
    // Netlify bundles the files the manifest lists with the function.
    const manifest = JSON.parse(fs.readFileSync(path.join(functionDir, `${name}.json`), 'utf8'));
    expect(manifest.config.includedFiles.some((file: string) => file.endsWith(`.cache/functions/${kind}.js`))).toBe(true);
  }
});

test('the published _headers holds exactly the rules the site wrote, without Gatsby’s defaults beside them', () => {
  // The adapter moves each page to Netlify's pretty-URL file (about/index.html to about.html): the HTML is unchanged.
  const routes = [...publicFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url).pathname)
    .concat('/404')
    .sort((a, b) => a.localeCompare(b));
  const pages = routes.map((route) => ({ route, html: publicFile(route === '/' ? 'index.html' : `${route.slice(1)}.html`) }));
  const published = parseHeadersFile(publicFile('_headers'));
  expect(published).toEqual(securityHeaderRules(pages, { policy: editorContentSecurityPolicy() }));
  const home = headersFor(published, '/');
  expect(home['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(home['Content-Security-Policy']).toContain("script-src 'self' 'sha256-");
  expect(Object.keys(home).map((name) => name.toLowerCase())).not.toContain('x-xss-protection');
});

describe('the functions, called as Netlify calls them', () => {
  let functions: Started;
  let mail: TestMailServer;
  let tmp: string;
  let base: string;

  beforeAll(async () => {
    mail = await startMailServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-tmp-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = { ...mail.env, SUBMISSIONS_DIR: '', AWS_LAMBDA_FUNCTION_NAME: 'quote', TMPDIR: tmp };
    functions = await startProcess(
      'Netlify functions',
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/testing/netlifyFunctions.ts'), '--dir', project.dir, '--port', String(port)],
      {
        env,
        ready: answers(`${base}/`),
      },
    );
  }, 60_000);

  afterAll(async () => {
    await functions?.stop();
    await mail?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const post = (kind: string, body: unknown) =>
    fetch(`${base}/api/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

  test('a valid quote is mailed at once and kept in the function’s temporary folder', async () => {
    const response = await post('quote', { ...VALID.quote, elapsedMs: '12000' });
    const answer = await response.json();
    expect(response.status).toBe(201);
    expect(answer).toMatchObject({ ok: true, id: expect.any(String) });
    expect(mail.received.map((message) => message.subject)).toEqual([`Quote request from ${VALID.quote.firstName} ${VALID.quote.lastName}`]);
    const stored = fs.readFileSync(path.join(tmp, 'submissions', 'submissions.jsonl'), 'utf8');
    expect(JSON.parse(stored.trim())).toMatchObject({ id: answer.id, kind: 'quote', values: VALID.quote });
  });

  test('a quote without an email address is refused with 400, naming the field, and nothing is sent', async () => {
    const { email: _email, ...withoutEmail } = VALID.quote;
    const before = mail.received.length;
    const response = await post('quote', { ...withoutEmail, elapsedMs: '12000' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'email' })]);
    expect(mail.received).toHaveLength(before);
  });

  test('a form posted without scripts gets a readable page', async () => {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ ...VALID.contact, elapsedMs: '12000' }).toString(),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Thank you, your message has been sent.');
  });
});
