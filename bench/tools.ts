/**
 * Lighthouse and chrome-launcher, which only the benches use, are not in the project's package.json: every `npm ci`
 * would install their 200 packages for nothing. bench/tools/ pins them, installed on first use (testing/pinnedTools.ts).
 */
import path from 'node:path';
import { installedTools } from '../testing/pinnedTools';

/** A module of the benches' tools, by the name it is published under (ESM-only packages included). */
async function importTool<T>(specifier: string): Promise<T> {
  return (await import(require.resolve(specifier, { paths: [installedTools(path.join(__dirname, 'tools'), 'bench-tools')] }))) as T;
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
