import { AFTER_PAINT_LOADER, HERO_MARKER, holdScriptsUntilPainted } from '../../src/build/scriptsAfterPaint';

// The end of a page as Gatsby's _gatsby-scripts slice writes it.
const gatsbyEnd =
  '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';
const page = (main: string) => `<html><head></head><body><main>${main}</main>${gatsbyEnd}`;
const hero = '<img src="/hero.avif" alt="" fetchpriority="high">';

describe('holding the start-up scripts until the first paint (build step)', () => {
  test("Gatsby's three scripts become held, in order, with the loader after them", () => {
    const html = holdScriptsUntilPainted(page(hero), 'public/index.html');
    expect(html).not.toMatch(/<script src=/);
    expect([...html.matchAll(/data-src="([^"]+)"/g)].map((match) => match[1])).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(html).toContain(`data-src="/app-3.js"></script><script id="scripts-after-paint">${AFTER_PAINT_LOADER}</script></body>`);
    expect(html).toContain('<script id="gatsby-script-loader">');
  });

  test('a page rewritten by an earlier build gets the current loader once, not a second one', () => {
    const once = holdScriptsUntilPainted(page(hero), 'public/index.html');
    const older = once.replace(AFTER_PAINT_LOADER, '(function(){/* an older loader */})();');
    expect(holdScriptsUntilPainted(older, 'public/index.html')).toBe(once);
    expect(holdScriptsUntilPainted(once, 'public/index.html')).toBe(once);
  });

  test('a page without start-up scripts fails the build, naming the file', () => {
    expect(() => holdScriptsUntilPainted('<html><body><p>Hi</p></body></html>', 'public/about/index.html')).toThrow(
      /public\/about\/index\.html: no Gatsby start-up/,
    );
  });
});

describe('the loader in the page', () => {
  type Observed = { element: Element | null };
  let deliver: (entries: Observed[]) => void;
  const withLcpReports = () => {
    const Observer = jest.fn((callback: (list: { getEntries: () => Observed[] }) => void) => {
      deliver = (entries) => callback({ getEntries: () => entries });
      return { observe: jest.fn() };
    });
    Object.assign(Observer, { supportedEntryTypes: ['largest-contentful-paint'] });
    Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true });
  };
  const withoutLcpReports = () => Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });

  const load = (main: string) => {
    const html = holdScriptsUntilPainted(page(main), 'public/index.html');
    document.body.innerHTML = html.slice(html.indexOf('<main>'), html.indexOf('<script id="scripts-after-paint">'));
    window.eval(AFTER_PAINT_LOADER);
  };
  const started = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("waits for the hero photo's paint, not an earlier one, then starts the three scripts", () => {
    withLcpReports();
    load(`<h1>Welcome</h1>${hero}`);
    deliver([{ element: document.querySelector('h1') }]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([]);

    deliver([{ element: document.querySelector('img') }]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(document.querySelectorAll('script[type="text/x-after-paint"]')).toHaveLength(0);
    // Ordered: each runs in its own task, in the page's order, whichever arrives first.
    expect([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.async)).toEqual([false, false, false]);
  });

  test('on a page without a hero photo the first paint is enough', () => {
    withLcpReports();
    load('<h1>Contact</h1>');
    deliver([{ element: document.querySelector('h1') }]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
  });

  test('a hero photo that fails to load starts them at once', () => {
    withLcpReports();
    load(hero);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(started()).toHaveLength(3);
  });

  test('without paint reports the load event starts them; when neither comes, three seconds do (once)', () => {
    withoutLcpReports();
    load(hero);
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(started()).toHaveLength(3);

    withLcpReports();
    load(hero);
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
    deliver([{ element: document.querySelector('img') }]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
  });
});

describe('the hero marker in the head', () => {
  test('marks the hero photo for element timing before the parser can yield to a paint, and no other image', async () => {
    document.body.innerHTML = '';
    window.eval(HERO_MARKER);
    // As the parser inserts them, in one task: the observer's callback runs at its end, before any paint.
    document.body.insertAdjacentHTML('beforeend', `<h1>Welcome</h1><picture>${hero}</picture><img src="/card.avif" alt="A card">`);
    await Promise.resolve();
    expect(document.querySelector('img[fetchpriority="high"]')).toHaveAttribute('elementtiming', 'hero');
    expect(document.querySelector('img[alt="A card"]')).not.toHaveAttribute('elementtiming');
  });
});
