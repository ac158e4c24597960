// At 360 CSS pixels, the narrowest common Android width, no page scrolls sideways: a long word or address
// (the team ID hint's fantasy.premierleague.com/entry/… example once widened the whole upload page) wraps.
import type { Page } from '@playwright/test';
import { expect, signInAs, signUpUser, test } from '../support/index.js';
import { buildSquad, loadBootstrap, seedFlow } from './results-data.js';

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

  test('the squad review: flagged players and unread plates, their hints and buttons, all on screen', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUpUser(request));
    // A read half-resolved, as against a list where players have left: a name and a price in doubt, two plates
    // nobody fits.
    const squad = buildSquad(await loadBootstrap(request));
    const [doubtful, ...rest] = squad.players;
    const left = rest.slice(-2);
    if (!doubtful || left.length < 2) throw new Error('the recorded squad is too small');
    const players = [
      { ...doubtful, confidence: 0.7, lowConfidenceFields: ['id', 'name', 'price'] },
      ...rest.slice(0, -2),
    ];
    const unresolved = left.map((player) => ({
      read: `${player.name.slice(0, 8)}...`,
      position: player.position,
      isStarter: player.isStarter,
      ...(player.benchOrder === undefined ? {} : { benchOrder: player.benchOrder }),
      candidateIds: [],
    }));
    await seedFlow(page, { extracted: { ...squad, players, unresolved }, recommendations: null });
    await page.goto('/confirm');
    await expect(page.getByRole('heading', { name: 'Check your squad' })).toBeVisible();
    const onScreen = async (locator: ReturnType<Page['locator']>) => {
      const count = await locator.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const box = await locator.nth(i).boundingBox();
        expect(box, String(await locator.nth(i).textContent())).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      }
    };
    await onScreen(page.getByRole('button', { name: /^Choose player read as/ }));
    await onScreen(page.getByRole('button', { name: /^Replace / }));
    await onScreen(page.getByText("We couldn't be sure who this is", { exact: false }));
    // Seeded without a screenshot, the squad is reviewed as one completed by hand: the price hint says so.
    await onScreen(page.getByText("FPL's current price", { exact: false }));
  });
});
