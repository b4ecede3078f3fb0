/**
 * The rules of `_headers` as Caddy directives, for the self-hosted server
 * (deploy/Caddyfile imports them): one path matcher and one `header` block
 * per rule, in file order, applied after the service's answer (`defer`), so
 * the build's values replace any the service set, as on a static host.
 *
 * A static host joins the values of a header that several matching rules
 * set; Caddy would keep the last. Rather than differ silently, the
 * conversion refuses rules that set one header twice for any path the build
 * publishes.
 */
import { type HeaderRule, patternToRegExp } from './headersFile';

const quote = (value: string) => {
  if (/[{}]/.test(value)) throw new Error(`A header value holds { or }, which Caddy reads as a placeholder: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
};

export function caddyHeaders(rules: readonly HeaderRule[], publishedPaths: readonly string[]): string {
  for (const pathname of publishedPaths) {
    const setters = new Map<string, string[]>();
    for (const rule of rules) {
      if (!patternToRegExp(rule.path).test(pathname)) continue;
      for (const name of Object.keys(rule.headers)) setters.set(name, [...(setters.get(name) ?? []), rule.path]);
    }
    for (const [name, paths] of setters) {
      if (paths.length > 1)
        throw new Error(`${pathname} gets ${name} from ${paths.join(' and ')}; Caddy would keep only the last. Give each path one rule for ${name}.`);
    }
  }
  const blocks = rules.map((rule, index) => {
    const lines = Object.entries(rule.headers).map(([name, value]) => `\t\t${name} ${quote(value)}`);
    return [`\t@rule${index} path_regexp ${patternToRegExp(rule.path).source}`, `\theader @rule${index} {`, ...lines, '\t\tdefer', '\t}'].join('\n');
  });
  return `# Written from public/_headers by cli/caddy-headers.ts; imported by deploy/Caddyfile. Do not edit: rebuild.\n${blocks.join('\n')}\n`;
}
