import {
  expect,
  expectNoSeriousA11yViolations,
  newUser,
  resetLinkFor,
  signUpUser,
  test,
} from '../support/index.js';

test.describe('accounts', () => {
  test('register: validation, then an account and the dashboard after 2 seconds', async ({ page }) => {
    const user = newUser('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByText('Must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expectNoSeriousA11yViolations(page, 'register');

    const submit = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdeg');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await submit.click();
    await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
    // Disabled after success, until the redirect.
    await expect(submit).toBeDisabled();
    await page.waitForURL('**/dashboard');
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${user.email.split('@')[0]}!` }),
    ).toBeVisible();
  });

  test('register shows the server error for an email already in use', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422/);
    const user = await signUpUser(request, newUser('taken'));
    await page.goto('/register');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('User already registered');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('login: the server error, Signing in..., the dashboard, then Sign Out to /login', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    const user = await signUpUser(request, newUser('login'));
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expectNoSeriousA11yViolations(page, 'login');

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

    // Hold the sign-in for a moment so the busy label can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/token?grant_type=password', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();

    // Issue 16: the session is in memory and an httpOnly cookie, not localStorage; a reload keeps it.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/token/);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
  });

  test('forgot and reset password through the mailed link', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const user = await signUpUser(request, newUser('reset'));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/a password reset link is on its way/)).toBeVisible();

    const link = await resetLinkFor(user.email);
    expect(link).toMatch(/^\/reset-password\?token_hash=.+&type=recovery$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password');

    const fresh = 'a-brand-new-secret-7';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Confirm new password').fill(fresh);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully! Redirecting...')).toBeVisible();
    await page.waitForURL('**/dashboard');

    // The new password signs in; the old one no longer does.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await page.getByLabel('Password').fill(fresh);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('a used or forged reset link says so', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 403/);
    await page.goto('/reset-password?token_hash=not-a-real-token-1234&type=recovery');
    await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
