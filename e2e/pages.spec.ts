import { expect, test } from '@playwright/test';
import { PHONE_DISPLAY, ROUTES, gotoHydrated, isMobile, scrollToY } from './helpers';


test.describe('every route', () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with one h1, a title and a description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/\| Coastal Carolina Landscaping$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    });
  }
});

test('the site-wide styles come with the HTML and stay as the visitor moves between pages', async ({ page, request }) => {
  // First in the head, so a component's rule wins over an equally specific site-wide one.
  const html = await (await request.get('/')).text();
  expect(html.indexOf('data-global-css')).toBeGreaterThan(0);
  expect(html.indexOf('data-global-css')).toBeLessThan(html.indexOf('data-styled'));
  await page.goto('/');
  // Before any script has run: the type and reset are in the page itself.
  await expect(page.locator('body')).toHaveCSS('font-family', /^Inter,/);
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Playfair Display"/);
  await gotoHydrated(page, '/contact');
  await page.getByRole('main').getByRole('link', { name: 'Request a Free Quote' }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Playfair Display"/);
  await expect(page.locator('body')).toHaveCSS('font-family', /^Inter,/);
});

test("every component's styles come with the HTML, those of the frame's providers included", async ({ browser, baseURL }) => {
  // No script runs here: what is styled was styled by the server (gatsby-ssr.tsx collects it).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveCSS('position', 'fixed');
  await expect(page.getByRole('main').getByRole('link', { name: /quote/i }).first()).toHaveCSS('min-height', '48px');
  await context.close();
});

test('/about tells the story, the three values and scrolls the eight towns', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  for (const value of ['Expert Craftsmanship', 'Innovative Solutions', 'Customer Focus']) {
    await expect(main.getByRole('heading', { name: value })).toBeAttached();
  }
  const ticker = main.getByRole('region', { name: 'Proudly Serving the Coast' });
  const towns = ticker.getByRole('listitem');
  await expect(towns).toHaveCount(8);
  await expect(towns.first()).toHaveText('Carolina Beach');
  const track = ticker.getByTestId('town-ticker-track');
  const duration = await track.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe(isMobile(page) && page.viewportSize()!.width < 640 ? '14s' : '30s');
});

test('/about ticker stands still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/about');
  const track = page.getByTestId('town-ticker-track');
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
});

