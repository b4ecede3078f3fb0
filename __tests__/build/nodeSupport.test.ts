/**
 * @jest-environment node
 *
 * Which Node.js the site accepts (src/build/nodeSupport.mjs), and the one line an npm script prints on an older one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The module's answers, from Node itself: it is an ES module that reads its own location (import.meta), which Jest's CommonJS cannot load. */
const { OLDEST, SUPPORTED, problems } = JSON.parse(
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { OLDEST, SUPPORTED, nodeProblem } from ${JSON.stringify(path.join(ROOT, 'src/build/nodeSupport.mjs'))};
       const versions = [OLDEST - 2, OLDEST, SUPPORTED, SUPPORTED + 2].map((major) => 'v' + major + '.1.0');
       console.log(JSON.stringify({ OLDEST, SUPPORTED, problems: Object.fromEntries(versions.map((v) => [v, nodeProblem(v) ?? null])) }));`,
    ],
    { encoding: 'utf8' },
  ).stdout,
) as { OLDEST: number; SUPPORTED: number; problems: Record<string, { refuse: boolean; message: string } | null> };
const nodeProblem = (version: string) => problems[version] ?? undefined;
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

test('the supported version is .nvmrc’s and the oldest is engines’', () => {
  expect(SUPPORTED).toBe(Number(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()));
  expect(OLDEST).toBe(Number(/\d+/.exec(pkg.engines.node)![0]));
});

test('older than engines is refused, older than .nvmrc is warned about, .nvmrc’s and newer pass; each message names the version to install', () => {
  expect(nodeProblem(`v${OLDEST - 2}.1.0`)).toEqual({ refuse: true, message: expect.stringContaining(`install Node.js ${SUPPORTED} LTS`) });
  if (OLDEST < SUPPORTED)
    expect(nodeProblem(`v${OLDEST}.1.0`)).toEqual({ refuse: false, message: expect.stringContaining(`install Node.js ${SUPPORTED} LTS`) });
  expect(nodeProblem(`v${SUPPORTED}.1.0`)).toBeUndefined();
  expect(nodeProblem(`v${SUPPORTED + 2}.1.0`)).toBeUndefined();
});

test('an npm script that runs Gatsby on an older Node warns in one line and goes on', () => {
  // `gatsby --version` through the launcher, with a Node that says it is 20.
  const result = spawnSync(
    process.execPath,
    ['--import', "data:text/javascript,Object.defineProperty(process,'version',{value:'v20.20.2'})", path.join(ROOT, 'src/build/runGatsby.mjs'), '--version'],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  expect(result.status).toBe(0);
  const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning: Node.js'));
  expect(warnings).toEqual([expect.stringContaining('Node.js v20.20.2 is older than this site supports')]);
  expect(result.stdout).toMatch(/Gatsby CLI version/);
});
