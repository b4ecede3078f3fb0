import { createGlobalStyle } from 'styled-components';
import { media } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.white};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: inherit;
  }

  p { margin: 0 0 ${({ theme }) => theme.space.md}; }

  a { color: ${({ theme }) => theme.colors.ocean}; }

  img { max-width: 100%; display: block; }

  button, input, select, textarea { font: inherit; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.sunset};
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
   */
  main > :not(:first-child),
  main ~ section,
  main ~ footer {
    content-visibility: auto;
    contain-intrinsic-size: auto 720px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
`;
