import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules, with these changes, each for a reason:
 * - How markup is spelled, not whether it is valid: React and Gatsby write the
 *   HTML, as `<meta/>`, `charSet`, `hidden=""` and `inert=""`
 *   (void-style, attr-case, attribute-empty-style, attribute-boolean-style).
 * - valid-id, relaxed: HTML allows any id without spaces; Gatsby's root is
 *   `___gatsby` and React's generated ids start with a colon.
 * - no-inline-style: Photo gives each picture its shape and largest width as
 *   custom properties in a style attribute (from each photo's build-time
 *   data); every other style is in styled-components.
 * - tel-non-breaking: phone links are `white-space: nowrap` (PhoneLink), which
 *   keeps the number on one line without changing the characters visitors copy
 *   and screen readers read.
 * - long-title: titles are the page's name and then the business name; search
 *   results shorten long titles from the end, so the page's own words show.
 * - form-dup-name: the quote's services are checkboxes sharing one name, the
 *   specification's multi-select list.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'no-inline-style': 'off',
    'tel-non-breaking': 'off',
    'long-title': 'off',
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** Every error html-validate finds in a page, as `name:line:column rule: message`; empty when the page is valid. */
export async function htmlProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
