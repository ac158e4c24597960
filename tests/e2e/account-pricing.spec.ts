import {
  expect,
  expectNoSeriousA11yViolations,
  newUser,
  signInAs,
  signUpUser,
  test,
} from '../support/index.js';
import { POLAR_PRODUCTS, polarCheckoutRequests } from '../support/polar.js';
import { setProfile } from './account-data.js';

const PLAN_NAMES = ['Free', 'Starter', 'Pro', 'Season Pass'];

test.describe('/pricing', () => {
  test('signed out: four plans, the Crunch Hour panel, and every button leads to /register', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const plans = page.getByRole('article');
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText(PLAN_NAMES);
    await expect(plans.filter({ hasText: 'Season Pass' })).toContainText('€19.99/season');
    await expect(plans.filter({ hasText: 'Starter' })).toContainText('€2.99/month');
    const crunch = page.getByRole('region', { name: 'Crunch Hour' });
    await expect(crunch).toContainText('last 90 minutes');
    await expect(crunch).toContainText('under 30 seconds');
    await expectNoSeriousA11yViolations(page, 'pricing signed out');

    const checkoutsBefore = (await polarCheckoutRequests()).length;
    await expect(page.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/register');
    for (const name of ['Get Starter', 'Get Pro', 'Get Season Pass']) {
      await page.goto('/pricing');
      await page.getByRole('button', { name }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    }
    // No checkout was started for a visitor.
    expect(await polarCheckoutRequests()).toHaveLength(checkoutsBefore);
  });

  test('signed in: checkout redirects to Polar; the spec’s errors when it cannot', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (400|502)/);
    const user = await signUpUser(request, newUser('pricing'));
    await signInAs(page, user);
    await page.goto('/pricing');
    // The free tier is the current plan: no checkout for it.
    const free = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Free' }) });
    await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'pricing signed in');

    // season_pass has no Polar product configured on the e2e server.
    await page.getByRole('button', { name: 'Get Season Pass' }).click();
    await expect(page.getByRole('alert')).toHaveText('Product ID not configured for tier: season_pass');
    await expect(page.getByRole('button', { name: 'Get Season Pass' })).toBeEnabled();

    // pro's product makes the fake Polar fail: the spec's checkout alert.
    await page.getByRole('button', { name: 'Get Pro' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to start checkout. Please try again or contact support.',
    );

    // starter: 'Processing...' while the checkout is created, then the browser goes to Polar's page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/checkout', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Get Starter' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get Pro' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Fake Polar checkout' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\/chk_\d+$/);
    const sent = (await polarCheckoutRequests()).filter((body) => body.customer_email === user.email);
    expect(sent.at(-1)).toMatchObject({
      products: [POLAR_PRODUCTS.starter],
      metadata: { tier: 'starter' },
      success_url: expect.stringMatching(/\/dashboard\?checkout=success$/),
    });
  });

  test("the current paid plan shows 'Current Plan', disabled", async ({ page, request }) => {
    const user = await signUpUser(request, newUser('pro'));
    setProfile(user.email, { tier: 'pro' });
    await signInAs(page, user);
    await page.goto('/pricing');
    const pro = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get Starter' })).toBeEnabled();
  });
});
