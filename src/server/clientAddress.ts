import type { GatsbyFunctionRequest } from 'gatsby';

/**
 * The visitor's address, for the per-address limits of the form and leads APIs. In a Netlify Function (the
 * adapter's wrapper marks the request with `netlifyFunctionParams`, which no client can send) there is no socket;
 * Netlify's edge names the visitor in `x-nf-client-connection-ip`. Behind the server recipe's Caddy (TRUST_PROXY),
 * the first address of X-Forwarded-For; anywhere else the socket's, whatever the request says.
 */
export function clientAddress(req: GatsbyFunctionRequest, trustProxy: boolean): string {
  const netlifyClient = 'netlifyFunctionParams' in req ? req.headers['x-nf-client-connection-ip'] : undefined;
  if (netlifyClient) return String(netlifyClient);
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && forwarded) return String(forwarded).split(',')[0].trim();
  return req.socket?.remoteAddress ?? 'unknown';
}
