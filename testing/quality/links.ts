import { parse, type HTMLElement } from 'node-html-parser';
import { filesIn } from '../../src/imageFiles';

/** What the crawler needs of a response: the status, the type, and the text of pages, stylesheets and search files. */
export interface Fetched {
  status: number;
  contentType: string;
  text: () => Promise<string>;
}
export type Fetcher = (path: string) => Promise<Fetched>;

interface Reference {
  url: URL;
  from: string;
}

/** Each URL a srcset lists. */
const srcsetUrls = (srcset: string) => filesIn(srcset).map((file) => file.src);

/** Every `url(...)` in a stylesheet. */
const cssUrls = (css: string) => [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2]);

/** Every reference a page makes to a file or another page: links, scripts, stylesheets, images, frames and sharing images. */
function pageReferences(root: HTMLElement): string[] {
  const values = (selector: string, attribute: string) => root.querySelectorAll(selector).map((element) => element.getAttribute(attribute) ?? '');
  return [
    ...values('a[href]', 'href'),
    ...values('link[href]', 'href'),
    ...values('script[src]', 'src'),
    ...values('script[data-src]', 'data-src'),
    ...values('img[src]', 'src'),
    ...values('iframe[src]', 'src'),
    ...values('[data-frame-src]', 'data-frame-src'),
    ...values('meta[property="og:image"]', 'content'),
    ...values('meta[name="twitter:image"]', 'content'),
    ...[...values('img[srcset]', 'srcset'), ...values('source[srcset]', 'srcset')].flatMap(srcsetUrls),
    ...root.querySelectorAll('style').flatMap((style) => cssUrls(style.rawText)),
  ];
}

/**
 * Crawls the site from `start`, following every internal link and every file
 * a page, stylesheet, manifest, sitemap or robots.txt refers to, and returns
 * one line per reference that is broken: a path that does not answer 200, or
 * a `#fragment` that names no element of its page. Addresses on `siteUrl`
 * (canonical links, sharing images, the sitemap) are the site's own and are
 * followed too; other sites are not visited.
 */
export async function brokenReferences(fetcher: Fetcher, { siteUrl, start = ['/', '/robots.txt', '/sitemap.xml'] }: { siteUrl: string; start?: string[] }) {
  const local = new URL('http://site.local/');
  const site = new URL(siteUrl);
  const queue: Reference[] = start.map((path) => ({ url: new URL(path, local), from: 'the start' }));
  const visited = new Map<string, { status: number; ids?: Set<string> }>();
  const fragments: { path: string; id: string; from: string }[] = [];
  const broken: string[] = [];

  const enqueue = (raw: string, base: URL, from: string) => {
    if (!raw || /^(tel|mailto|data|javascript):/i.test(raw)) return;
    const url = new URL(raw, base);
    if (url.origin === site.origin) url.href = new URL(url.pathname + url.search + url.hash, local).href;
    if (url.origin !== local.origin) return;
    if (url.hash.length > 1) fragments.push({ path: url.pathname, id: decodeURIComponent(url.hash.slice(1)), from });
    queue.push({ url, from });
  };

  while (queue.length) {
    const { url, from } = queue.shift()!;
    const path = url.pathname + url.search;
    if (visited.has(path)) continue;
    const response = await fetcher(path);
    const entry: { status: number; ids?: Set<string> } = { status: response.status };
    visited.set(path, entry);
    if (response.status !== 200) {
      broken.push(`${path} answers ${response.status} (referred to by ${from})`);
      continue;
    }
    const type = response.contentType;
    if (type.includes('html')) {
      const root = parse(await response.text(), { blockTextElements: { script: true, style: true, noscript: false } });
      entry.ids = new Set(root.querySelectorAll('[id]').map((element) => element.id));
      for (const raw of pageReferences(root)) enqueue(raw, url, path);
    } else if (type.includes('css')) {
      for (const raw of cssUrls(await response.text())) enqueue(raw, url, path);
    } else if (type.includes('manifest') || path.endsWith('.webmanifest')) {
      for (const icon of JSON.parse(await response.text()).icons ?? []) enqueue(icon.src, url, path);
    } else if (type.includes('xml')) {
      // Pages and their photos (<image:loc>).
      for (const match of (await response.text()).matchAll(/<(?:image:)?loc>([^<]+)<\/(?:image:)?loc>/g)) enqueue(match[1], url, path);
    } else if (path === '/robots.txt') {
      for (const match of (await response.text()).matchAll(/^Sitemap:\s*(\S+)/gim)) enqueue(match[1], url, path);
    }
  }

  for (const { path, id, from } of fragments) {
    const ids = visited.get(path)?.ids;
    if (ids && !ids.has(id)) broken.push(`${path}#${id} names no element of its page (referred to by ${from})`);
  }
  return { checked: visited.size, broken };
}
