/**
 * @jest-environment node
 *
 * Real Gatsby builds of one throw-away copy of the project with its own
 * data/. The first build is cold (about a minute); each after it reuses
 * Gatsby's cache (20–30 s), which is why all share the copy, and why the
 * last build of changed content is a Netlify build, which the Netlify tests
 * then read too: a page's HTML is the same for both targets, and one build
 * fewer is half a minute less.
 *
 * What staff see: a broken record stops the build by name, a service
 * record with a page becomes a page (and a removed one goes away), and a
 * replaced photograph file replaces it everywhere it appears.
 *
 * A build for Netlify (DEPLOY_TARGET=netlify): gatsby-adapter-netlify turns
 * the three form endpoints into functions routed by `_redirects`, the
 * published `_headers` is the site's own rule for rule, and the generated
 * function code, called as Netlify calls it, stores and mails a valid quote
 * and refuses a bad one. It is built as Netlify builds a pull request's
 * deploy preview (CONTEXT=deploy-preview), so its functions must keep leads
 * in the preview's own Blobs store and leave production's untouched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { headersFor, parseHeadersFile } from '../../src/build/headersFile';
import { RUN_THROUGH_NPM } from '../../src/build/launcher.mjs';
import { securityHeaderRules } from '../../src/build/securityHeaders';
import { editorContentSecurityPolicy } from '../../src/cms/policy';
import { FORM_KINDS } from '../../src/forms/fields';
import { netlifyBlobsStore } from '../../src/server/store/blobsStore';
import { BLOBS_STORE_NAME } from '../../src/server/settings';
import { type RepositoryHost, startRepositoryHost } from '../../testing/repositoryHost';
import { NOT_STORED } from '../../src/server/forms/answers';
import { readLead, readLeads } from '../../src/server/store/ledger';
import { type TestBlobsServer, startBlobsServer } from '../../testing/blobsServer';
import { expectEveryLeadMailedOnce, expectListedThenMailed, leadWithoutMail, mailOutage } from '../../testing/leadScenarios';
import { TEST_PROOF_TRIES, proofFrom } from '../../testing/proof';
import { rawRequest } from '../../testing/rawRequest';
import { hostSample, sendCorpus } from '../../testing/corpusThroughApi';
import { shippedModel } from '../../src/server/spam';
import { landingOf } from '../../testing/spamCorpus/tables';
import { type Started, answers, freePort, startProcess } from '../../testing/processes';
import { type TestMailServer, startMailServer } from '../../testing/smtpServer';
import { type ThrowawayProject, throwawayProject } from '../../testing/throwawayProject';
import { VALID } from '../forms/fixtures';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

let project: ThrowawayProject;

/*
 * Netlify's build of a pull request sets CONTEXT=deploy-preview. The name production's functions use is checked
 * without a build of its own: __tests__/server/settings.test.ts names each context's store, and
 * e2e/deploy/netlify.spec.ts builds with `netlify serve`, whose build context is production, and finds the lead the
 * function stored with `npm run leads` in form-submissions.
 */
const NETLIFY = { DEPLOY_TARGET: 'netlify', CONTEXT: 'deploy-preview' };
/** Where a deploy preview keeps its leads: a store of its own, never production's form-submissions. */
const PREVIEW_STORE = 'form-submissions-deploy-preview';
/*
 * The last build of the copy, a Netlify build, for the Netlify tests. Only the last may be one: gatsby-adapter-netlify
 * moves each page to its pretty-URL file (about/index.html to about.html), and a later build of the same folder fails
 * with ENOENT whenever Gatsby stitches every page again, as it reads each from where it wrote it. (On Netlify the
 * adapter's cache puts them back; NETLIFY_LOCAL would do that here, copying .cache at every build: 40 s more in CI.)
 */
let netlifyBuild: { ok: boolean; output: string } | undefined;
/** A built page's file, where the last build left it: in its folder, or moved to its pretty-URL file by Netlify's adapter. */
const builtPage = (route: string) =>
  [path.join(project.dir, 'public', route, 'index.html'), path.join(project.dir, 'public', `${route}.html`)].find((file) => fs.existsSync(file)) ??
  `${route} was not built`;

beforeAll(async () => {
  project = await throwawayProject();
});

afterAll(() => project?.remove());

