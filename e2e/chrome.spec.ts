import { expect, test } from '@playwright/test';
import { business, serviceById, servicesWithPage, site } from './content';
import { gotoHydrated, recordSmoothScrolls, scrollToY, scrollY } from './helpers';

/** The services menu: the overview, then every service with a page of its own, in order. */
const serviceMenuItems = ['All Services', ...servicesWithPage.map((service) => service.name)];

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
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('desktop services menu', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('opens on hover and closes when another item is hovered or the pointer leaves the navigation', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const allServices = nav.getByRole('link', { name: 'All Services' });
    await expect(allServices).toBeHidden();

    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const name of serviceMenuItems) {
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
    await nav.getByRole('link', { name: serviceById('hardscape').name, exact: true }).click();
    await expect(page).toHaveURL(/\/services\/hardscaping$/);
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', { tag: '@phone-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('opens from the toggle with indented service items and the phone and quote links at the bottom', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const servicesLink = menu.getByRole('link', { name: 'Services', exact: true });
    const turfLink = menu.getByRole('link', { name: serviceById('synthetic-turf').name, exact: true });
    const indent = (await turfLink.boundingBox())!.x - (await servicesLink.boundingBox())!.x;
    expect(indent).toBeGreaterThanOrEqual(16);

    const links = menu.getByRole('link');
    const count = await links.count();
    await expect(links.nth(count - 2)).toHaveText(`Call ${business.phone.display}`);
    await expect(links.nth(count - 1)).toHaveText('Get Quote');
  });

  test('closes when any link is followed', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: serviceById('lighting').name, exact: true }).click();
    await expect(page).toHaveURL(/\/services\/outdoor-lighting$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('footer and floating controls', () => {
  test('shows quick links, the social links opening in a new tab, tagline, expertise, credit and copyright', async ({ page }) => {
    const { footer } = site;
    await gotoHydrated(page, '/');
    const contentinfo = page.getByRole('contentinfo');
    const quick = contentinfo.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['About Us', 'Services', 'Community', 'Gallery', 'Testimonials', 'Contact', 'Get Quote']) {
      await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const profile of business.socialProfiles) {
      const link = contentinfo.getByRole('link', { name: profile.label });
      await expect(link).toHaveAttribute('href', profile.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(contentinfo).toContainText(footer.tagline);
    await expect(contentinfo.getByRole('heading', { name: footer.expertiseTitle })).toBeVisible();
    for (const area of footer.expertise) await expect(contentinfo.getByText(area, { exact: true })).toBeVisible();
    await expect(contentinfo).toContainText(`© ${footer.copyrightYear} ${business.name}`);
    await expect(contentinfo.getByRole('link', { name: footer.credit.label })).toHaveAttribute('href', footer.credit.url);
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

  test('the back-to-top button appears past 300 px and glides back to the top', { tag: '@phone' }, async ({ page }) => {
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

test.describe('community banner', () => {
  const { communityBanner } = site;
  for (const path of ['/', '/about', '/services', '/services/synthetic-turf', '/gallery', '/testimonials', '/contact', '/quote']) {
    test(`is shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name: communityBanner.title });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: communityBanner.linkLabel })).toHaveAttribute('href', '/community');
    });
  }

  test('is not shown on /community', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('region', { name: communityBanner.title })).toHaveCount(0);
  });
});
