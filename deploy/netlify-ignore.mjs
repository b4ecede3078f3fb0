#!/usr/bin/env node
/**
 * Netlify's "ignore" command (netlify.toml): exit 0 skips the build, 1 goes on. Plain JavaScript with no
 * dependencies, as Netlify runs it with plain Node before it installs any.
 *
 * A push alone never builds: the pipeline (.github/workflows/site.yml) calls the site's build hook once the
 * tests of a commit on main have passed, naming that commit. Netlify builds the newest commit of the branch,
 * so when a newer one was pushed meanwhile this build is skipped; that commit's own pipeline calls the hook
 * when its tests pass.
 */
const { INCOMING_HOOK_BODY: body, COMMIT_REF: commit } = process.env;
let tested;
try {
  tested = body ? JSON.parse(body).commit : undefined;
} catch {
  tested = undefined;
}
if (!tested) {
  console.log('Not building: only the pipeline builds, through the build hook, once the tests have passed.');
  process.exit(0);
}
if (tested !== commit) {
  console.log(`Not building ${commit}: the tests passed for ${tested}, not for it. Its own pipeline will build it.`);
  process.exit(0);
}
console.log(`Building ${commit}: its tests passed.`);
process.exit(1);
