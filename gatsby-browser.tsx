import type { GatsbyBrowser } from 'gatsby';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './src/theme/fonts.css';
import '@fontsource/playfair-display/latin-700.css';

/**
 * The site's frame (the header, the footer, the theme) and styled-components, which takes over the
 * server's styles as it starts, are evaluated after Gatsby's and React's start-up, each in a task of its
 * own: on a phone, evaluated together in one task, they held the main thread long enough to count as
 * blocking time. `webpackMode: "eager"` keeps both in the app's own script (no extra download); only
 * their evaluation waits. Gatsby waits for `onClientEntry` before it renders anything, so the wrappers
 * below always find the frame loaded.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
let frame: typeof import('./src/wrap') | undefined;
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  frame = await import(/* webpackMode: "eager" */ './src/wrap');
};
const loadedFrame = () => {
  if (!frame) throw new Error('gatsby-browser: the site frame was used before onClientEntry loaded it');
  return frame;
};
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = (args) => loadedFrame().wrapRootElement(args);
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = (args) => loadedFrame().wrapPageElement(args);

// Every route change starts at the top of the new page, back and forward included (specification, section 2).
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => {
  window.scrollTo(0, 0);
  return false;
};

// Marks the moment React has taken over the server-rendered page; browser tests wait for it before clicking.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true';
};

/**
 * React takes over the server-rendered page as a transition: it then hydrates in slices of a few
 * milliseconds and gives the main thread back between them (a tap meanwhile hydrates what it touches
 * first), where a plain hydration does the page's outer frame in one long task. (Gatsby's types still
 * describe the legacy ReactDOM.render signature, hence the cast.)
 */
const hydrateInSlices = (element: React.ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
export const replaceHydrateFunction = (() => hydrateInSlices) as unknown as GatsbyBrowser['replaceHydrateFunction'];
