/**
 * The leads view as an app staff add to a phone's home screen (issue 66, item 1), written beside its page and script
 * by writeAdmin.ts at build time, into static/admin/leads/:
 *
 *   manifest.webmanifest   name, icons, colours, scoped to /admin/leads/ and opened standalone (no browser bar)
 *   icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png
 *                          the site's icon (src/theme/siteIcon.ts, an SVG) drawn by sharp at each size; the maskable
 *                          one fills its square and keeps the drawing inside the circle Android may cut it to
 *   sw.js                  the service worker (src/cms/leads/app/serviceWorker.ts), with the list of the shell's files
 *                          and a digest of their bytes put in: a build that changes any of them changes sw.js, which
 *                          the browser checks on every visit, and so replaces the copy kept on the phone
 *
 * The editor's policy (src/cms/policy.ts) fits them as it is: the manifest and the worker are files of the site
 * ('self'), and the icons are images of it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_ICON_SVG } from '../theme/siteIcon';
import { theme } from '../theme/theme';

/** Where the view is, which is the app's scope: the worker controls only its pages. */
export const LEADS_SCOPE = '/admin/leads/';

/** The address the app opens at from the home screen: the view, marked so the server's logs tell the app's opens apart. */
export const LEADS_START = `${LEADS_SCOPE}?app=1`;

/** The head of the view's page: its manifest, colour and home-screen icon (for iOS, which reads these too). */
export const LEADS_APP_HEAD = [
  '<link rel="manifest" href="manifest.webmanifest" />',
  `<meta name="theme-color" content="${theme.colors.ocean}" />`,
  '<link rel="apple-touch-icon" href="apple-touch-icon.png" />',
  '<link rel="icon" type="image/png" sizes="192x192" href="icon-192.png" />',
].join('\n    ');

/** The drawing of the site's icon without its rounded tile, for an icon whose tile the phone cuts itself. */
const drawing = () => [...SITE_ICON_SVG.matchAll(/<path [^>]*\/>/g)].map((match) => match[0]).join('');

/**
 * A maskable icon: the tile fills the square (Android cuts it to a circle, a squircle …), and the drawing sits at 70%
 * in its middle, inside the circle of 80% every such cut keeps (the maskable icon's "safe zone").
 */
const maskableSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${theme.colors.ocean}"/><g transform="translate(9.6 9.6) scale(0.7)">${drawing()}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: SITE_ICON_SVG, size: 192 },
  { file: 'icon-512.png', svg: SITE_ICON_SVG, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskableSvg(), size: 512 },
  // iOS draws its own rounded corners over a square icon, and asks for 180 px.
  { file: 'apple-touch-icon.png', svg: maskableSvg(), size: 180 },
];

/** The web app manifest of the leads view; `siteName` is the business's (data/business.json). */
export const leadsManifest = (siteName: string) => ({
  id: LEADS_SCOPE,
  name: `Leads | ${siteName}`,
  short_name: 'Leads',
  description: 'New leads from the website’s forms, to call back at once.',
  start_url: LEADS_START,
  scope: LEADS_SCOPE,
  display: 'standalone',
  orientation: 'any',
  theme_color: theme.colors.ocean,
  background_color: theme.colors.seafoam,
  icons: [
    { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/**
 * Writes the app's files into `dir` (static/admin/leads/), where the view's page and script already are, and the
 * service worker last, with a digest of everything else: the shell's files.
 */
export async function writeLeadsApp(projectRoot: string, dir: string): Promise<void> {
  const { name: siteName } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'data/business.json'), 'utf8')) as { name: string };
  for (const { file, svg, size } of ICONS) await sharp(Buffer.from(svg)).resize(size, size).png().toFile(path.join(dir, file));
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), `${JSON.stringify(leadsManifest(siteName), null, 2)}\n`);
  const files = fs.readdirSync(dir).sort();
  const digest = crypto.createHash('sha256');
  for (const file of files) digest.update(file).update(fs.readFileSync(path.join(dir, file)));
  // The page is the scope itself ('./'): the address staff open, whatever its query.
  const shell = files.map((file) => (file === 'index.html' ? './' : file));
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(projectRoot, 'src/cms/leads/app/serviceWorker.ts')],
    outfile: path.join(dir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { SHELL_VERSION: JSON.stringify(digest.digest('hex').slice(0, 16)), SHELL_FILES: JSON.stringify(shell) },
    logLevel: 'warning',
  });
}
