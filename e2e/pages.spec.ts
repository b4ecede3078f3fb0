import { type Locator, expect, test } from '@playwright/test';
import {
  business,
  faq,
  featuredTowns,
  fillIn,
  formOptions,
  galleryCategories,
  galleryCategoryOf,
  beforeAfter,
  pages,
  phoneHref,
  serviceArea,
  serviceById,
  servicePageAt,
  services,
  servicesWithBlock,
  servicesWithPage,
  site,
  testimonials,
  tickerTowns,
} from './content';
import { ROUTES, SHOWCASE_MAX_CARDS, TESTIMONIALS_PER_PAGE, escapeRegExp, gotoHydrated, isMobile, scrollToY, selectedServicesText } from './helpers';
import { fillFromPropertySize, fillStepOne, uniqueEmail } from './quoteSteps';

const callLabel = `Call ${business.phone.display}`;

test.describe('every route', () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with one h1, a title and a description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`\\| ${escapeRegExp(business.name)}$`));
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
  await page.getByRole('main').getByRole('link', { name: pages.contact.quoteCta.linkLabel }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Playfair Display"/);
  await expect(page.locator('body')).toHaveCSS('font-family', /^Inter,/);
});

test('a page of plain English fetches the two small font files only, and a page with an accent the Latin file too', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/static\/inter-basic-[0-9a-f]+\.woff2$/),
    expect.stringMatching(/^\/static\/playfair-display-700-basic-[0-9a-f]+\.woff2$/),
  ]);
  // As when staff write a name with an accent into a heading and a paragraph.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.append(' Café'));
  await page
    .locator('main p')
    .first()
    .evaluate((paragraph) => paragraph.append(' Señora'));
  await expect.poll(() => fonts.length).toBe(4);
  expect(fonts.slice(2).sort()).toEqual([
    expect.stringMatching(/^\/static\/inter-latin-wght-normal-/),
    expect.stringMatching(/^\/static\/playfair-display-latin-700-normal-/),
  ]);
  await page.evaluate(() => document.fonts.ready);
  // The four web font files; the fallback faces (local fonts, sized like them) are not counted.
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && !/Fallback/.test(face.family)).length)).toBe(4);
});

test("every component's styles come with the HTML, those of the frame's providers included", async ({ browser, baseURL }) => {
  // No script runs here: what is styled was styled by the server (gatsby-ssr.tsx collects it).
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveCSS('position', 'fixed');
  await expect(page.getByRole('main').getByRole('link', { name: pages.home.hero.primaryLinkLabel })).toHaveCSS('min-height', '48px');
  await context.close();
});

