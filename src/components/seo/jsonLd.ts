/**
 * Serialises structured data for a <script type="application/ld+json">.
 * Characters that could end the script element or confuse an HTML parser
 * are written as JSON escapes, so no content can break out of the tag.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
