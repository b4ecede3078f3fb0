/**
 * `npm run bench:tasks`: where a phone's blocking time goes, route by route, to find what to cut next.
 * `npm run bench` says how much blocking time a route has; this says whose code it is.
 *
 * Loads each route of the production build in Chromium with the CPU slowed 4x and the network of
 * Lighthouse's mobile profile (150 ms round trips, 1.6 Mbit/s), records a trace with the JavaScript
 * sampler on, and takes the long tasks (over 50 ms) after the first contentful paint, as blocking time
 * counts them. Each sample in them goes to whose code was running: a package, Gatsby's runtime, webpack's,
 * a file of the site (through the build's source maps), or the browser's own work (style, layout, parsing,
 * painting: "browser"). Prints, per route, the blocking time of each load and the owners of the long tasks
 * in milliseconds per load.
 *
 * The durations are real ones on a slowed CPU, not Lighthouse's simulation, so they compare with each other
 * (before and after a change, one route with another), not with the bench's TBT.
 *
 *   npm run bench:tasks                              every route, three loads each (needs `npm run build`)
 *   npm run bench:tasks -- --routes /,/gallery --runs 5
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { routesToMeasure, serveBuiltSite } from './servedSite';
import { lighthouseMobileProfile } from './tools';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const { values: options } = parseArgs({ options: { routes: { type: 'string' }, runs: { type: 'string', default: '3' } } });
/** A task longer than this blocks input; what it runs beyond it is blocking time. */
const LONG_TASK_MS = 50;
const MS = 1000; // trace times are in microseconds
/** How long a load is traced after its load event: hydration and the carousels' start take one to two seconds. */
const AFTER_LOAD_MS = 6000;
/** The trace's events of the browser's rendering steps, by the step they are. */
const BROWSER_STEPS: Record<string, string> = {
  ParseHTML: 'parsing HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'painting',
  Paint: 'painting',
  Layerize: 'painting',
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, any> };
}
interface CallFrame {
  functionName: string;
  /** Absent for the sampler's own nodes, such as (program) or (idle). */
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();

/** Whose code a frame of one of the site's scripts is: a package, Gatsby's or webpack's runtime, or the site's own file. */
async function ownerOf({ url, lineNumber, columnNumber }: CallFrame & { url: string }): Promise<string> {
  const file = new URL(url).pathname.slice(1);
  if (!file.endsWith('.js')) return "the page's inline scripts";
  if (!sourceMaps.has(file)) {
    const map = path.join(publicDir, `${file}.map`);
    sourceMaps.set(file, fs.existsSync(map) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  const source = sourceMaps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
  if (!source) return file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  if (source.includes('/.cache/')) return "Gatsby's runtime";
  if (/^webpack:\/\/[^/]*\/webpack\//.test(source)) return "webpack's runtime";
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

/** Whose work a sample is: the innermost frame of the site's scripts, or the browser's when none is on the stack. */
async function sampleOwner(nodes: Map<number, ProfileNode>, leaf: ProfileNode, origin: string): Promise<string | null> {
  for (let node: ProfileNode | undefined = leaf; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
    const { url } = node.callFrame;
    if (url?.startsWith(origin)) return ownerOf({ ...node.callFrame, url });
  }
  if (leaf.callFrame.functionName === '(idle)') return null;
  if (leaf.callFrame.functionName === '(garbage collector)') return 'garbage collection';
  return 'browser';
}

/** The main thread's JavaScript samples: when each was taken and the node of its stack. */
function samplesOf(events: TraceEvent[], main: { pid: number; tid: number }) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile?.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((node: number, index: number) => {
      ts += timeDeltas[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

/** One load: its blocking time after the first contentful paint and, per owner, the time its long tasks ran their code. */
async function measure(events: TraceEvent[], origin: string) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = { pid: fcp.pid, tid: fcp.tid };
  // The trace records some tasks twice, one inside the other: in order of start, outermost first, a task
  // that starts before the last one kept has ended is inside it and is left out.
  const tasks: { start: number; end: number }[] = [];
  const runTasks = events
    .filter((event) => event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid && event.ts + (event.dur ?? 0) > fcp.ts)
    .map((event) => ({ start: Math.max(event.ts, fcp.ts), end: event.ts + (event.dur ?? 0) }))
    .filter((task) => task.end - task.start > LONG_TASK_MS * MS)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const task of runTasks) if (task.start >= (tasks.at(-1)?.end ?? -Infinity)) tasks.push(task);
  const blocking = tasks.reduce((sum, task) => sum + (task.end - task.start) / MS - LONG_TASK_MS, 0);
  const { nodes, samples } = samplesOf(events, main);
  const owners = new Map<string, number>();
  for (const [index, sample] of samples.entries()) {
    if (!tasks.some((task) => sample.ts >= task.start && sample.ts < task.end)) continue;
    const node = nodes.get(sample.node);
    const owner = node && (await sampleOwner(nodes, node, origin));
    if (owner) owners.set(owner, (owners.get(owner) ?? 0) + ((samples[index + 1]?.ts ?? sample.ts) - sample.ts) / MS);
  }
  // The browser's own share, by the trace's events of its rendering steps.
  const steps = new Map<string, number>();
  for (const event of events) {
    const step = BROWSER_STEPS[event.name];
    if (!step || event.pid !== main.pid || event.tid !== main.tid || !tasks.some((task) => event.ts >= task.start && event.ts < task.end)) continue;
    steps.set(step, (steps.get(step) ?? 0) + (event.dur ?? 0) / MS);
  }
  return { longTasks: tasks.length, blocking, owners, steps };
}

async function main() {
  const { screenEmulationMetrics, throttling } = await lighthouseMobileProfile();
  const routes = routesToMeasure(root, options.routes);
  const runs = Number(options.runs);
  const site = await serveBuiltSite({ root, servePort: 9225, hostPort: 9226, host: 'http2' });
  const browser = await chromium.launch({ executablePath: systemChromium, args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] });
  try {
    // As in the bench (bench/site.ts): the first load of a freshly started Chromium pays for the browser's own
    // start, so one load goes first, not counted.
    const warmUp = await browser.newContext({ ignoreHTTPSErrors: true });
    await (await warmUp.newPage()).goto(`${site.origin}${routes[0]}`, { waitUntil: 'load' });
    await warmUp.close();
    for (const route of routes) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) {
        // The phone and network of Lighthouse's mobile defaults, taken from the Lighthouse the bench runs.
        const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
        const { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
        const context = await browser.newContext({
          viewport: { width, height },
          deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
          ignoreHTTPSErrors: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: rttMs,
          downloadThroughput: (throughputKbps * 1000) / 8,
          uploadThroughput: (uploadThroughputKbps * 1000) / 8,
        });
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'disabled-by-default-v8.cpu_profiler'],
        });
        await page.goto(`${site.origin}${route}`, { waitUntil: 'load' });
        // The scripts start after the hero has painted and hydrate for a second or two after the load event on a
        // slowed CPU. Nothing is asked of the page until the trace ends: Playwright's own scripts in the page (its
        // polling of waitForFunction, compiled and run on the main thread) made up to a third of the long tasks.
        await page.waitForTimeout(AFTER_LOAD_MS);
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        if ((await page.evaluate(() => document.documentElement.dataset.interactive)) !== 'true') {
          throw new Error(`${route} had not hydrated ${AFTER_LOAD_MS} ms after its load event`);
        }
        loads.push(await measure(traceEvents, site.origin));
        await context.close();
      }
      const owners = new Map<string, number>();
      for (const load of loads) for (const [owner, ms] of load.owners) owners.set(owner, (owners.get(owner) ?? 0) + ms / runs);
      console.log(
        `\n${route}: blocking time per load ${loads.map((load) => Math.round(load.blocking)).join(', ')} ms; long tasks after the first paint ${loads.map((load) => load.longTasks).join(', ')}`,
      );
      console.log('  in those long tasks, ms per load, by whose code ran:');
      const steps = new Map<string, number>();
      for (const load of loads) for (const [step, ms] of load.steps) steps.set(step, (steps.get(step) ?? 0) + ms / runs);
      const ofBrowser = [...steps].sort((a, b) => b[1] - a[1]).map(([step, ms]) => `${step} ${ms.toFixed(0)}`);
      for (const [owner, ms] of [...owners].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1)) {
        console.log(`  ${ms.toFixed(0).padStart(6)}  ${owner}${owner === 'browser' && ofBrowser.length ? ` (of which ${ofBrowser.join(', ')})` : ''}`);
      }
    }
  } finally {
    await browser.close();
    site.stop();
    for (const map of sourceMaps.values()) map?.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
