/**
 * Debian's Chromium, as the browser tests (playwright.config.ts) and `npm run bench` (Lighthouse) start it:
 * its path when installed, and the flags a closed network and a root user need (without the
 * background-networking ones, Chromium's own connections are refused many at a time).
 */
import fs from 'node:fs';

export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
