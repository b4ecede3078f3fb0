import { media, type Theme } from './theme';

/**
 * The site-wide styles (reset, type, focus ring, reduced motion), from the
 * typed theme. gatsby-ssr.tsx writes them into every page's <head> at build
 * time, ahead of the components' styles (gatsby-ssr.tsx); nothing of them runs in the
 * browser. As a styled-components global style they were rebuilt and
 * re-inserted while each page hydrated, a long task on a phone.
 */
export const globalCss = (theme: Theme, { contentVisibility = true } = {}): string =>
  minify(`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.layout.headerHeight};
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.ink};
    background: ${theme.colors.white};
    -webkit-font-smoothing: antialiased;
    /*
     * Text at the size it is asked for. Otherwise Chromium on Linux (and so on the test machines) sets a face at
     * whole pixels: the fallback faces, scaled by size-adjust (fontStacks.ts), lost their sizing, Inter's at the
     * body's 18 px set at 19 px instead of 19.3 (1.5% narrower than Inter) and at 20 px once scaled 1% more (3.7%
     * wider), so lines re-wrapped when the web fonts were swapped in. Phones and Macs already place text so.
     */
    text-rendering: geometricPrecision;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
    color: inherit;
  }

  p { margin: 0 0 ${theme.space.md}; }

  a { color: ${theme.colors.ocean}; }

  img { max-width: 100%; display: block; }

  button, input, select, textarea { font: inherit; }

  :focus-visible {
    outline: 3px solid ${theme.colors.sunset};
    outline-offset: 2px;
  }

  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  /*
   * The blocks of a page below its first one, and those after the main
   * content, are laid out and painted only as they come near the window
   * (they stay in the accessibility tree and find-in-page). A long page
   * then costs a phone the work of its first screen while it loads; the
   * estimate is replaced by each block's real height once it has been shown.
   * A lazy photo's box (Photo.tsx) is skipped the same way, and keeps its
   * shape from its aspect ratio: its file is then asked for only as the box
   * nears the window, not from the lazy loading's much larger distance, which
   * on /gallery fetched the photos of the next screens with the hero.
   */
  ${
    contentVisibility
      ? `main > :not(:first-child),
  main ~ section,
  main ~ footer {
    content-visibility: auto;
    contain-intrinsic-size: auto 720px;
  }
  [data-lazy-photo] { content-visibility: auto; }`
      : ''
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
`);

/** Comments and runs of white space out: the styles are in every page's HTML. */
const minify = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
