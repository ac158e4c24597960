import type { Page } from '@playwright/test';
import { expect, RECORDED_NOW, signInAs, signUpUser, test } from '../support/index.js';

// The public pages the shell prerenders at build time (shell/src/prerender/pages.ts).
const PAGES = ['/', '/pricing', '/login', '/register', '/demo'] as const;

// React's hydration complaints (development wording, and production's minified errors 418, 423 and 425), and
// Chromium's words for anything the Content-Security-Policy blocked.
const TROUBLE =
  /hydrat|did not match|Minified React error #(418|423|425)|Content.Security.Policy|Refused to (execute|apply|load)/i;

/** Every console message (any level), uncaught error and CSP violation the page reports. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => seen.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

/** True once React owns the element: hydration has reached it. */
function hydrated(page: Page, selector: string) {
  return page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { polling: 50 },
  );
}

test.describe('prerendered pages', () => {
  test('paint the headline, navigation and sections with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Make smarter FPL decisions with AI' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose FPL Assistant?' })).toBeVisible();
    // The live gameweek card comes as its loading state; it fills in after hydration.
    await expect(page.getByTestId('live-loading')).toBeAttached();
    // Styled before any script: the critical CSS is inline (the nav bar's purple, not the default white).
    const navBackground = await page
      .locator('header.nav')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(navBackground).not.toBe('rgba(0, 0, 0, 0)');

    for (const path of PAGES.slice(1)) {
      await page.goto(path);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Loading...');
    }
    await context.close();
  });

  for (const path of PAGES) {
    test(`${path} hydrates with no hydration warning and no CSP violation`, async ({ page }) => {
      await page.clock.install({ time: RECORDED_NOW });
      const seen = await watch(page);
      const response = await page.goto(path);
      // Served compressed, to revalidate.
      expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await hydrated(page, 'header.nav a.nav__logo');
      if (path === '/') {
        await expect(
          page.locator('section.live-card').getByRole('heading', { name: 'Gameweek 2' }),
        ).toBeVisible();
      } else {
        // The remote's own page replaces the loading state.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(seen.filter((line) => TROUBLE.test(line))).toEqual([]);
    });
  }

  test('the landing page, once hydrated, navigates in the page: Try Demo opens the demo', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page, 'a[href="/demo"]');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Try Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('a signed-in manager gets the signed-in navigation over the prerendered landing', async ({
    page,
    request,
  }) => {
    const seen = await watch(page);
    await signInAs(page, await signUpUser(request));
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(seen.filter((line) => TROUBLE.test(line))).toEqual([]);
  });

  test('the check notices a page whose HTML does not match what the app renders', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/./);
    const seen = await watch(page);
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Make smarter FPL decisions', 'Make other FPL decisions');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body: html, headers });
    });
    await page.goto('/');
    await expect.poll(() => seen.filter((line) => TROUBLE.test(line)).length).toBeGreaterThan(0);
  });
});
