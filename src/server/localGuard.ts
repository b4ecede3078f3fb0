/**
 * What a server on this computer (the laptop's editor: `gatsby develop` and the editor's local proxy; the leads API
 * in laptop mode) answers only to its own pages. Any web page the person visits can send requests to `localhost`:
 * a cross-origin request (the development server lets every origin in: gatsby develop runs `cors()` on every
 * route), or, by DNS rebinding, a request under a hostile name that resolves to 127.0.0.1. So such a server answers
 * a request only when
 *
 *   - its Host is a name of this computer (localhost, 127.0.0.1 or [::1], with any port), which a rebinding page
 *     cannot send, and
 *   - it has no Origin (a browser's address bar, a script on this computer), or an Origin the server allows: its own
 *     (`same`), or any page of this computer (`loopback`, for the editor's proxy, which the editor on another port
 *     calls). A preflight is refused like the request it announces.
 *
 * Anything else is refused with 403 and a plain sentence, before the request is read further.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { refuseBody } from './bodyLimits.cjs';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header or an origin's host ("localhost:8000" → "localhost"), lower-cased. */
function hostName(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export const NOT_THIS_COMPUTER =
  'This server on your computer answers only its own pages. The request came from another website, or under another name, so it was refused.';

/** Why a request must be refused, or null when it may be answered. */
export function localRefusal(headers: IncomingHttpHeaders, allow: 'same' | 'loopback'): string | null {
  const host = String(headers.host ?? '');
  if (!LOOPBACK_NAMES.has(hostName(host))) return NOT_THIS_COMPUTER;
  const origin = headers.origin;
  if (origin === undefined) return null;
  let from: URL;
  try {
    from = new URL(String(origin));
  } catch {
    return NOT_THIS_COMPUTER;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return NOT_THIS_COMPUTER;
  if (allow === 'same') return from.host.toLowerCase() === host.toLowerCase() ? null : NOT_THIS_COMPUTER;
  return LOOPBACK_NAMES.has(from.hostname.toLowerCase()) ? null : NOT_THIS_COMPUTER;
}

/** Middleware of `localRefusal`, for the development server and the editor's proxy: a refusal is 403, its body unread. */
export function localOnly(allow: 'same' | 'loopback') {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const refusal = localRefusal(req.headers, allow);
    if (refusal) refuseBody(req, res, 403, refusal);
    else next();
  };
}
