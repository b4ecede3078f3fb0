/**
 * The site's content as the browser tests expect to see it: every file in
 * data/ read through its collection (src/content/collections.ts) and parsed
 * with that collection's schema, so the values are typed and a test compares
 * the page with what staff wrote, not with a copy of it. Staff rewording a
 * headline, renaming a town or adding a testimonial changes what the tests
 * expect along with what the site shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { collections } from '../src/content/collections';
import { business as businessSchema } from '../src/content/business';
import { formOptions as formOptionsSchema } from '../src/content/form-options';
import { beforeAfter as beforeAfterSchema, galleryCategory } from '../src/content/gallery';
import { aboutPage, communityPage, contactPage, galleryPage, homePage, quotePage, servicesPage, testimonialsPage } from '../src/content/pages';
import { faq as faqSchema, serviceArea as serviceAreaSchema } from '../src/content/service-area';
import { service } from '../src/content/services';
import { site as siteSchema } from '../src/content/site';
import { testimonial } from '../src/content/testimonials';

const DATA_DIR = path.resolve(__dirname, '..', 'data');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where a schema's records live, as the collection list declares it. */
function sourceOf(schema: z.ZodObject, kind: 'file' | 'folder'): string {
  const collection = collections.find((c) => c.schema === schema);
  if (!collection || collection.kind !== kind)
    throw new Error(`No ${kind} collection in src/content/collections.ts has the schema ${collection?.typeName ?? 'asked for'}`);
  return path.join(DATA_DIR, collection.source);
}

/** The one record of a file collection, parsed with its schema. */
const fileRecord = <S extends z.ZodObject>(schema: S): z.infer<S> => schema.parse(readJson(sourceOf(schema, 'file')));

/** Every record of a folder collection, parsed with its schema and put in its `order` (1 first), as the site lists them. */
function folderRecords<S extends z.ZodObject>(schema: S): z.infer<S>[] {
  const dir = sourceOf(schema, 'folder');
  const records = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => schema.parse(readJson(path.join(dir, name))) as z.infer<S>);
  return records.sort((a, b) => (a as { order: number }).order - (b as { order: number }).order);
}

export const business = fileRecord(businessSchema);
export const site = fileRecord(siteSchema);
export const serviceArea = fileRecord(serviceAreaSchema);
export const faq = fileRecord(faqSchema);
export const formOptions = fileRecord(formOptionsSchema);
export const beforeAfter = fileRecord(beforeAfterSchema);

export const pages = {
  home: fileRecord(homePage),
  about: fileRecord(aboutPage),
  services: fileRecord(servicesPage),
  gallery: fileRecord(galleryPage),
  community: fileRecord(communityPage),
  testimonials: fileRecord(testimonialsPage),
  contact: fileRecord(contactPage),
  quote: fileRecord(quotePage),
};

/** Every service, in order: the quote form's service list. */
export const services = folderRecords(service);
/** Every testimonial, in order: the testimonials page. */
export const testimonials = folderRecords(testimonial);
/** The gallery's categories, in order. */
export const galleryCategories = folderRecords(galleryCategory);

type Service = (typeof services)[number];
type With<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };
const having =
  <K extends keyof Service>(key: K) =>
  (s: Service): s is With<Service, K> =>
    s[key] !== undefined;

/** Services with a home-page card, a block on /services, a page of their own (also the navigation's service items), in order. */
export const servicesWithCard = services.filter(having('card'));
export const servicesWithBlock = services.filter(having('block'));
export const servicesWithPage = services.filter(having('page'));

/** A service by its id; the ids are fixed by the specification (section 3, enumerations). */
export function serviceById(id: Service['id']): Service {
  return services.find((s) => s.id === id) ?? fail(`no service record has the id "${id}"`);
}

/** The page of the service at a route of the specification, e.g. /services/synthetic-turf. */
export function servicePageAt(route: string): NonNullable<Service['page']> {
  return servicesWithPage.find((s) => s.page.path === route)?.page ?? fail(`no service record has a page at ${route}`);
}

/** The gallery category that shows a service (by its fixed id). */
export function galleryCategoryOf(serviceId: Service['id']): (typeof galleryCategories)[number] {
  return galleryCategories.find((c) => c.service === serviceId) ?? fail(`no gallery category shows the service "${serviceId}"`);
}

/** Testimonials rotating on the home page and published as reviews, in order. */
export const featuredTestimonials = testimonials.filter((t) => t.featured);

/** Towns scrolling across /about, and towns highlighted on /contact, in order. */
export const tickerTowns = serviceArea.towns.filter((town) => town.inTicker);
export const featuredTowns = serviceArea.towns.filter((town) => town.featured);

/** The href of every tap-to-call link. */
export const phoneHref = `tel:${business.phone.dial}`;

/** A label whose `{placeholder}`s staff write in data/, filled in as the site fills it, e.g. "Get Quote for {service}". */
export const fillIn = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((label, [key, value]) => label.replace(`{${key}}`, value), template);

function fail(message: string): never {
  throw new Error(`e2e/content.ts: ${message}`);
}
