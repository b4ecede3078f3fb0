import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The success criteria the site is held to: WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One line per element that breaks a rule, naming the rule, what it asks and where: empty when the page passes.
 *
 * axe runs in the page itself (`setLegacyMode`). By default @axe-core/playwright runs it in each frame and then
 * merges the results in a new blank tab, opened and closed for every check: slower, with the same results on the
 * routes compared (figures: docs/testing.md, "Quality gates"). The one frame the site embeds is the map on /contact,
 * another company's page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode().analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${violation.help}, at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Waits until no fade or slide is part-way through, so colours are checked as they end up, not mid-transition.
 * The scroll reveals' fades (0.7 s, after a stagger of up to a second) are taken to their end at once: their end
 * state is known, and waiting for it was the longest part of each check.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll('[data-reveal]')) for (const animation of section.getAnimations()) animation.finish();
  });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Scrolls through the page so every section that reveals itself on scroll is shown before it is checked.
 * A section's observer may start a moment after the page reports it has hydrated (the content hydrates in
 * a slice of its own, after the scripts have waited for the first paint), so one it missed is brought into
 * view again until none is left waiting.
 */
export async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    // A window at a time, less the 50 px at its foot that a reveal does not count (REVEAL_DEFAULTS' rootMargin).
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight - 60) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const section of document.querySelectorAll('[data-reveal="waiting"]')) {
          section.scrollIntoView({ block: 'center', behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
        }
        return document.querySelectorAll('[data-reveal="waiting"]').length;
      }),
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
