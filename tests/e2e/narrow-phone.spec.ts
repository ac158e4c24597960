// At 360 CSS pixels, the narrowest common Android width, no page scrolls sideways: a long word or address
// (the team ID hint's fantasy.premierleague.com/entry/… example once widened the whole upload page) wraps.
import type { Page } from '@playwright/test';
import { expect, signInAs, signUpUser, test } from '../support/index.js';

test.use({ viewport: { width: 360, height: 740 } });

/** The page's width beyond the viewport, once its heading is shown and its data has loaded. */
async function sidewaysScroll(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('a 360 px wide phone', () => {
  test('signed out: landing, pricing, sign in, register and demo fit the screen', async ({ page }) => {
    for (const path of ['/', '/pricing', '/login', '/register', '/demo']) {
      expect(await sidewaysScroll(page, path), path).toBe(0);
    }
  });

  test('signed in: dashboard, upload and history fit the screen', async ({ page, request }) => {
    await signInAs(page, await signUpUser(request));
    for (const path of ['/dashboard', '/upload', '/history']) {
      expect(await sidewaysScroll(page, path), path).toBe(0);
    }
    // The upload page's team ID form, whose hint holds a long address, is on screen.
    await page.goto('/upload');
    await expect(
      page.getByText('fantasy.premierleague.com/entry/1234567/event/1', { exact: false }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
