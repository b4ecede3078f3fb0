/**
 * Gatsby ends every page with its start-up scripts (webpack's runtime, React
 * and the site's app) as `<script async>` tags. On a phone their download and
 * evaluation compete with the first screen: the hero photo was painted only
 * after the app had been evaluated.
 *
 * The build holds them back instead: each becomes a `<script
 * type="text/x-after-paint" data-src>` that browsers neither fetch nor run,
 * and a small inline loader starts them once the first screen is painted.
 * Browsers that report paints tell it when: the paint of the hero photo
 * (the one image with fetchpriority="high"), reported by element timing
 * (`HERO_MARKER` marks it for that) or as the largest contentful paint, or the
 * first paint on a page without one. Element timing is the one to trust:
 * Chromium now and then leaves the hero out of its largest-paint reports
 * when the heading was painted first. Browsers without either report start
 * them at the load event.
 *
 * The loader inserts them as ordered scripts (`async = false`): they still
 * download together, but each runs in a task of its own, in the page's
 * order.
 *
 * They start at once when the hero fails to load, and in a tab that is or
 * becomes hidden, which paints nothing to wait for. Should no report come
 * all the same, they start three seconds after the page was read, at the
 * latest. Links are plain anchors and forms post without scripts, and no
 * content waits for scripts to be shown (`Reveal`), so the page works and
 * is whole in between.
 */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/** The loader, run inline at the end of the page (the CSP allows it by its hash, like Gatsby's own inline scripts). */
export const AFTER_PAINT_LOADER = [
  '(function(){',
  'var d=document,started=false,hero=d.querySelector(\'img[fetchpriority="high"]\');',
  'function start(){if(started)return;started=true;',
  `d.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(held){`,
  "var s=d.createElement('script');s.src=held.getAttribute('data-src');s.async=false;held.replaceWith(s);});}",
  "if(d.visibilityState!=='visible')return start();",
  "d.addEventListener('visibilitychange',start);",
  'setTimeout(start,3000);',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  "if(types.indexOf('largest-contentful-paint')<0)return addEventListener('load',start);",
  'var observer=new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){if(!hero||entry.element===hero)setTimeout(start);});});',
  "['largest-contentful-paint','element'].forEach(function(type){if(types.indexOf(type)>=0)observer.observe({type:type,buffered:true});});",
  "if(hero)hero.addEventListener('error',start);",
  '})();',
].join('');

/**
 * Marks the hero photo for element timing, run inline in the head of every page (gatsby-ssr.tsx). Browsers report
 * only images that carry an `elementtiming` attribute, which HTML does not define (the Nu HTML checker rejects it), so
 * a script sets it. It must be set before the image's first paint: an image marked after it is never reported. A
 * script right after the image did not always manage that (the parser can stop between the two, and the first paint
 * come in between, now and then on /gallery on a busy machine). A mutation observer's callback runs at the
 * end of the parser's task that inserted the image, before the browser can paint again.
 */
export const HERO_MARKER = [
  '(function(){',
  'var d=document,o=new MutationObserver(function(){',
  'var hero=d.querySelector(\'img[fetchpriority="high"]\');',
  "if(hero){hero.setAttribute('elementtiming','hero');o.disconnect();}});",
  'o.observe(d.documentElement,{childList:true,subtree:true});',
  "d.addEventListener('DOMContentLoaded',function(){o.disconnect();});",
  '})();',
].join('');

/** Gatsby's start-up script tags, exactly as its `_gatsby-scripts` slice writes them. */
const GATSBY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const heldScript = (src: string) => `<script type="${HELD_SCRIPT_TYPE}" data-src="${src}"></script>`;

const HELD_SCRIPT = new RegExp(`<script type="${HELD_SCRIPT_TYPE}" data-src="[^"]+"></script>`, 'g');
const LOADER_ID = 'scripts-after-paint';
const LOADER = new RegExp(`<script id="${LOADER_ID}">.*?</script>`, 's');

/**
 * The page with Gatsby's start-up scripts held until after the first paint,
 * and the loader written after them.
 * A page an earlier build already rewrote (an incremental build leaves
 * unchanged pages as they were) gets the current loader; a page with no
 * start-up scripts is an error, as it would never start.
 */
export function holdScriptsUntilPainted(html: string, file: string): string {
  const held = html.replace(LOADER, '').replace(GATSBY_SCRIPT, (_tag, src: string) => heldScript(src));
  const last = [...held.matchAll(HELD_SCRIPT)].pop();
  if (!last) throw new Error(`${file}: no Gatsby start-up <script async> tags found to hold until the first paint; has Gatsby changed how it writes them?`);
  const end = last.index! + last[0].length;
  return `${held.slice(0, end)}<script id="${LOADER_ID}">${AFTER_PAINT_LOADER}</script>${held.slice(end)}`;
}
