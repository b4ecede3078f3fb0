/**
 * Writes the content editor into static/admin/, from which `gatsby build`
 * publishes it at /admin/ and `gatsby develop` serves it: Decap CMS's
 * ready-built bundle (from the npm package, checked against the digest pinned
 * here), the configuration made from the content model, the site's additions (data format, previews),
 * and the page that loads them. Every file in static/admin/ is written here;
 * none is edited by hand (the folder is ignored by git).
 *
 * Nothing of this reaches a public page: the editor is its own page with its
 * own scripts, outside Gatsby's webpack build.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { campaignNames } from '../leads/campaignNames';
import { serviceNames } from '../leads/serviceNames';
import { editorConfig, type EditorConfigOptions } from './editorConfig';
import { LEADS_APP_HEAD, writeLeadsApp } from './leadsApp';

/**
 * The Decap CMS bundle the editor runs, pinned: the package's version and the
 * registry's digest of its tarball (npm checks the download against the
 * registry's own, and it is checked here again), and the bundle's digest,
 * checked here and again by the browser (`integrity`). To upgrade: change the
 * version, delete both digests, build, and pin the digests the build reports.
 */
export const DECAP_BUNDLE = {
  version: '3.16.3',
  file: 'decap-cms.js',
  sha384: 'A/Gdn928CNLufmnGWGs9RM4Q9o8bSNLeJERqBFrBjwzL7FRpoLT3MPF8Tl0+Wd2p',
  tarball: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

/** Files of the bundle's folder the editor loads: the bundle, the chunks it loads later, its WebAssembly. */
const isBundleFile = (name: string) => name === DECAP_BUNDLE.file || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm');

export const sha384 = (bytes: Buffer) => crypto.createHash('sha384').update(bytes).digest('base64');

/**
 * The bundle's folder under static/admin/, named by version: the bundle loads its chunks by fixed names from its
 * own folder, so a new version in a new folder can never be mixed with a cached file of the old one, and hosts
 * may cache every file of it for good (the site's "*.js" rule).
 */
export const bundleFolder = `decap-cms-${DECAP_BUNDLE.version}`;

/**
 * The pinned package's dist/ folder, unpacked into node_modules/.cache from
 * the registry's tarball the first time (`npm pack`, which reads npm's own
 * cache when it can). Decap is not an npm dependency of the site: the editor
 * runs the ready-built bundle, which needs none of the package's own
 * dependency tree (hundreds of packages, with a React 19 of their own), so
 * installs skip it.
 */
export function decapDist(projectRoot: string): string {
  const cache = path.join(projectRoot, 'node_modules', '.cache', `decap-cms-${DECAP_BUNDLE.version}`);
  const dist = path.join(cache, 'package', 'dist');
  if (fs.existsSync(path.join(dist, DECAP_BUNDLE.file))) return dist;
  fs.mkdirSync(path.dirname(cache), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(cache), 'decap-cms-'));
  try {
    const packed = spawnSync('npm', ['pack', `decap-cms@${DECAP_BUNDLE.version}`, '--json', '--pack-destination', work], { encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm could not fetch decap-cms@${DECAP_BUNDLE.version} from the npm registry:\n${packed.stderr}`);
    const [{ filename, integrity }] = JSON.parse(packed.stdout) as { filename: string; integrity: string }[];
    if (integrity !== DECAP_BUNDLE.tarball) {
      throw new Error(`decap-cms@${DECAP_BUNDLE.version}'s tarball is ${integrity}, not the pinned ${DECAP_BUNDLE.tarball}.`);
    }
    const unpacked = spawnSync('tar', ['-xzf', path.join(work, filename), '-C', work, 'package/dist', 'package/package.json'], { encoding: 'utf8' });
    if (unpacked.status !== 0) throw new Error(`tar could not unpack ${filename}: ${unpacked.stderr}`);
    fs.rmSync(path.join(work, filename));
    // Whole or not at all, even with two builds at once: the folder gets its name in one step.
    fs.renameSync(work, cache);
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dist, DECAP_BUNDLE.file))) throw new Error(`Content editor: ${error instanceof Error ? error.message : error}`);
  }
  return dist;
}

function copyBundle(projectRoot: string, adminDir: string): void {
  const distDir = decapDist(projectRoot);
  const digest = sha384(fs.readFileSync(path.join(distDir, DECAP_BUNDLE.file)));
  if (digest !== DECAP_BUNDLE.sha384) {
    throw new Error(
      `Content editor: the bundle of decap-cms@${DECAP_BUNDLE.version} (${distDir}) has the digest sha384-${digest}, not the pinned sha384-${DECAP_BUNDLE.sha384}. ` +
        'After a deliberate upgrade, pin the new digests in src/cms/writeAdmin.ts.',
    );
  }
  fs.mkdirSync(path.join(adminDir, bundleFolder));
  for (const name of fs.readdirSync(distDir).filter(isBundleFile)) fs.copyFileSync(path.join(distDir, name), path.join(adminDir, bundleFolder, name));
}

