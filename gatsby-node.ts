import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import sharp from 'sharp';
import { builtPages, pageDataFile, withoutZeroBytes } from './src/build/builtPages';
import { COMPILE_HINT, COMPILED_WHOLE } from './src/build/compileHints';
import { deployTarget } from './src/build/deployTarget';
import { formatHeadersFile } from './src/build/headersFile';
import { LAUNCHER_MARK, RUN_THROUGH_NPM } from './src/build/launcher.mjs';
import { photoField } from './src/build/photoField';
import { holdScriptsUntilPainted } from './src/build/scriptsAfterPaint';
import { photosInPageData, robotsTxt, sitemapXml } from './src/build/searchFiles';
import { securityHeaderRules } from './src/build/securityHeaders';
import { VERSION_FILE, builtVersion } from './src/build/version';
import { WORKAROUNDS, uses, workaroundsLeftOut } from './src/build/workarounds';
import { writeSiteCopy } from './src/server/spam/siteCopyFile';
import { liveEditor } from './src/settings/editorBackend';
import { editorContentSecurityPolicy } from './src/cms/policy';
import { writeAdmin } from './src/cms/writeAdmin';
import { checkContent } from './src/content/check';
import { contentTypeDefs } from './src/content/graphql';
import { createServicePages } from './src/content/service-pages';
import { APPLE_TOUCH_ICON, SITE_ICON_SVG } from './src/theme/siteIcon';

