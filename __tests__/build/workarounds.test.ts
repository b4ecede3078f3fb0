/**
 * @jest-environment node
 *
 * The switch `npm run bench -- --without <name>` builds with (src/build/workarounds.ts).
 */
import { uses, workaroundsLeftOut } from '../../src/build/workarounds';

const withEnvironment = (value: string | undefined, check: () => void) => {
  const before = process.env.GATSBY_WITHOUT;
  if (value === undefined) delete process.env.GATSBY_WITHOUT;
  else process.env.GATSBY_WITHOUT = value;
  try {
    check();
  } finally {
    process.env.GATSBY_WITHOUT = before;
    if (before === undefined) delete process.env.GATSBY_WITHOUT;
  }
};

test('a normal build uses every workaround', () => {
  withEnvironment(undefined, () => {
    expect(workaroundsLeftOut()).toEqual([]);
    expect(['scripts-after-paint', 'late-frame', 'content-visibility', 'compile-hints'].every((name) => uses(name as never))).toBe(true);
  });
});

test('a build leaves out the workarounds named, and only those', () => {
  withEnvironment('late-frame', () => {
    expect(uses('late-frame')).toBe(false);
    expect(uses('scripts-after-paint')).toBe(true);
  });
  withEnvironment('content-visibility, scripts-after-paint', () => {
    expect(uses('content-visibility')).toBe(false);
    expect(uses('scripts-after-paint')).toBe(false);
    expect(uses('late-frame')).toBe(true);
  });
});

test('an unknown name stops the build, listing the names there are', () => {
  expect(() => workaroundsLeftOut('late-frame,late-frames')).toThrow(
    'GATSBY_WITHOUT names late-frames; the workarounds are scripts-after-paint, late-frame, content-visibility, compile-hints',
  );
});
