import type { GatsbyBrowser } from 'gatsby';
import { uses } from './src/build/workarounds';
import { rememberVisit } from './src/forms/leadSource';
import { nextTask } from './src/nextTask';

/**
 * The site's frame (the header, the footer, the theme) and styled-components, which takes over the
 * server's styles as it starts, are evaluated after Gatsby's and React's start-up, each in a task of its
 * own: on a phone, evaluated together in one task, they held the main thread long enough to count as
 * blocking time. Both stay in the app's own script (no extra download); only their evaluation waits,
 * as a `require` inside a function runs its module when it is called. A built site renders only after
 * `onClientEntry`, so the frame is ready by then; `gatsby develop` renders its root earlier, and the
 * wrappers then evaluate the frame on the spot.
 */
let frame: typeof import('./src/wrap') | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a require runs its module when called (see above)
const siteFrame = (): typeof import('./src/wrap') => (frame ??= require('./src/wrap'));
export const onClientEntry: GatsbyBrowser['onClientEntry'] = uses('late-frame')
  ? async () => {
      await nextTask();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
      require('styled-components');
      await nextTask();
      siteFrame();
    }
  : undefined;
// Built without the workaround (src/build/workarounds.ts): evaluated with the app's script, as an import would be.
if (!uses('late-frame')) siteFrame();
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = (args) => siteFrame().wrapRootElement(args);
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = (args) => siteFrame().wrapPageElement(args);

// Every route change starts at the top of the new page, back and forward included (specification, section 2).
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => {
  window.scrollTo(0, 0);
  return false;
};

// Marks the moment React has taken over the server-rendered page; browser tests wait for it before clicking. It is
// also the visit's first page, whose address and referrer say where a lead came from (src/forms/leadSource.ts).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.interactive = 'true';
  rememberVisit();
};
