import { expect, test } from '@playwright/test';
import { chosenWidth, gotoHydrated, readImageChoice, widestOffered } from './helpers';

test.describe('gallery lightbox', () => {
  test('opens a photo large, moves and wraps through its category, closes with Escape and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    const section = page.getByRole('region', { name: 'Hardscapes', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Hardscapes photos' });
    await expect(page.locator('dialog img')).toHaveCount(0);

    const opener = section.getByRole('button', { name: 'View Herringbone Patio larger' });
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 of 10', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Herringbone Patio' })).toBeVisible();
    const photo = dialog.getByRole('img', { name: 'Herringbone Patio' });
    // Loaded only now, and at the lightbox's size: as wide as the screen needs, or the widest file there is.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const choice = await photo.evaluate(readImageChoice);
    const needed = await photo.evaluate((img: HTMLImageElement) => Math.round(img.offsetWidth * devicePixelRatio));
    expect(chosenWidth(choice)).toBeGreaterThanOrEqual(Math.min(needed, widestOffered(choice)));
    expect(chosenWidth(choice)).toBeGreaterThan(720);

    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText('2 of 10', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Fire Pit Circle' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('10 of 10', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Seat Wall & Planters' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the project showcase opens its photos from the magnifier and closes with the close button', async ({ page }) => {
    await gotoHydrated(page, '/services/hardscaping');
    const showcase = page.getByRole('region', { name: 'Project showcase' });
    const opener = showcase.getByRole('button', { name: 'View Herringbone Patio larger' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Project photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1 of 4', { exact: true })).toBeVisible();
    await expect(showcase.getByText('1 of 4 projects')).toBeAttached();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
