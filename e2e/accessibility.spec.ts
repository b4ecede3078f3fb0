import { expect, test, type Page } from '@playwright/test';
import { business, galleryCategoryOf, pages, serviceById, servicesWithPage } from './content';
import { ROUTES, gotoHydrated, selectedServicesText } from './helpers';
import { axeViolations, revealWholePage } from './quality/axe';

/** Opens a page ready for a check: hydrated, every scroll-revealed section shown. */
async function openRevealed(page: Page, path: string) {
  await gotoHydrated(page, path);
  await revealWholePage(page);
}

test.describe('axe: WCAG 2.1 A and AA', () => {
  for (const path of [...ROUTES, '/no-such-page']) {
    test(`${path} has no violations`, { tag: ['@phone', '@content'] }, async ({ page }) => {
      await openRevealed(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  // The menu's toggle is shown only on narrow screens.
  test('the mobile menu, open, has no violations', { tag: '@phone-only' }, async ({ page }) => {
    await openRevealed(page, '/services/hardscaping');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the desktop services menu, open, has no violations', async ({ page }) => {
    await openRevealed(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
    await expect(page.getByRole('link', { name: 'All Services' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the community dialog, open, has no violations', { tag: '@phone' }, async ({ page }) => {
    await openRevealed(page, '/community');
    await page.getByRole('button', { name: pages.community.connect.buttonLabel }).click();
    await expect(page.getByRole('dialog', { name: pages.community.connect.dialogTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the gallery lightbox, open, has no violations', { tag: '@phone' }, async ({ page }) => {
    const { title, projects } = galleryCategoryOf('hardscape');
    await openRevealed(page, '/gallery');
    await page
      .getByRole('region', { name: title, exact: true })
      .getByRole('button', { name: `View ${projects[0].title} larger` })
      .click();
    await expect(page.getByRole('dialog', { name: `${title} photos` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('each step of the quote form has no violations', { tag: '@phone' }, async ({ page }) => {
    await openRevealed(page, '/quote');
    const form = page.getByRole('form', { name: /quote/i });
    const answers: Record<string, string>[] = [
      { 'First Name': 'Robin', 'Last Name': 'Hale', Email: 'robin@example.com', Phone: '910 555 0142' },
      { 'Property Address': '12 Canal Dr', City: 'Carolina Beach' },
      {},
    ];
    for (const [step, fields] of answers.entries()) {
      await expect(form.getByRole('group', { name: new RegExp(`^Step ${step + 1} of 4`) })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(new RegExp(`^${label}`)).fill(value);
      await form.getByRole('button', { name: 'Next' }).click();
    }
    await expect(form.getByRole('group', { name: /^Step 4 of 4/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the check fails a page that breaks the rules (broken fixture)', async ({ page }) => {
    await page.setContent(`<!doctype html><html><head><title>Broken</title></head><body>
      <main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>
      <p style="color:#bbb;background:#fff">Pale text on white</p><input type="email"></main></body></html>`);
    const violations = await axeViolations(page);
    for (const rule of ['image-alt', 'button-name', 'color-contrast', 'label', 'html-has-lang']) {
      expect(
        violations.some((line) => line.startsWith(`${rule} `)),
        `${rule} is reported`,
      ).toBe(true);
    }
  });
});

/** The focused element as a keyboard user meets it: its accessible name, and whether its focus is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '(nothing: the page itself)', visible: false };
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '');
    const style = getComputedStyle(element);
    const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { name: name.replace(/\s+/g, ' ').trim() || element.outerHTML.slice(0, 120), visible };
  });
}

/** Presses Tab until the focused element's name matches, checking that every stop on the way shows its focus; returns the names passed. */
async function tabTo(page: Page, name: string | RegExp, { key = 'Tab', limit = 40 } = {}) {
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const current = await focused(page);
    expect(current.visible, `focus is visible on "${current.name}", after ${passed.join(' → ') || 'the start'}`).toBe(true);
    passed.push(current.name);
    if (typeof name === 'string' ? current.name === name : name.test(current.name)) return passed;
  }
  throw new Error(`${key} never reached "${name}"; it passed ${passed.join(' → ')}`);
}

test.describe('keyboard only', () => {
  test('the header: skip link, every item in order, the services menu opened, walked and closed, then Get Quote', async ({ page }) => {
    await gotoHydrated(page, '/');
    await tabTo(page, 'Skip to content', { limit: 1 });
    const order = await tabTo(page, 'Services');
    expect(order).toEqual([business.name, 'About', 'Services']);

    await page.keyboard.press('Enter');
    const serviceNames = servicesWithPage.map((service) => service.name);
    const menuItems = await tabTo(page, serviceNames[serviceNames.length - 1]);
    expect(menuItems).toEqual(['All Services', ...serviceNames]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'All Services' })).toBeHidden();
    expect((await focused(page)).name).toBe('Services');

    expect(await tabTo(page, 'Get Quote')).toEqual(['Gallery', 'Community', 'Testimonials', 'Contact', 'Get Quote']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the mobile menu: opened from its toggle, walked to the end, a link followed closes it', { tag: '@phone-only' }, async ({ page }) => {
    await gotoHydrated(page, '/about');
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect((await focused(page)).name).toBe('Close menu');

    const items = await tabTo(page, 'Get Quote');
    expect(items).toEqual([
      'About',
      'Services',
      ...servicesWithPage.map((service) => service.name),
      'Gallery',
      'Community',
      'Testimonials',
      'Contact',
      `Call ${business.phone.display}`,
      'Get Quote',
    ]);
    await tabTo(page, 'Gallery', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
  });

  test('the quote form: all four steps filled, checked and sent without a mouse', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/quote');
    const form = page.getByRole('form', { name: /quote/i });
    await form.getByLabel(/First Name/).focus();
    await page.keyboard.type('Robin');
    await tabTo(page, /Last Name/);
    await page.keyboard.type('Hale');
    await tabTo(page, /Email/);
    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await tabTo(page, /Phone/);
    await page.keyboard.type('910 555 0142');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    // Each step moves focus to its heading, so a screen reader announces where the visitor is.
    expect((await focused(page)).name).toBe('Step 2 of 4: Property Details');
    await tabTo(page, /Property Address/);
    await page.keyboard.type('12 Canal Dr');
    await tabTo(page, /City/);
    await page.keyboard.type('Carolina Beach');
    await tabTo(page, /Property Type/);
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel(/Property Type/)).not.toHaveValue('');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    expect((await focused(page)).name).toBe('Step 3 of 4: Services Needed');
    await tabTo(page, serviceById('synthetic-turf').name);
    await page.keyboard.press('Space');
    await tabTo(page, serviceById('lighting').name);
    await page.keyboard.press('Space');
    await expect(form.getByText(selectedServicesText(['synthetic-turf', 'lighting']))).toBeVisible();
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    expect((await focused(page)).name).toBe('Step 4 of 4: Project Details');
    await tabTo(page, /Project Description/);
    await page.keyboard.type('Turf for the back yard and path lights to the dock.');
    await page.clock.fastForward(10_000);
    await tabTo(page, 'Get My Free Quote');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Quote request sent' })).toBeVisible();
  });

  test('the community dialog: opened with Enter, focus kept inside, closed with Escape and Cancel back on its button', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/community');
    const { connect } = pages.community;
    const opener = page.getByRole('button', { name: connect.buttonLabel });
    await tabTo(page, connect.buttonLabel, { limit: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: connect.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    // Tab goes round the dialog's controls; nothing behind the dialog can take focus.
    const stops = await tabTo(page, 'Cancel');
    expect(stops).toEqual(expect.arrayContaining([expect.stringMatching(/First Name/), expect.stringMatching(/Email/), 'Submit']));
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, 'Cancel');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('forced colours (Windows high contrast)', () => {
  test('a service page’s check-list bullets keep their colours, so the white check stays visible', async ({ page }) => {
    const service = servicesWithPage[0].page;
    await gotoHydrated(page, service.path);
    const item = page.getByRole('listitem').filter({ hasText: service.benefits.items[0] }).first();
    await item.scrollIntoViewIfNeeded();
    // The circle's colour and the check's.
    const bullet = () => item.evaluate((li) => [getComputedStyle(li, '::before').backgroundColor, getComputedStyle(li, '::after').borderRightColor]);
    const normal = await bullet();
    expect(normal[0]).not.toBe(normal[1]);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await bullet()).toEqual(normal);
    // Without the rule, forced colours put the system's background under the circle and the system's text colour on the check.
    await page.addStyleTag({ content: '@media (forced-colors: active) { li::before, li::after { forced-color-adjust: auto !important; } }' });
    const forced = await bullet();
    expect(forced[0]).not.toBe(normal[0]);
    expect(forced[1]).not.toBe(normal[1]);
  });
});
