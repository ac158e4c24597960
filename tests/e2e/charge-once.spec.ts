// Issue 14: a reload or Back during or after an analysis shows the result and moves the quota by exactly one;
// Back from /confirm returns to /upload with the screenshot still chosen.
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, signInAs, signUpUser, test } from '../support/index.js';
import { sharedRoot } from '../support/paths.js';
import { accessToken, setProfile } from './account-data.js';
import { buildSquad, loadBootstrap, seedFlow } from './results-data.js';

const SCREENSHOT = path.join(sharedRoot, 'screenshots', 'fpl_pickteam_2021-22_gw13_b.jpeg');

async function usedAnalyses(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/usage', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { used: number }).used;
}

/** A signed-in manager of `tier` on /confirm with a complete squad, as after a good read. */
async function onConfirm(page: Page, request: APIRequestContext, tier: 'free' | 'starter') {
  const user = await signUpUser(request, newUser(`once-${tier}`));
  if (tier !== 'free') setProfile(user.email, { tier });
  await signInAs(page, user);
  const squad = buildSquad(await loadBootstrap(request));
  // A squad confirmed for analysis wears both armbands.
  const [captain, vice] = squad.players.filter((player) => player.isStarter);
  if (captain && vice) {
    captain.isCaptain = true;
    vice.isViceCaptain = true;
  }
  await seedFlow(page, { extracted: squad, recommendations: null });
  await page.goto('/confirm');
  await expect(page.getByRole('heading', { name: 'Check your squad' })).toBeVisible();
  return { token: await accessToken(request, user), squad };
}

for (const tier of ['free', 'starter'] as const) {
  test(`${tier}: reload during the analysis and Back after it show the result, charged once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token } = await onConfirm(page, request, tier);
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/ai/analyze')) keys.push(req.headers()['idempotency-key'] ?? '');
    });

    // F5 while the server is still working on it: the repeat waits for that same analysis.
    const sent = page.waitForRequest('**/api/ai/analyze');
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await sent;
    await page.reload();
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();
    expect(await usedAnalyses(request, token)).toBe(1);

    // Back leaves /results for the review (the progress page is not in the history); continuing with the
    // same squad replays the stored result.
    await page.goBack();
    await expect(page).toHaveURL(/\/confirm$/);
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();

    // Every request carried one key, and the quota moved once: the free plan's single analysis is not spent
    // twice, so no limit message ever showed.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await usedAnalyses(request, token)).toBe(1);
    await expect(page.getByText('You have reached your monthly analysis limit')).toHaveCount(0);
  });
}

test('an edited squad is a new analysis, charged again; team value follows the edits', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, squad } = await onConfirm(page, request, 'starter');
  const value = squad.players.reduce((sum, player) => sum + player.price, squad.bank);
  const money = (millions: number) => `£${millions.toFixed(1)}m`;
  await expect(page.getByTestId('team-value')).toHaveText(money(value));
  await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
  await page.goBack();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Free transfers').fill('2');
  // A selling price corrected by the manager moves the team value at once, and so does the bank.
  const first = squad.players[0]?.price ?? 0;
  await page.getByLabel('Price of player 1', { exact: true }).fill(String(first + 0.5));
  await expect(page.getByTestId('team-value')).toHaveText(money(value + 0.5));
  await page.getByLabel('Budget').fill(String(squad.bank + 1));
  await expect(page.getByTestId('team-value')).toHaveText(money(value + 1.5));
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
  expect(await usedAnalyses(request, token)).toBe(2);
});

test('Back from /confirm lands on /upload with the screenshot still chosen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await signUpUser(request, newUser('back'));
  await signInAs(page, user);
  await page.goto('/upload');
  await page.locator('input[type="file"]').setInputFiles(SCREENSHOT);
  await page.getByRole('button', { name: 'Analyze Team' }).click();
  await expect(page).toHaveURL(/\/confirm$/, { timeout: 60_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByText(path.basename(SCREENSHOT), { exact: true })).toBeVisible();
  // Analyze again: the same upload, read once (the server replays its stored read), back on /confirm.
  const extract = page.waitForResponse('**/api/ai/extract');
  await page.getByRole('button', { name: 'Analyze Team' }).click();
  expect((await extract).headers()['idempotent-replayed']).toBe('true');
  await expect(page).toHaveURL(/\/confirm$/, { timeout: 60_000 });
});
