import { expect, test } from '@playwright/test';
import { gotoHydrated, isMobile, recordSmoothScrolls, scrollToY, scrollY } from './helpers';

test.describe('header', () => {
  test('changes its background once the page is scrolled past 20 px', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const atTop = await background();
    await scrollToY(page, 20);
    await expect.poll(background).toBe(atTop);
    await scrollToY(page, 21);
    await expect.poll(background).not.toBe(atTop);
    await scrollToY(page, 0);
    await expect.poll(background).toBe(atTop);
  });

  test('marks the current page in the navigation', async ({ page }) => {
    test.skip(isMobile(page), 'desktop navigation');
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('desktop services menu', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isMobile(page), 'desktop navigation');
    await gotoHydrated(page, '/');
  });

  test('opens on hover and closes when another item is hovered or the pointer leaves the navigation', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const allServices = nav.getByRole('link', { name: 'All Services' });
    await expect(allServices).toBeHidden();

    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['All Services', 'Synthetic Turf', 'Hardscaping', 'Outdoor Lighting', 'Pool Landscapes']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await nav.getByRole('link', { name: 'Gallery' }).hover();
    await expect(allServices).toBeHidden();

    await services.hover();
    await expect(allServices).toBeVisible();
    await page.mouse.move(640, 500);
    await expect(allServices).toBeHidden();
  });

  test('works from the keyboard: Enter opens, Tab reaches the items, Escape closes and returns focus', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('its links lead to the service pages', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    await nav.getByRole('link', { name: 'Hardscaping' }).click();
    await expect(page).toHaveURL(/\/services\/hardscaping$/);
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), 'mobile navigation');
    await gotoHydrated(page, '/');
  });

  test('opens from the toggle with indented service items and the phone and quote links at the bottom', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const servicesLink = menu.getByRole('link', { name: 'Services', exact: true });
    const turfLink = menu.getByRole('link', { name: 'Synthetic Turf' });
    const indent = (await turfLink.boundingBox())!.x - (await servicesLink.boundingBox())!.x;
    expect(indent).toBeGreaterThanOrEqual(16);

    const links = menu.getByRole('link');
    const count = await links.count();
    await expect(links.nth(count - 2)).toHaveText(/Call \(910\) 833-4777/);
    await expect(links.nth(count - 1)).toHaveText('Get Quote');
  });

  test('closes when any link is followed', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Outdoor Lighting' }).click();
    await expect(page).toHaveURL(/\/services\/outdoor-lighting$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('footer and floating controls', () => {
  test('shows quick links, two social links opening in a new tab, tagline, expertise, credit and copyright 2024', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['About Us', 'Services', 'Community', 'Gallery', 'Testimonials', 'Contact', 'Get Quote']) {
      await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of [/Facebook/, /Instagram/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText('Transforming coastal properties');
    await expect(footer.getByRole('heading', { name: 'Our Expertise' })).toBeVisible();
    await expect(footer).toContainText('© 2024 Coastal Carolina Landscaping');
    await expect(footer.getByRole('link', { name: 'Tideline Web Studio' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('the Get Free Quote link glides to the top and opens /quote there', async ({ page }) => {
    await recordSmoothScrolls(page);
    await gotoHydrated(page, '/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Get Free Quote' });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => (window as any).__smoothScrolls)).toContain(0);
  });

  test('the back-to-top button appears past 300 px and glides back to the top', async ({ page }) => {
    await recordSmoothScrolls(page);
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await scrollToY(page, 300);
    await expect(button).toBeHidden();
    await scrollToY(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
    expect(await page.evaluate(() => (window as any).__smoothScrolls)).toEqual([0]);
  });

  test('every route change starts at the top, back navigation included', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await scrollToY(page, 600);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('Join Our Community banner', () => {
  for (const path of ['/', '/about', '/services', '/services/synthetic-turf', '/gallery', '/testimonials', '/contact', '/quote']) {
    test(`is shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name: 'Join Our Community' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sponsor a Beach Access' })).toHaveAttribute('href', '/community');
    });
  }

  test('is not shown on /community', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('region', { name: 'Join Our Community' })).toHaveCount(0);
  });
});
