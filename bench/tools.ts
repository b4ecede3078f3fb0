/**
 * Lighthouse and chrome-launcher, which only the benches use, are not in the project's package.json: every `npm ci`
 * would install their 200 packages for nothing. bench/tools/ pins them (package.json and its lock), and the first
 * bench that needs them installs exactly that into node_modules/.cache/bench-tools, again whenever the lock changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PINNED = path.join(__dirname, 'tools');
const INSTALLED = path.resolve(__dirname, '../node_modules/.cache/bench-tools');
const STAMP = path.join(INSTALLED, '.lock-digest');

function installedTools(): string {
  const digest = createHash('sha256')
    .update(fs.readFileSync(path.join(PINNED, 'package-lock.json')))
    .digest('hex');
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === digest) return INSTALLED;
  console.log('Installing the benches’ Lighthouse (bench/tools/package.json), once…');
  fs.rmSync(INSTALLED, { recursive: true, force: true });
  fs.mkdirSync(INSTALLED, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(PINNED, file), path.join(INSTALLED, file));
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: INSTALLED, stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`Could not install the benches' tools (npm ci in ${INSTALLED} ended with ${install.status}).`);
  fs.writeFileSync(STAMP, digest);
  return INSTALLED;
}

/** A module of the benches' tools, by the name it is published under (ESM-only packages included). */
async function importTool<T>(specifier: string): Promise<T> {
  return (await import(require.resolve(specifier, { paths: [installedTools()] }))) as T;
}

/** What the benches read of a Lighthouse result. */
export interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: unknown }>;
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
  };
}

export type Lighthouse = (url: string, flags: { port: number; output: 'json'; logLevel: 'error' }) => Promise<LighthouseResult | undefined>;

export interface LaunchedChrome {
  port: number;
  kill(): void;
}

export const lighthouse = async () => (await importTool<{ default: Lighthouse }>('lighthouse')).default;

export const chromeLauncher = () => importTool<{ launch(options: { chromePath?: string; chromeFlags: string[] }): Promise<LaunchedChrome> }>('chrome-launcher');

/** Lighthouse's mobile profile: the phone's screen and the throttled network and CPU of its mobile defaults. */
export const lighthouseMobileProfile = () =>
  importTool<{
    screenEmulationMetrics: { mobile: { width: number; height: number; deviceScaleFactor: number } };
    throttling: { mobileSlow4G: { rttMs: number; throughputKbps: number; uploadThroughputKbps: number; cpuSlowdownMultiplier: number } };
  }>('lighthouse/core/config/constants.js');
