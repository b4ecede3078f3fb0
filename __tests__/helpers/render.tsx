import React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import business from '../../data/business.json';
import site from '../../data/site.json';
import { NoticeProvider } from '../../src/components/ui/Notices';

const services = ['synthetic-turf', 'hardscape', 'lighting', 'pool-landscape'].map((id) => {
  const record = jest.requireActual(`../../data/services/${id}.json`);
  return { id, name: record.name, page: { path: record.page.path } };
});

/** What the site-wide static queries return, built from the real content in data/. */
export const staticQueryData = {
  business: { ...business, image: null },
  siteChrome: site,
  allService: { nodes: services },
};

/** Renders with the notices, as every page is rendered on the site. */
export function renderWithSite(ui: React.ReactElement, options?: RenderOptions) {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData);
  return render(<NoticeProvider>{ui}</NoticeProvider>, options);
}
