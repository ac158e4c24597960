import {
  expect,
  expectNoSeriousA11yViolations,
  RECORDED_NOW,
  signInAs,
  signUpUser,
  test,
} from '../support/index.js';
import { accessToken, saveSuggestion } from './account-data.js';
import { buildRecommendations, buildSquad, loadBootstrap, seedFlow } from './results-data.js';

// The spec §8 messages of failures the happy paths never show, forced with routed responses.
test.describe('failures the spec words', () => {
  test('analysis failure: the server’s message and Back to Upload', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    const squad = buildSquad(await loadBootstrap(request));
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations: null });
    await page.route('**/api/ai/analyze', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, error: { message: 'Analysis failed', code: 'ANALYSIS_ERROR' } },
      }),
    );
    await page.goto('/analyzing-recommendations');
    await expect(page.getByRole('alert')).toHaveText('Analysis failed');
    await expectNoSeriousA11yViolations(page, 'analysis failed');
    await page.getByRole('button', { name: 'Back to Upload' }).click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test("save failure: 'Failed to save suggestion. Please try again.', still on /results", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500|Saving the suggestion failed/);
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations: buildRecommendations(squad, bootstrap) });
    await page.route('**/api/suggestions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { message: 'boom', code: 'internal' } } })
        : route.continue(),
    );
    await page.goto('/results');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to save suggestion. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test("delete failure: 'Failed to delete suggestion. Please try again.', the card stays", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500|Deleting the suggestion failed/);
    const user = await signUpUser(request);
    await saveSuggestion(request, await accessToken(request, user), 5, 1);
    await signInAs(page, user);
    await page.route('**/api/suggestions/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: { message: 'boom', code: 'internal' } } })
        : route.continue(),
    );
    await page.goto('/history');
    const cards = page.getByRole('list', { name: 'Saved suggestions' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await cards
      .first()
      .getByRole('button', { name: /Delete suggestion/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete suggestion. Please try again.')).toBeVisible();
    await expect(cards).toHaveCount(1);
  });

  test("suggestion detail: 'Loading analysis...' while it loads", async ({ page, request }) => {
    const user = await signUpUser(request);
    const id = await saveSuggestion(request, await accessToken(request, user), 5, 1);
    await signInAs(page, user);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/suggestions/${id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/suggestion/${id}`);
    await expect(page.getByText('Loading analysis...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Team formation' })).toBeVisible();
  });

  test("landing: 'No upcoming gameweek found' once the season is over", async ({ page }) => {
    await page.clock.install({ time: RECORDED_NOW });
    await page.route('**/api/fpl?endpoint=%2Fbootstrap-static%2F', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { events: { is_next: boolean; finished: boolean }[] };
      await route.fulfill({
        response: res,
        json: { ...body, events: body.events.map((e) => ({ ...e, is_next: false, finished: true })) },
      });
    });
    await page.goto('/');
    await expect(page.locator('section.live-card')).toContainText('No upcoming gameweek found');
  });
});
