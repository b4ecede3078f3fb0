import { expect, test, type Page } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { galleryCategoryOf, pages } from './content';
import { ROUTES, gotoHydrated } from './helpers';
import { revealWholePage } from './quality/axe';

// Served as a host that reads public/_headers serves it (testing/staticHost.ts in front of gatsby serve).
test.use({ baseURL: HOST_URL });

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as any).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  return violations;
}

test.describe('security headers', () => {
  test('every route is sent with the security headers', async ({ request }) => {
    for (const path of [...ROUTES, '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      // The policy goes on each page's own path (src/build/securityHeaders.ts says why): an address no page has gets the rest.
      if (path === '/no-such-page') continue;
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      // No opener isolation on the pages: an arrival from another site then set its window up afresh, which doubled its first task (src/build/securityHeaders.ts).
      expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  test('the content editor has a policy of its own, loads within it and asks no other host for anything', async ({ page, request }) => {
    const headers = (await request.get('/admin/')).headers();
    // One policy: the pages' policy (with its script hashes) would bind the editor too if it were joined to its own.
    expect(headers['content-security-policy']).not.toContain('sha256-');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const violations = await watchViolations(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/admin/');
    // Built without the live editor's settings (src/settings/editorBackend.ts reads them from the build's environment, which
    // has none here), the editor offers the local file proxy's login; a host's build offers "Login with GitHub".
    await expect(page.getByRole('button', { name: /^Login/ })).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
    expect(requested.filter((url) => !url.startsWith(HOST_URL) && !/^(data|blob):/.test(url) && !url.startsWith('http://127.0.0.1:8081/'))).toEqual([]);
  });

  for (const path of ROUTES) {
    test(`${path} runs, hydrates and reveals itself without a Content-Security-Policy violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await gotoHydrated(page, path);
      await revealWholePage(page);
      expect(violations).toEqual([]);
    });
  }

  test('moving between pages, opening the lightbox and sending a form stay within the policy', async ({ page }) => {
    const { title, projects } = galleryCategoryOf('hardscape');
    const violations = await watchViolations(page);
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page
      .getByRole('region', { name: title, exact: true })
      .getByRole('button', { name: `View ${projects[0].title} larger` })
      .click();
    await expect(page.getByRole('dialog', { name: `${title} photos` }).getByRole('img', { name: projects[0].title })).toBeVisible();
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: pages.contact.form.title });
    await form.getByLabel(/First Name/).fill('Casey');
    await form.getByLabel(/Last Name/).fill('Moore');
    await form.getByLabel(/Email/).fill(`csp-${Date.now()}@example.com`);
    await page.clock.fastForward(10_000);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the policy is enforced: script injected into a page is blocked and reported (broken fixture)', async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/about');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return Boolean((window as any).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });
});