/** A page of /admin/: what every one has in its head, then `head`, and `body`. */
const editorPage = ({ title, head, body }: { title: string; head?: string; body: string }) => `<!doctype html>
<!-- Written by src/cms/writeAdmin.ts: edit that, not this file. -->
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>${head ? `\n    ${head}` : ''}
  </head>
  <body>
    ${body}
  </body>
</html>
`;

export const adminPage = ({
  title,
  bundleIntegrity,
  additions,
  publishStatus,
}: {
  title: string;
  bundleIntegrity: string;
  additions: { script: string; style?: string };
  /** Where the live editor's change goes, for the box that follows it to the live site (GitHub only: publishStatusBox.ts). */
  publishStatus?: { repo: string; branch: string };
}) =>
  editorPage({
    title,
    head: '<link href="config.yml" type="text/yaml" rel="cms-config-url" />',
    body: `<script src="${bundleFolder}/${DECAP_BUNDLE.file}" integrity="sha384-${bundleIntegrity}"></script>
    <script src="${additions.script}"${additions.style ? ` data-preview-style="${additions.style}"` : ''}${
      publishStatus ? ` data-publish-status="${JSON.stringify(publishStatus).replace(/"/g, '&quot;')}"` : ''
    }></script>`,
  });

export const configFile = (options: EditorConfigOptions = {}) =>
  `# The content editor's configuration, written by src/cms/writeAdmin.ts from the content model (src/content/).\n# Do not edit: change the model, or the build's environment for where the live site's editor saves (src/settings/editorBackend.ts).\n${stringify(editorConfig(options), { lineWidth: 0 })}`;

/**
 * Bundles the site's additions to the editor (src/cms/admin.ts): its data format, and previews drawn with the site's own components, theme and React.
 * File names carry a digest of their content, so a cached copy is never stale. Returns the names written.
 */
async function buildAdditions(
  projectRoot: string,
  adminDir: string,
  { entry = 'src/cms/admin.ts', define = {}, alias = {} }: { entry?: string; define?: Record<string, string>; alias?: Record<string, string> } = {},
): Promise<{ script: string; style?: string }> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(projectRoot, entry)],
    outdir: adminDir,
    entryNames: '[name]-[hash]',
    metafile: true,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    // The previews show components that link with Gatsby's Link; in the editor a plain link does.
    alias: { gatsby: path.join(projectRoot, 'src/cms/gatsbyShim.tsx'), ...alias },
    logLevel: 'warning',
  });
  const written = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  return { script: written.find((f) => f.endsWith('.js'))!, style: written.find((f) => f.endsWith('.css')) };
}

export const leadsPage = ({ script }: { script: string }) =>
  editorPage({ title: 'Leads | Content editor', head: LEADS_APP_HEAD, body: `<div id="leads"></div>\n    <script src="${script}"></script>` });

/**
 * The leads view at /admin/leads/ (src/cms/leads/): its page and script, with the service names of data/services
 * and staff's names of their campaigns' sources (data/lead-sources.json) put in, so that a lead's services and
 * source read by name. A change to either in the editor reaches the view with the build its publishing starts.
 * Beside them, what makes the view an app on a phone: its manifest, icons and service worker (leadsApp.ts).
 */
async function writeLeads(projectRoot: string, adminDir: string) {
  const dir = path.join(adminDir, 'leads');
  fs.mkdirSync(dir);
  const names = Object.fromEntries(serviceNames(path.join(projectRoot, 'data')));
  const campaigns = Object.fromEntries(campaignNames(path.join(projectRoot, 'data')));
  const { script } = await buildAdditions(projectRoot, dir, {
    entry: 'src/cms/leads/main.tsx',
    define: { LEADS_SERVICE_NAMES: JSON.stringify(names), LEADS_CAMPAIGN_NAMES: JSON.stringify(campaigns) },
    // The CSV export's library, in its build for browsers (its Node build uses Node's Buffer).
    alias: { 'csv-stringify/sync': 'csv-stringify/browser/esm/sync' },
  });
  fs.writeFileSync(path.join(dir, 'index.html'), leadsPage({ script }));
  // Last: the app's manifest, icons and service worker, which keeps every file above (leadsApp.ts).
  await writeLeadsApp(projectRoot, dir);
}

/** Writes every file of the editor into `static/admin/` (or `adminDir`); `backend` is where the live editor saves (src/settings/editorBackend.ts). */
export async function writeAdmin(
  projectRoot: string,
  {
    adminDir = path.join(projectRoot, 'static/admin'),
    title = 'Content editor',
    backend,
  }: { adminDir?: string; title?: string } & Pick<EditorConfigOptions, 'backend'> = {},
): Promise<void> {
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(adminDir, { recursive: true });
  copyBundle(projectRoot, adminDir);
  fs.writeFileSync(path.join(adminDir, 'config.yml'), configFile({ backend }));
  const additions = await buildAdditions(projectRoot, adminDir);
  const publishStatus = backend?.name === 'github' ? { repo: backend.repo, branch: backend.branch } : undefined;
  fs.writeFileSync(path.join(adminDir, 'index.html'), adminPage({ title, bundleIntegrity: DECAP_BUNDLE.sha384, additions, publishStatus }));
  await writeLeads(projectRoot, adminDir);
}
