import { positionLabel, wrapIndex } from '../../src/components/carousel/controls';
import { showcaseCounter } from '../../src/components/carousel/ProjectShowcase';

describe('carousel positions', () => {
  it('counts from 1', () => {
    expect(positionLabel(0, 3)).toBe('1 of 3');
    expect(showcaseCounter(3, 4)).toBe('4 of 4 projects');
  });

  it('wraps past both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it('stays at 0 with one item or none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
