import {
  expect,
  expectNoSeriousA11yViolations,
  expectStagesLasted,
  recordStatusMessages,
  statusMessages,
  test,
} from '../support/index.js';

const EXTRACT_MESSAGES = ['Processing screenshot...', 'Extracting team data with AI...'];
const RECOMMEND_MESSAGES = [
  'Analyzing your team...',
  'Researching fixtures and player form...',
  'Searching Premier League news...',
  'Analyzing chip strategy...',
  'Generating recommendations...',
];

test.describe('the demo, signed out', () => {
  test('/demo → analyzing → confirm (the fixed sample) → recommendations → /demo/results → Sign Up to Save', async ({
    page,
  }) => {
    await recordStatusMessages(page);
    await page.goto('/demo');
    await expect(page.getByRole('note').filter({ hasText: 'sample squad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'demo upload');

    // Spec §9: demo extraction shows 1.5 s, then 2 s, before the confirm step.
    const started = Date.now();
    await page.getByRole('button', { name: 'Analyze Team' }).click();
    await expect(page).toHaveURL(/\/demo\/analyzing$/);
    await expectNoSeriousA11yViolations(page, 'demo analyzing');
    await expect(page).toHaveURL(/\/demo\/confirm$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
    const extracting = await statusMessages(page, EXTRACT_MESSAGES);
    expect(extracting.map((entry) => entry.text)).toEqual(EXTRACT_MESSAGES);
    expectStagesLasted(extracting, [1500]);

    // The spec's fixed sample: gameweek 15, 1 free transfer, budget 0.5, 3-4-3, 15 players, all chips free.
    const stats = page.locator('.up-stats');
    await expect(stats.getByText('Gameweek').locator('xpath=../..')).toContainText('15');
    await expect(stats.getByText('Free transfers').locator('xpath=../..')).toContainText('1');
    await expect(stats.getByText('Budget').locator('xpath=../..')).toContainText('£0.5m');
    await expect(stats.getByText('Formation').locator('xpath=../..')).toContainText('3-4-3');
    await expect(page.getByText('15 players detected')).toBeVisible();
    await expect(page.locator('.up-table tbody tr')).toHaveCount(15);
    await expect(page.locator('.up-table').getByText('Starting XI')).toHaveCount(11);
    const chips = page.locator('.up-chips li');
    await expect(chips).toHaveText([
      'Bench BoostAvailable',
      'Triple CaptainAvailable',
      'Wildcard 1Available',
      'Free HitAvailable',
    ]);
    await expect(page.getByRole('button', { name: 'Back to Upload' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'demo confirm');

    // Spec §9: then 1.5, 1.5, 1.5, 1 and 2 s of recommendation messages.
    const recommending = Date.now();
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    await expect(page).toHaveURL(/\/demo\/analyzing-recommendations$/);
    await expect(page).toHaveURL(/\/demo\/results$/, { timeout: 15_000 });
    expect(Date.now() - recommending).toBeGreaterThanOrEqual(7500);
    const recommendingLog = await statusMessages(page, RECOMMEND_MESSAGES);
    expect(recommendingLog.map((entry) => entry.text)).toEqual(RECOMMEND_MESSAGES);
    expectStagesLasted(recommendingLog, [1500, 1500, 1500, 1000]);

    await expect(page.getByRole('tab')).toHaveText([
      'Transfers',
      'Captaincy',
      'Starting XI',
      'Chips',
      'Analysis',
    ]);
    await expect(page.getByRole('tabpanel').getByText('Starting budget')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'demo results');
    // Nothing is saved in the demo: no Save button, a sign-up link instead.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign Up to Save' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a demo step without its state goes back to /demo', async ({ page }) => {
    for (const path of [
      '/demo/analyzing',
      '/demo/confirm',
      '/demo/analyzing-recommendations',
      '/demo/results',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/demo$/);
    }
  });
});
