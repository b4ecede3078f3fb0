import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, headlessShell, systemChromium } from './testing/chromium';
import { TEST_PROOF_TRIES } from './testing/proof';

const PORT = Number(process.env.E2E_PORT ?? 9123);

/** The same build behind testing/staticHost.ts, which adds the response headers of public/_headers as a static host would. */
export const HOST_URL = `http://127.0.0.1:${PORT + 1}`;

/** Where the form API stores what the browser tests send (read back by e2e/forms.spec.ts). */
export const E2E_SUBMISSIONS_DIR = path.resolve('.e2e-submissions');

/*
 * Headless runs use Chromium's headless shell; a run with a window (`--headed`, `--ui`, PWDEBUG) needs the whole
 * browser. The config is read first by the runner, whose arguments tell, and then by each worker, which inherits
 * the runner's environment but not its arguments: hence the variable.
 */
if (process.argv.some((arg) => arg === '--headed' || arg === '--ui' || arg.startsWith('--ui-')) || process.env.PWDEBUG) process.env.E2E_WHOLE_CHROMIUM = '1';
/** A laptop's window: the site's desktop tests, and the editor, which staff use on a laptop. */
const LAPTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined };

const testChromium = process.env.E2E_WHOLE_CHROMIUM ? systemChromium : (headlessShell ?? systemChromium);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  /*
   * Three at once on CI's two cores. Some tests mostly wait (a form's few seconds before it may be sent, a carousel's
   * real period, a service's start, a corpus sent one lead at a time), and with two workers the cores stood idle for a
   * quarter of the run: measured alone on a two-core machine, 826 s of processor time in 549 s on two workers, 881 s in
   * 499 s on three, no test retried. Four, beside the integration tier, took more processor time than three (Chromium
   * 44 CPU-s more in a fresh-clone run) and no less time.
   */
  workers: 3,
  /*
   * One retry on CI, so that a failure's report shows both tries (and a trace of the second), but a test that passes
   * only on its retry fails the run all the same: a retry that hides a hang hides the next one too. The list reporter
   * counts such tests as "flaky" in its summary.
   */
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list'], ['./testing/retryReporter.ts']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    /*
     * A trace only when a test is run again after failing (CI retries once; locally, pass `--trace on`). Recording one
     * for every test and keeping it on failure cost a third of the run: the accessibility and page specs took 167-178 s
     * with it and 114-119 s without (desktop, two workers), the browser busy writing snapshots and screencast frames.
     */
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium when installed (CI and these machines); otherwise Playwright's own browser, where one was installed.
      executablePath: testChromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    /*
     * The order of the projects is the order of the queue. Two tests rebuild the site in the shared throwaway slot
     * (testing/throwawayProject.ts): the editor's publish (`@rebuild`) and the Netlify host's test. Both wait for the
     * slot, which the integration tier's throwaway builds hold for their first four to five minutes beside these tests,
     * and both want the Gatsby cache those builds leave in it. Queued first, each held a worker while it waited: in
     * fresh-clone runs 42 and 45 two of the three workers waited 230-345 s, the cores stood a third idle, and the
     * editor's publish, its five minutes of waiting over, built cold. So they come after the desktop project, when the
     * slot is free, and before the phone tests, which fill the workers beside their long last steps.
     */
    // The content editor (e2e/cms/), which staff use on a laptop: one desktop run, against its own servers.
    { name: 'editor', testMatch: 'cms/**/*.spec.ts', grepInvert: /@rebuild\b/, use: LAPTOP },
    /*
     * Which tests run at phone width. `desktop` runs every spec of the site. `mobile` (a Pixel 7: 412 px wide, touch) runs
     * only the tests tagged `{ tag: '@phone' }`: those where a phone's width or touch changes what the visitor gets and the
     * test looks at that. Today: the header's menu button and drawer (below 1024 px), axe on what is rendered (every route,
     * and the menu, dialog, lightbox and quote steps open), keyboard walks that pass the phone header, layout shift and
     * what is on the first screen (layouts stack, so both change), the hero-before-scripts loading order, the lightbox's
     * photo size, the showcase and before-and-after (stacked), the back-to-top button, the ticker's speed, tel: links that
     * dial, and any test that branches on isMobile. Tests that read the server's answers or the built files (headers, CSP,
     * HTML validity, the Nu checker, links, sitemaps, structured data, metadata), forms and their server behaviour, content
     * and links that are the same at every width, carousels' timing and controls, and the tests that set their own
     * viewports (images; a carousel near the window waiting for a scroll) run once, on desktop. A new test that checks
     * something a phone gets differently takes the tag; when in doubt, tag it. A test only a phone can run (the menu's
     * toggle, a tap that dials) takes `@phone-only`, which the desktop project leaves out.
     */
    { name: 'desktop', testIgnore: ['cms/**', 'deploy/**'], grepInvert: /@phone-only\b/, use: LAPTOP },
    // The editor's publish, rebuilt in the shared slot (above).
    { name: 'publish', testMatch: 'cms/**/*.spec.ts', grep: /@rebuild\b/, use: LAPTOP },
    // The two hosts of deploy/, each run by its own software: the server recipe with Caddy; Netlify's build and local
    // runtime, whose build waits for the shared slot (above).
    { name: 'deploy', testMatch: 'deploy/**/*.spec.ts' },
    { name: 'mobile', testIgnore: ['cms/**', 'deploy/**'], grep: /@phone(-only)?\b/, use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: [
    {
      // Tests run against the production build; `npm test` builds first.
      command: `node src/build/runGatsby.mjs serve --port ${PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      // Forms are stored in a folder of their own; the tests send more than a visitor may, so the rate limit is raised.
      // The forms' proof of work is signed with a secret of the tests' own (docs/forms.md, "Settings"), and takes the
      // tests' few tries: at the live site's, each of the thirty-odd forms these tests touch kept a core busy for 1.5-3 s
      // while it solved. e2e/forms.spec.ts solves one at the live site's tries, on a server of its own.
      env: {
        SUBMISSIONS_DIR: E2E_SUBMISSIONS_DIR,
        FORM_RATE_LIMIT: '100000',
        PROOF_OF_WORK_SECRET: 'e2e-proof-of-work-secret-'.padEnd(64, '0'),
        PROOF_OF_WORK_TRIES: TEST_PROOF_TRIES,
      },
    },
    {
      command: `npx tsx testing/staticHost.ts --port ${PORT + 1} --upstream http://127.0.0.1:${PORT}`,
      url: `${HOST_URL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
