import toRegexRange from 'to-regex-range';

/**
 * A regular expression that accepts exactly the numbers from `min` to `max`
 * as JavaScript writes them (String(4.5) is "4.5"), so the editor can refuse
 * an out-of-range number with the model's own message: Decap CMS shows a
 * field's `pattern` message, not its min/max, when both are set. Bounds are
 * whole numbers (as every range in the content model is); either may be
 * missing.
 */
export function numberPattern({ min, max, int }: { min?: number; max?: number; int: boolean }): string {
  if ((min !== undefined && !Number.isInteger(min)) || (max !== undefined && !Number.isInteger(max))) {
    throw new Error(`numberPattern: bounds must be whole numbers (found ${min} to ${max})`);
  }
  const wholes: string[] = [];
  const fractions: string[] = [];
  const digits = '(?:0|[1-9]\\d*)';
  // Non-negative whole numbers from `from` to `to` (open ended when `to` is undefined).
  const range = (from: number, to?: number) => {
    if (to !== undefined) return toRegexRange(from, to);
    if (from === 0) return digits;
    const length = String(from).length;
    return `(?:${toRegexRange(from, 10 ** length - 1)}|[1-9]\\d{${length},})`;
  };

  const low = min ?? -Infinity;
  const high = max ?? Infinity;
  if (high >= 0) wholes.push(range(Math.max(low, 0), Number.isFinite(high) ? high : undefined));
  if (low < 0) wholes.push(`-${range(Math.max(-high, 1), Number.isFinite(low) ? -low : undefined)}`);
  if (!int) {
    // k.f lies between k and k + 1, so a positive whole part k needs k >= min and k + 1 <= max.
    if (high >= 1 && Math.max(low, 0) <= high - 1) fractions.push(range(Math.max(low, 0), Number.isFinite(high) ? high - 1 : undefined));
    // -k.f lies between -(k + 1) and -k, so it needs -(k + 1) >= min and -k <= max.
    if (low <= -1 && Math.max(-high, 0) <= -low - 1) fractions.push(`-${range(Math.max(-high, 0), Number.isFinite(low) ? -low - 1 : undefined)}`);
  }
  const alternatives = [...wholes, ...fractions.map((f) => `${f}\\.\\d+`)];
  return `^(?:${alternatives.join('|')})$`;
}