test('/about tells the story, the values and scrolls the ticker towns', { tag: '@phone' }, async ({ page }) => {
  const about = pages.about;
  await gotoHydrated(page, '/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: about.story.title })).toBeVisible();
  for (const value of about.values.items) {
    await expect(main.getByRole('heading', { name: value.title })).toBeAttached();
  }
  const ticker = main.getByRole('region', { name: about.ticker.title });
  // Once for screen readers (the copy drawn for the loop is hidden from them): every ticker town, in order.
  await expect(ticker.getByRole('listitem')).toHaveText(tickerTowns.map((town) => town.name));
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

test('/services shows the block of every service that has one with its features, the process and a link to /contact', async ({ page }) => {
  const { process, custom } = pages.services;
  await gotoHydrated(page, '/services');
  const main = page.getByRole('main');
  for (const { block } of servicesWithBlock) {
    await expect(main.getByRole('heading', { level: 2, name: block.title, exact: true })).toBeAttached();
    await expect(main.getByRole('region', { name: block.title, exact: true }).getByRole('listitem')).toHaveText(block.features);
  }
  const steps = main.getByRole('list').filter({ hasText: process.steps[0].title }).getByRole('listitem');
  await expect(steps).toHaveCount(process.steps.length);
  for (const [index, step] of process.steps.entries()) {
    await expect(steps.nth(index)).toContainText(step.number);
    await expect(steps.nth(index)).toContainText(step.title);
  }
  await expect(main.getByRole('link', { name: custom.linkLabel })).toHaveAttribute('href', '/contact');
});

test.describe('service pages', () => {
  test('the turf page has its hero, feature cards, benefits with the warranty terms, a showcase and a call to action', async ({ page }) => {
    const turf = servicePageAt('/services/synthetic-turf');
    await gotoHydrated(page, '/services/synthetic-turf');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(turf.hero.title);
    for (const { title } of turf.features.items) await expect(main.getByRole('heading', { level: 3, name: title, exact: true })).toBeAttached();
    for (const benefit of turf.benefits.items) await expect(main.getByText(benefit, { exact: true })).toBeAttached();
    if (turf.benefits.note) await expect(main.getByText(turf.benefits.note, { exact: true })).toBeAttached();
    await expect(main.getByText(`1 of ${Math.min(turf.showcase.projects.length, SHOWCASE_MAX_CARDS)} projects`)).toBeAttached();
    await expect(main.getByRole('heading', { name: turf.cta.title })).toBeAttached();
  });

  test('a service page shows the numbered process its record has, and none where it has none', async ({ page }) => {
    for (const { page: servicePage } of servicesWithPage) {
      await page.goto(servicePage.path);
      const stepHeadings = page.getByRole('main').getByRole('heading', { level: 3, name: /^Step \d+: / });
      if (servicePage.process) {
        await expect(page.getByRole('heading', { name: servicePage.process.title })).toBeAttached();
        await expect(stepHeadings).toHaveText(servicePage.process.steps.map((step) => `Step ${step.number}: ${step.title}`));
      } else {
        await expect(stepHeadings, servicePage.path).toHaveCount(0);
      }
    }
  });
});

test.describe('/gallery', () => {
  test('has its hero link, both views of each before-and-after project, every category and social links', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: pages.gallery.hero.linkLabel })).toHaveAttribute('href', '/quote');

    const slider = main.getByRole('region', { name: 'Before and after projects' });
    const [first] = beforeAfter.projects;
    await expect(slider.getByText(`Project 1 of ${beforeAfter.projects.length}`)).toBeVisible();
    // Names match case-insensitively: the photo's text gives the caption title in lower case.
    await expect(slider.getByRole('img', { name: `${first.title}, ${first.before.title}` })).toBeVisible();
    await expect(slider.getByRole('img', { name: `${first.title}, ${first.after.title}` })).toBeVisible();

    for (const category of galleryCategories) {
      const section = main.getByRole('region', { name: category.title, exact: true });
      await expect(section.getByRole('link', { name: fillIn(pages.gallery.categoryQuoteLabel, { service: category.title }) })).toHaveAttribute(
        'href',
        '/quote',
      );
      if (category.projects.length > 0) {
        await expect(section.getByText(`1 of ${category.projects.length}`, { exact: true })).toBeAttached();
      } else if (category.comingSoon) {
        await expect(section.getByRole('heading', { name: category.comingSoon.title })).toBeAttached();
        await expect(section.getByRole('link', { name: category.comingSoon.linkLabel })).toHaveAttribute('href', '/contact');
      }
    }

    for (const { label } of business.socialProfiles) {
      const link = main.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a category carousel moves and wraps with its arrows and dots', async ({ page }) => {
    const { title, projects } = galleryCategoryOf('pool-landscape');
    const count = projects.length;
    const dot = Math.min(4, count);
    await gotoHydrated(page, '/gallery');
    const section = page.getByRole('region', { name: title, exact: true });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: `Previous ${title} photo` }).click();
    await expect(section.getByText(`${count} of ${count}`, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: `Next ${title} photo` }).click();
    await expect(section.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: `Go to ${title} photo ${dot}` }).click();
    await expect(section.getByText(`${dot} of ${count}`, { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: projects[dot - 1].title })).toBeVisible();
  });
});

