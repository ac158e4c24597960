import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';
import { buildRecommendations, buildSquad, loadBootstrap, seedFlow } from './results-data.js';

test.describe('save, history and suggestion detail', () => {
  test('save → history (search, filter, delete) → detail, and not found', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    // The browser logs the 404 of the deleted suggestion's fetch; the page shows 'Analysis not found'.
    allowConsoleErrors(/status of 404 .*\/api\/suggestions\//);
    const user = await signUpUser(request);
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    const recommendations = buildRecommendations(squad, bootstrap);

    // An older save for another gameweek, through the API, so the filters have something to tell apart.
    const token = await request.post('/auth/v1/token?grant_type=password', { data: user });
    const { access_token } = (await token.json()) as { access_token: string };
    const older = await request.post('/api/suggestions', {
      headers: { authorization: `Bearer ${access_token}` },
      data: {
        gameweek: 1,
        extractedData: { ...squad, gameweek: 1 },
        recommendations: { ...recommendations, transfers: [] },
        researchSources: [],
      },
    });
    expect(older.status()).toBe(201);

    await signInAs(page, user);
    await seedFlow(page, { extracted: squad, recommendations });
    await page.goto('/results');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText('Suggestion saved successfully!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const cards = page.getByRole('list', { name: 'Saved suggestions' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    // Newest first: the one just saved (gameweek 2, 2 transfers).
    await expect(cards.first()).toContainText('Gameweek 2');
    await expect(cards.first()).toContainText('2 transfers');
    await expect(cards.nth(1)).toContainText('Gameweek 1');
    await expect(cards.nth(1)).toContainText('0 transfers');
    await expectNoSeriousA11yViolations(page, 'history');

    // Gameweek dropdown: distinct saved gameweeks, descending.
    const gameweek = page.getByLabel('Gameweek', { exact: true });
    await expect(gameweek.getByRole('option')).toHaveText(['All gameweeks', 'GW2', 'GW1']);
    await gameweek.selectOption('1');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 1');
    await gameweek.selectOption('');

    // Search by gameweek, by the locale date, and a search that matches nothing.
    const search = page.getByLabel('Search', { exact: true });
    await search.fill('2');
    await expect(cards.first()).toContainText('Gameweek 2');
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    await search.fill(today);
    await expect(cards).toHaveCount(2);
    // As the cards read them (issue 30): 'Gameweek 2', the badge's 'GW1', and a player the suggestion buys.
    await search.fill('Gameweek 2');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 2');
    await search.fill('GW1');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 1');
    const bought = recommendations.transfers[0]?.playerIn ?? '';
    expect(bought).not.toBe('');
    await search.fill(bought);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 2');
    await search.fill('GW37');
    await expect(page.getByText('No suggestions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await search.fill('');

    // Detail of the saved suggestion.
    await cards
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(/\/suggestion\/[0-9a-f-]{36}$/);
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Team formation' })).toBeVisible();
    // The squad after the transfers: the XI on the field, the bench below.
    const pitch = page.getByRole('figure', { name: /Squad after transfers, 4-4-2/ });
    await expect(pitch.locator('.fpl-pitch__field .fpl-pitch__player')).toHaveCount(11);
    await expect(pitch.getByRole('list', { name: 'Bench' }).getByRole('listitem')).toHaveCount(4);
    const [first] = recommendations.transfers;
    const transfers = page.getByRole('region', { name: 'Transfers' });
    await expect(transfers.getByText(first?.playerIn ?? '', { exact: true })).toBeVisible();
    // The player bought is on the pitch too, in the seat of the one sold.
    await expect(pitch.getByText(first?.playerIn ?? '', { exact: true })).toBeVisible();
    await expect(pitch.getByText(first?.playerOut ?? '', { exact: true })).toHaveCount(0);
    await expect(page.getByText(first?.reason ?? '')).toBeVisible();
    await expect(page.getByText(recommendations.captain.reason)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team stats' })).toBeVisible();
    // Team value from the saved squad's prices and bank, not the stored teamValue.
    const value = squad.players.reduce((sum, p) => sum + p.price, squad.budget);
    await expect(page.getByText(`£${value.toFixed(1)}m`)).toBeVisible();
    await expect(page.getByText('FPL API: fixtures')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'suggestion detail');

    // Delete with the confirm dialog: cancel keeps it, confirm removes it.
    await page.goto('/history');
    await expect(cards).toHaveCount(2);
    await cards
      .first()
      .getByRole('button', { name: /Delete suggestion/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this suggestion?');
    await expectNoSeriousA11yViolations(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(2);
    await cards
      .first()
      .getByRole('button', { name: /Delete suggestion/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 1');
    await page.reload();
    await expect(cards).toHaveCount(1);

    // The deleted suggestion is now not found.
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { name: 'Analysis not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not found');
    await page.getByRole('button', { name: /Back to History/ }).click();
    await expect(page).toHaveURL(/\/history$/);
  });

  test('history of a new user is empty; an unknown id is not found', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404 .*\/api\/suggestions\//);
    await signInAs(page, await signUpUser(request));
    await page.goto('/history');
    await expect(page.getByText('No suggestions found')).toBeVisible();
    await expect(page.getByText('Upload your first team screenshot to get started')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'empty history');
    await page.goto('/suggestion/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Analysis not found' })).toBeVisible();
    await page.goto('/suggestion/not-an-id');
    await expect(page.getByRole('heading', { name: 'Analysis not found' })).toBeVisible();
  });
});

test.describe('/demo/results', () => {
  test('shows the fixed sample signed out, with Sign Up to Save', async ({ page, request }) => {
    const squad = buildSquad(await loadBootstrap(request));
    await seedFlow(page, { extracted: squad, recommendations: null }, true);
    await page.goto('/demo/results');
    await expect(page.getByText('Demo mode')).toBeVisible();
    await expect(page.getByRole('button', { name: /Kluivert.*Amad/ })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Transfers',
      'Captaincy',
      'Starting XI',
      'Chips',
      'Analysis',
    ]);
    await expectNoSeriousA11yViolations(page, 'demo results');
    await page.getByRole('tab', { name: 'Chips' }).click();
    await expect(page.getByText('OPTIMAL')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'demo chips');
    await page.getByRole('link', { name: 'Sign Up to Save' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
