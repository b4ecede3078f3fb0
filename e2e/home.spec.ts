import { expect, test } from '@playwright/test';
import { business, featuredTestimonials, pages, phoneHref, servicesWithCard } from './content';
import { gotoHydrated } from './helpers';

test('the home page shows its hero, service cards, why-choose-us, testimonials and final call to action', async ({ page }) => {
  const { hero, whyChooseUs, finalCta } = pages.home;
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  await expect(main.getByRole('link', { name: hero.primaryLinkLabel })).toHaveAttribute('href', '/quote');
  await expect(main.getByRole('link', { name: `Call ${business.phone.display}` }).first()).toHaveAttribute('href', phoneHref);

  // A card links to its service's page, so only services with both have one.
  const cards = servicesWithCard.flatMap(({ card, page: servicePage }) => (servicePage ? [{ title: card.title, path: servicePage.path }] : []));
  for (const { title, path } of cards) {
    await expect(main.getByRole('heading', { level: 3, name: title, exact: true }).getByRole('link')).toHaveAttribute('href', path);
  }

  await expect(main.getByRole('heading', { name: whyChooseUs.title })).toBeVisible();
  await expect(main.getByText(whyChooseUs.badge.number, { exact: true })).toBeVisible();
  await expect(main.getByText(whyChooseUs.badge.label)).toBeVisible();

  const carousel = main.getByRole('region', { name: 'Customer testimonials' });
  await expect(carousel.getByRole('button', { name: /Go to testimonial/ })).toHaveCount(featuredTestimonials.length);
  await expect(carousel.getByText(featuredTestimonials[0].name)).toBeVisible();

  await expect(main.getByRole('heading', { name: finalCta.title })).toBeVisible();
});

test('the home carousel moves through the featured testimonials and wraps', async ({ page }) => {
  const names = featuredTestimonials.map((testimonial) => testimonial.name);
  const last = names.length;
  await gotoHydrated(page, '/');
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  await carousel.getByRole('button', { name: 'Pause testimonial rotation' }).click();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel.getByText(names[1])).toBeVisible();
  await carousel.getByRole('button', { name: `Go to testimonial ${last}` }).click();
  await expect(carousel.getByText(names[last - 1])).toBeVisible();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel.getByText(names[0])).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel.getByText(names[last - 1])).toBeVisible();
});
