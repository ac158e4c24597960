import { ENTRY_REVIEW_HINTS, REVIEW_HINTS } from '@fpl-assistant/engine/app';
import type { Page } from '@playwright/test';
import { RECORDED_TEAM_ID } from '../support/fpl-data.js';
import { expect, expectNoSeriousA11yViolations, signInAs, signUpUser, test } from '../support/index.js';

// Issue 15: the squad straight from FPL by team ID, over the recorded real entry 118670 (GW1 2026-27, bench
// boost played) that tests/support/fpl-data.ts puts in the server's FPL data folder.

const teamIdField = (page: Page) => page.getByRole('textbox', { name: 'FPL team ID' });

test.describe('bringing a team by FPL team ID', () => {
  test('team ID → review with the FPL note → recommendations → save → history; the ID is offered next time', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, await signUpUser(request));
    await page.goto('/upload');
    const form = page.getByRole('region', { name: 'Use my FPL team ID' });
    await expect(form).toBeVisible();
    await expect(teamIdField(page)).toHaveValue(''); // nothing saved in a new profile
    await expect(teamIdField(page)).toHaveAccessibleDescription(
      'The number in your FPL points page address, e.g. fantasy.premierleague.com/entry/1234567/event/1',
    );
    await expectNoSeriousA11yViolations(page, 'upload with the team ID form');

    // Not a number: said beside the field, and the server is not asked.
    await teamIdField(page).fill('abc');
    await form.getByRole('button', { name: 'Use Team ID' }).click();
    await expect(teamIdField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/upload$/);

    await teamIdField(page).fill(String(RECORDED_TEAM_ID));
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/profile') && res.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Use Team ID' }).click();

    // The review: the 15 recorded players, no screenshot, and the note of what came from FPL.
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByText('15 players detected')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your screenshot' })).toHaveCount(0);
    const note = page.getByRole('complementary', { name: 'From FPL' });
    await expect(note).toContainText(ENTRY_REVIEW_HINTS.source);
    await expect(note).toContainText(`FPL team ${RECORDED_TEAM_ID}`);
    // The recorded squad settles everything: captain and vice from the picks, nothing to fix first.
    await expect(page.getByText('Check your squad before continuing')).toHaveCount(0);
    expect((await saved).ok()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'confirm of an imported team');

    const analyzeRequest = page.waitForRequest('**/api/ai/analyze');
    await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
    const sent = (await analyzeRequest).postDataJSON() as {
      extractedData: {
        gameweek: number;
        bank: number;
        players: { id: number; isCaptain: boolean; isViceCaptain: boolean }[];
        chipStatus: Record<string, { used: boolean; gameweek?: number }>;
      };
    };
    expect(sent.extractedData.gameweek).toBe(2); // the recorded season's next gameweek
    expect(sent.extractedData.bank).toBe(0); // entry_history bank 0 after GW1
    expect(sent.extractedData.players).toHaveLength(15);
    expect(sent.extractedData.players.find((p) => p.isCaptain)?.id).toBe(426);
    expect(sent.extractedData.players.find((p) => p.isViceCaptain)?.id).toBe(411);
    expect(
      Object.values(sent.extractedData.chipStatus).filter((chip) => chip.used && chip.gameweek === 1),
    ).toHaveLength(1); // the bench boost played in GW1

    await expect(page).toHaveURL(/\/results$/, { timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Transfers' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText('Suggestion saved successfully!')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Saved suggestions' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Gameweek 2');

    // Saved in the profile: the next analysis offers it.
    await page.goto('/upload');
    await expect(teamIdField(page)).toHaveValue(String(RECORDED_TEAM_ID));
  });

  test('what FPL’s data leaves unsure is highlighted with FPL’s hints, not a screenshot’s', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUpUser(request));
    // The recorded team settles every field; this team adds the two flags the engine can set.
    await page.route(`**/api/fpl/team/${RECORDED_TEAM_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { lowConfidenceFields?: string[]; players: { lowConfidenceFields?: string[] }[] };
      };
      body.data.lowConfidenceFields = ['freeTransfers'];
      const [first] = body.data.players;
      if (first) first.lowConfidenceFields = ['price'];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/upload');
    await teamIdField(page).fill(String(RECORDED_TEAM_ID));
    await page.getByRole('button', { name: 'Use Team ID' }).click();
    await expect(page).toHaveURL(/\/confirm$/);
    const freeTransfers = page
      .locator('.up-stat')
      .filter({ has: page.locator('dt', { hasText: /^Free transfers$/ }) });
    await expect(freeTransfers).toHaveClass(/is-doubtful/);
    await expect(freeTransfers).toContainText(ENTRY_REVIEW_HINTS.freeTransfers);
    await expect(page.getByText(ENTRY_REVIEW_HINTS.price)).toHaveCount(1);
    await expect(page.getByText(REVIEW_HINTS.price)).toHaveCount(0);
  });

  test('an unknown team ID answers in the manager’s words and stays on /upload', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await signInAs(page, await signUpUser(request));
    await page.goto('/upload');
    await teamIdField(page).fill('99999999');
    await page.getByRole('button', { name: 'Use Team ID' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "We couldn't find FPL team 99999999. Check the number in your FPL points page address.",
    );
    await expect(page).toHaveURL(/\/upload$/);
  });
});
