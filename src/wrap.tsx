/** The wrappers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { ThemeProvider } from 'styled-components';
import { Layout } from './components/layout/Layout';
import { NoticeProvider } from './components/ui/Notices';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <NoticeProvider>{element}</NoticeProvider>
  </ThemeProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
