/**
 * @jest-environment node
 *
 * The publish lanes (src/build/publishLane.ts, cli/lane.ts): which
 * pushes go live through the content lane, counted from the live commit in
 * real git repositories; and `npm run test:content` stopping on broken
 * content, naming the file, record and field.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { laneSince } from '../../cli/lane';
import { type ThrowawayProject, throwawayProject } from '../../testing/throwawayProject';
import { runToEnd } from '../../testing/processes';
import { laneFor, parseNameStatus } from '../../src/build/publishLane';
import { builtVersion } from '../../src/build/version';

let repo: string;
let live: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'staff@example.com');
  git('config', 'user.name', 'Staff');
  write('data/testimonials/sarah.json', '{"quote":"Great"}\n');
  write('data/images/turf/lawn.jpg', 'jpeg');
  write('src/pages/index.tsx', 'export default 1;\n');
  live = commit('the live site');
});

afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('which lane a push takes, counted from the live commit', () => {
  test('a data file only: content', () => {
    write('data/testimonials/sarah.json', '{"quote":"Great work"}\n');
    commit('Content: update testimonial');
    expect(laneSince(repo, live)).toEqual({ lane: 'content', reason: '1 file(s) changed, all under data/' });
  });

  test('a photograph added: content', () => {
    write('data/images/turf/new-lawn.jpg', 'jpeg 2');
    write('data/testimonials/sarah.json', '{"quote":"Great","photo":"../images/turf/new-lawn.jpg"}\n');
    commit('Content: new photo');
    expect(laneSince(repo, live).lane).toBe('content');
  });

  test('a data file and a code file: full, naming the code file', () => {
    write('data/testimonials/sarah.json', '{"quote":"Great work"}\n');
    write('src/pages/index.tsx', 'export default 2;\n');
    commit('both');
    expect(laneSince(repo, live)).toEqual({ lane: 'full', reason: 'changes outside data/: src/pages/index.tsx' });
  });

  test('a file renamed from data/ to src/: full', () => {
    git('mv', 'data/testimonials/sarah.json', 'src/sarah.json');
    commit('moved');
    expect(laneSince(repo, live)).toEqual({ lane: 'full', reason: 'changes outside data/: src/sarah.json' });
  });

  test('two pushes in a row, the first changing code: the content save after it still takes the full lane', () => {
    write('src/pages/index.tsx', 'export default 3;\n');
    const codePush = commit('code, not live yet');
    write('data/testimonials/sarah.json', '{"quote":"Quick save"}\n');
    commit('Content: quick save');
    expect(laneSince(repo, live).lane).toBe('full');
    // Once the code push is live, the same save is content only.
    expect(laneSince(repo, codePush).lane).toBe('content');
  });

  test('no live commit, one that is not an ancestor, or nothing changed: full', () => {
    expect(laneSince(repo, null)).toEqual({ lane: 'full', reason: 'the live site’s commit is not known' });
    git('checkout', '-q', '--orphan', 'other');
    write('data/testimonials/sarah.json', '{"quote":"Elsewhere"}\n');
    const unrelated = commit('unrelated history');
    git('checkout', '-q', 'main');
    expect(laneSince(repo, unrelated).lane).toBe('full');
    expect(laneSince(repo, live)).toEqual({ lane: 'full', reason: 'nothing changed since the live commit' });
  });
});

test('the build names its commit: the host’s when it says, else the checkout’s, else none', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  expect(builtVersion(repo, { COMMIT_REF: 'abc1234' }, now)).toEqual({ commit: 'abc1234', builtAt: '2026-11-27T12:00:00.000Z' });
  expect(builtVersion(repo, {}, now).commit).toBe(live);
  expect(builtVersion(os.tmpdir(), {}, now).commit).toBeNull();
});

test('git’s name-status lines, renames with both paths', () => {
  expect(parseNameStatus('M\tdata/a.json\nR100\tdata/b.json\tsrc/b.json\nA\tdata/images/c.jpg\n')).toEqual([
    { status: 'M', path: 'data/a.json' },
    { status: 'R', path: 'src/b.json', from: 'data/b.json' },
    { status: 'A', path: 'data/images/c.jpg' },
  ]);
  expect(laneFor([{ status: 'R', path: 'data/b.json', from: 'src/b.json' }]).lane).toBe('full');
});

describe('npm run test:content', () => {
  let project: ThrowawayProject;

  beforeAll(async () => {
    project = await throwawayProject({ slot: false });
  });

  afterAll(() => project?.remove());

  test('stops at the content check on a photo path to no file and an empty heading, naming file, record and field, and builds nothing', async () => {
    const about = project.readJson('pages/about.json');
    project.writeJson('pages/about.json', { ...about, hero: { ...about.hero, title: '' } });
    const hardscapes = project.readJson('gallery/hardscapes.json');
    const [first, ...rest] = hardscapes.projects;
    project.writeJson('gallery/hardscapes.json', { ...hardscapes, projects: [{ ...first, image: '../images/hardscape-no-such-photo.jpg' }, ...rest] });

    // Were it to build after all, the build is stopped within the test's time, with its output.
    const { ok, output } = await runToEnd('npm', ['run', 'test:content'], { cwd: project.dir, env: { NO_COLOR: '1' }, timeoutMs: 50_000 });
    expect(ok).toBe(false);
    expect(output).toContain('data/pages/about.json: record (the file), field "hero.title": expected non-empty text, found ""');
    expect(output).toMatch(/data\/gallery\/hardscapes\.json: record "hardscapes" › projects\[0\], field "image": expected an image file that exists/);
    expect(output).toContain('The content lane stopped at "content check"');
    expect(fs.existsSync(path.join(project.dir, 'public'))).toBe(false);
  }, 60_000);
});
