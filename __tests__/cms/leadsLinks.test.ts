/**
 * The leads view's links to a visitor (src/leads/links.ts): a mailto: link writes to the one address the visitor
 * typed and nothing else, and a tel: link dials the number.
 */
import { mailtoHref, telHref } from '../../src/leads/links';

/** What a mail program reads from a mailto: link (RFC 6068): the recipients before `?`, the headers after it. */
function readMailto(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname).split(','), headers: [...url.searchParams.keys()], hash: url.hash };
}

describe('mailto: links', () => {
  test.each([
    'dana@example.com',
    'what?bcc=eve%40evil.example&x@example.com',
    'x?cc=eve@example.com',
    "!#$%&'*+/=?^_`{|}~-@example.com",
    'o.brien+quotes@mail.example.co.uk',
  ])('%s: one recipient, that address, and no header', (address) => {
    const href = mailtoHref(address)!;
    expect(href).toMatch(/^mailto:[^?&#,]+$/);
    expect(readMailto(href)).toEqual({ to: [address], headers: [], hash: '' });
  });

  test('an address with a ? in it is percent-encoded, the @ kept as it is', () => {
    expect(mailtoHref('what?bcc=eve%40evil.example&x@example.com')).toBe('mailto:what%3Fbcc%3Deve%2540evil.example%26x@example.com');
  });

  // A lead stored under the earlier, looser rule may hold these: shown as text, never as a link.
  test.each(['victim@example.com?bcc=attacker%40evil.com', 'x>,attacker@evil.com', 'dana@example.com, eve@evil.com', 'Dana <dana@example.com>', '', undefined])(
    '%p makes no link',
    (value) => {
      expect(mailtoHref(value)).toBeUndefined();
    },
  );
});

describe('tel: links', () => {
  test.each([
    ['(910) 555-0142', 'tel:9105550142'],
    ['+1 (910) 555-0142', 'tel:+19105550142'],
    ['910.555.0142', 'tel:9105550142'],
    [' +44 20 7946 0958 ', 'tel:+442079460958'],
    // Only a leading + dials; one further in is left out.
    ['910+555+0142', 'tel:9105550142'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  test.each(['', 'call me', undefined])('%p makes no link', (phone) => {
    expect(telHref(phone)).toBeUndefined();
  });
});
