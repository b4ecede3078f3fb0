/**
 * Every content file in data/ belongs to exactly one collection. A
 * collection is either one file (an object of named fields or lists) or a
 * folder holding one record per file. The GraphQL type of its nodes is the
 * typeName of its record schema.
 */
import type { z } from 'zod';
import { business } from './business';
import { beforeAfter, galleryCategory } from './gallery';
import { formOptions } from './form-options';
import { aboutPage, communityPage, contactPage, galleryPage, homePage, quotePage, servicesPage, testimonialsPage } from './pages';
import { faq, serviceArea } from './service-area';
import { service } from './services';
import { site } from './site';
import { testimonial } from './testimonials';
import { metaOf } from './fields';

export interface Collection {
  /** A file such as "business.json", or a folder such as "services" whose every .json file is one record. */
  source: string;
  kind: 'file' | 'folder';
  schema: z.ZodObject;
  typeName: string;
}

const file = (source: string, schema: z.ZodObject): Collection => ({ source, kind: 'file', schema, typeName: metaOf(schema)!.typeName! });
const folder = (source: string, schema: z.ZodObject): Collection => ({ source, kind: 'folder', schema, typeName: metaOf(schema)!.typeName! });

export const collections: Collection[] = [
  file('business.json', business),
  file('site.json', site),
  file('service-area.json', serviceArea),
  file('faq.json', faq),
  file('forms.json', formOptions),
  file('before-after.json', beforeAfter),
  folder('services', service),
  folder('testimonials', testimonial),
  folder('gallery', galleryCategory),
  file('pages/home.json', homePage),
  file('pages/about.json', aboutPage),
  file('pages/services.json', servicesPage),
  file('pages/gallery.json', galleryPage),
  file('pages/community.json', communityPage),
  file('pages/testimonials.json', testimonialsPage),
  file('pages/contact.json', contactPage),
  file('pages/quote.json', quotePage),
];

/** The collection a data file belongs to, from its path relative to data/ (forward slashes). */
export function collectionOf(relativePath: string): Collection | undefined {
  const dir = relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '';
  return collections.find((c) => (c.kind === 'file' ? c.source === relativePath : c.source === dir));
}
