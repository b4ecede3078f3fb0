/** Types of scripts/servedBuild.mjs (plain JavaScript, so that scripts/gatsby.mjs runs it without a compiler). */
export declare const STAMP_FILE: string;
/** Records the build in `dir`; returns the form endpoints it holds, e.g. "/api/quote". */
export declare function writeBuildStamp(dir: string): string[];
/** Why the build in `dir` must not be served, or null when it is as `npm run build` left it. */
export declare function servedBuildProblem(dir: string): string | null;
