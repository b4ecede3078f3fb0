import { expect, test } from '@playwright/test';
import { PHONE_DISPLAY, gotoHydrated } from './helpers';

test('the home page shows its hero, service cards, why-choose-us, testimonials and final call to action', async ({ page }) => {
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Coastal Outdoor Living, Built to Last');
  await expect(main.getByRole('link', { name: 'Get Your Free Design Quote' })).toHaveAttribute('href', '/quote');
  await expect(main.getByRole('link', { name: `Call ${PHONE_DISPLAY}` }).first()).toHaveAttribute('href', 'tel:+19108334777');

  const cards = [
    ['Synthetic Turf', '/services/synthetic-turf'],
    ['Hardscaping', '/services/hardscaping'],
    ['Outdoor Lighting', '/services/outdoor-lighting'],
    ['Pool Landscapes', '/services/pool-landscapes'],
  ];
  for (const [name, href] of cards) {
    await expect(main.getByRole('heading', { level: 3, name }).getByRole('link')).toHaveAttribute('href', href);
  }

  await expect(main.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  await expect(main.getByText('150+', { exact: true })).toBeVisible();
  await expect(main.getByText('Successful Projects')).toBeVisible();

  const carousel = main.getByRole('region', { name: 'Customer testimonials' });
  await expect(carousel.getByRole('button', { name: /Go to testimonial/ })).toHaveCount(3);
  await expect(carousel.getByText('Sarah Mitchell')).toBeVisible();

  await expect(main.getByRole('heading', { name: 'Ready to Transform Your Outdoor Space?' })).toBeVisible();
});

test('the home carousel moves through the three testimonials and wraps', async ({ page }) => {
  await gotoHydrated(page, '/');
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  await carousel.getByRole('button', { name: 'Pause testimonial rotation' }).click();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel.getByText('Mike Thompson')).toBeVisible();
  await carousel.getByRole('button', { name: 'Go to testimonial 3' }).click();
  await expect(carousel.getByText('Jennifer Davis')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel.getByText('Sarah Mitchell')).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel.getByText('Jennifer Davis')).toBeVisible();
});
