/**
 * `npm run bench`: what visitors and staff wait for, against the budgets in
 * performance-budgets.json.
 *
 * 1. Staff: a cold build (cache cleared), then the rebuild after one JSON
 *    record changes with the cache warm. The record is put back afterwards and
 *    the site rebuilt, so public/ matches data/ again.
 * 2. Visitors: Lighthouse with its mobile defaults (a mid-range phone,
 *    throttled network and CPU, simulated) on every route, on two hosts
 *    (bench/servedSite.ts): a plain static host (HTTP/1.1, gzip) and HTTPS
 *    with HTTP/2 like the hosts in deploy/. The protocol matters to the
 *    simulation: over HTTP/1.1 a page's first requests open new connections,
 *    each a round trip or more, and a new connection's first window holds
 *    about 14 KB; HTTP/2 sends them all on the one the page came on.
 *
 * Prints a table and exits non-zero when a route breaks a budget.
 *   npm run bench                    everything
 *   npm run bench -- --skip-builds   Lighthouse only (builds first if there is no build)
 *   npm run bench -- --runs 1        one Lighthouse run per route instead of the median of five
 *   npm run bench -- --routes /,/gallery          those routes only
 *   npm run bench -- --host plain    on that host only (plain or http2; both by default)
 *   npm run bench -- --without late-frame [--without …]
 *                                    each workaround (src/build/workarounds.ts) measured side by side
 *                                    with the site as it is: a build and a Lighthouse pass without it,
 *                                    one at a time, then the site as it is, built last so public/ is
 *                                    the real site again. `--without all` measures every one.
 *
 * Five runs by default, the route's figures taken from its median run: one
 * run's blocking time swings widely on the same build (a busy machine, a
 * first visit compiling the page's scripts), enough to move the performance
 * score by several points (docs/performance.md, "How it is measured");
 * Lighthouse's own advice on variability is the median of five. Before
 * those, each Chromium the bench starts loads the first route once, not
 * counted (see measureRoutes).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOSTS, type HostKind, routesToMeasure, serveBuiltSite } from './servedSite';
import { type Lighthouse, chromeLauncher, lighthouse as loadLighthouse } from './tools';
import { CHROMIUM_FLAGS, systemChromium } from '../testing/chromium';
import { readBudgets } from '../testing/quality/budgets';
import { scriptsByRoute } from '../testing/quality/scriptBytes';
import { WORKAROUNDS, workaroundsLeftOut, type Workaround } from '../src/build/workarounds';

const root = path.resolve(__dirname, '..');
const { values: options } = parseArgs({
  options: {
    'skip-builds': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    without: { type: 'string', multiple: true, default: [] },
    host: { type: 'string', multiple: true, default: [] },
  },
});
const hosts = (options.host.length ? options.host : Object.keys(HOSTS)) as HostKind[];
const unknownHost = hosts.find((host) => !(host in HOSTS));
if (unknownHost) throw new Error(`--host ${unknownHost}: the hosts are ${Object.keys(HOSTS).join(' and ')}`);
const leftOut = options.without.includes('all') ? (Object.keys(WORKAROUNDS) as Workaround[]) : workaroundsLeftOut(options.without.join(','));
const SERVE_PORT = 9223;
const HOST_PORT = 9224;
/** The record staff edit in the rebuild measurement: one testimonial's text. */
const EDITED_RECORD = path.join(root, 'data/testimonials/sarah-mitchell.json');

