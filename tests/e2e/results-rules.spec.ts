// Issue 34 in the browser: on /results a lock ("Keep"), a ban ("Never buy", which sells a player held) and a
// Bench Boost fixed to a week each plan the analysis again in place, say what the rules cost, can be undone,
// and are saved with the suggestion; the analysis is charged once however many re-plans.
import type { APIRequestContext } from '@playwright/test';
import { expect, newUser, signInAs, signUpUser, test } from '../support/index.js';
import { accessToken, setProfile } from './account-data.js';
import { buildSquad, loadBootstrap, seedFlow } from './results-data.js';

async function usedAnalyses(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/usage', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { used: number }).used;
}

test('a lock, a ban and a Bench Boost week re-plan in place, show the cost, undo, and are saved', async ({
  page,
  request,
}) => {
  test.setTimeout(1_200_000);
  const user = await signUpUser(request, newUser('rules'));
  setProfile(user.email, { tier: 'starter' });
  await signInAs(page, user);
  const token = await accessToken(request, user);
  const squad = buildSquad(await loadBootstrap(request));
  const [captain, vice] = squad.players.filter((player) => player.isStarter);
  if (captain && vice) {
    captain.isCaptain = true;
    vice.isViceCaptain = true;
  }
  await seedFlow(page, { extracted: squad, recommendations: null });
  await page.goto('/confirm');
  await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 180_000 });
  await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();
  const replanned = { timeout: 240_000 };

  // No Wildcard or Free Hit this time (a chip-week choice): the plan keeps the manager's own squad.
  await page.getByRole('tab', { name: 'Chips' }).click();
  for (const chip of ['Wildcard', 'Free Hit']) {
    const never = page.getByRole('combobox', { name: `${chip} week` });
    await never.selectOption('never');
    await expect(never).toBeEnabled(replanned);
    await expect(never).toHaveValue('never');
  }

  // Keep one of the manager's players the plan fields (the pitch shows the squad after its transfers).
  await page.getByRole('tab', { name: 'Starting XI' }).click();
  await expect(page.getByRole('button', { name: /^Keep / }).first()).toBeVisible();
  const offered = await page
    .getByRole('button', { name: /^Keep / })
    .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Keep /, '')));
  const [keptName, ...others] = offered;
  const kept = squad.players.find((p) => p.name === keptName);
  const banned = squad.players.find((p) => p.name === others[others.length - 1]);
  if (!kept || !banned) throw new Error(`no player of the squad on the pitch: ${offered.join(', ')}`);
  await page.getByRole('button', { name: `Keep ${kept.name}`, exact: true }).click();
  await expect(page.getByText(/^Your rules cost/)).toBeVisible(replanned);
  await expect(page.getByRole('button', { name: `Keep ${kept.name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Never buy another of them (the last on the pitch, a bench player): the plan sells him this gameweek.
  await page.getByRole('button', { name: `Never buy ${banned.name}`, exact: true }).click();
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(page.locator('.rs-transfer__player--out', { hasText: banned.name })).toBeVisible(replanned);

  // Bench Boost fixed to the next gameweek, then undone, then fixed again.
  const week = String(squad.gameweek + 1);
  await page.getByRole('tab', { name: 'Chips' }).click();
  const picker = page.getByRole('combobox', { name: 'Bench Boost week' });
  await picker.selectOption(week);
  await expect(picker).toBeEnabled(replanned);
  await expect(picker).toHaveValue(week);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(picker).toHaveValue('auto');
  await picker.selectOption(week);
  await expect(picker).toBeEnabled(replanned);
  await expect(picker).toHaveValue(week);
  await expect(page.getByText(/^Your rules cost/)).toBeVisible();

  // Saved with the suggestion, and still there after a reload of the saved copy.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/history$/);
  const list = await request.get('/api/suggestions', { headers: { authorization: `Bearer ${token}` } });
  const [saved] = (await list.json()) as { id: string }[];
  const one = await request.get(`/api/suggestions/${saved?.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rules = ((await one.json()) as { recommendations: { constraints?: { constraints: unknown } } })
    .recommendations.constraints?.constraints;
  expect(rules).toEqual({
    locked: [kept.id],
    banned: [banned.id],
    chips: [{ family: 'bench_boost', gameweek: Number(week) }],
    forbiddenChips: ['wildcard', 'free_hit'],
  });
  expect(await usedAnalyses(request, token)).toBe(1);
});
