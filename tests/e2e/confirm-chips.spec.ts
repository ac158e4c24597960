import fs from 'node:fs';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { e2eEnv } from '../support/env.js';
import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';
import { havePreGw33Data, PRE_GW33_SQUAD_FILE } from '../support/season-2025-26.js';
import { type Squad, seedFlow } from './results-data.js';

// Issue 27 item 3: every chip state a manager can have. At 2025-26's GW33 (the second half of the season's chip
// windows) /confirm shows both halves, only the second editable; a manager who has played all four second-half
// chips marks them, and the plan then plays none of them.
const env = e2eEnv();
test.use({ baseURL: env.preGw33URL });

test.describe('/confirm: both halves of the chips', () => {
  test.skip(!havePreGw33Data(), '../shared/fpl-data has no 2025-26 pre-GW33 data');

  test('at GW33 the second-half chips are marked used and the Chips tab plans none of them', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The recorded squad played its four first-half chips (GW7, 15, 17, 19).
    const squad = JSON.parse(fs.readFileSync(PRE_GW33_SQUAD_FILE, 'utf8')) as ExtractedTeamData;
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad as Squad, recommendations: null });
    await page.goto('/confirm');

    const half = (name: RegExp) => page.getByRole('region', { name });
    const first = half(/^GW1–19/);
    const second = half(/^GW20–38/);
    await expect(first).toContainText('(closed)');
    await expect(second).toContainText('(this half)');
    await expect(first.locator('li')).toHaveText([
      'Bench BoostUsed (GW19)',
      'Triple CaptainUsed (GW17)',
      'Wildcard 1Used (GW7)',
      'Free HitUsed (GW15)',
    ]);
    await expect(second.locator('li')).toHaveText([
      'Bench Boost 2Available',
      'Triple Captain 2Available',
      'Wildcard 2Available',
      'Free Hit 2Available',
    ]);

    await page.getByRole('button', { name: 'Edit' }).click();
    // Only this half's chips can be changed.
    await expect(first.getByRole('button')).toHaveCount(0);
    for (const chip of ['Bench Boost 2', 'Triple Captain 2', 'Wildcard 2', 'Free Hit 2']) {
      const toggle = second.getByRole('button', { name: new RegExp(`^${chip}`) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await expectNoSeriousA11yViolations(page, 'confirm chips at GW33');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(second.locator('li')).toHaveText([
      'Bench Boost 2Used',
      'Triple Captain 2Used',
      'Wildcard 2Used',
      'Free Hit 2Used',
    ]);

    const analyzeRequest = page.waitForRequest('**/api/ai/analyze');
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    const sent = (await analyzeRequest).postDataJSON() as { extractedData: ExtractedTeamData };
    for (const key of ['wildcard_2', 'free_hit_2', 'bench_boost_2', 'triple_captain_2'] as const)
      expect(sent.extractedData.chipStatus?.[key]).toEqual({ used: true, gameweek: null });
    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });

    await page.getByRole('tab', { name: 'Chips', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Fixture calendar' })).toBeVisible();
    // No chip left to play: the plan has no chip cards.
    await expect(panel.getByRole('region', { name: 'Chip plan' }).getByRole('article')).toHaveCount(0);
    // Without the marks this squad's plan plays three chips (Chip plan cards); with them, none is left.
    await expect(panel).toContainText(/\b0\s*chips remaining/);
  });
});
