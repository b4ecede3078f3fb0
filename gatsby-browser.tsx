import type { GatsbyBrowser } from 'gatsby';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './src/theme/fonts.css';
import '@fontsource/playfair-display/latin-700.css';

export { wrapPageElement, wrapRootElement } from './src/wrap';

// Every route change starts at the top of the new page, back and forward included (specification, section 2).
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => {
  window.scrollTo(0, 0);
  return false;
};

// Marks the moment React has taken over the server-rendered page; browser tests wait for it before clicking.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true';
};

// Hydration as a transition: React then takes over the page in small slices, yielding to the browser
// between them, instead of one long task that a slow phone cannot answer a tap during. (Gatsby's types
// still describe the legacy ReactDOM.render signature, hence the cast.)
const hydrateInSlices = (element: React.ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
export const replaceHydrateFunction = (() => hydrateInSlices) as unknown as GatsbyBrowser['replaceHydrateFunction'];
