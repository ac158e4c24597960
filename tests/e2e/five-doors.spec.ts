import fs from 'node:fs';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import type { Locator } from '@playwright/test';
import { e2eEnv } from '../support/env.js';
import { expect, signInAs, signUpUser, test } from '../support/index.js';
import { engineAnalysis, type PlanView, recommendationsView } from '../support/plan-view.js';
import { havePreGw33Data, PRE_GW33_SQUAD_FILE } from '../support/season-2025-26.js';
import { type Squad, seedFlow } from './results-data.js';

// The fifth door of issue 12's one decision-maker (the other four: tests/consistency/five-doors.test.ts): the
// web's tabs show the plan the engine computes in this test, for a real 2025-26 squad before the GW33 deadline
// (a double for six clubs, a blank for them in GW34, another double in GW36), reached through the real flow:
// confirm → analyzing (POST /api/ai/analyze on a server over that data) → results.
const env = e2eEnv();
test.use({ baseURL: env.preGw33URL });

test.describe('five doors, one plan: the web', () => {
  test.skip(!havePreGw33Data(), '../shared/fpl-data has no 2025-26 pre-GW33 data');

  test('the Chips, Transfers and Captaincy tabs show the engine’s plan for a real GW33 squad', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const squad = JSON.parse(fs.readFileSync(PRE_GW33_SQUAD_FILE, 'utf8')) as ExtractedTeamData;
    const expected = recommendationsView(
      engineAnalysis(env.preGw33FplDataDir, squad).analysis.recommendations,
    );

    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad as Squad, recommendations: null });
    await page.goto('/confirm');
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await expect(page).toHaveURL(/\/analyzing-recommendations$/);
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });

    const panel = page.getByRole('tabpanel');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();
    const text = async (locator: Locator) => (await locator.textContent())?.trim() ?? '';

    // Transfers: each card's two names, without the club badge's text.
    await expect(panel.getByText('Starting budget')).toBeVisible();
    const names = (side: 'out' | 'in') =>
      panel
        .locator(`.rs-transfer__player--${side} .rs-transfer__name`)
        .evaluateAll((spans) => spans.map((span) => span.firstChild?.textContent?.trim() ?? ''));
    const [outs, ins] = [await names('out'), await names('in')];
    const transfers = outs.map((out, i) => `${out} → ${ins[i]}`).sort();

    await tab('Captaincy');
    const pick = (role: string) =>
      text(
        panel
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: role, exact: true }) })
          .locator('.rs-pick__name'),
      );
    const [captain, vice] = [await pick('Captain'), await pick('Vice-captain')];

    // Chips: the plan's cards ('Free Hit 2', 'GW34'); no 'Chip plan' section when the sequence is empty.
    await tab('Chips');
    await expect(panel.getByRole('heading', { name: 'Fixture calendar' })).toBeVisible();
    const cards = panel.getByRole('region', { name: 'Chip plan' }).getByRole('article');
    const chips: string[] = [];
    for (const card of await cards.all()) {
      const label = await text(card.getByRole('heading', { level: 4 }));
      chips.push(`${label} ${await text(card.locator('.rs-chip-card__timing'))}`);
    }
    chips.sort((a, b) => Number(a.split('GW')[1]) - Number(b.split('GW')[1]) || a.localeCompare(b));

    const web: PlanView = { chips, transfers, captain, vice };
    expect(web).toEqual(expected);
  });
});
