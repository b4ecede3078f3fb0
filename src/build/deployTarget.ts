/**
 * Where the build is going, chosen once for `npm run build` (gatsby-config.ts
 * sets `adapter` from it):
 *
 *   server   `npm run serve` on a server of the company's own (deploy/ holds
 *            the service and proxy files). No adapter: the pages, `_headers`
 *            and the form API compiled in .cache/functions.
 *   netlify  Netlify builds the site: gatsby-adapter-netlify turns the form
 *            API into Netlify Functions and writes the routes that reach them
 *            into `_redirects`.
 *
 * `DEPLOY_TARGET` names it, with the same two values the publishing
 * workflow reads from the repository variable of that name; without it, a
 * build on Netlify (which sets NETLIFY=true) is a Netlify build, and any
 * other build is for a server. The
 * choice never depends on Gatsby's zero-configuration lookup, which
 * src/build/runGatsby.mjs turns off because it downloads a list of adapters.
 */
import type { IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';

export const DEPLOY_TARGETS = ['server', 'netlify'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export function deployTarget(env: NodeJS.ProcessEnv = process.env): { target: DeployTarget; reason: string } {
  const named = env.DEPLOY_TARGET?.trim().toLowerCase();
  if (named) {
    if (!(DEPLOY_TARGETS as readonly string[]).includes(named)) {
      throw new Error(`DEPLOY_TARGET is "${env.DEPLOY_TARGET}", which is not a deploy target of this site. Use one of: ${DEPLOY_TARGETS.join(', ')}.`);
    }
    return { target: named as DeployTarget, reason: `DEPLOY_TARGET=${named}` };
  }
  if (env.NETLIFY === 'true') return { target: 'netlify', reason: 'NETLIFY=true (a build on Netlify)' };
  return { target: 'server', reason: 'the default (no DEPLOY_TARGET)' };
}

/**
 * gatsby-adapter-netlify, with one change: `_headers` keeps only the
 * rules this build wrote (src/build/securityHeaders.ts, in onPostBuild).
 * Left alone, the adapter appends Gatsby's default header rules, and
 * Netlify joins every rule that matches a path, so each page would go out
 * with `Referrer-Policy: strict-origin-when-cross-origin, same-origin`
 * (Gatsby's value, the stricter, would win), the retired
 * `X-XSS-Protection` header, and `nosniff, nosniff`. Our rules already
 * carry the caching Gatsby's set adds. `__tests__/build/throwaway-builds.test.ts`
 * fails if the published `_headers` ever differs from ours.
 */
export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter();
  return {
    ...adapter,
    async adapt(context) {
      // The same context, lazy fields and all (and any Gatsby adds later), with no header routes of its own.
      await adapter.adapt(Object.create(context, { headerRoutes: { value: [] } }));
      const functions = context.functionsManifest.map((fn) => `${fn.name} → /.netlify/functions/${fn.functionId}`);
      context.reporter.info(
        `Netlify: ${functions.length} functions (${functions.join('; ')}), routed in public/_redirects; headers from public/_headers as written`,
      );
    },
  };
}

export function siteAdapter(env: NodeJS.ProcessEnv = process.env): IAdapter | undefined {
  return deployTarget(env).target === 'netlify' ? netlifyAdapter() : undefined;
}
