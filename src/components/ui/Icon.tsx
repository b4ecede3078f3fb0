import React from 'react';

/**
 * The site's decorative marks, drawn as SVG on a 24-unit square rather than
 * written as characters (★ ✓ → ❚❚ ► ⤢). No web font the site ships has those
 * characters, so a browser looked through every face of the font stack for
 * each one and then through the device's own fonts, on every layout of a
 * page that showed one, and drew it in whatever face it found: a different
 * star on every phone. In Chromium on Linux each look-up is a round trip to
 * the browser process (figures: docs/first-screen.md, "Other choices that keep
 * the first screen light"). The site's own text keeps to the characters of
 * the small font files (test: __tests__/theme/ownText.test.ts).
 *
 * `stroke` marks are lines 2.5 units wide; the others are filled. Every mark
 * is 1em square unless given a size, so it takes the size of the text beside it.
 */
const marks = {
  star: { d: 'M12 1.6L14.7 8.9L22.5 9.2L16.4 14L18.5 21.5L12 17.2L5.5 21.5L7.6 14L1.5 9.2L9.3 8.9z' },
  check: { d: 'M4.5 12.5l5 5L19.5 7', stroke: true },
  arrow: { d: 'M4 12h15M13 6l6 6-6 6', stroke: true },
  pause: { d: 'M6 4h4v16H6zM14 4h4v16h-4z' },
  play: { d: 'M7 4l13 8-13 8z' },
  expand: { d: 'M14 4h6v6M10 20H4v-6M20 4L4 20', stroke: true },
  facebook: { d: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z' },
  instagram: {
    d: 'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 7c-.1-1.6-.4-3-1.6-4.2S17.6 1.2 16 1.1C14.4 1 9.6 1 8 1.1 6.4 1.2 5 1.5 3.8 2.7S2.2 5.4 2.1 7C2 8.6 2 13.4 2.1 15c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.4.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.4 0-8zm-2.1 9.9a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.7.4s-4.4.1-5.7-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7A3.3 3.3 0 0 1 6.5 3.7c1.3-.5 4.3-.4 5.7-.4s4.4-.1 5.7.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7z',
  },
};

export type IconName = keyof typeof marks;

export const isIconName = (name: string): name is IconName => Object.hasOwn(marks, name);

const paint = (name: IconName) =>
  'stroke' in marks[name]
    ? ({ fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const)
    : { fill: 'currentColor' };

/** A decorative mark, hidden from assistive technology: the element around it carries the words. */
export function Icon({ name, size = '1em', className }: { name: IconName; size?: string | number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className} {...paint(name)}>
      <path d={marks[name].d} />
    </svg>
  );
}