describe('Gatsby started without the npm scripts', () => {
  test.each([['build'], ['develop']])('`gatsby %s` stops at once, naming the npm command to use, and builds nothing', (command) => {
    const result = spawnSync(process.execPath, [require.resolve('gatsby/cli.js'), command], {
      cwd: project.dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', NO_COLOR: '1', GATSBY_ADAPTERS_MANIFEST: 'module.exports = []', GATSBY_TELEMETRY_DISABLED: '1' },
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(RUN_THROUGH_NPM);
    expect(fs.existsSync(path.join(project.dir, 'public', 'index.html'))).toBe(false);
  });
});

describe('content changes', () => {
  test('broken records stop the build, naming file, record and field, and publish nothing', async () => {
    const testimonial = project.readJson('testimonials/sarah-mitchell.json');
    project.writeJson('testimonials/sarah-mitchell.json', { ...testimonial, rating: 7 });
    const service = project.readJson('services/lighting.json');
    project.writeJson('services/lighting.json', { ...service, id: 'lights' });
    // gatsby-config.ts reads the business record before anything else runs: the content check still reports it.
    const business = project.readJson('business.json');
    project.writeJson('business.json', { ...business, name: '' });

    try {
      const { ok, output } = await project.build();

      expect(ok).toBe(false);
      // The renamed service also leaves two records pointing at an id that no longer exists.
      expect(output).toContain('Content check failed: 5 problems in data/. Nothing was built.');
      expect(output).toContain('data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7');
      expect(output).toContain('data/services/lighting.json: record "lights", field "id": expected one of "synthetic-turf"');
      expect(output).toMatch(
        /data\/testimonials\/jennifer-davis\.json: record "jennifer-davis", field "service": expected the id of a Service record .*, found "lighting"/,
      );
      expect(output).toContain('data/business.json: record (the file), field "name": expected non-empty text, found ""');
      expect(output).not.toMatch(/Invalid plugin options/);
      // At once: before Gatsby compiles anything.
      expect(output).not.toContain('Compiling Gatsby Functions');
      expect(fs.existsSync(path.join(project.dir, 'public', 'index.html'))).toBe(false);
    } finally {
      project.writeJson('testimonials/sarah-mitchell.json', testimonial);
      project.writeJson('services/lighting.json', service);
      project.writeJson('business.json', business);
    }
  }, 240_000);

  describe('records and photographs changed', () => {
    /*
     * One build serves both tests below: a service given a page, a service without one, and the turf page showing the
     * bocce court photo; the photo test then replaces that file and builds again. (Each build costs the whole suite
     * half a minute.) The service records stay changed for the Netlify tests below, as nothing there depends on them.
     */
    let built: { ok: boolean; output: string };
    let turf: any;

    beforeAll(async () => {
      turf = project.readJson('services/synthetic-turf.json');
      const coastal = project.readJson('services/coastal-landscaping.json');
      project.writeJson('services/coastal-landscaping.json', {
        ...coastal,
        page: {
          ...turf.page,
          path: '/services/coastal-landscaping',
          hero: { ...turf.page.hero, eyebrow: 'Coastal Landscaping', title: 'Gardens That Thrive by the Sea' },
          showcase: { ...turf.page.showcase, projects: turf.page.showcase.projects.map((p: { id: string }) => ({ ...p, id: `coastal-${p.id}` })) },
        },
      });
      const pool = project.readJson('services/pool-landscape.json');
      delete pool.page;
      delete pool.card;
      project.writeJson('services/pool-landscape.json', pool);
      // The bocce court photo in the turf gallery, also shown as the first turf showcase project.
      const [first, ...rest] = turf.page.showcase.projects;
      project.writeJson('services/synthetic-turf.json', {
        ...turf,
        page: { ...turf.page, showcase: { ...turf.page.showcase, projects: [{ ...first, image: '../images/turf-gallery-bocce-court.jpg' }, ...rest] } },
      });
      built = await project.build();
    }, 300_000);

    afterAll(() => project.writeJson('services/synthetic-turf.json', turf));

    test('a service record with a page becomes a page, and a service without one has none', () => {
      expect(built.output).not.toContain('Content check failed');
      expect(built.ok).toBe(true);
      expect(fs.readFileSync(builtPage('services/coastal-landscaping'), 'utf8')).toContain('Gardens That Thrive by the Sea');
      expect(fs.existsSync(builtPage('services/pool-landscapes'))).toBe(false);
      expect(fs.existsSync(builtPage('services/hardscaping'))).toBe(true);
    });

    /**
     * The optimised files a built page offers for one photograph (its file name without extension): in its HTML, and
     * in its page data, from which a carousel draws the slides its HTML leaves out.
     */
    const builtFilesOf = (page: string, photo: string) => {
      const offered = [builtPage(page), path.join(project.dir, 'public', 'page-data', page, 'page-data.json')].map((file) => fs.readFileSync(file, 'utf8'));
      return [...new Set(offered.join('\n').match(new RegExp(`/static/[^" ,\\\\]+/${photo}\\.\\w+`, 'g')) ?? [])];
    };

    test('replacing a photograph file and rebuilding replaces it on every page that shows it', async () => {
      const photo = path.join(project.dir, 'data', 'images', 'turf-gallery-bocce-court.jpg');
      const original = fs.readFileSync(photo);

      try {
        expect(built.ok).toBe(true);
        const before = {
          gallery: builtFilesOf('gallery', 'turf-gallery-bocce-court'),
          service: builtFilesOf('services/synthetic-turf', 'turf-gallery-bocce-court'),
        };
        expect(before.gallery.length).toBeGreaterThan(0);
        expect(before.service.length).toBeGreaterThan(0);

        // Staff drop in a new photograph under the same name.
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
          .jpeg()
          .toFile(photo);
        netlifyBuild = await project.build(NETLIFY);
        expect(netlifyBuild.ok ? 'built' : netlifyBuild.output).toBe('built');

        for (const [page, old] of [
          ['gallery', before.gallery],
          ['services/synthetic-turf', before.service],
        ] as const) {
          const now = builtFilesOf(page, 'turf-gallery-bocce-court');
          expect(now.length).toBeGreaterThan(0);
          expect(now.filter((file) => old.includes(file))).toEqual([]);
          const webp = now.find((file) => file.endsWith('.webp'))!;
          const { data } = await sharp(path.join(project.dir, 'public', webp))
            .resize(1, 1)
            .raw()
            .toBuffer({ resolveWithObject: true });
          expect(data[0]).toBeGreaterThan(150); // red, as the new photograph is
          expect(data[1]).toBeLessThan(100);
        }
      } finally {
        fs.writeFileSync(photo, original);
      }
    }, 300_000);
  });
});

describe('a build for Netlify', () => {
  let build: { ok: boolean; output: string };

  beforeAll(async () => {
    // The photograph rebuild above is the copy's Netlify build, read here (one of its own when it did not run).
    build = netlifyBuild ?? (await project.build(NETLIFY));
  }, 240_000);

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

  describe('the functions, called as Netlify calls them, each call a new instance', () => {
    let functions: Started;
    let mail: TestMailServer;
    let blobs: TestBlobsServer;
    let repositoryHost: RepositoryHost;
    let base: string;
    /** The same functions, warm: one instance for every call. */
    let warm: Started;
    let warmBase: string;
    /** The preview's store, as `CONTEXT=deploy-preview npm run leads` (and send-unsent) reads it. */
    let previewStoreEnv: Record<string, string>;

    /**
     * The Netlify functions stand-in, with the Blobs access Netlify hands each call, and `env` (mail settings). Each
     * call in a new instance, unless `fresh` is false: then one warm instance answers them all, as Netlify's mostly
     * do, for the tests that send many forms and whose point is not what an instance keeps (a new instance costs a
     * Node start and a 2.7 MB bundle's load, a quarter of a second of processor: 60 s of the mail outage's 64, and 45
     * s for the spam corpus).
     */
    async function startFunctions(env: Record<string, string>, { fresh = true } = {}) {
      const port = await freePort();
      const started = await startProcess(
        'Netlify functions',
        process.execPath,
        [
          TSX,
          path.join(ROOT, 'testing/netlifyFunctions.ts'),
          '--dir',
          project.dir,
          '--port',
          String(port),
          ...(fresh ? ['--fresh'] : []),
          '--blobs-url',
          blobs.blobs.url,
          '--blobs-token',
          blobs.blobs.token,
        ],
        {
          env: {
            // The leads API's live editor settings, for the repository host stand-in.
            CMS_BACKEND: 'github',
            CMS_REPO: 'coastal/site',
            CMS_API_ROOT: repositoryHost.api,
            // Set where the functions run, as a site variable could be: the build's context must still decide the store.
            CONTEXT: 'production',
            // These tests send many forms from one address, each with a proof of work that solves at once.
            FORM_RATE_LIMIT: '100000',
            PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES,
            ...env,
            // As on AWS Lambda, where Netlify runs them: no store folder, and the function's name in the environment.
            SUBMISSIONS_DIR: '',
            AWS_LAMBDA_FUNCTION_NAME: 'quote',
          },
          ready: answers(`http://127.0.0.1:${port}/`),
        },
      );
      return { started, base: `http://127.0.0.1:${port}` };
    }

    beforeAll(async () => {
      mail = await startMailServer();
      blobs = await startBlobsServer();
      repositoryHost = await startRepositoryHost('github', { 'token-owner': { login: 'pat', name: 'Pat Owner', repos: { 'coastal/site': 'push' } } });
      previewStoreEnv = { ...blobs.env, CONTEXT: 'deploy-preview' };
      // This process reads the store as `npm run leads` does, from the context Netlify's tools set.
      process.env.NETLIFY_BLOBS_CONTEXT = blobs.env.NETLIFY_BLOBS_CONTEXT;
      ({ started: functions, base } = await startFunctions(mail.env));
      ({ started: warm, base: warmBase } = await startFunctions(mail.env, { fresh: false }));
    }, 60_000);

    afterAll(async () => {
      await functions?.stop();
      await warm?.stop();
      await mail?.stop();
      await blobs?.remove();
      await repositoryHost?.close();
      delete process.env.NETLIFY_BLOBS_CONTEXT;
    });

    /** Posts a form as a visitor's browser with scripts does: with a proof of work solved for the site at `at`, unless told not to. */
    const post = async (kind: string, body: Record<string, unknown>, at = base, { proof = true } = {}) =>
      fetch(`${at}/api/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...body, ...(proof ? { altcha: await proofFrom(at) } : {}) }),
      });

    /** The leads in the preview's Blobs store, read as `npm run leads` reads them. */
    const storedLeads = () => readLeads(netlifyBlobsStore(PREVIEW_STORE));

    // The first send waits a person's time for its challenge (testing/proof.ts), beside a new function instance's start.
    test('a valid quote is stored in Netlify Blobs and mailed at once, to the office and its sender’s confirmation', async () => {
      const response = await post('quote', { ...VALID.quote, elapsedMs: '12000' });
      const answer = await response.json();
      expect(response.status).toBe(201);
      expect(answer).toMatchObject({ ok: true, id: expect.any(String) });
      const confirmation = (message: (typeof mail.received)[number]) => message.headers.get('auto-submitted') === 'auto-replied';
      expect(mail.received.filter((message) => !confirmation(message)).map((message) => message.subject)).toEqual([
        `Quote request from ${VALID.quote.firstName} ${VALID.quote.lastName}`,
      ]);
      const confirmations = mail.received.filter(confirmation);
      expect(confirmations).toHaveLength(1);
      expect(JSON.stringify(confirmations[0].to)).toContain(VALID.quote.email);
      expect(await storedLeads()).toEqual([expect.objectContaining({ id: answer.id, kind: 'quote', values: VALID.quote, mailed: expect.any(Object) })]);
    }, 30_000);

    // The four tests below: each call loads the function afresh (a new instance, as on Netlify), seconds on a busy machine,
    // past Jest's 5 s in a fresh-clone run beside the browser tests. Hence 30 s each, as the tests around them have.
    test('a deploy preview keeps its leads in its own store, which its leads API reads, and production’s stays untouched', async () => {
      const response = await post('quote', { ...VALID.quote, email: 'preview@example.com', elapsedMs: '12000' });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      expect((await storedLeads()).map((lead) => lead.id)).toContain(id);
      expect(await readLeads(netlifyBlobsStore(BLOBS_STORE_NAME))).toEqual([]);
      // The leads view on the preview calls the preview's own /api/leads.
      const listed = await fetch(`${base}/api/leads?limit=500`, { headers: { authorization: 'Bearer token-owner' } });
      expect(listed.status).toBe(200);
      expect(((await listed.json()).leads as { id: string }[]).map((lead) => lead.id)).toContain(id);
    }, 30_000);

    test('a quote without an email address is refused with 400, naming the field, and nothing is sent', async () => {
      const { email: _email, ...withoutEmail } = VALID.quote;
      const before = mail.received.length;
      const response = await post('quote', { ...withoutEmail, elapsedMs: '12000' });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'email' })]);
      expect(mail.received).toHaveLength(before);
    }, 30_000);

    test('a form posted without scripts gets a readable page', async () => {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ ...VALID.contact, elapsedMs: '12000' }).toString(),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Thank you, your message has been sent.');
    }, 30_000);

    test('with Netlify Blobs unreachable the answer is 503 and no thank-you', async () => {
      await blobs.stop();
      try {
        // No challenge can be had either: the visitor's form sends without a proof.
        const response = await post('quote', { ...VALID.quote, elapsedMs: '12000' }, base, { proof: false });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ ok: false, message: NOT_STORED, errors: [] });
      } finally {
        await blobs.start();
      }
    }, 30_000);

    test('mail down: every acknowledged quote is in the store, and once mail is back each is mailed exactly once', async () => {
      await mail.stop();
      const report = await mailOutage({
        // The outage's quotes to the warm instance: what they leave is judged in the store. The later requests, which
        // race each other and the two send-unsent to mail what was left, each in a new one, so that nothing one of them
        // keeps in memory can stand in for the store's claims.
        send: (index) => post('quote', { ...VALID.quote, email: `outage-${index}@example.com`, elapsedMs: '12000' }, warmBase),
        laterRequest: (index) => post('contact', { ...VALID.contact, email: `later-${index}@example.com`, elapsedMs: '12000' }),
        restartMail: async () => (mail = await startMailServer(mail.port)),
        storeEnv: previewStoreEnv,
        leads: storedLeads,
      });
      expectEveryLeadMailedOnce(expect, report);
    }, 180_000);

    test('mail never set up: the quote is stored, listed by npm run leads, and mailed once mail is set up', async () => {
      const { started, base: withoutMail } = await startFunctions({ SMTP_HOST: '' });
      try {
        const quote = { ...VALID.quote, email: 'no-mail-yet@example.com' };
        const report = await leadWithoutMail({ send: () => post('quote', { ...quote, elapsedMs: '12000' }, withoutMail), mail, storeEnv: previewStoreEnv });
        expectListedThenMailed(expect, report, quote);
      } finally {
        await started.stop();
      }
    }, 60_000);

    test('the per-address limit holds across function instances: each call here runs in a new one, as on Netlify', async () => {
      const { started, base: limited } = await startFunctions({ SMTP_HOST: '', FORM_RATE_LIMIT: '3' });
      try {
        // From an address of its own (the other tests' forms all come from 127.0.0.1, within the same window).
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const answer = await rawRequest({
            url: `${limited}/api/contact`,
            method: 'POST',
            localAddress: '127.0.0.9',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            // Challenges from the other functions, on the same store and so with the same secret: under
            // FORM_RATE_LIMIT=3 these give 127.0.0.1 fifteen a window, fewer than the earlier tests fetched from it.
            body: JSON.stringify({ ...VALID.contact, email: `limited-${i}@example.com`, elapsedMs: '12000', altcha: await proofFrom(base) }),
          });
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429]);
      } finally {
        await started.stop();
      }
    }, 60_000);

    test('the spam corpus sent through the functions lands in each lead’s place, as the shipped model scores it', async () => {
      const { started, base: quiet } = await startFunctions({ SMTP_HOST: '' }, { fresh: false });
      try {
        const store = netlifyBlobsStore(PREVIEW_STORE);
        const report = await sendCorpus(hostSample(), {
          send: async (item) => {
            const response = await post(item.kind, { ...item.values, elapsedMs: '12000' }, quiet);
            expect(response.status).toBe(201);
            return ((await response.json()) as { id: string }).id;
          },
          placeOf: async (id) => (await readLead(store, id))!.place,
        });
        const model = shippedModel();
        for (const { item, place } of report.landed) expect({ id: item.id, place }).toEqual({ id: item.id, place: landingOf(model, item.kind, item.values) });
      } finally {
        await started.stop();
      }
    }, 180_000);
  });
});
