/**
 * Links built from what a visitor typed: the leads view's mailto: and tel: links. A lead's fields are the visitor's
 * text, so a link made from one may only ever reach that one address or number: no second recipient, no header, no
 * body. Runs in Node and in the browser.
 */
import { isEmailAddress } from '../forms/rules';

/**
 * A mailto: link that writes to exactly `address`, or undefined when it is not one address the form rules accept
 * (a lead stored before the rule was strict). A valid address's local part may hold `?`, `&`, `=`, `%` and `#`,
 * which in a mailto: link would start headers (`?bcc=`), join them, or end the address: every character but
 * letters, digits and `-._~!*'()` is percent-encoded, and the one `@` is kept as it is.
 */
export function mailtoHref(address: string | undefined): string | undefined {
  if (!address || !isEmailAddress(address)) return undefined;
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}`;
}

/**
 * A tel: link that dials `phone`: its digits, with a leading + if it starts with one; the separators people type
 * (spaces, dots, dashes, brackets) and anything else are left out. Undefined when there are no digits to dial.
 */
export function telHref(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return undefined;
  return `tel:${(phone ?? '').trim().startsWith('+') ? '+' : ''}${digits}`;
}
