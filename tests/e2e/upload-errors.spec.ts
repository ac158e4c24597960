import { MESSAGES } from '@fpl-assistant/engine/app';
import {
  expect,
  expectNoSeriousA11yViolations,
  newUser,
  signInAs,
  signUpUser,
  test,
} from '../support/index.js';
import { setProfile } from './account-data.js';
import { blankPng, dropFile } from './upload-files.js';

test.describe('upload: validation and failures', () => {
  test('rejects a file of the wrong type or over 10MB with the spec’s messages', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUpUser(request));
    await page.goto('/upload');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'team.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert')).toHaveText(
      'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
    );
    await expect(page.getByRole('button', { name: 'Analyze Team' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'upload error');

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toHaveText('File size must be less than 10MB');
    await expect(page.getByRole('button', { name: 'Analyze Team' })).toBeDisabled();
  });

  test('a free account with no analyses left sees the limit on /upload before building a squad', async ({
    page,
    request,
  }) => {
    const user = await signUpUser(request, newUser('quota'));
    await signInAs(page, user);
    // While one is left, the page says so before any work.
    await page.goto('/upload');
    await expect(page.getByText('1 of 1 analysis left this month.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter your team by hand' })).toBeEnabled();

    setProfile(user.email, { used: 1 }); // the free plan's one analysis, spent
    await page.goto('/upload');
    // The spec's message at once: no screenshot, team ID or hand entry can start a squad the analysis would refuse.
    const limit = page.getByRole('alert').filter({ hasText: 'Analysis Limit Reached' });
    await expect(limit).toContainText(MESSAGES.quotaExhausted);
    await expect(limit).toContainText('0 of 1 analysis left this month.');
    await expect(limit.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Enter your team by hand' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Use Team ID' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Analyze Team' })).toBeDisabled();
    await expect(page).toHaveURL(/\/upload$/);
    await expectNoSeriousA11yViolations(page, 'upload with no analyses left');
  });

  test('a quota spent in another tab still stops the upload at Analyze Team', async ({ page, request }) => {
    const user = await signUpUser(request, newUser('quota'));
    await signInAs(page, user);
    await page.goto('/upload');
    await expect(page.getByText('1 of 1 analysis left this month.')).toBeVisible();
    setProfile(user.email, { used: 1 });
    await dropFile(page, 'team.png', 'image/png', await blankPng(page));
    await expect(page.getByText('team.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Team' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.quotaExhausted);
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('a screenshot with no squad: the extraction error and Back to Upload', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 422/);
    await signInAs(page, await signUpUser(request));
    await page.goto('/upload');
    await dropFile(page, 'blank.png', 'image/png', await blankPng(page));
    await page.getByRole('button', { name: 'Analyze Team' }).click();
    await expect(page).toHaveURL(/\/analyze$/);
    // The server's OCR reads no squad: its message is shown (spec §8 EXTRACTION_ERROR), never the OCR text.
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.squadNotRead, { timeout: 60_000 });
    await expectNoSeriousA11yViolations(page, 'analyze error');
    await page.getByRole('button', { name: 'Back to Upload' }).click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('a flow step without its state redirects to /upload', async ({ page, request }) => {
    await signInAs(page, await signUpUser(request));
    for (const path of ['/analyze', '/confirm', '/analyzing-recommendations', '/results']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/upload$/);
    }
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
