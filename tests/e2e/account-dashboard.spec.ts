import {
  expect,
  expectNoSeriousA11yViolations,
  newUser,
  signInAs,
  signUpUser,
  test,
} from '../support/index.js';
import { accessToken, saveSuggestion, setProfile } from './account-data.js';

test.describe('/dashboard', () => {
  test('3 recent suggestions after a skeleton of 3, each linking to its detail; View all', async ({
    page,
    request,
  }) => {
    const user = await signUpUser(request, newUser('recent'));
    const token = await accessToken(request, user);
    // Four saves, oldest first: the card shows the three newest.
    const ids: string[] = [];
    for (const [gameweek, transfers] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
    ] as const) {
      ids.push(await saveSuggestion(request, token, gameweek, transfers));
    }
    await signInAs(page, user);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/suggestions?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Suggestions' });
    await expect(recent.getByTestId('suggestion-skeleton')).toHaveCount(3);
    release();
    const items = recent.getByRole('link', { name: /Gameweek/ });
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Gameweek 4');
    await expect(items.nth(0)).toContainText('1 transfer recommended');
    await expect(items.nth(1)).toContainText('2 transfers recommended');
    await expect(items.nth(2)).toContainText('Gameweek 2');
    await expect(items.nth(0)).toHaveAttribute('href', `/suggestion/${ids[3]}`);
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    await expect(items.nth(0)).toContainText(today);
    await expect(page.getByRole('link', { name: /Analyze Your Team/ })).toHaveAttribute('href', '/upload');
    await expectNoSeriousA11yViolations(page, 'dashboard with suggestions');

    await items.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`/suggestion/${ids[3]}$`));
    await page.goBack();
    await recent.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/history$/);
  });

  test('plan card: usage and bar, the low-quota banner, refreshed when the window regains focus', async ({
    page,
    request,
  }) => {
    const user = await signUpUser(request, newUser('plan'));
    setProfile(user.email, { tier: 'starter', used: 6 });
    await signInAs(page, user);
    await page.goto('/dashboard');
    const plan = page.getByRole('region', { name: 'Your Plan' });
    await expect(plan.getByTestId('plan-usage')).toHaveText('6 / 10 analyses used');
    await expect(plan.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(plan.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('region', { name: /Running Low|Limit Reached/ })).toHaveCount(0);

    // Three left: 'Running Low on Analyses'; none left: 'Analysis Limit Reached'. Both on window focus.
    setProfile(user.email, { used: 7 });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(plan.getByTestId('plan-usage')).toHaveText('7 / 10 analyses used');
    await expect(page.getByRole('region', { name: 'Running Low on Analyses' })).toContainText(
      '3 of 10 analyses left this month.',
    );
    await expectNoSeriousA11yViolations(page, 'low-quota banner');
    setProfile(user.email, { used: 10 });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('region', { name: 'Analysis Limit Reached' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quota reached banner');
  });

  test('the season pass is unlimited: ∞ and no banner', async ({ page, request }) => {
    const user = await signUpUser(request, newUser('season'));
    setProfile(user.email, { tier: 'season_pass', used: 40 });
    await signInAs(page, user);
    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-usage')).toHaveText('40 / ∞ analyses used');
    await expect(page.getByRole('region', { name: /Running Low|Limit Reached/ })).toHaveCount(0);
  });
});