test('/services shows five service blocks, the four-step process and a link to /contact', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const main = page.getByRole('main');
  for (const name of ['Synthetic Turf Installation', 'Hardscape Design & Installation', 'Outdoor Lighting Systems', 'Coastal Landscaping', 'Pool Landscape Design']) {
    await expect(main.getByRole('heading', { level: 2, name })).toBeAttached();
  }
  await expect(main.getByText('10-year warranty', { exact: true })).toBeAttached();
  const steps = main.getByRole('list').filter({ hasText: 'Consultation' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('01');
  await expect(steps.nth(3)).toContainText('Completion');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});

test.describe('service pages', () => {
  test('the turf page has its hero, three features, benefits with both warranty terms, a showcase and a call to action', async ({ page }) => {
    await gotoHydrated(page, '/services/synthetic-turf');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('A Green Lawn That Loves the Coast');
    for (const name of ['Pet-Friendly', 'Putting Greens', 'Play Areas']) await expect(main.getByRole('heading', { level: 3, name })).toBeAttached();
    await expect(main.getByText('30-year product warranty and a 1-year workmanship guarantee')).toBeAttached();
    await expect(main.getByText('1 of 4 projects')).toBeAttached();
    await expect(main.getByRole('heading', { name: 'Ready for a Lawn That Never Needs Mowing?' })).toBeAttached();
  });

  test('only hardscaping has the four-step process', async ({ page }) => {
    await gotoHydrated(page, '/services/hardscaping');
    await expect(page.getByRole('heading', { name: 'Our Hardscape Process' })).toBeAttached();
    await page.goto('/services/outdoor-lighting');
    await expect(page.getByRole('heading', { name: /Process/ })).toHaveCount(0);
  });
});

test.describe('/gallery', () => {
  test('has its hero link, both views of each before-and-after project, five categories and social links', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/quote');

    const beforeAfter = main.getByRole('region', { name: 'Before and after projects' });
    await expect(beforeAfter.getByText('Project 1 of 2')).toBeVisible();
    await expect(beforeAfter.getByRole('img', { name: /Sandy Backyard to Family Lawn, before/ })).toBeVisible();
    await expect(beforeAfter.getByRole('img', { name: /Sandy Backyard to Family Lawn, after/ })).toBeVisible();

    const counts: [string, number][] = [
      ['Synthetic Turf', 10],
      ['Hardscapes', 10],
      ['Outdoor Lighting', 8],
      ['Pool Landscapes', 7],
    ];
    for (const [title, count] of counts) {
      const section = main.getByRole('region', { name: title, exact: true });
      await expect(section.getByRole('link', { name: `Get Quote for ${title}` })).toHaveAttribute('href', '/quote');
      await expect(section.getByText(`1 of ${count}`, { exact: true })).toBeAttached();
    }
    const custom = main.getByRole('region', { name: 'Custom Designs', exact: true });
    await expect(custom.getByRole('heading', { name: 'Coming Soon' })).toBeAttached();
    await expect(custom.getByRole('link', { name: 'Contact Us About Custom Designs' })).toHaveAttribute('href', '/contact');

    for (const name of [/^Instagram/, /^Facebook/]) {
      const link = main.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a category carousel moves and wraps with its arrows and dots', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    const section = page.getByRole('region', { name: 'Pool Landscapes', exact: true });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Previous Pool Landscapes photo' }).click();
    await expect(section.getByText('7 of 7', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Next Pool Landscapes photo' }).click();
    await expect(section.getByText('1 of 7', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Go to Pool Landscapes photo 4' }).click();
    await expect(section.getByText('4 of 7', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Poolside Turf Lounge' })).toBeVisible();
  });
});

test.describe('/community', () => {
  test('has the sponsor section with its links and the three benefits, and no community banner', async ({ page }) => {
    await gotoHydrated(page, '/community');
    const main = page.getByRole('main');
    const sponsor = main.getByRole('region', { name: 'Sponsor a Beach Access' });
    await expect(sponsor.getByRole('link', { name: 'Contact Us to Sponsor' })).toHaveAttribute('href', '/contact');
    await expect(sponsor.getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toHaveAttribute('href', 'tel:+19108334777');
    for (const name of ['Enhanced Beauty', 'Community Pride', 'Lasting Legacy']) await expect(main.getByRole('heading', { name })).toBeAttached();
    await expect(main.getByRole('link', { name: 'Get Project Quote' })).toHaveAttribute('href', '/quote');
    await expect(page.getByRole('region', { name: 'Join Our Community' })).toHaveCount(0);
  });

  test('Connect With Us opens the dialog; Escape, Cancel and the close control close it and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/community');
    const opener = page.getByRole('button', { name: 'Connect With Us' });
    const dialog = page.getByRole('dialog', { name: 'Connect for Community Partnership' });
    for (const close of ['Escape', 'Cancel', 'Close'] as const) {
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expect(dialog.getByLabel(/First Name/)).toHaveAttribute('required', '');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('the dialog form will not submit without its required fields', async ({ page }) => {
    await gotoHydrated(page, '/community');
    await page.getByRole('button', { name: 'Connect With Us' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel(/First Name/).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '4');
  });

  test('sections fade in once when they enter the viewport and stay visible', async ({ page }) => {
    await gotoHydrated(page, '/community');
    const connect = page.getByRole('region', { name: "Let's Work Together" });
    const fade = connect.locator('xpath=..');
    await expect(fade).toHaveAttribute('data-reveal', 'waiting');
    expect(await fade.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await connect.scrollIntoViewIfNeeded();
    await expect(fade).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => fade.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await scrollToY(page, 0);
    await expect(fade).toHaveAttribute('data-reveal', 'shown');
  });
});

test.describe('/testimonials', () => {
  test('shows the stat tiles, two reviews a page with a wrapping counter, and the review-site cards', async ({ page }) => {
    await gotoHydrated(page, '/testimonials');
    const main = page.getByRole('main');
    for (const text of ['150+', '100%', '5★']) await expect(main.getByText(text, { exact: true })).toBeVisible();
    const reviews = main.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByText('1 of 3 • 6 total reviews')).toBeVisible();
    await expect(reviews.getByRole('button', { name: /Go to review page/ })).toHaveCount(3);
    await reviews.getByRole('button', { name: 'Previous reviews' }).click();
    await expect(reviews.getByText('3 of 3 • 6 total reviews')).toBeVisible();
    await expect(reviews.getByText('David Wilson')).toBeVisible();
    await reviews.getByRole('button', { name: 'Next reviews' }).click();
    await expect(reviews.getByText('1 of 3 • 6 total reviews')).toBeVisible();
    await expect(reviews.getByText('Sarah Mitchell')).toBeVisible();
    await expect(reviews.getByText('Mike Thompson')).toBeVisible();

    for (const [name, count] of [
      ['Google Reviews', '25+'],
      ['Facebook', '15+'],
    ]) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card).toContainText('5.0');
      await expect(card).toContainText(`Based on ${count} reviews`);
      await expect(card.getByRole('link')).toHaveAttribute('target', '_blank');
    }
    await expect(main.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/quote');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('/contact', () => {
  test('shows the form, the number with both hour lines, ten towns with two featured, the lazy map and four questions', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: 'Send Us a Message' });
    for (const label of ['First Name *', 'Last Name *', 'Email *']) await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email *')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');

    const call = main.getByRole('region', { name: 'Call Us' });
    await expect(call).toContainText(PHONE_DISPLAY);
    await expect(call).toContainText('Mon-Fri8AM-6PM');
    await expect(call).toContainText('Sat9AM-4PM');

    const area = main.getByRole('region', { name: 'Our Service Area' });
    await expect(area.getByRole('listitem')).toHaveCount(10);
    await expect(area.getByRole('listitem').filter({ hasText: 'main service area' })).toHaveText([/Carolina Beach/, /Wilmington/]);

    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('title', /Map/);

    await expect(main.locator('details summary')).toHaveCount(4);
    await main.getByText('How long does a typical project take?').click();
    await expect(main.getByText('Small projects usually take 1-2 days.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Request a Free Quote' })).toHaveAttribute('href', '/quote');
  });

  test('the map is fetched only when the visitor scrolls near it, then shows the service area', async ({ page }) => {
    const mapRequests: string[] = [];
    // The map's host is another site: answer for it, so the test needs no network and counts what the page asks for.
    await page.route('https://www.google.com/**', (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Carolina Beach, NC</p>' });
    });
    await gotoHydrated(page, '/contact');
    const map = page.getByRole('main').locator('iframe[title^="Map of our service area"]');
    await expect(map).not.toHaveAttribute('src');
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=Carolina\+Beach/);
    await expect(page.frameLocator('iframe[title^="Map of our service area"]').getByText('Carolina Beach, NC')).toBeVisible();
    expect(mapRequests).toHaveLength(1);
  });

  test('an empty message is stopped by the browser and nothing pretends to be sent', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByLabel('First Name *').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('Confirm Service Area behaves like the phone link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/contact');
    const confirm = page.getByRole('link', { name: 'Confirm Service Area' });
    await expect(confirm).toHaveAttribute('href', 'tel:+19108334777');
    if (isMobile(page)) return;
    await confirm.click();
    await expect(page.getByRole('status')).toContainText('Phone number copied!');
  });
});

test.describe('/quote', () => {
  test('has the benefits, what happens next and the talk-first links', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    const main = page.getByRole('main');
    await expect(main.getByText('30 year synthetic turf warranty')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What Happens Next' })).toBeAttached();
    await expect(main.getByText('reply within 48 hours')).toBeAttached();
    const talk = main.getByRole('region', { name: 'Prefer to Talk First?' });
    await expect(talk.getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toHaveAttribute('href', 'tel:+19108334777');
    await expect(talk.getByRole('link', { name: 'Send a Message' })).toHaveAttribute('href', '/contact');
  });

  test('walks through four steps; Next stops at an unfilled required field; services selected grow and shrink', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    const form = page.getByRole('form', { name: 'Request Your Quote' });
    await expect(form.getByRole('group', { name: 'Step 1 of 4: Contact Information' })).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('group', { name: /Step 1 of 4/ })).toBeVisible();
    expect(await form.getByLabel('First Name *').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await form.getByLabel('First Name *').fill('Dana');
    await form.getByLabel('Last Name *').fill('Rivers');
    await form.getByLabel('Email *').fill('dana@example.com');
    await form.getByLabel('Phone *').fill('910-555-0100');
    await form.getByRole('button', { name: 'Next' }).click();

    const property = form.getByRole('group', { name: 'Step 2 of 4: Property Details' });
    await expect(property).toBeVisible();
    await expect(property.getByLabel('Property Type').locator('option')).toHaveText(['Select…', 'Residential Home', 'Vacation Rental', 'Commercial Property', 'Condo / HOA']);
    await expect(property.getByLabel('Property Size').locator('option')).toHaveCount(5);
    await property.getByLabel('Property Address *').fill('12 Ocean Blvd');
    await property.getByLabel('City *').fill('Carolina Beach');
    await property.getByLabel('Property Type').selectOption('vacation-rental');
    await form.getByRole('button', { name: 'Next' }).click();

    const services = form.getByRole('group', { name: 'Step 3 of 4: Services Needed' });
    await expect(services.getByRole('checkbox')).toHaveCount(7);
    await services.getByRole('checkbox', { name: 'Synthetic Turf' }).check();
    await services.getByRole('checkbox', { name: 'Outdoor Lighting' }).check();
    await expect(services.getByText('2 selected: Synthetic Turf, Outdoor Lighting')).toBeVisible();
    await services.getByRole('checkbox', { name: 'Synthetic Turf' }).uncheck();
    await expect(services.getByText('1 selected: Outdoor Lighting')).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();

    const details = form.getByRole('group', { name: 'Step 4 of 4: Project Details' });
    await expect(details.getByLabel('Timeline').locator('option')).toHaveCount(6);
    await expect(details.getByLabel('Project Description')).toHaveAttribute('rows', '6');
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(services).toBeVisible();
    await expect(services.getByRole('checkbox', { name: 'Outdoor Lighting' })).toBeChecked();
  });
});
