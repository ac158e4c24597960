import { expect, expectNoSeriousA11yViolations, RECORDED_NOW, test } from '../support/index.js';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    // The recorded season has gameweek 2 next; run the browser clock two days before its deadline.
    await page.clock.install({ time: RECORDED_NOW });
  });

  test('shows the hero, the live gameweek card ticking, fixtures by date, and every section', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /smarter FPL decisions/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/demo');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );

    const card = page.locator('section.live-card');
    await expect(card.getByRole('heading', { name: 'Gameweek 2' })).toBeVisible();
    await expect(card.getByText('Season 2026/27')).toBeVisible();
    // Deadline 2026-08-28 17:30 UTC, two days and 5.5 hours after the fixed clock.
    await expect(card.locator('[data-unit="days"]')).toHaveText('02');
    await expect(card.locator('[data-unit="hours"]')).toHaveText('05');
    await expect(card.locator('[data-unit="minutes"]')).toHaveText('29');
    const seconds = card.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await page.clock.runFor(2000);
    await expect(seconds).not.toHaveText(before ?? '');
    await expect(card.getByText(/Deadline: .*August.*2026/)).toBeVisible();

    // Gameweek 2's ten fixtures, grouped under day headings, sorted by kickoff.
    await expect(card.getByTestId('live-fixture')).toHaveCount(10);
    const days = card.locator('.live-fixtures__day');
    expect(await days.count()).toBeGreaterThan(1);
    const kickoffs = await card
      .locator('.live-fixture time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(kickoffs).toEqual([...kickoffs].sort());
    // Badge images that fail to load are hidden; the team names stay.
    await expect(card.locator('.live-fixture img')).toHaveCount(0);
    await expect(card.getByTestId('live-fixture').first()).toContainText(/\w+/);

    for (const step of ['Upload Screenshot', 'AI Analyzes', 'Get Recommendations']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const feature of [
      'Upload Your Team',
      'AI Analysis',
      'Smart Recommendations',
      'Captaincy Advice',
      'Visual Pitch View',
      'History Tracking',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.locator('.why__list li')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await expectNoSeriousA11yViolations(page, 'landing');
  });

  test('the countdown is all zero after the deadline', async ({ page }) => {
    await page.clock.setSystemTime(new Date('2026-08-28T17:31:00Z'));
    await page.goto('/');
    const card = page.locator('section.live-card');
    await expect(card.getByRole('heading', { name: 'Gameweek 2' })).toBeVisible();
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(card.locator(`[data-unit="${unit}"]`)).toHaveText('00');
    }
  });

  test('shows the loading state, then the error state when live data fails', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 502/);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/fpl?**', async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        json: { error: { message: 'upstream down', code: 'bad_gateway' } },
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('live-loading')).toBeVisible();
    release();
    const alert = page.locator('section.live-card').getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Unable to load live data' })).toBeVisible();
    await expect(alert).toContainText('Failed to load live FPL data');
    await expect(alert).toContainText('Please try again later');
    await expectNoSeriousA11yViolations(page, 'landing error state');
  });

  test("says 'No fixtures available yet' when the gameweek has none left", async ({ page }) => {
    await page.route('**/api/fpl?endpoint=%2Ffixtures%2F**', (route) => route.fulfill({ json: [] }));
    await page.goto('/');
    await expect(page.locator('section.live-card').getByText('No fixtures available yet')).toBeVisible();
  });
});
