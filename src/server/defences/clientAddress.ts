import { isIPv4, isIPv6 } from 'node:net';
import type { GatsbyFunctionRequest } from 'gatsby';

/** The eight 16-bit words of an IPv6 address (one that `isIPv6` accepts). */
function ipv6Words(address: string): number[] {
  const words = (part: string) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!isIPv4(group)) return [parseInt(group, 16)];
      // An IPv4 address written at the end (::ffff:203.0.113.9) is the last two words.
      const [a, b, c, d] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const [head, tail] = address.toLowerCase().split('::');
  if (tail === undefined) return words(head);
  const [left, right] = [words(head), words(tail)];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * One visitor's address as the limits count it: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:203.0.113.9`, as a dual-stack socket gives it); an IPv6 address by its /64, the block a provider gives one
 * line, since a device there picks new addresses inside it at will. Anything else (no address) is left as it is.
 */
export function addressGroup(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!isIPv6(bare)) return address.trim();
  const words = ipv6Words(bare);
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) return `${words[6] >> 8}.${words[6] & 255}.${words[7] >> 8}.${words[7] & 255}`;
  return `${words
    .slice(0, 4)
    .map((word) => word.toString(16))
    .join(':')}::/64`;
}

/**
 * The visitor's address, for the per-address limits of the form and leads APIs (grouped: `addressGroup`). In a
 * Netlify Function (the adapter's wrapper marks the request with `netlifyFunctionParams`, which no client can send)
 * there is no socket; Netlify's edge names the visitor in `x-nf-client-connection-ip`. Behind the server recipe's
 * Caddy (TRUST_PROXY), the address the proxy added to X-Forwarded-For: each proxy appends the address it saw, so the
 * rightmost entry not added by a proxy of ours is the visitor, and whatever comes before it is the sender's own
 * word. With TRUST_PROXY on and Caddy as the one proxy, that is the last entry: Caddy (2.5 and later) writes the
 * address it saw there and keeps what it was sent only from the `trusted_proxies` its Caddyfile names (none), and a
 * sender can write anything before it, never after. A proxy in front of Caddy (a CDN) would have to be named there,
 * and then skipped here. Anywhere else the socket's, whatever the request says.
 */
export function clientAddress(req: GatsbyFunctionRequest, trustProxy: boolean): string {
  const netlifyClient = 'netlifyFunctionParams' in req ? req.headers['x-nf-client-connection-ip'] : undefined;
  if (netlifyClient) return addressGroup(String(netlifyClient));
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && forwarded) {
    const added = String(forwarded).split(',').at(-1)!.trim();
    if (isIPv4(added) || isIPv6(added.replace(/%.*$/, ''))) return addressGroup(added);
  }
  return addressGroup(req.socket?.remoteAddress ?? 'unknown');
}
