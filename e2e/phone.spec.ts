import { expect, test } from '@playwright/test';
import { business, phoneHref } from './content';
import { gotoHydrated } from './helpers';

const PHONE_DISPLAY = business.phone.display;

const footerPhone = (page: import('@playwright/test').Page) => page.getByRole('contentinfo').getByRole('link', { name: PHONE_DISPLAY });

test.describe('phone link on a desktop', () => {
  test('copies the number and says "Phone number copied!"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/');
    await footerPhone(page).click();
    const notice = page.getByRole('status');
    await expect(notice).toContainText('Phone number copied!');
    await expect(notice).toContainText(PHONE_DISPLAY);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PHONE_DISPLAY);
    expect(page.url()).not.toContain('tel:');
  });

  test('shows the number under "Phone number" when the browser refuses to copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await gotoHydrated(page, '/');
    await footerPhone(page).click();
    const notice = page.getByRole('status');
    await expect(notice).toContainText('Phone number');
    await expect(notice).not.toContainText('copied');
    await expect(notice).toContainText(PHONE_DISPLAY);
  });

  test('falls back to the selection copy when the clipboard interface is missing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      (window as any).__copied = [];
      const original = document.execCommand.bind(document);
      document.execCommand = (command: string, ...rest: any[]) => {
        if (command === 'copy') (window as any).__copied.push(String(window.getSelection()) || (document.activeElement as HTMLTextAreaElement)?.value);
        return original(command, ...rest);
      };
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await gotoHydrated(page, '/');
    await footerPhone(page).click();
    await expect(page.getByRole('status')).toContainText('Phone number copied!');
    expect(await page.evaluate(() => (window as any).__copied)).toEqual([PHONE_DISPLAY]);
  });

  test('shows one notice at a time', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/');
    await footerPhone(page).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: `Call ${PHONE_DISPLAY}` })
      .first()
      .click();
    await expect(page.getByText('Phone number copied!')).toHaveCount(1);
  });
});

// Touch behaviour: only a phone has it.
test.describe('phone link on a phone', { tag: '@phone-only' }, () => {
  test('dials: the tel: link is followed and nothing is copied', async ({ page }) => {
    await gotoHydrated(page, '/');
    const link = footerPhone(page);
    await expect(link).toHaveAttribute('href', phoneHref);
    // Record whether the site let the browser follow the link, then stop the tel: navigation itself.
    await page.evaluate(() => {
      document.addEventListener('click', (event) => {
        (window as any).__followed = !event.defaultPrevented;
        event.preventDefault();
      });
    });
    await link.click();
    expect(await page.evaluate(() => (window as any).__followed)).toBe(true);
    await expect(page.getByText('Phone number copied!')).toHaveCount(0);
  });
});
