import { breakpoints, theme, type Breakpoint } from '../../theme/theme';

/** Where Container stops growing (its max-width, gutters included). */
const CONTAINER_MAX = parseInt(theme.layout.maxWidth, 10);

/** The width of Container's content on a phone: the screen less its two 1.5rem gutters. */
export const CONTAINED = 'calc(100vw - 3rem)';

type From = Breakpoint | 'container' | number;

const pixels = (from: From) => (typeof from === 'number' ? from : from === 'container' ? CONTAINER_MAX : breakpoints[from]);

/**
 * The `sizes` attribute of a photograph: how wide the component's CSS shows
 * it on phones, then from each wider screen up. The browser picks the file
 * from this before any CSS has loaded, so it must follow the layout; the
 * e2e test images.spec.ts compares it with the rendered width on every page.
 *
 *   imageSizes(CONTAINED, [['md', 'calc(50vw - 2.25rem)'], ['xl', '270px']])
 *   → "(min-width: 1280px) 270px, (min-width: 768px) calc(50vw - 2.25rem), calc(100vw - 3rem)"
 */
export function imageSizes(phone: string, wider: Array<[From, string]> = []): string {
  return [...wider]
    .sort(([a], [b]) => pixels(b) - pixels(a))
    .map(([from, width]) => `(min-width: ${pixels(from)}px) ${width}`)
    .concat(phone)
    .join(', ');
}
