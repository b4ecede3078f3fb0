/**
 * Design tokens of the site. Components use them, never literal values, and read them from this module
 * (`${theme.space.md}`) rather than through styled-components' props (`${({ theme }) => theme.space.md}`): a
 * component whose styles are all constants is static to styled-components, which works out its class once,
 * not again for every element on every render, which shortens its share of a phone's start-up (figures:
 * docs/first-screen.md, "Other choices that keep the first screen light"). Styles that depend on a component's
 * own props read this module too; an ESLint rule holds to it (eslint.config.mjs), and no ThemeProvider is there
 * to read it from.
 */
export const breakpoints = {
  /** Ticker speeds up from here (specification: 640 px). */
  sm: 640,
  /** Below this width the phone link dials instead of copying (specification: 768 px). */
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const theme = {
  colors: {
    ocean: '#0b5e73',
    oceanDark: '#073f4e',
    oceanDeep: '#052b36',
    seafoam: '#e6f4f1',
    palm: '#2f7d4a',
    palmDark: '#22603a',
    sand: '#f6efe2',
    sandDark: '#e7d8bd',
    sunset: '#e0873a',
    sunsetDark: '#a8531a',
    ink: '#1c2a30',
    inkSoft: '#4a5a61',
    white: '#ffffff',
    line: '#d5dfe2',
    star: '#f2b01e',
    danger: '#b3261e',
    overlay: 'rgba(5, 43, 54, 0.62)',
    headerScrolled: 'rgba(255, 255, 255, 0.97)',
    headerTop: 'rgba(5, 43, 54, 0.9)',
  },
  /** Inter and Playfair Display, each with fallback faces sized like it: the stacks are defined in src/theme/fontStacks.ts. */
  fonts: {
    body: 'var(--font-body)',
    heading: 'var(--font-heading)',
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2.1rem, 5vw + 0.5rem, 3.75rem)',
    title: 'clamp(1.75rem, 2.5vw + 0.75rem, 2.5rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3.5rem, 6vw, 6rem)',
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: {
    card: '0 10px 30px rgba(5, 43, 54, 0.12)',
    raised: '0 18px 40px rgba(5, 43, 54, 0.22)',
    header: '0 2px 16px rgba(5, 43, 54, 0.12)',
  },
  /*
   * Line lengths are in em, not ch: a ch is the width of the current font's
   * "0", so a ch-wide box changes width when the web font replaces the
   * fallback (or fails to load), rewrapping the text and moving the page
   * around it. These are 60ch of Inter and 18ch of Playfair Display 700.
   */
  layout: { maxWidth: '1200px', headerHeight: '72px', textMeasure: '38em', headlineMeasure: '11.6em' },
  zIndex: { header: 50, floating: 60, notice: 70, menu: 55 },
  breakpoints,
} as const;

export type Theme = typeof theme;

/** Media-query helpers: `${media.up('md')} { ... }` applies from 768 px wide. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