function gatsby(command: string, without = ''): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'src/build/runGatsby.mjs'), command], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, GATSBY_WITHOUT: without },
  });
  if (result.status !== 0) throw new Error(`gatsby ${command} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

function measureBuilds() {
  console.log('Cold build (cache cleared)…');
  gatsby('clean');
  const cold = gatsby('build');
  const original = fs.readFileSync(EDITED_RECORD, 'utf8');
  let warm: number;
  try {
    const record = JSON.parse(original);
    record.text = `${record.text} (Benchmark edit.)`;
    fs.writeFileSync(EDITED_RECORD, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`Rebuild after editing ${path.relative(root, EDITED_RECORD)}…`);
    warm = gatsby('build');
  } finally {
    fs.writeFileSync(EDITED_RECORD, original);
  }
  console.log('Rebuild with the record put back…');
  const restored = gatsby('build');
  return { cold, warm, restored };
}

interface Row {
  route: string;
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  totalKb: number;
  scriptKb: number;
  /** Lighthouse's CPU benchmark index over the route's runs, lowest and highest: a low one marks a run the machine slowed. */
  cpuIndex: [number, number];
}

async function audit(lighthouse: Lighthouse, port: number, url: string, runs: number): Promise<Omit<Row, 'route'>> {
  const results: (Omit<Row, 'route' | 'cpuIndex'> & { benchmarkIndex: number })[] = [];
  for (let run = 0, failures = 0; run < runs; run += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) {
      // Chromium now and then fails to record a trace (NO_NAVSTART and the like): that run is taken again, twice at most.
      failures += 1;
      if (failures > 2) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
      console.log(`  (run failed: ${result.lhr.runtimeError.code}; again)`);
      run -= 1;
      continue;
    }
    const resources = (audits['resource-summary'].details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
    results.push({
      scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      totalKb: (audits['total-byte-weight'].numericValue ?? NaN) / 1024,
      scriptKb: (resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  // The median run stands for the route, so its figures belong together: runs ordered from worst to best by
  // performance score, then blocking time, then LCP (most runs score alike, and the first of them was no median).
  const ordered = [...results].sort((a, b) => a.scores.performance - b.scores.performance || b.tbt - a.tbt || b.lcp - a.lcp);
  const { benchmarkIndex, ...median } = ordered[Math.floor(ordered.length / 2)];
  const indices = results.map((run) => run.benchmarkIndex);
  return { ...median, cpuIndex: [Math.min(...indices), Math.max(...indices)] };
}

function budgetProblems(rows: Row[]): string[] {
  const budgets = readBudgets(root);
  const problems: string[] = [];
  for (const row of rows) {
    for (const [category, minimum] of Object.entries(budgets.lighthouse)) {
      if (row.scores[category] < minimum) problems.push(`${row.route}: ${category} ${row.scores[category]} is under ${minimum}`);
    }
    if (row.lcp > budgets.largestContentfulPaintSeconds * 1000)
      problems.push(`${row.route}: LCP ${(row.lcp / 1000).toFixed(2)} s is over ${budgets.largestContentfulPaintSeconds} s`);
    if (row.cls > budgets.cumulativeLayoutShift) problems.push(`${row.route}: CLS ${row.cls.toFixed(3)} is over ${budgets.cumulativeLayoutShift}`);
    if (row.scriptKb > budgets.scriptKilobytesPerRoute)
      problems.push(`${row.route}: ${row.scriptKb.toFixed(1)} KB of script is over ${budgets.scriptKilobytesPerRoute} KB`);
  }
  return problems;
}

function printTable(rows: Row[]) {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'CLS', 'TBT ms', 'total KB', 'script KB', 'CPU index'];
  const lines = rows.map((row) => [
    row.route,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    (row.lcp / 1000).toFixed(2),
    row.cls.toFixed(3),
    String(Math.round(row.tbt)),
    row.totalKb.toFixed(0),
    row.scriptKb.toFixed(1),
    row.cpuIndex.map(Math.round).join('–'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Lighthouse on every route (or those of --routes) of the build in public/, served by `host`. */
async function measureRoutes(host: HostKind): Promise<Row[]> {
  const routes = routesToMeasure(root, options.routes);
  const { origin, stop } = await serveBuiltSite({ root, servePort: SERVE_PORT, hostPort: HOST_PORT, host });
  const lighthouse = await loadLighthouse();
  const chrome = await (
    await chromeLauncher()
  ).launch({
    chromePath: systemChromium ?? process.env.CHROME_PATH,
    // The host's certificate is made for the run, so no browser knows it.
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS],
  });
  const rows: Row[] = [];
  try {
    // The first load in a freshly started Chromium pays for the browser's own start, not the site's (figures:
    // docs/performance.md, "How it is measured"). One load, not counted, so that no route's runs include that start.
    await lighthouse(`${origin}${routes[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    for (const route of routes) {
      process.stdout.write(`Lighthouse ${route} (${host} host)…\n`);
      rows.push({ route, ...(await audit(lighthouse, chrome.port, `${origin}${route}`, Number(options.runs))) });
    }
  } finally {
    chrome.kill();
    stop();
  }
  return rows;
}

/** The largest script download of any route of the build in public/, from the build itself. */
function largestScript() {
  const fromBuild = scriptsByRoute(path.join(root, 'public'));
  return fromBuild.reduce((max, route) => (route.compressedBytes > max.compressedBytes ? route : max));
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** `--without`: a build and a Lighthouse pass per workaround left out, then the site as it is; one summary line each. */
async function compareWorkarounds() {
  const variants = [...leftOut.map((name) => ({ name: `without ${name}`, without: name })), { name: 'as it is', without: '' }];
  const results: { name: string; host: HostKind; rows: Row[]; scriptKb: number }[] = [];
  for (const variant of variants) {
    console.log(`\nBuilding the site ${variant.name}…`);
    gatsby('build', variant.without);
    const scriptKb = largestScript().compressedBytes / 1024;
    for (const host of hosts) {
      const rows = await measureRoutes(host);
      results.push({ name: variant.name, host, rows, scriptKb });
      console.log(`\n${variant.name}, ${HOSTS[host]}:`);
      printTable(rows);
    }
  }
  const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  for (const host of hosts) {
    const ofHost = results.filter((result) => result.host === host);
    const routes = ofHost[0].rows.map((row) => row.route).join(', ');
    console.log(`\nLighthouse ${lighthouseVersion()}, mobile defaults, on ${HOSTS[host]}, median of ${options.runs} run(s) per route, mean over ${routes}:\n`);
    const summary = ofHost.map(({ name, rows, scriptKb }) => ({
      name,
      performance: mean(rows.map((row) => row.scores.performance)),
      lcp: mean(rows.map((row) => row.lcp)),
      tbt: mean(rows.map((row) => row.tbt)),
      scriptKb,
    }));
    const baseline = summary[summary.length - 1];
    console.log('| build | perf | LCP s | TBT ms | largest script KB | what the workaround buys (LCP / TBT / script) |');
    console.log('|:--|--:|--:|--:|--:|:--|');
    for (const row of summary) {
      const buys =
        row === baseline
          ? ''
          : `${signed((row.lcp - baseline.lcp) / 1000, 2)} s / ${signed(row.tbt - baseline.tbt, 0)} ms / ${signed(row.scriptKb - baseline.scriptKb, 1)} KB`;
      console.log(
        `| ${row.name} | ${row.performance.toFixed(1)} | ${(row.lcp / 1000).toFixed(2)} | ${row.tbt.toFixed(0)} | ${row.scriptKb.toFixed(1)} | ${buys} |`,
      );
    }
  }
  console.log('\n"Buys" is the build without it less the site as it is: positive means the workaround saves that much.');
}

async function main() {
  if (leftOut.length) return compareWorkarounds();
  const builds = options['skip-builds'] ? null : measureBuilds();
  if (!fs.existsSync(path.join(root, 'public/_headers'))) {
    console.log('No production build yet: building…');
    gatsby('build');
  }
  const problems: string[] = [];
  const tables: [HostKind, Row[]][] = [];
  for (const host of hosts) {
    const rows = await measureRoutes(host);
    tables.push([host, rows]);
    problems.push(...budgetProblems(rows).map((problem) => `${problem} (${host} host)`));
  }
  for (const [host, rows] of tables) {
    console.log(
      `\nLighthouse ${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4x CPU slowdown), on ${HOSTS[host]}, ${options.runs} run(s) per route, median shown:\n`,
    );
    printTable(rows);
  }
  const largest = largestScript();
  console.log(
    `\nScript per route from the build (what npm test checks): at most ${(largest.compressedBytes / 1024).toFixed(1)} KB compressed (${largest.route}).`,
  );
  if (builds) {
    console.log(
      `Builds: cold ${builds.cold.toFixed(0)} s; rebuild after editing one record ${builds.warm.toFixed(0)} s (cache warm); rebuild with it put back ${builds.restored.toFixed(0)} s.`,
    );
  }
  if (problems.length) {
    console.error(
      `\n${problems.length} budget${problems.length === 1 ? '' : 's'} broken (performance-budgets.json):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nEvery route is within every budget in performance-budgets.json.');
  }
}

const lighthouseVersion = () => JSON.parse(fs.readFileSync(path.join(__dirname, 'tools/package.json'), 'utf8')).dependencies.lighthouse;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