test.describe('/community', () => {
  test('has the sponsor section with its links and the benefits, and no community banner', async ({ page }) => {
    const { sponsor, benefits, quote } = pages.community;
    await gotoHydrated(page, '/community');
    const main = page.getByRole('main');
    const section = main.getByRole('region', { name: sponsor.title });
    await expect(section.getByRole('link', { name: sponsor.contactLinkLabel })).toHaveAttribute('href', '/contact');
    await expect(section.getByRole('link', { name: callLabel })).toHaveAttribute('href', phoneHref);
    for (const { title } of benefits.items) await expect(main.getByRole('heading', { name: title })).toBeAttached();
    await expect(main.getByRole('link', { name: quote.linkLabel })).toHaveAttribute('href', '/quote');
    await expect(page.getByRole('region', { name: site.communityBanner.title })).toHaveCount(0);
  });

  test('the connect button opens the dialog; Escape, Cancel and the close control close it and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/community');
    const opener = page.getByRole('button', { name: pages.community.connect.buttonLabel });
    const dialog = page.getByRole('dialog', { name: pages.community.connect.dialogTitle });
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
    await page.getByRole('button', { name: pages.community.connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel(/First Name/).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '4');
  });

  test('sections fade in once when they enter the viewport and stay visible', { tag: '@phone' }, async ({ page }) => {
    await gotoHydrated(page, '/community');
    const connect = page.getByRole('region', { name: pages.community.connect.title });
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
    const { hero, summary, cta } = pages.testimonials;
    const pageCount = Math.ceil(testimonials.length / TESTIMONIALS_PER_PAGE);
    const counter = (shown: number) => `${shown} of ${pageCount} • ${testimonials.length} total reviews`;
    const namesOnPage = (shown: number) => testimonials.slice((shown - 1) * TESTIMONIALS_PER_PAGE, shown * TESTIMONIALS_PER_PAGE).map((t) => t.name);
    await gotoHydrated(page, '/testimonials');
    const main = page.getByRole('main');
    for (const { number } of hero.stats) await expect(main.getByText(number, { exact: true })).toBeVisible();
    const reviews = main.getByRole('group', { name: 'Customer reviews' });
    await expect(reviews.getByText(counter(1))).toBeVisible();
    await expect(reviews.getByRole('button', { name: /Go to review page/ })).toHaveCount(pageCount);
    await reviews.getByRole('button', { name: 'Previous reviews' }).click();
    await expect(reviews.getByText(counter(pageCount))).toBeVisible();
    for (const name of namesOnPage(pageCount)) await expect(reviews.getByText(name)).toBeVisible();
    await reviews.getByRole('button', { name: 'Next reviews' }).click();
    await expect(reviews.getByText(counter(1))).toBeVisible();
    for (const name of namesOnPage(1)) await expect(reviews.getByText(name)).toBeVisible();

    for (const reviewSite of business.reviewSites) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reviewSite.label, exact: true }) });
      await expect(card).toContainText(reviewSite.rating.toFixed(1));
      await expect(card).toContainText(`Based on ${reviewSite.reviewCountLabel} reviews`);
      await expect(card.getByRole('link', { name: fillIn(summary.buttonLabel, { network: reviewSite.label }) })).toHaveAttribute('target', '_blank');
    }
    await expect(main.getByRole('link', { name: cta.quoteLinkLabel })).toHaveAttribute('href', '/quote');
    await expect(main.getByRole('link', { name: cta.contactLinkLabel })).toHaveAttribute('href', '/contact');
  });
});

test.describe('/contact', () => {
  test('shows the form, the number with its hour lines, the towns with the featured ones marked, the lazy map and the questions', async ({ page }) => {
    const contact = pages.contact;
    await gotoHydrated(page, '/contact');
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: contact.form.title });
    for (const label of ['First Name *', 'Last Name *', 'Email *']) await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email *')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');

    const call = main.getByRole('region', { name: contact.callCard.title });
    await expect(call).toContainText(business.phone.display);
    for (const { days, hours } of business.openingHours.contactPage) await expect(call).toContainText(`${days}${hours}`);

    const area = main.getByRole('region', { name: contact.serviceArea.title });
    await expect(area.getByRole('listitem')).toHaveText(serviceArea.towns.map((town) => new RegExp(`^${escapeRegExp(town.name)}`)));
    await expect(area.getByRole('listitem').filter({ hasText: 'main service area' })).toHaveText(
      featuredTowns.map((town) => new RegExp(escapeRegExp(town.name))),
    );

    await main.locator('[data-frame-src]').scrollIntoViewIfNeeded();
    await expect(main.locator('iframe')).toHaveAttribute('title', contact.map.title);

    await expect(main.locator('details summary')).toHaveText(faq.questions.map((q) => q.question));
    const last = faq.questions[faq.questions.length - 1];
    await main.getByText(last.question).click();
    await expect(main.getByText(last.answer)).toBeVisible();
    await expect(main.getByRole('link', { name: contact.quoteCta.linkLabel })).toHaveAttribute('href', '/quote');
  });

  test('the map is fetched only when the visitor scrolls near it, then shows the service area', async ({ page }) => {
    const mapRequests: string[] = [];
    // The map's host is another site: answer for it, so the test needs no network and counts what the page asks for.
    await page.route('https://www.google.com/**', (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>The map stand-in</p>' });
    });
    await gotoHydrated(page, '/contact');
    const main = page.getByRole('main');
    const map = main.getByTitle(pages.contact.map.title, { exact: true });
    // Until then no frame at all: the parser would make a browsing context even for a frame without an address.
    await page.waitForLoadState('networkidle');
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    const place = main.locator('[data-frame-src]');
    const box = await place.boundingBox();
    await place.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', pages.contact.map.embedUrl);
    // The frame takes the box's place and size, so nothing moves when it arrives.
    expect(await map.boundingBox()).toEqual(box && { ...box, y: expect.any(Number) });
    await expect(map.contentFrame().getByText('The map stand-in')).toBeVisible();
    expect(mapRequests).toHaveLength(1);
  });

  test('an empty message is stopped by the browser and nothing pretends to be sent', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByLabel('First Name *').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('the confirm-service-area button behaves like the phone link', { tag: '@phone' }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/contact');
    const confirm = page.getByRole('link', { name: pages.contact.serviceArea.confirmLabel });
    await expect(confirm).toHaveAttribute('href', phoneHref);
    if (isMobile(page)) return;
    await confirm.click();
    await expect(page.getByRole('status')).toContainText('Phone number copied!');
  });
});

