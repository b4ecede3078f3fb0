/**
 * The development server (`npm run develop`, `npm run cms`) answers only its own pages (src/server/localGuard.ts).
 * Gatsby adds `cors()` to every route of it, before `developMiddleware` runs: a preflight from any web page is
 * answered 204 with `Access-Control-Allow-Origin: *`, and every answer after it lets any page read it. A middleware
 * added in `developMiddleware` comes after that rule, so this one is moved to the front of the app's stack, right
 * after Express's own first layers. Express 4 keeps that stack in `app._router.stack`; if a later Gatsby or Express
 * keeps it elsewhere, the guard stays where it was added (every request still passes it, only a preflight is then
 * answered by cors() first), and __tests__/build/developGuard.test.ts fails on the preflight.
 */
import type { Application, RequestHandler } from 'express';
import { MAX_API_BODY_BYTES, TOO_LARGE, refuseBody } from '../server/bodyLimits.cjs';
import { localOnly } from '../server/localGuard';

interface Layer {
  name: string;
}

const guard = localOnly('same') as unknown as RequestHandler;

/** An API request longer than the limit is refused before it is read (src/build/requestLimits.cjs does the same for `gatsby serve`). */
const bounded: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/') || Number(req.headers['content-length'] ?? 0) <= MAX_API_BODY_BYTES) return next();
  refuseBody(req, res, 413, TOO_LARGE);
};

export function guardDevelopServer(app: Application) {
  app.use(guard, bounded);
  const stack = (app as unknown as { _router?: { stack?: Layer[] } })._router?.stack;
  if (!stack) return;
  const added = stack.splice(-2);
  const at = stack.findIndex((layer) => layer.name === 'expressInit') + 1;
  stack.splice(at, 0, ...added);
}
