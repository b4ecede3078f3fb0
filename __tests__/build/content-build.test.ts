/**
 * @jest-environment node
 *
 * Real Gatsby builds of a throw-away copy of the project with its own data/,
 * proving what staff see: a broken record stops the build by name, and a
 * service record with a page becomes a page (and a removed one goes away),
 * and a replaced photograph file replaces it everywhere it appears.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '../..');
const COPIED = ['src', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'tsconfig.json', 'package.json', 'scripts'];

let project: string;

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(project, 'data', file), 'utf8'));
const writeJson = (file: string, data: unknown) => fs.writeFileSync(path.join(project, 'data', file), JSON.stringify(data, null, 2));

function build() {
  const result = spawnSync(process.execPath, ['scripts/gatsby.mjs', 'build'], { cwd: project, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

/** Small stand-ins for every photograph the copied data refers to, so the build is quick. */
async function writeSmallImages(dataDir: string) {
  const jsonFiles = fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  for (const file of jsonFiles) {
    const visit = async (value: unknown): Promise<void> => {
      if (typeof value === 'string' && value.endsWith('.jpg')) {
        const target = path.resolve(path.dirname(path.join(dataDir, file)), value);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (!fs.existsSync(target)) await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2f7d4a' } }).jpeg().toFile(target);
      } else if (value && typeof value === 'object') {
        for (const child of Object.values(value)) await visit(child);
      }
    };
    await visit(JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')));
  }
}

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
  fs.cpSync(path.join(ROOT, 'data'), path.join(project, 'data'), { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  await writeSmallImages(path.join(project, 'data'));
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

test('a broken record stops the build, naming file, record and field, and publishes nothing', () => {
  const testimonial = readJson('testimonials/sarah-mitchell.json');
  writeJson('testimonials/sarah-mitchell.json', { ...testimonial, rating: 7 });
  const service = readJson('services/lighting.json');
  writeJson('services/lighting.json', { ...service, id: 'lights' });

  try {
    const { ok, output } = build();

    expect(ok).toBe(false);
    // The renamed service also leaves two records pointing at an id that no longer exists.
    expect(output).toContain('Content check failed: 4 problems in data/. Nothing was built.');
    expect(output).toContain('data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7');
    expect(output).toContain('data/services/lighting.json: record "lights", field "id": expected one of "synthetic-turf"');
    expect(output).toMatch(/data\/testimonials\/jennifer-davis\.json: record "jennifer-davis", field "service": expected the id of a Service record .*, found "lighting"/);
    expect(fs.existsSync(path.join(project, 'public', 'index.html'))).toBe(false);
  } finally {
    writeJson('testimonials/sarah-mitchell.json', testimonial);
    writeJson('services/lighting.json', service);
  }
}, 120_000);

test('a service record with a page becomes a page, and a service without one has none', () => {
  const turf = readJson('services/synthetic-turf.json');
  const coastal = readJson('services/coastal-landscaping.json');
  writeJson('services/coastal-landscaping.json', {
    ...coastal,
    page: {
      ...turf.page,
      path: '/services/coastal-landscaping',
      hero: { ...turf.page.hero, eyebrow: 'Coastal Landscaping', title: 'Gardens That Thrive by the Sea' },
      showcase: { ...turf.page.showcase, projects: turf.page.showcase.projects.map((p: { id: string }) => ({ ...p, id: `coastal-${p.id}` })) },
    },
  });
  const pool = readJson('services/pool-landscape.json');
  delete pool.page;
  delete pool.card;
  writeJson('services/pool-landscape.json', pool);

  const { ok, output } = build();

  expect(output).not.toContain('Content check failed');
  expect(ok).toBe(true);
  const page = fs.readFileSync(path.join(project, 'public', 'services', 'coastal-landscaping', 'index.html'), 'utf8');
  expect(page).toContain('Gardens That Thrive by the Sea');
  expect(fs.existsSync(path.join(project, 'public', 'services', 'pool-landscapes', 'index.html'))).toBe(false);
  expect(fs.existsSync(path.join(project, 'public', 'services', 'hardscaping', 'index.html'))).toBe(true);
}, 300_000);

/** The optimised files a built page offers for one photograph (its file name without extension). */
const builtFilesOf = (page: string, photo: string) => [...new Set(fs.readFileSync(path.join(project, 'public', page, 'index.html'), 'utf8').match(new RegExp(`/static/[^" ,]+/${photo}\\.\\w+`, 'g')) ?? [])];

test('replacing a photograph file and rebuilding replaces it on every page that shows it', async () => {
  // The bocce court photo in the turf gallery, also shown as the first turf showcase project.
  const turf = readJson('services/synthetic-turf.json');
  const [first, ...rest] = turf.page.showcase.projects;
  writeJson('services/synthetic-turf.json', { ...turf, page: { ...turf.page, showcase: { ...turf.page.showcase, projects: [{ ...first, image: '../images/turf/gallery-bocce-court.jpg' }, ...rest] } } });
  const photo = path.join(project, 'data', 'images', 'turf', 'gallery-bocce-court.jpg');
  const original = fs.readFileSync(photo);

  try {
    expect(build().ok).toBe(true);
    const before = { gallery: builtFilesOf('gallery', 'gallery-bocce-court'), service: builtFilesOf('services/synthetic-turf', 'gallery-bocce-court') };
    expect(before.gallery.length).toBeGreaterThan(0);
    expect(before.service.length).toBeGreaterThan(0);

    // Staff drop in a new photograph under the same name.
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } }).jpeg().toFile(photo);
    expect(build().ok).toBe(true);

    for (const [page, old] of [['gallery', before.gallery], ['services/synthetic-turf', before.service]] as const) {
      const now = builtFilesOf(page, 'gallery-bocce-court');
      expect(now.length).toBeGreaterThan(0);
      expect(now.filter((file) => old.includes(file))).toEqual([]);
      const jpeg = now.find((file) => file.endsWith('.jpg'))!;
      const { data } = await sharp(path.join(project, 'public', jpeg)).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(150); // red, as the new photograph is
      expect(data[1]).toBeLessThan(100);
    }
  } finally {
    fs.writeFileSync(photo, original);
    writeJson('services/synthetic-turf.json', turf);
  }
}, 300_000);
