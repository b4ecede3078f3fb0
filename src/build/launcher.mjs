/**
 * How Gatsby knows it was started by src/build/runGatsby.mjs: the launcher sets LAUNCHER_MARK for every Gatsby
 * process it starts, and gatsby-node.ts (onPreInit) stops any Gatsby started without it, with RUN_THROUGH_NPM.
 * Plain JavaScript because the launcher, which runs on plain Node, imports it.
 */
export const LAUNCHER_MARK = 'SITE_RUN_GATSBY';

export const RUN_THROUGH_NPM =
  'Run Gatsby through the npm scripts: `npm run develop`, `npm run build`, `npm run serve` or `npm run clean`. ' +
  'They start it through src/build/runGatsby.mjs, which turns off what needs the open internet, sets the AVIF speed ' +
  'that keeps a cold build to minutes, and records the build for `npm run serve` (docs/architecture.md).';
