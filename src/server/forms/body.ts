/**
 * What a form's post carries besides the visitor's answers (handler.ts reads it): the browser's extra fields (the
 * hidden field, the time taken, the request id, the proof of work, the visit's source, the photos sent ahead), each
 * checked, and, for a post without scripts, the page it came from.
 */
import type { GatsbyFunctionRequest } from 'gatsby';
import { META_FIELDS } from '../../forms/fields';
import { namedPhotos } from '../../forms/photos';
import { type LeadSource, checkSource } from '../../forms/leadSource';

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The visitor's answers without the browser's extra fields, and those fields. */
export function splitMeta(body: Record<string, unknown>) {
  const {
    [META_FIELDS.honeypot]: honeypot,
    [META_FIELDS.elapsedMs]: elapsed,
    [META_FIELDS.requestId]: requestId,
    [META_FIELDS.proof]: proof,
    [META_FIELDS.source]: source,
    [META_FIELDS.photos]: photos,
    ...answers
  } = body;
  const id = firstValue(requestId);
  return {
    answers,
    proof,
    photos: namedPhotos(firstValue(photos)),
    source: checkSource(firstValue(source)),
    honeypot: firstValue(honeypot),
    elapsedMs: elapsed === undefined || elapsed === '' ? undefined : Number(firstValue(elapsed)),
    requestId: typeof id === 'string' && /^[\w-]{8,64}$/.test(id) ? id : undefined,
  };
}

/**
 * Without scripts a form carries no source of the visit: what is known is the page it was posted from, when that
 * page is one of this site's (its Referer; the pages' policy sends the whole address to the site itself).
 */
export function postedFrom(req: GatsbyFunctionRequest): LeadSource | undefined {
  try {
    const from = new URL(String(req.headers.referer ?? ''));
    return from.host === req.headers.host ? { postedFrom: from.pathname.slice(0, 300) } : undefined;
  } catch {
    return undefined;
  }
}
