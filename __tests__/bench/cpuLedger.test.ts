/**
 * @jest-environment node
 *
 * bench/cpuLedger.ts: a run's processor time, summed by the step of npm test each process ran under and by what it is.
 */
import { CpuLedger, type ProcessSample, kindOf, readSample } from '../../bench/cpuLedger';

const at = (pid: number, ppid: number, command: string, cpu: number, started = pid, name = command.split(' ')[0]): ProcessSample => ({
  pid,
  ppid,
  started,
  cpu,
  name,
  command,
});

// A run as .ci/run makes it: npm ci, then npm test's steps, each below its `npm run <script>`; a build's postbuild
// runs an npm script of its own, and a browser test installs a tool with npm ci.
const tree = (cpu: (base: number) => number) => [
  at(2, 0, '', 0, 2, 'kthreadd'),
  at(3, 2, '', 500 + cpu(4), 3, 'kdamond.0'),
  at(9, 1, 'apt-get install -y chromium', cpu(2)),
  at(10, 7, 'npm test', cpu(0.5)),
  at(11, 10, 'node tsx cli/test.ts', cpu(1)),
  at(20, 11, 'npm run build', cpu(0.5)),
  at(21, 20, 'node /x/node_modules/gatsby/cli.js build', cpu(30)),
  at(22, 21, 'node /x/node_modules/gatsby-worker/dist/child.js', cpu(20)),
  at(23, 21, 'npm run round:bundle', cpu(1)),
  at(30, 11, 'npm run test:e2e', cpu(0.5)),
  at(31, 30, 'node /x/node_modules/playwright/lib/worker/workerProcessEntry.js', cpu(10)),
  at(32, 31, '/usr/lib/chromium/chromium-headless-shell --type=renderer', cpu(40), 32, 'chromium-headle'),
  at(33, 31, 'npm ci', cpu(8)),
];

test('each process’s last CPU time counts once, to the outermost npm script below npm test, and the machine’s busy and idle time is the difference', () => {
  const ledger = new CpuLedger();
  // Run as bench/ci.ts runs it: its first sample before .ci/run starts, below an npm script of its own. What was
  // running then (the bench, a kernel thread) counts only what it used after.
  const bench = (cpu: number) => at(6, 1, 'npm run bench:ci', cpu);
  ledger.add({ busy: 1000, idle: 500, processes: [bench(1), at(3, 2, '', 500, 3, 'kdamond.0')] });
  const run = at(7, 6, 'bash .ci/run', 0.5);
  ledger.add({ busy: 1010, idle: 501, processes: [bench(1.2), run, at(5, 7, 'npm ci', 12), ...tree((base) => base / 2)] });
  // npm ci has ended; the rest go on; a pid of the build is reused by a later process of the browser tests.
  ledger.add({
    busy: 1200,
    idle: 510,
    processes: [bench(1.5), run, ...tree((base) => base).filter((p) => p.pid !== 22), at(22, 31, 'node /x/node_modules/gatsby/cli.js serve', 3, 900)],
  });

  const summary = ledger.summary();
  expect(summary.busy).toBe(200);
  expect(summary.idle).toBe(10);
  expect(Object.fromEntries(summary.steps)).toEqual({
    build: 0.5 + 30 + 10 + 1, // the ended worker keeps the 10 of its last sample
    'test:e2e': 0.5 + 10 + 40 + 8 + 3,
    'npm ci': 12, // all of it, from before its first sample too: it started after the bench's first
    'npm test': 0.5 + 1, // its own processes, above its steps
    'the kernel': 4,
    other: 2 + 0.5 + 0.5, // apt, and what runs the run: .ci/run, and the bench's growth since its first sample
  });
  expect(summary.attributed).toBeCloseTo(summary.steps.reduce((sum, [, cpu]) => sum + cpu, 0));
  expect(summary.steps[0][0]).toBe('test:e2e');
  expect(Object.fromEntries(summary.kinds)).toMatchObject({
    Chromium: 40,
    'gatsby build': 30,
    'gatsby serve': 3,
    "Gatsby's workers": 10,
    "Playwright's workers": 10,
  });
});

test('what a process is, by its program or the tool Node runs', () => {
  expect(kindOf({ name: 'MainThread', command: 'node /x/node_modules/jest-worker/build/processChild.js' })).toBe("Jest's workers");
  expect(kindOf({ name: 'MainThread', command: 'node /x/.cache/netlify-cli/node_modules/.bin/netlify serve --offline' })).toBe("Netlify's runtime");
  expect(kindOf({ name: 'java', command: 'java -jar vnu.jar' })).toBe('java');
  expect(kindOf({ name: 'MainThread', command: 'node /x/node_modules/typescript/bin/tsc --noEmit' })).toBe('typescript');
  expect(kindOf({ name: 'MainThread', command: 'node /x/node_modules/.bin/tsx cli/test.ts' })).toBe('tsx cli/test.ts');
  expect(kindOf({ name: 'MainThread', command: 'node /tmp/copy/.cache/tmp-5007-vvx0XbWOeyfK' })).toBe('gatsby develop');
  expect(kindOf({ name: 'MainThread', command: "/usr/bin/node -e  let input = ''; process.stdin.on('data')" })).toBe('node -e');
});

test('a process counts under the name it last gave itself: npm, caught before it named itself, still makes its step', () => {
  const ledger = new CpuLedger();
  const npmTest = at(10, 7, 'npm test', 0.5);
  const lint = (command: string) => at(40, 10, command, 0.1);
  ledger.add({ busy: 0, idle: 0, processes: [npmTest] });
  ledger.add({ busy: 1, idle: 0, processes: [npmTest, lint('node /usr/lib/node_modules/npm/bin/npm-cli.js run lint')] });
  ledger.add({ busy: 20, idle: 0, processes: [npmTest, lint('npm run lint'), at(41, 40, 'node /x/node_modules/.bin/eslint .', 18)] });
  expect(Object.fromEntries(ledger.summary().steps)).toMatchObject({ lint: 18.1 });
});

test('the machine is read from /proc: this very process among the others, with the time it has used', () => {
  const sample = readSample();
  const self = sample.processes.find((p) => p.pid === process.pid)!;
  expect(self.command).toContain('node');
  expect(self.cpu).toBeGreaterThan(0);
  expect(sample.busy).toBeGreaterThan(0);
});
