/** The wrappers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { ThemeProvider } from 'styled-components';
import { Layout } from './components/layout/Layout';
import { NoticeProvider } from './components/ui/Notices';
import { theme } from './theme/theme';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <NoticeProvider>{element}</NoticeProvider>
  </ThemeProvider>
);

/** Every page in the site's frame. (The site-wide styles are written into the HTML by gatsby-ssr.tsx.) */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>;
