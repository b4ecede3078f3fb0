#!/usr/bin/env node
/**
 * Runs the Gatsby CLI with the settings this project needs on machines
 * without general internet access: no adapters list download, no version
 * check, no telemetry; and with faster AVIF encoding (sharp-defaults.cjs).
 * `node scripts/gatsby.mjs build` = `gatsby build`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const defaults = {
  GATSBY_ADAPTERS_MANIFEST: 'module.exports = []',
  GATSBY_FEEDBACK_DISABLED: '1',
  GATSBY_TELEMETRY_DISABLED: '1',
  SHARP_IGNORE_GLOBAL_LIBVIPS: '1',
};
const preload = `--require ${JSON.stringify(require.resolve('./sharp-defaults.cjs'))}`;
const env = { ...defaults, ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ') };
const cli = require.resolve('gatsby/cli.js');
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
