import { expect, test } from '@playwright/test';
import { galleryCategoryOf, servicePageAt } from './content';
import { SHOWCASE_MAX_CARDS, chosenWidth, gotoHydrated, readImageChoice, widestOffered } from './helpers';

test.describe('gallery lightbox', () => {
  test('opens a photo large, moves and wraps through its category, closes with Escape and returns focus', { tag: '@phone' }, async ({ page }) => {
    const { title, projects } = galleryCategoryOf('hardscape');
    const count = projects.length;
    await gotoHydrated(page, '/gallery');
    const section = page.getByRole('region', { name: title, exact: true });
    const dialog = page.getByRole('dialog', { name: `${title} photos` });
    await expect(page.locator('dialog img')).toHaveCount(0);

    const opener = section.getByRole('button', { name: `View ${projects[0].title} larger` });
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: projects[0].title, exact: true })).toBeVisible();
    const photo = dialog.getByRole('img', { name: projects[0].title });
    // Loaded only now, and at the lightbox's size: as wide as the screen needs, or the widest file there is.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const choice = await photo.evaluate(readImageChoice);
    const needed = await photo.evaluate((img: HTMLImageElement) => Math.round(img.offsetWidth * devicePixelRatio));
    expect(chosenWidth(choice)).toBeGreaterThanOrEqual(Math.min(needed, widestOffered(choice)));
    expect(chosenWidth(choice)).toBeGreaterThan(720);

    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog.getByText(`2 of ${count}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: projects[1].title, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: projects[count - 1].title, exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the project showcase opens its photos from the magnifier and closes with the close button', async ({ page }) => {
    const projects = servicePageAt('/services/hardscaping').showcase.projects.slice(0, SHOWCASE_MAX_CARDS);
    await gotoHydrated(page, '/services/hardscaping');
    const showcase = page.getByRole('region', { name: 'Project showcase' });
    const opener = showcase.getByRole('button', { name: `View ${projects[0].title} larger` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Project photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 of ${projects.length}`, { exact: true })).toBeVisible();
    await expect(showcase.getByText(`1 of ${projects.length} projects`)).toBeAttached();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
