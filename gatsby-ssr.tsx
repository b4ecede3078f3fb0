import React from 'react';
import type { GatsbySSR } from 'gatsby';

export { wrapPageElement, wrapRootElement } from './src/wrap';

/** Set before first paint, so scroll-reveal styles hide content only when scripts can reveal it again. */
const JS_CLASS_SCRIPT = "document.documentElement.classList.add('js')";

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<script key="js-class" dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />]);
};
