import { expect, test } from '@playwright/test';
import { builtPages } from '../src/build/builtPages';
import { gotoHydrated } from './helpers';
import { revealWholePage } from './quality/axe';

// The narrowest phones in use are 320 px wide: no page, whatever its content, may make them scroll sideways.
test.describe('at 320 px wide', { tag: '@content' }, () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const { route } of builtPages('public')) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await gotoHydrated(page, route);
      await revealWholePage(page);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wider = [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.getBoundingClientRect().right > width + 1 && getComputedStyle(element).position !== 'fixed')
          .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`);
        return { scrollWidth: document.documentElement.scrollWidth, width, wider: wider.slice(0, 5) };
      });
      expect(overflow.scrollWidth, `wider than the window: ${overflow.wider.join(', ')}`).toBeLessThanOrEqual(overflow.width);
    });
  }
});
