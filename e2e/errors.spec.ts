import { expect, test } from '@playwright/test';
import { business, site } from './content';
import { gotoHydrated } from './helpers';

test('an unknown address shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await gotoHydrated(page, '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
  await expect(page.getByText(site.notFound.text)).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page');
  await page.getByRole('link', { name: site.notFound.linkLabel }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page that fails to render shows the error screen inside the site frame', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Serve /about with data that its template cannot render, as a broken deploy would.
  await page.route('**/page-data/about/page-data.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.result.data = {};
    await route.fulfill({ response, json: body });
  });
  page.on('pageerror', () => undefined);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { name: site.errorScreen.title })).toBeVisible();
  await expect(page.getByText(site.errorScreen.text)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: business.phone.display }).first()).toBeVisible();
});
