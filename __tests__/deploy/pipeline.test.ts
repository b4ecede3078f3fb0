/**
 * @jest-environment node
 *
 * The pipeline from a saved edit to the live site (.github/workflows/site.yml):
 * valid for the workflow format (action-validator, against the published
 * schema), tests with the very command CI runs, publishes main only after
 * the tests pass, and tells the author which field broke the content check.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { NOTHING_TO_PUBLISH_TO } from '../../src/cms/publishStatus';
import { contentAnnotations, contentSummaryMarkdown } from '../../src/content/check';
import { validateContent } from '../../src/content/validate';
import { makeDataFixture } from '../content/fixture';

const ROOT = path.resolve(__dirname, '../..');
const WORKFLOW = path.join(ROOT, '.github/workflows/site.yml');
const PUBLISH = path.join(ROOT, '.github/workflows/publish.yml');
const workflow = YAML.parse(fs.readFileSync(WORKFLOW, 'utf8'));
const publishing = YAML.parse(fs.readFileSync(PUBLISH, 'utf8'));

const validate = (file: string) => spawnSync(process.execPath, [require.resolve('@action-validator/cli/cli.mjs'), file], { encoding: 'utf8' });

test.each([
  ['site.yml', WORKFLOW],
  ['publish.yml', PUBLISH],
])('%s is valid for the workflow format', (_name, file) => {
  const result = validate(file);
  expect(result.stdout + result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('the validator refuses a broken workflow (the check can fail)', () => {
  const broken = structuredClone(workflow);
  broken.jobs.test['runs-onn'] = broken.jobs.test['runs-on'];
  delete broken.jobs.test['runs-on'];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-')), 'site.yml');
  fs.writeFileSync(file, YAML.stringify(broken));
  const result = validate(file);
  expect(result.status).not.toBe(0);
  expect(result.stdout + result.stderr).toContain('runs-onn');
});

test('every push and pull request runs the tests with the command CI runs', () => {
  expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  const runs = workflow.jobs.test.steps.filter((step: { run?: string; if?: string }) => step.run && !step.if).map((step: { run: string }) => step.run.trim());
  expect(runs).toEqual(['bash .ci/run']);
});

type Step = { name?: string; run?: string; if?: string; uses?: string; id?: string };

describe('one Node.js everywhere: the major version of .nvmrc', () => {
  const supported = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

  test('.nvmrc names a major version at least as new as the oldest package.json supports', () => {
    expect(supported).toMatch(/^\d+$/);
    expect(Number(supported)).toBeGreaterThanOrEqual(Number(/\d+/.exec(pkg.engines.node)![0]));
  });

  test('Netlify builds and runs the functions on it', () => {
    expect(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')).toMatch(new RegExp(`^\\s*NODE_VERSION = "${supported}"$`, 'm'));
  });

  test('every workflow job that runs the project starts in a container of that version, and the content lane puts .nvmrc’s first', () => {
    for (const job of [workflow.jobs.test, workflow.jobs.content]) expect(job.container).toBe(`node:${supported}-bookworm`);
    expect(workflow.jobs.content.steps.map((step: Step) => step.run?.trim())).toContain('bash .ci/node "$GITHUB_PATH"');
  });

  test('the tests run on it, and the server recipe refuses an older one before building or starting', () => {
    expect(fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8')).toMatch(/^\. \.ci\/node$/m);
    expect(fs.readFileSync(path.join(ROOT, 'deploy/coastal-site.service'), 'utf8')).toMatch(
      /^ExecStartPre=\/usr\/bin\/node src\/build\/nodeSupport\.mjs --require$/m,
    );
    expect(process.versions.node.split('.')[0]).toBe(supported);
  });
});

test('a content-only push to main is published once its lane’s checks pass; any other, once every test passes', () => {
  const { content, publish } = workflow.jobs;
  const contentPublish = workflow.jobs['publish-content'];
  expect(content.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
  const runs = content.steps.map((step: Step) => step.run?.trim()).filter(Boolean);
  const lane = runs.findIndex((run: string) => run.startsWith('npm run --silent lane'));
  expect(lane).toBeGreaterThan(-1);
  expect(runs.indexOf('npm run test:content')).toBeGreaterThan(lane);
  expect(content.steps.find((step: Step) => step.run === 'npm run test:content').if).toBe("steps.lane.outputs.lane == 'content'");
  expect(content.outputs.lane).toBe('${{ steps.lane.outputs.lane }}');
  // The lane compares with the live commit, which needs the history.
  expect(content.steps[0].with['fetch-depth']).toBe(0);

  expect(contentPublish.needs).toBe('content');
  expect(contentPublish.if).toBe("needs.content.outputs.lane == 'content'");
  expect(publish.needs).toEqual(['content', 'test']);
  expect(publish.if).toContain("needs.test.result == 'success'");
  expect(publish.if).toContain("needs.content.outputs.lane != 'content'");
  expect(publish.if).toContain("github.ref == 'refs/heads/main'");
  for (const job of [publish, contentPublish]) expect(job.uses).toBe('./.github/workflows/publish.yml');
});

test('publishing is one release at a time, to the host DEPLOY_TARGET names', () => {
  const job = publishing.jobs.publish;
  expect(Object.keys(publishing.on)).toEqual(['workflow_call']);
  expect(job.concurrency['cancel-in-progress']).toBe(false);
  const server = job.steps.find((step: Step) => step.if === "vars.DEPLOY_TARGET == 'server'");
  expect(server.run).toContain('/srv/coastal-site/current/deploy/release.sh deploy "$GITHUB_SHA"');
  const netlify = job.steps.find((step: Step) => step.if === "vars.DEPLOY_TARGET == 'netlify'");
  expect(netlify.run).toContain('"$NETLIFY_BUILD_HOOK"');
  // Without a host, the step the editor's status box looks for (src/cms/publishStatus.ts) runs instead.
  const nowhere = job.steps.find((step: Step) => step.name === NOTHING_TO_PUBLISH_TO);
  expect(nowhere.if).toBe("vars.DEPLOY_TARGET != 'netlify' && vars.DEPLOY_TARGET != 'server'");
});

test('Gatsby’s cache between runs is keyed by every code and dependency file, so a code change never reuses a build', () => {
  const cache = workflow.jobs.content.steps.find((step: Step) => step.uses?.startsWith('actions/cache') && step.if);
  for (const file of ['package-lock.json', 'gatsby-*.ts', 'src/**', 'static/**']) expect(cache.with.key).toContain(`'${file}'`);
  expect(cache.with['restore-keys']).toBe(cache.with.key.replace('${{ github.run_id }}', ''));
});

test('when the content check fails, the run summary names the file, record and field', () => {
  const fixture = makeDataFixture();
  try {
    fixture.edit('testimonials/sarah-mitchell.json', (record) => {
      record.rating = 9;
    });
    const summary = contentSummaryMarkdown(validateContent(fixture.dataDir, fixture.root));
    expect(summary).toContain('### Content check: 1 problem in `data/`');
    expect(summary).toMatch(/^\| data\/testimonials\/sarah-mitchell\.json \| "sarah-mitchell" \| rating \| .+ \| 9 \|$/m);
    // And as an error on the file, which GitHub lists for the editor's publish status (src/cms/publishStatus.ts).
    expect(contentAnnotations(validateContent(fixture.dataDir, fixture.root))).toEqual([
      expect.stringMatching(
        /^::error file=data\/testimonials\/sarah-mitchell\.json,title=Content check::record "sarah-mitchell", field "rating": expected .+, found 9$/,
      ),
    ]);
    const failureSteps = Object.values(workflow.jobs as Record<string, { steps?: Step[] }>)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => step.if?.startsWith('failure()'));
    expect(failureSteps.map((step) => step.run)).toEqual(failureSteps.map(() => 'npm run check-content -- --summary "$GITHUB_STEP_SUMMARY" --annotations'));
    expect(failureSteps).toHaveLength(2);
  } finally {
    fixture.cleanup();
  }
});

describe('Netlify builds only what passed (deploy/netlify-ignore.mjs, exit 0 skips the build)', () => {
  const ignore = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(ROOT, 'deploy/netlify-ignore.mjs')], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } }).status;

  test('netlify.toml runs it', () => {
    expect(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')).toContain('ignore = "node deploy/netlify-ignore.mjs"');
  });
  test('a push alone does not build', () => expect(ignore({ COMMIT_REF: 'abc123' })).toBe(0));
  test('the hook for the commit being built builds it', () => expect(ignore({ COMMIT_REF: 'abc123', INCOMING_HOOK_BODY: '{"commit":"abc123"}' })).toBe(1));
  test('the hook for an older commit does not build a newer, untested one', () =>
    expect(ignore({ COMMIT_REF: 'def456', INCOMING_HOOK_BODY: '{"commit":"abc123"}' })).toBe(0));
  test('a hook without a commit does not build', () => expect(ignore({ COMMIT_REF: 'abc123', INCOMING_HOOK_BODY: 'hello' })).toBe(0));
});
