/** Checks of the JSON-LD a page publishes: each block parses, and each thing carries what its schema.org type needs to be useful. */

type Thing = Record<string, any>;

/** Every JSON-LD block of a page, parsed; a block that is not valid JSON throws, naming it. */
export function jsonLdBlocks(html: string): Thing[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match, index) => {
    try {
      return JSON.parse(match[1]);
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} is not valid JSON (${(error as Error).message}): ${match[1].slice(0, 80)}`);
    }
  });
}

const isLocalBusiness = (type: unknown) => type === 'LocalBusiness' || (typeof type === 'string' && /Business$/.test(type));
const isIsoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** What each schema.org type must carry to be useful to search engines: the missing properties, each named with its type. */
export function missingProperties(thing: Thing): string[] {
  const missing: string[] = [];
  const type = thing['@type'];
  const need = (ok: unknown, what: string) => {
    if (!ok) missing.push(`${type}: ${what}`);
  };
  if (isLocalBusiness(type)) {
    need(thing.name, 'name');
    need(thing.telephone, 'telephone');
    need(thing.address?.addressLocality && thing.address?.addressRegion, 'address');
    need(thing.priceRange, 'priceRange');
    need(thing.aggregateRating?.ratingValue && thing.aggregateRating?.reviewCount, 'aggregateRating');
    for (const review of thing.review ?? []) missing.push(...missingProperties(review));
  } else if (type === 'Service') {
    need(thing.name, 'name');
    need(thing.provider?.name, 'provider');
    need(Array.isArray(thing.areaServed) ? thing.areaServed.length : thing.areaServed, 'areaServed');
  } else if (type === 'FAQPage') {
    need(thing.mainEntity?.length, 'mainEntity');
    for (const question of thing.mainEntity ?? []) need(question.name && question.acceptedAnswer?.text, `accepted answer for "${question.name}"`);
  } else if (type === 'Review') {
    need(thing.author?.name, 'author');
    need(thing.reviewRating?.ratingValue, 'reviewRating');
    need(isIsoDate(thing.datePublished), 'datePublished');
  } else {
    missing.push(`unexpected type ${type}`);
  }
  return missing;
}

/** Every problem with a page's structured data, one line each: empty when all of it is valid. */
export function structuredDataProblems(html: string): string[] {
  let blocks: Thing[];
  try {
    blocks = jsonLdBlocks(html);
  } catch (error) {
    return [(error as Error).message];
  }
  return blocks.flatMap((block) => [
    ...(block['@context'] === 'https://schema.org' ? [] : [`${block['@type']}: @context is not https://schema.org`]),
    ...missingProperties(block),
  ]);
}
