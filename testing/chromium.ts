/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and the benches start it: its paths when installed,
 * and the flags a closed network and a root user need (without the background-networking ones, Chromium's own
 * connections are refused many at a time).
 */
import fs from 'node:fs';

const firstInstalled = (files: string[]) => files.find((file) => fs.existsSync(file));

/** The whole browser, with a window when asked for one: the benches (Lighthouse measures it) and headed test runs. */
export const systemChromium = firstInstalled(['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine without the browser's window
 * machinery, which is what Playwright itself runs for headless tests, at a fraction of the processor time
 * (docs/testing.md, "Browser projects").
 */
export const headlessShell = firstInstalled(['/usr/bin/chromium-headless-shell']);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
