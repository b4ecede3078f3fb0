/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment is compiled whole
 * on a background thread while it streams in. Without it V8 compiles each function on the main thread the first
 * time it runs, which on a phone was the largest share of the long tasks after the first paint (`npm run
 * bench:tasks`). Only for the start-up scripts whose functions mostly run at once: React DOM, Gatsby's runtime
 * with the site's frame, and the modules pages share. Other browsers read a comment. Written by gatsby-node.ts (`onCreateWebpackConfig`).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The start-up scripts that carry it: webpack's framework and app chunks, and commons when it makes one (code every page shares). */
export const COMPILED_WHOLE = /^(framework|app|commons)-[0-9a-f]+\.js$/;
