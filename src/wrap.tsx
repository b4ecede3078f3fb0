/** The wrappers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
import React from 'react';
import { Layout } from './components/layout/Layout';
import { NoticeProvider } from './components/ui/Notices';

/** The provider around every page (components read the theme from src/theme/theme.ts, not from a context); the same in the browser and on the server (where gatsby-ssr.tsx adds the style collection). */
export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <NoticeProvider>{element}</NoticeProvider>;

/** Every page in the site's frame. (The site-wide styles are written into the HTML by gatsby-ssr.tsx.) */
export const wrapPageElement = ({ element, props }: { element: React.ReactNode; props: { location: { pathname: string } } }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