/**
 * Gatsby started any other way than through the npm scripts (a plain `gatsby build`, `npx gatsby develop`) would
 * build without the project's settings (src/build/runGatsby.mjs): AVIF at sharp's slow default effort, and no record of
 * the build for `npm run serve`. Stop before anything is built, naming the command to use.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter, store }) => {
  if (process.env[LAUNCHER_MARK] !== '1') reporter.panic(RUN_THROUGH_NPM);
  const { directory } = store.getState().program;
  // A bad record stops the build before anything is compiled or sourced, so nothing partial is published, and staff
  // hear of it at once: in onPreBootstrap, it came after Gatsby had compiled the form functions (7-9 s here).
  checkContent(reporter, directory);
  // Before the form functions are compiled (Gatsby's own onPreBootstrap): the pairs of words of the site's copy that
  // the spam score leaves out of a lead, from data/ as this build publishes it (src/server/spam/siteCopy.ts).
  if (writeSiteCopy(directory)) reporter.info('Spam score: wrote src/server/spam/siteCopy.json from the copy in data/');
};

// Before static/ is published: the content editor.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter, store }) => {
  const { program, config } = store.getState();
  const { target, reason } = deployTarget();
  reporter.info(
    `Deploy target: ${target}, from ${reason}${target === 'netlify' ? ': the form API becomes Netlify Functions' : ': serve public/ and the form API with `npm run serve`'}`,
  );
  const leftOut = workaroundsLeftOut();
  if (leftOut.length) reporter.warn(`Built without ${leftOut.map((name) => `${name} (${WORKAROUNDS[name]})`).join('; ')}: for npm run bench only`);
  const editor = liveEditor();
  if (editor.missing.length > 0) {
    reporter.warn(
      `Content editor: not set up for the live site; missing ${editor.missing.join('; ')}. The public site is built as usual, and /admin/ saves only on a laptop (npm run cms). docs/editor.md, "Settings of the live editor", says where to set these.`,
    );
  }
  await writeAdmin(program.directory, { title: `Content editor | ${config.siteMetadata.title}`, backend: editor.settings });
  reporter.info('Wrote the content editor into static/admin/ (published at /admin/)');
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

// Each photo's AVIF ladder and its one WebP (src/build/photoField.ts), which the fragments of src/queries/images.ts ask for.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, pathPrefix, reporter, cache }) => {
  createResolvers({ ImageSharp: { photo: photoField({ pathPrefix, reporter, cache }) } });
};

export const createPages: GatsbyNode['createPages'] = async (args, options) => {
  // gatsby develop reruns createPages after staff edit data/: check again, without stopping the server.
  checkContent(args.reporter, args.store.getState().program.directory, 'panicOnBuild');
  await createServicePages!(args, options, () => undefined);
};

// styled-components' Babel plugin gives every styled component a stable id, the same in the server's HTML and in
// the browser, so the browser takes over the server's styles (collected in gatsby-ssr.tsx) rather than making them again.
// Readable class names (Header__Bar-sc-…) only under `gatsby develop`: in a build they would lengthen every page's
// HTML, which a phone reads before it can ask for the hero photo (figures: docs/gatsby-defaults.md, "Where the site
// departs from Gatsby's defaults", Styles collected by the site).
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ stage, actions }) => {
  const readable = stage === 'develop' || stage === 'develop-html';
  actions.setBabelPlugin({
    name: 'babel-plugin-styled-components',
    options: {
      displayName: readable,
      fileName: readable,
      minify: true,
      transpileTemplateLiterals: true,
      ssr: stage === 'build-html' || stage === 'build-javascript',
    },
  });
};

// The compile hint of src/build/compileHints.ts as the first line of the framework, app and commons scripts. Webpack's
// BannerPlugin writes it after Terser (stage 400, which would drop the comment) and before the source maps (500),
// so that the maps count the extra line.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript' || !uses('compile-hints')) return;
  actions.setWebpackConfig({ plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, test: COMPILED_WHOLE, stage: 450 })] });
};

// Once every page is written: its start-up scripts held until the first paint (src/build/scriptsAfterPaint.ts),
// then the search files and the response headers, both read from the pages as finally written, and the home-screen icon.
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, 'public');
  const siteUrl: string = config.siteMetadata.siteUrl;
  const pages = builtPages(publicDir);
  const html = pages.map((page) => {
    const built = withoutZeroBytes(fs.readFileSync(page.file, 'utf8'));
    const rewritten = uses('scripts-after-paint') ? holdScriptsUntilPainted(built, path.relative(program.directory, page.file)) : built;
    fs.writeFileSync(page.file, rewritten);
    return { route: page.route, html: rewritten };
  });

  // Gatsby writes the 404 page twice (404.html, and 404/index.html, which Netlify's adapter publishes as 404.html):
  // both copies are the page as rewritten above.
  const notFoundCopy = path.join(publicDir, '404', 'index.html');
  if (fs.existsSync(notFoundCopy)) fs.copyFileSync(path.join(publicDir, '404.html'), notFoundCopy);

  fs.writeFileSync(
    path.join(publicDir, 'sitemap.xml'),
    sitemapXml(
      siteUrl,
      pages.map(({ route }) => {
        const data = pageDataFile(publicDir, route);
        return { route, photos: fs.existsSync(data) ? photosInPageData(JSON.parse(fs.readFileSync(data, 'utf8'))) : [] };
      }),
    ),
  );
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  fs.writeFileSync(path.join(publicDir, VERSION_FILE), `${JSON.stringify(builtVersion(program.directory))}\n`);
  const headerRules = securityHeaderRules(html, { policy: editorContentSecurityPolicy(liveEditor().settings) });
  fs.writeFileSync(
    path.join(publicDir, '_headers'),
    formatHeadersFile(
      headerRules,
      'Response headers for hosts that read a _headers file; written by the build (src/build/securityHeaders.ts).\nSee docs/architecture.md, "Response headers", for hosts that do not.',
    ),
  );
  const { size } = APPLE_TOUCH_ICON;
  await sharp(Buffer.from(SITE_ICON_SVG)).resize(size, size).png().toFile(path.join(publicDir, APPLE_TOUCH_ICON.path));
  reporter.info(`Wrote sitemap.xml (${pages.length - 1} pages), robots.txt, _headers (${headerRules.length} path rules) and ${APPLE_TOUCH_ICON.path}`);
};
