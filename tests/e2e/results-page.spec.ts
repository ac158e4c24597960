import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';
import {
  buildRecommendations,
  buildSquad,
  loadBootstrap,
  type Recommendations,
  seedFlow,
} from './results-data.js';

test.describe('/results', () => {
  test('shows every tab of a seeded flow state', async ({ page, request }) => {
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    const recommendations = buildRecommendations(squad, bootstrap);
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations });
    await page.goto('/results');

    const tabs = page.getByRole('tablist', { name: 'Recommendations' }).getByRole('tab');
    await expect(tabs).toHaveText(['Transfers', 'Captaincy', 'Starting XI', 'Chips', 'Analysis']);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    // Transfers: budget and status, then cards that expand to reason, form, xG/xA per 90 and fixtures.
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Starting budget')).toBeVisible();
    await expect(panel.getByText(/^(Affordable|Not Affordable)$/)).toBeVisible();
    const [first, second] = recommendations.transfers;
    const cardName = new RegExp(`${first?.playerOut}.*${first?.playerIn}`);
    const card = panel.getByRole('button', { name: cardName });
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toContainText('High');
    await expect(panel.getByRole('button', { name: new RegExp(`${second?.playerIn}`) })).toContainText('Low');
    await expect(panel.getByText(first?.reason ?? '')).toBeHidden();
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const details = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: cardName }) });
    await expect(details.getByText(first?.reason ?? '')).toBeVisible();
    await expect(details.getByText('Recent form')).toBeVisible();
    await expect(details.getByText('xG per 90')).toBeVisible();
    await expect(details.getByText('xA per 90')).toBeVisible();
    const chips = details.getByRole('heading', { name: 'Next 5 fixtures' }).locator('..').locator('.fpl-fdr');
    await expect(chips).toHaveCount(5);
    // Coloured from the recorded fixture list: every chip has a difficulty.
    for (const chip of await chips.all()) await expect(chip).toHaveClass(/fpl-fdr--[1-5]/);
    await expectNoSeriousA11yViolations(page, 'transfers');

    await tabs.filter({ hasText: 'Captaincy' }).click();
    await expect(panel.getByRole('heading', { name: 'Captain', exact: true })).toBeVisible();
    await expect(panel.getByText(recommendations.captain.player, { exact: true })).toBeVisible();
    await expect(panel.getByText(recommendations.captain.fixture)).toBeVisible();
    await expect(panel.getByText(recommendations.viceCaptain.reason)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'captaincy');

    // Starting XI: the pitch in the XI's own shape (the bought midfielder in the seat of the one sold).
    await tabs.filter({ hasText: 'Starting XI' }).click();
    const pitch = page.getByRole('figure', { name: /Starting XI, 4-4-2/ });
    await expect(pitch.getByRole('list', { name: 'Midfielders' }).getByRole('listitem')).toHaveCount(4);
    await expect(pitch.getByRole('list', { name: 'Midfielders' })).toContainText(first?.playerIn ?? '');
    await expect(pitch.getByRole('list', { name: 'Bench' }).getByRole('listitem')).toHaveCount(4);
    await expect(pitch.getByRole('list', { name: 'Bench' })).toContainText(second?.playerIn ?? '');
    await expect(pitch.getByText(`${recommendations.captain.player} (captain)`)).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'starting XI');

    // Chips: calendar with Now, priority labels, bench boost verdicts, the three blank-gameweek panels.
    await tabs.filter({ hasText: 'Chips' }).click();
    const calendar = panel.getByRole('list', { name: 'Fixture calendar' });
    await expect(calendar.getByRole('listitem')).toHaveCount(9);
    await expect(calendar.getByRole('listitem').first()).toContainText('Now');
    await expect(panel.getByText('Act Now').first()).toBeVisible();
    await expect(panel.getByText('Plan Ahead')).toBeVisible();
    await expect(panel.getByText('Long-term')).toBeVisible();
    await expect(panel.getByText('5', { exact: true })).toBeVisible();
    await expect(panel.getByText('Excellent opportunity')).toBeVisible();
    await expect(panel.getByText('Good', { exact: true })).toBeVisible();
    await expect(panel.getByText('Consider other gameweeks')).toBeVisible();
    await expect(panel.getByText('OPTIMAL')).toBeVisible();
    await expect(panel.getByText('Alternative strategy')).toBeVisible();
    await expect(panel.getByText('Low Impact')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'chips');

    await tabs.filter({ hasText: 'Analysis' }).click();
    await expect(panel.getByText('A seeded analysis for the results page.')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Research sources' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText(['FPL API: bootstrap-static', 'FPL API: fixtures']);
    await expectNoSeriousA11yViolations(page, 'analysis');

    // The flow survives a reload (sessionStorage).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();
  });

  test('shows the recommendations of a real analyze call', async ({ page, request }) => {
    const user = await signUpUser(request);
    const token = await request.post('/auth/v1/token?grant_type=password', { data: user });
    const { access_token } = (await token.json()) as { access_token: string };
    const squad = buildSquad(await loadBootstrap(request));
    const res = await request.post('/api/ai/analyze', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { extractedData: squad, gameweek: squad.gameweek },
    });
    expect(res.ok()).toBe(true);
    const { recommendations } = (await res.json()) as { recommendations: Recommendations };

    await signInAs(page, user);
    await seedFlow(page, { extracted: squad, recommendations });
    await page.goto('/results');
    const panel = page.getByRole('tabpanel');
    if (recommendations.transfers.length === 0) {
      await expect(panel.getByText('No transfers suggested this gameweek')).toBeVisible();
    } else {
      await expect(
        panel.getByRole('list', { name: 'Recommended transfers' }).getByRole('listitem'),
      ).toHaveCount(recommendations.transfers.length);
    }
    await page.getByRole('tab', { name: 'Captaincy' }).click();
    await expect(panel.getByText(recommendations.captain.player, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Starting XI' }).click();
    const pitch = page.getByRole('figure', { name: /Starting XI/ });
    await expect(pitch.locator('.fpl-pitch__field .fpl-pitch__player')).toHaveCount(11);
    await expect(pitch.getByRole('list', { name: 'Bench' }).getByRole('listitem')).toHaveCount(4);
    // The server's chip strategy (possibly empty: then the spec's 'Chip analysis unavailable').
    await page.getByRole('tab', { name: 'Chips' }).click();
    await expect(
      panel
        .getByRole('heading', { name: 'Fixture calendar' })
        .or(panel.getByText('Chip analysis unavailable')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'chips of a real analysis');
  });

  test('copes with no transfers and no chip strategy', async ({ page, request }) => {
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    const { chipStatus: _ignored, ...withoutChips } = squad;
    const full = buildRecommendations(squad, bootstrap);
    const recommendations = {
      ...full,
      transfers: [],
      startingXI: [],
      bench: [],
      chipStrategy: undefined,
      researchSources: [],
    };
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: { ...withoutChips } as typeof squad, recommendations });
    await page.goto('/results');
    await expect(page.getByText('No transfers suggested this gameweek')).toBeVisible();
    // No chip status and no strategy: no Chips tab.
    await expect(page.getByRole('tab')).toHaveText(['Transfers', 'Captaincy', 'Starting XI', 'Analysis']);
    await page.getByRole('tab', { name: 'Starting XI' }).click();
    await expect(page.locator('.fpl-pitch__field .fpl-pitch__player')).toHaveCount(11);
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(page.getByText('No external sources were used for this analysis.')).toBeVisible();
  });

  test('shows Chip analysis unavailable for an empty strategy', async ({ page, request }) => {
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    const recommendations = {
      ...buildRecommendations(squad, bootstrap),
      chipStrategy: {
        currentRecommendation: null,
        upcomingDGWs: [],
        upcomingBGWs: [],
        fixtureCalendar: [],
        optimalSequence: [],
        chipsRemaining: 0,
      },
    };
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations });
    await page.goto('/results');
    await page.getByRole('tab', { name: 'Chips' }).click();
    await expect(page.getByText('Chip analysis unavailable')).toBeVisible();
    await expect(page.getByText('Fixture calendar unavailable')).toBeVisible();
  });

  test('redirects to /upload without a flow state, and /demo/results to /demo', async ({ page, request }) => {
    await signInAs(page, await signUpUser(request));
    await page.goto('/results');
    await expect(page).toHaveURL(/\/upload$/);
    await page.goto('/demo/results');
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('collapses to sections at a phone viewport, only Transfers open', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations: buildRecommendations(squad, bootstrap) });
    await page.goto('/results');

    await expect(page.getByRole('tablist')).toHaveCount(0);
    const section = (name: string) => page.getByRole('button', { name, exact: true });
    await expect(section('Transfers')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Captaincy', 'Starting XI', 'Chips', 'Analysis']) {
      await expect(section(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByText('Starting budget')).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'phone');

    await section('Chips').click();
    await expect(section('Chips')).toHaveAttribute('aria-expanded', 'true');
    // At most 2 double and 2 blank gameweeks on a phone (3 of each seeded).
    await expect(page.locator('.rs-dgw')).toHaveCount(2);
    await expect(page.locator('.rs-bgw')).toHaveCount(2);
    await section('Starting XI').click();
    await expect(page.getByRole('figure', { name: /Starting XI/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page, 'phone, sections open');
    await section('Transfers').click();
    await expect(page.getByText('Starting budget')).toBeHidden();
  });
});
