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
    <NoticeProvider>{element}</NoticeProvider>
  </ThemeProvider>
);

/**
 * The global style is rendered here, inside gatsby-plugin-styled-components'
 * style collector (which wraps the root element inside ours), so the reset,
 * fonts and type scale are in the server-rendered HTML and the first paint is
 * already styled: no shift when the page hydrates.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
