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
import { leadSources } from './lead-sources';
import { aboutPage, communityPage, contactPage, galleryPage, homePage, quotePage, servicesPage, testimonialsPage } from './pages';
import { faq, serviceArea } from './service-area';
import { service } from './services';
import { site } from './site';
import { testimonial } from './testimonials';
import { metaOf } from './fieldBuilders';

export interface Collection {
  /** A file such as "business.json", or a folder such as "services" whose every .json file is one record. */
  source: string;
  kind: 'file' | 'folder';
  schema: z.ZodObject;
  typeName: string;
  /** What staff call it: the name of the file or list in the content editor. */
  label: string;
}

interface Editing {
  label: string;
}

/** A collection of one kind: a single file (`file`) or a folder of one file per record (`folder`). */
const ofKind =
  (kind: Collection['kind']) =>
  (source: string, schema: z.ZodObject, { label }: Editing): Collection => ({
    source,
    kind,
    schema,
    typeName: metaOf(schema)!.typeName!,
    label,
  });
const file = ofKind('file');
const folder = ofKind('folder');

export const collections: Collection[] = [
  file('business.json', business, { label: 'Business details' }),
  file('site.json', site, { label: 'Every page: banner, footer, error pages' }),
  file('service-area.json', serviceArea, { label: 'Service area towns' }),
  file('faq.json', faq, { label: 'Frequently asked questions' }),
  file('forms.json', formOptions, { label: 'Forms: quote choices, privacy note, confirmation mail' }),
  file('lead-sources.json', leadSources, { label: 'Lead sources: names of your campaigns' }),
  file('before-after.json', beforeAfter, { label: 'Before and after projects' }),
  folder('services', service, { label: 'Services' }),
  folder('testimonials', testimonial, { label: 'Testimonials' }),
  folder('gallery', galleryCategory, { label: 'Gallery categories' }),
  file('pages/home.json', homePage, { label: 'Home page' }),
  file('pages/about.json', aboutPage, { label: 'About page' }),
  file('pages/services.json', servicesPage, { label: 'Services page' }),
  file('pages/gallery.json', galleryPage, { label: 'Gallery page' }),
  file('pages/community.json', communityPage, { label: 'Community page' }),
  file('pages/testimonials.json', testimonialsPage, { label: 'Testimonials page' }),
  file('pages/contact.json', contactPage, { label: 'Contact page' }),
  file('pages/quote.json', quotePage, { label: 'Quote page' }),
];

/** The collection a data file belongs to, from its path relative to data/ (forward slashes). */
export function collectionOf(relativePath: string): Collection | undefined {
  const dir = relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '';
  return collections.find((c) => (c.kind === 'file' ? c.source === relativePath : c.source === dir));
}
