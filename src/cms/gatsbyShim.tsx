/**
 * What the previews (src/cms/previews.tsx) import from "gatsby", outside
 * Gatsby: Link as a plain link. Components that query (PhoneLink) are
 * imported alongside the previewed ones but never drawn in a preview, so
 * their query stands in place and fails loudly if one ever is.
 */
import React from 'react';

export const Link = ({ to, children, ...props }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a href={to} {...props}>
    {children}
  </a>
);

export const graphql = () => undefined;

export const useStaticQuery = () => {
  throw new Error('A component that queries Gatsby cannot be drawn in the editor preview');
};
