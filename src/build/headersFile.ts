/**
 * The `_headers` file: response headers by path, in the plain format that
 * static hosts read (a path pattern on its own line, then indented
 * `Name: value` lines). The build writes it; `testing/staticHost.ts` reads it to
 * serve the build as such a host would.
 */

export interface HeaderRule {
  /** Path pattern; `*` stands for any run of characters, slashes included. */
  path: string;
  headers: Record<string, string>;
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push('', rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const match = line.trim().match(/^([A-Za-z0-9-]+):\s*(.*)$/);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1} is neither a path nor an indented "Name: value" header: ${line}`);
    rule.headers[match[1]] = match[2];
  });
  return rules;
}

/** A `_headers` path pattern as a regular expression of the whole path. */
export const patternToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** The headers for one request path: every matching rule in file order; a header set by several rules has its values joined, as hosts do. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.path).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) result[name] = result[name] ? `${result[name]}, ${value}` : value;
  }
  return result;
}
