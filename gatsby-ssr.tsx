import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { HERO_MARKER } from './src/build/scriptsAfterPaint';
import { uses } from './src/build/workarounds';
import { PRELOADED_FONTS, fontFacesCss } from './src/theme/fontFaces';
import { fontStacksCss } from './src/theme/fontStacks';
import { globalCss } from './src/theme/globalCss';
import { APPLE_TOUCH_ICON, siteIconHref } from './src/theme/siteIcon';
import { theme } from './src/theme/theme';
import { wrapRootElement as wrapSiteRoot } from './src/wrap';

export { wrapPageElement } from './src/wrap';

/**
 * The components' styles of each page, collected as it renders and written into its head, so the
 * first paint is styled (the browser's styled-components takes them over from there). This is what
 * gatsby-plugin-styled-components did; the site does it itself because that plugin's browser half
 * also made every page evaluate styled-components in the app's start-up task (see gatsby-browser.tsx).
 */
const sheetsByPathname = new Map<string, ServerStyleSheet>();
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const sheet = new ServerStyleSheet();
  sheetsByPathname.set(pathname, sheet);
  return <StyleSheetManager sheet={sheet.instance}>{wrapSiteRoot({ element })}</StyleSheetManager>;
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents, pathname }) => {
  const sheet = sheetsByPathname.get(pathname);
  sheetsByPathname.delete(pathname);
  setHtmlAttributes({ lang: 'en' });
  // The small font files are asked for after the page's content, so that a hero photo is asked for first: over HTTP/1.1
  // the first request after the page's takes the connection the page came on, already warmed up, and the others open
  // new ones (preloaded from the head, the fonts took it and the hero waited). Measured per host (npm run bench:fonts,
  // docs/first-screen.md, "Fonts"): first in the head cost the plain host's photo pages up to 0.17 s of LCP, and over
  // HTTP/2 neither the head nor Link headers brought the fonts sooner than the 0.5-0.9 s they take from here on Slow 4G,
  // so both hosts keep this place. They are swapped in as they arrive (font-display: swap, src/theme/fontFaces.ts).
  setPostBodyComponents(PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />));
  setHeadComponents([
    // The first paint waits until the parser has reached the end of the page (the marker that `onPreRenderHTML` below
    // puts after everything else), so the first screen is drawn whole. A browser under load, or a phone on a slow
    // network, would otherwise paint the page as far as it had parsed it: the hero's bottom-anchored text with only its
    // first lines, the header's links with only some of them, and the rest then pushed those up or aside (a layout shift
    // e2e/layout-stability.spec.ts looks for, with each page's HTML cut after the hero's heading). The price is a first
    // paint after the whole page's HTML rather than part of it; the hero photo, asked for as before, comes later anyway.
    // The marker goes after the script tags too: waiting only for the footer's start left its content and those tags to
    // be read, and the page laid out again, after the first paint. Browsers without `rel="expect"` (Chromium 124 and
    // later have it) ignore the link and paint as before. Figures: docs/gatsby-defaults.md, "Where the site departs from
    // Gatsby's defaults" (The first paint waits for the whole HTML).
    // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (and React's types'), not yet in the rule's list
    <link key="expect-page-end" rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />,
    // The fonts and the site-wide styles, in the HTML so the first paint is styled, and never rebuilt in the browser
    // (src/theme/fontFaces.ts, src/theme/fontStacks.ts, src/theme/globalCss.ts).
    <style
      key={GLOBAL_CSS_KEY}
      data-global-css=""
      dangerouslySetInnerHTML={{ __html: fontFacesCss() + fontStacksCss() + globalCss(theme, { contentVisibility: uses('content-visibility') }) }}
    />,
    ...(sheet?.getStyleElement() ?? []),
    // The tab icon in the page and the home-screen icon as a file; no web manifest (src/theme/siteIcon.ts says why).
    <link key="icon" rel="icon" type="image/svg+xml" href={siteIconHref} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />,
    <meta key="theme-color" name="theme-color" content={theme.colors.ocean} />,
    // Marks the hero photo for element timing as the parser inserts it, for the loader of the held scripts.
    ...(uses('scripts-after-paint') ? [<script key="hero-marker" dangerouslySetInnerHTML={{ __html: HERO_MARKER }} />] : []),
  ]);
};

const GLOBAL_CSS_KEY = 'global-css';
/** The last element of every page, which the first paint waits for (`rel="expect"` above): an empty template, inert and unseen. */
const PAGE_END_ID = 'page-end';

/**
 * Once Gatsby has put everything in place: the site-wide styles go first in
 * the head, before the components' styles collected by `wrapRootElement`
 * above (where a component's rule and a site-wide rule are equally specific,
 * the component's wins), and the end of the page that the first paint waits
 * for goes last in the body.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = getHeadComponents();
  const isGlobalCss = (component: React.ReactNode) => React.isValidElement(component) && component.key === GLOBAL_CSS_KEY;
  replaceHeadComponents([...head.filter(isGlobalCss), ...head.filter((component) => !isGlobalCss(component))]);
  // After Gatsby's own scripts, which it has added by now (e2e/build-output.spec.ts checks that nothing follows).
  replacePostBodyComponents([...getPostBodyComponents(), <template key={PAGE_END_ID} id={PAGE_END_ID} />]);
};
