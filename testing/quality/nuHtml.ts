import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuiltPage } from '../../src/build/builtPages';

/** The Nu HTML checker's message, as its JSON output writes it. */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  /** The source around the error, and which part of it is the error. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/**
 * What the HTML standard allows and this checker (vnu 26.9.27) does not know yet, and only that. The standard's
 * `<link rel="expect" href="#…" blocking="render">` holds the first paint until the element it names is parsed
 * (gatsby-ssr.tsx); the checker still allows `blocking` on a link only when it is a style sheet. Its message names the
 * attribute, and the part of the source it marks is the link itself: only an "expect" link that blocks rendering passes,
 * `blocking` on any other link is still an error. Remove this once a later vnu-jar passes such a link.
 */
function behindTheStandard(message: NuMessage) {
  if (!message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute')) return false;
  const element = message.extract?.slice(message.hiliteStart, (message.hiliteStart ?? 0) + (message.hiliteLength ?? 0)) ?? '';
  return /^<link\b/.test(element) && /\srel="expect"/.test(element) && /\sblocking="render"/.test(element);
}

/**
 * Every error the Nu HTML checker (the W3C's validator, from the `vnu-jar`
 * package) finds in the pages, as `route:line:column message`; empty when all
 * are valid. It checks against the HTML standard itself, so it also rejects
 * what html-validate's rules let through, such as attributes HTML does not
 * define. One Java process checks every page: starting Java takes seconds.
 */
export async function nuHtmlProblems(pages: readonly BuiltPage[]): Promise<string[]> {
  if (!pages.length) return [];
  if (spawnSync('java', ['-version']).error)
    throw new Error('The Nu HTML checker needs Java, and `java` was not found: install a Java runtime (Debian: default-jre-headless; bash .ci/run does it).');
  const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
  const names = new Map(pages.map((page) => [pathToFileURL(path.resolve(page.file)).href, page.route]));
  // vnu exits with 1 when it finds an error and writes its report to stderr either way.
  const report = await new Promise<string>((resolve, reject) =>
    execFile(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...pages.map((page) => path.resolve(page.file))],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && error.code !== 1) reject(new Error(`The Nu HTML checker failed: ${stderr || error.message}`));
        else resolve(stderr);
      },
    ),
  );
  const { messages } = JSON.parse(report) as { messages: NuMessage[] };
  // vnu writes file URLs as `file:/…`; URL parsing gives them back in the `file:///…` form used as keys.
  const routeOf = (url = '') => names.get(url && new URL(url).href) ?? url;
  return messages
    .filter((message) => message.type !== 'info' && !behindTheStandard(message))
    .map((message) => `${routeOf(message.url)}:${message.firstLine ?? message.lastLine ?? 0}:${message.firstColumn ?? 0} ${message.message}`);
}
