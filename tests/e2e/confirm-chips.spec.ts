import fs from 'node:fs';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { e2eEnv } from '../support/env.js';
import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';
import { havePreGw33Data, PRE_GW33_SQUAD_FILE } from '../support/season-2025-26.js';
import { loadBootstrap, type Squad, seedFlow } from './results-data.js';

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
    await expect(panel.getByRole('heading', { name: 'No chips left' })).toBeVisible();
  });

  test('four from one club, as after a real-life move: allowed, and the review says the first transfer is forced', async ({
    page,
    request,
  }) => {
    // Issue 27 item 4. The recorded squad holds three from MCI; a fourth MCI player of the same position stands in
    // for one of his team-mates, as when a player the manager owns moves to MCI.
    const squad = JSON.parse(fs.readFileSync(PRE_GW33_SQUAD_FILE, 'utf8')) as ExtractedTeamData;
    const bootstrap = await loadBootstrap(request);
    const mci = bootstrap.teams.find((team) => team.short_name === 'MCI');
    const types = { GKP: 1, DEF: 2, MID: 3, FWD: 4 } as const;
    const owned = new Set(squad.players.map((p) => p.id));
    const index = squad.players.findIndex(
      (p) =>
        p.team !== 'MCI' &&
        bootstrap.elements.some(
          (e) => e.team === mci?.id && e.element_type === types[p.position] && !owned.has(e.id),
        ),
    );
    const out = squad.players[index];
    const moved = bootstrap.elements.find(
      (e) => out && e.team === mci?.id && e.element_type === types[out.position] && !owned.has(e.id),
    );
    if (!out || !moved || !mci) throw new Error('no MCI player to stand in');
    const players = squad.players.map((p, i) =>
      i === index
        ? {
            ...p,
            id: moved.id,
            name: moved.web_name,
            team: 'MCI',
            teamId: mci.id,
            price: moved.now_cost / 10,
          }
        : p,
    );
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: { ...squad, players } as Squad, recommendations: null });
    await page.goto('/confirm');
    await expect(
      page.getByRole('status').filter({ hasText: 'Allowed by FPL, with one condition' }),
    ).toContainText(
      '4 players from MCI: FPL allows this only when one of them moved to MCI after you bought him. Your first transfer must bring MCI down to 3.',
    );
    await expect(page.getByRole('button', { name: 'Continue to Recommendations' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'confirm with four from one club');
  });
});
