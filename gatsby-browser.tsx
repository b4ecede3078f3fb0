import type { GatsbyBrowser } from 'gatsby';
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
