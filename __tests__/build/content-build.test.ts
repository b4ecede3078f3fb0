/**
 * @jest-environment node
 *
 * Real Gatsby builds of a throw-away copy of the project with its own data/,
 * proving what staff see: a broken record stops the build by name, and a
 * service record with a page becomes a page (and a removed one goes away),
 * and a replaced photograph file replaces it everywhere it appears.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type ThrowawayProject, throwawayProject } from '../../scripts/testing/throwawayProject';

let project: ThrowawayProject;

beforeAll(async () => {
  project = await throwawayProject();
});

afterAll(() => project.remove());

test('broken records stop the build, naming file, record and field, and publish nothing', () => {
  const testimonial = project.readJson('testimonials/sarah-mitchell.json');
  project.writeJson('testimonials/sarah-mitchell.json', { ...testimonial, rating: 7 });
  const service = project.readJson('services/lighting.json');
  project.writeJson('services/lighting.json', { ...service, id: 'lights' });
  // The web manifest plugin reads the business name before anything else runs: the content check still reports it.
  const business = project.readJson('business.json');
  project.writeJson('business.json', { ...business, name: '' });

  try {
    const { ok, output } = project.build();

    expect(ok).toBe(false);
    // The renamed service also leaves two records pointing at an id that no longer exists.
    expect(output).toContain('Content check failed: 5 problems in data/. Nothing was built.');
    expect(output).toContain('data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7');
    expect(output).toContain('data/services/lighting.json: record "lights", field "id": expected one of "synthetic-turf"');
    expect(output).toMatch(
      /data\/testimonials\/jennifer-davis\.json: record "jennifer-davis", field "service": expected the id of a Service record .*, found "lighting"/,
    );
    expect(output).toContain('data/business.json: record (the file), field "name": expected non-empty text, found ""');
    expect(output).not.toMatch(/gatsby-plugin-manifest|Invalid plugin options/);
    expect(fs.existsSync(path.join(project.dir, 'public', 'index.html'))).toBe(false);
  } finally {
    project.writeJson('testimonials/sarah-mitchell.json', testimonial);
    project.writeJson('services/lighting.json', service);
    project.writeJson('business.json', business);
  }
}, 120_000);

test('a service record with a page becomes a page, and a service without one has none', () => {
  const turf = project.readJson('services/synthetic-turf.json');
  const coastal = project.readJson('services/coastal-landscaping.json');
  project.writeJson('services/coastal-landscaping.json', {
    ...coastal,
    page: {
      ...turf.page,
      path: '/services/coastal-landscaping',
      hero: { ...turf.page.hero, eyebrow: 'Coastal Landscaping', title: 'Gardens That Thrive by the Sea' },
      showcase: { ...turf.page.showcase, projects: turf.page.showcase.projects.map((p: { id: string }) => ({ ...p, id: `coastal-${p.id}` })) },
    },
  });
  const pool = project.readJson('services/pool-landscape.json');
  delete pool.page;
  delete pool.card;
  project.writeJson('services/pool-landscape.json', pool);

  const { ok, output } = project.build();

  expect(output).not.toContain('Content check failed');
  expect(ok).toBe(true);
  const page = fs.readFileSync(path.join(project.dir, 'public', 'services', 'coastal-landscaping', 'index.html'), 'utf8');
  expect(page).toContain('Gardens That Thrive by the Sea');
  expect(fs.existsSync(path.join(project.dir, 'public', 'services', 'pool-landscapes', 'index.html'))).toBe(false);
  expect(fs.existsSync(path.join(project.dir, 'public', 'services', 'hardscaping', 'index.html'))).toBe(true);
}, 300_000);

/** The optimised files a built page offers for one photograph (its file name without extension). */
const builtFilesOf = (page: string, photo: string) => [
  ...new Set(fs.readFileSync(path.join(project.dir, 'public', page, 'index.html'), 'utf8').match(new RegExp(`/static/[^" ,]+/${photo}\\.\\w+`, 'g')) ?? []),
];

test('replacing a photograph file and rebuilding replaces it on every page that shows it', async () => {
  // The bocce court photo in the turf gallery, also shown as the first turf showcase project.
  const turf = project.readJson('services/synthetic-turf.json');
  const [first, ...rest] = turf.page.showcase.projects;
  project.writeJson('services/synthetic-turf.json', {
    ...turf,
    page: { ...turf.page, showcase: { ...turf.page.showcase, projects: [{ ...first, image: '../images/turf/gallery-bocce-court.jpg' }, ...rest] } },
  });
  const photo = path.join(project.dir, 'data', 'images', 'turf', 'gallery-bocce-court.jpg');
  const original = fs.readFileSync(photo);

  try {
    expect(project.build().ok).toBe(true);
    const before = { gallery: builtFilesOf('gallery', 'gallery-bocce-court'), service: builtFilesOf('services/synthetic-turf', 'gallery-bocce-court') };
    expect(before.gallery.length).toBeGreaterThan(0);
    expect(before.service.length).toBeGreaterThan(0);

    // Staff drop in a new photograph under the same name.
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toFile(photo);
    expect(project.build().ok).toBe(true);

    for (const [page, old] of [
      ['gallery', before.gallery],
      ['services/synthetic-turf', before.service],
    ] as const) {
      const now = builtFilesOf(page, 'gallery-bocce-court');
      expect(now.length).toBeGreaterThan(0);
      expect(now.filter((file) => old.includes(file))).toEqual([]);
      const jpeg = now.find((file) => file.endsWith('.jpg'))!;
      const { data } = await sharp(path.join(project.dir, 'public', jpeg))
        .resize(1, 1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(150); // red, as the new photograph is
      expect(data[1]).toBeLessThan(100);
    }
  } finally {
    fs.writeFileSync(photo, original);
    project.writeJson('services/synthetic-turf.json', turf);
  }
}, 300_000);
