/**
 * @jest-environment node
 *
 * The carousels carry the rules of Swiper's stylesheet they use (src/components/carousel/swiperCss.ts), not the
 * stylesheet itself. Every declaration there must still be one of Swiper's: after an upgrade changes one, this
 * fails, and the two are compared again.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { SWIPER_RULES } from '../../src/components/carousel/swiperCss';

const declarations = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkDecls((declaration) => {
    found.push(`${declaration.prop}: ${declaration.value}`);
  });
  return found;
};

test("every declaration of the carousels' Swiper rules is one of Swiper's own", () => {
  // Read from Swiper's folder: Jest resolves a stylesheet's name to a stand-in of its own.
  const swiperDir = path.dirname(require.resolve('swiper/package.json'));
  const swipers = ['swiper.css', 'modules/effect-cards.css'].flatMap((file) => declarations(fs.readFileSync(path.join(swiperDir, file), 'utf8')));
  const ours = declarations(`.track { ${SWIPER_RULES} }`);
  expect(ours.length).toBeGreaterThan(20);
  expect(ours.filter((declaration) => !swipers.includes(declaration))).toEqual([]);
});
