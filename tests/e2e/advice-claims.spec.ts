import fs from 'node:fs';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { e2eEnv } from '../support/env.js';
import { RECORDED_TEAM_ID } from '../support/fpl-data.js';
import { expect, signInAs, signUpUser, test } from '../support/index.js';
import { havePreGw33Data, PRE_GW33_SQUAD_FILE } from '../support/season-2025-26.js';
import { type Squad, seedFlow } from './results-data.js';

// Issue 27: what the web's tabs say is the plan's. A real team whose plan wildcards shows its moves as the
// Wildcard's squad; a gameweek where two clubs play twice is a double on the calendar, as in the double list.
const env = e2eEnv();

test.describe('the advice says what the plan does: 2026-27', () => {
  test('team 118670 at 2026-27 GW2: the Wildcard is labelled and no move reads as a free transfer', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, await signUpUser(request));
    await page.goto('/upload');
    const form = page.getByRole('region', { name: 'Use my FPL team ID' });
    await form.getByRole('textbox', { name: 'FPL team ID' }).fill(String(RECORDED_TEAM_ID));
    await form.getByRole('button', { name: 'Use Team ID' }).click();
    await expect(page).toHaveURL(/\/confirm$/);
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });

    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Starting budget')).toBeVisible();
    const heading = panel.locator('.rs-chip-week');
    await expect(heading).toHaveText(/^Wildcard: \d+ moves, no points cost$/);
    const moves = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    const cards = panel.getByRole('list', { name: 'Recommended transfers' }).locator('> li');
    await expect(cards).toHaveCount(moves);
    // Each card's reason: part of the Wildcard squad, never 'with a free transfer' or a gain of its own.
    for (const card of await cards.all()) {
      await card.locator('.rs-transfer__head').click();
      const reason = card.locator('.rs-transfer__reason');
      await expect(reason).toContainText('Part of your Wildcard squad, no points cost.');
      await expect(reason).not.toContainText('with a free transfer');
    }
  });
});

test.describe('the advice says what the plan does: 2025-26', () => {
  test.use({ baseURL: env.preGw33URL });

  test('2025-26 before GW33: GW36 (two clubs play twice) is a double on the calendar', async ({
    page,
    request,
  }) => {
    test.skip(!havePreGw33Data(), '../shared/fpl-data has no 2025-26 pre-GW33 data');
    test.setTimeout(120_000);
    const squad = JSON.parse(fs.readFileSync(PRE_GW33_SQUAD_FILE, 'utf8')) as ExtractedTeamData;
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad as Squad, recommendations: null });
    await page.goto('/confirm');
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
    await page.getByRole('tab', { name: 'Chips', exact: true }).click();
    const calendar = page.getByRole('list', { name: 'Fixture calendar' });
    await expect(calendar.getByRole('listitem').filter({ hasText: 'GW36' })).toContainText('Double');
    await expect(calendar.getByRole('listitem').filter({ hasText: 'GW34' })).toContainText('Blank');
    await expect(calendar.getByRole('listitem').filter({ hasText: 'GW35' })).toContainText('Normal');
  });
});