test.describe('/quote', () => {
  test('has the benefits, what happens next and the talk-first links', async ({ page }) => {
    const { benefits, nextSteps, talk } = pages.quote;
    await gotoHydrated(page, '/quote');
    const main = page.getByRole('main');
    for (const benefit of benefits.items) await expect(main.getByText(benefit, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: nextSteps.title })).toBeAttached();
    for (const step of nextSteps.steps) await expect(main.getByText(step.description)).toBeAttached();
    const box = main.getByRole('region', { name: talk.title });
    await expect(box.getByRole('link', { name: callLabel })).toHaveAttribute('href', phoneHref);
    await expect(box.getByRole('link', { name: talk.contactLinkLabel })).toHaveAttribute('href', '/contact');
  });

  test('walks through four steps; Next stops at an unfilled required field; services selected grow and shrink', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    const form = page.getByRole('form', { name: pages.quote.form.title });
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
    await expect(property.getByLabel('Property Type').locator('option')).toHaveText(['Select…', ...formOptions.propertyTypes.map((option) => option.label)]);
    await expect(property.getByLabel('Property Size').locator('option')).toHaveText(['Select…', ...formOptions.propertySizes.map((option) => option.label)]);
    await property.getByLabel('Property Address *').fill('12 Ocean Blvd');
    await property.getByLabel('City *').fill('Carolina Beach');
    await property.getByLabel('Property Type').selectOption('vacation-rental');
    await form.getByRole('button', { name: 'Next' }).click();

    const turf = serviceById('synthetic-turf').name;
    const lighting = serviceById('lighting').name;
    const choices = form.getByRole('group', { name: 'Step 3 of 4: Services Needed' });
    await expect(choices.getByRole('checkbox')).toHaveCount(services.length);
    await choices.getByRole('checkbox', { name: turf, exact: true }).check();
    await choices.getByRole('checkbox', { name: lighting, exact: true }).check();
    await expect(choices.getByText(selectedServicesText(['synthetic-turf', 'lighting']))).toBeVisible();
    await choices.getByRole('checkbox', { name: turf, exact: true }).uncheck();
    await expect(choices.getByText(selectedServicesText(['lighting']))).toBeVisible();
    await form.getByRole('button', { name: 'Next' }).click();

    const details = form.getByRole('group', { name: 'Step 4 of 4: Project Details' });
    await expect(details.getByLabel('Timeline').locator('option')).toHaveCount(formOptions.timelines.length + 1);
    await expect(details.getByLabel('Project Description')).toHaveAttribute('rows', '6');
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(choices).toBeVisible();
    await expect(choices.getByRole('checkbox', { name: lighting, exact: true })).toBeChecked();
  });
});

test.describe('the privacy note by the forms', () => {
  /** The note is the form's, in staff's words, just before its send button. */
  async function expectNoteIn(form: Locator, send: string) {
    const note = form.getByText(formOptions.privacyNote, { exact: true });
    await expect(note).toBeVisible();
    const noteBox = (await note.boundingBox())!;
    const sendBox = (await form.getByRole('button', { name: send }).boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(sendBox.y);
  }

  test('the contact form says what is kept with a message and why', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expectNoteIn(page.getByRole('main').getByRole('form', { name: pages.contact.form.title }), 'Send Message');
  });

  test('the community dialog says it too', async ({ page }) => {
    await gotoHydrated(page, '/community');
    await page.getByRole('button', { name: pages.community.connect.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: pages.community.connect.dialogTitle });
    await expectNoteIn(dialog.getByRole('form'), 'Submit');
  });

  test('the quote form says it on its last step, by the send button, where the photos are', async ({ page }) => {
    await gotoHydrated(page, '/quote');
    const form = page.getByRole('form', { name: pages.quote.form.title });
    await expect(form.getByText(formOptions.privacyNote, { exact: true })).toHaveCount(0);
    await fillStepOne(page, uniqueEmail('privacy'));
    await form.getByLabel(/Property Address/).fill('12 Lake Park Blvd');
    await form.getByLabel(/City/).fill('Carolina Beach');
    await fillFromPropertySize(page);
    await expectNoteIn(form, 'Get My Free Quote');
  });
});
