/**
 * @jest-environment node
 */
/**
 * The documentation stays readable and its links lead somewhere (issue 65). A page of docs/, or a staff's guide in
 * data/, over 16 KB is one its reader reads past rather than through: split it by what its readers do, and keep
 * measurement history in git log rather than in the guide. A relative link in the README, docs/ or the staff's guides
 * must name a file or folder that exists and, where it names a heading (`page.md#heading`), a heading of that page as
 * GitHub anchors it.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The most a page of docs/ may hold, in bytes. */
const MAX_PAGE_BYTES = 16 * 1024;

const DOCS = fs
  .readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

/** The staff's guides: README.md (the content) and the pages beside it in data/. */
const STAFF_GUIDES = fs
  .readdirSync(path.join(ROOT, 'data'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `data/${name}`);

/** Every Markdown page whose relative links are checked. */
const PAGES = ['README.md', ...STAFF_GUIDES, ...DOCS];

/** A page's text with its fenced code blocks blanked, so that neither their links nor their `#` lines count. */
const withoutCodeBlocks = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/**
 * The anchor GitHub gives a heading: its text as shown (code marks and link targets dropped), lower case, every
 * character but letters, digits, spaces, hyphens and underscores removed, spaces turned to hyphens; a repeated
 * anchor gets -1, -2 … in turn.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const shown = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const base = shown
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The targets of a page's Markdown links and images, outside code, that point into the repository. */
function relativeLinks(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Each relative link of `page` that names a missing file or heading, as "page → target (what is wrong)". */
function brokenLinksOf(page: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  return relativeLinks(text).flatMap((target) => {
    const [file, anchor] = target.split('#', 2);
    const resolved = file === '' ? path.join(ROOT, page) : path.resolve(path.dirname(path.join(ROOT, page)), decodeURIComponent(file));
    if (!fs.existsSync(resolved)) return [`${page} → ${target} (no such file)`];
    if (anchor === undefined) return [];
    if (!resolved.endsWith('.md') || fs.statSync(resolved).isDirectory()) return [`${page} → ${target} (not a Markdown page)`];
    return headingAnchors(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()) ? [] : [`${page} → ${target} (no such heading)`];
  });
}

test('GitHub anchors headings the way the link check reads them', () => {
  const anchors = headingAnchors(
    "# Where the site departs from Gatsby's defaults\n## Three places: Inbox, Held, Spam\n## Node.js 24\n## `npm run leads`\n## Fonts\n## Fonts\n```\n# not a heading\n```\n",
  );
  expect([...anchors]).toEqual([
    'where-the-site-departs-from-gatsbys-defaults',
    'three-places-inbox-held-spam',
    'nodejs-24',
    'npm-run-leads',
    'fonts',
    'fonts-1',
  ]);
});

test('every page is checked', () => {
  expect(DOCS.length).toBeGreaterThan(5);
  expect(STAFF_GUIDES).toContain('data/README.md');
  expect(relativeLinks(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
});

test(`no page of docs/ and no staff's guide is over ${MAX_PAGE_BYTES / 1024} KB`, () => {
  const oversized = [...DOCS, ...STAFF_GUIDES]
    .map((page) => ({ page, bytes: fs.statSync(path.join(ROOT, page)).size }))
    .filter(({ bytes }) => bytes > MAX_PAGE_BYTES)
    .map(({ page, bytes }) => `${page}: ${bytes.toLocaleString('en-US')} bytes, over ${MAX_PAGE_BYTES.toLocaleString('en-US')}`);
  expect(oversized).toEqual([]);
});

test("the README's list of documentation names every page of docs/", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const list = readme.slice(readme.indexOf('## Documentation'));
  expect(DOCS.filter((page) => !list.includes(`](${page})`))).toEqual([]);
});

test("every relative link of the README, docs/ and the staff's guides names a file and heading that exist", () => {
  expect(PAGES.flatMap(brokenLinksOf)).toEqual([]);
});
