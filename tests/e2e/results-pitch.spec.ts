import { expect, signInAs, signUpUser, test } from '../support/index.js';
import { expectedLine, pitchLines } from './pitch-view.js';
import { buildRecommendations, buildSquad, loadBootstrap, seedFlow } from './results-data.js';

// Issue 14: the results pitch draws the squad after the recommended transfers, each player with his fixture in
// the plan's gameweek from the FPL fixture list (never the screenshot's text, never a price); and the open tab
// survives a resize across the phone breakpoint (a tablet turned).
test.describe('/results pitch and tabs', () => {
  test('every player on the pitch shows his real fixture, the players bought too', async ({
    page,
    request,
  }) => {
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    // A screenshot's fixture text on everyone (issue 14: 'Ramsdale NEW (H)', his own club): never shown.
    const misread = { ...squad, players: squad.players.map((p) => ({ ...p, fixture: 'ZZZ (H)' })) };
    const recommendations = buildRecommendations(squad, bootstrap);
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: misread, recommendations });
    await page.goto('/results');
    await page.getByRole('tab', { name: 'Starting XI', exact: true }).click();

    // The squad after the transfers, each with the fixtures the FPL list gives his club in the plan's gameweek.
    // Clubs by element id and, for the players bought, by the club code the transfer names (web names repeat).
    const teamOf = (p: { id: number }) => bootstrap.elements.find((e) => e.id === p.id)?.team ?? -1;
    const clubId = (code: string) => bootstrap.teams.find((t) => t.short_name === code)?.id ?? -1;
    const sold = new Map(recommendations.transfers.map((t) => [t.playerOut, t]));
    const line = (name: string, teamId: number) =>
      expectedLine(name, teamId, squad.gameweek, bootstrap.fixtures, bootstrap.teams);
    const expected = squad.players
      .map((p) => {
        const transfer = sold.get(p.name);
        return transfer
          ? line(transfer.playerIn, clubId((transfer as { playerInTeam?: string }).playerInTeam ?? ''))
          : line(p.name, teamOf(p));
      })
      .sort();
    const pitch = page.getByRole('figure', { name: /Starting XI/ });
    await expect.poll(async () => (await pitchLines(pitch)).sort()).toEqual(expected);
    const lines = await pitchLines(pitch);
    for (const { playerIn: name } of sold.values())
      expect(lines.some((line) => line.startsWith(`${name}: `))).toBe(true);
    expect(lines.join(' ')).not.toMatch(/ZZZ|£/);
    await expect(pitch.getByText(`${recommendations.captain.player} (captain)`)).toBeAttached();
    await expect(pitch.getByText(`${recommendations.viceCaptain.player} (vice-captain)`)).toBeAttached();
  });

  test('the open tab survives a resize across the phone breakpoint, both ways', async ({ page, request }) => {
    const bootstrap = await loadBootstrap(request);
    const squad = buildSquad(bootstrap);
    await signInAs(page, await signUpUser(request));
    await seedFlow(page, { extracted: squad, recommendations: buildRecommendations(squad, bootstrap) });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/results');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const section = (name: string) => page.getByRole('button', { name, exact: true });

    await tab('Starting XI').click();
    await expect(tab('Starting XI')).toHaveAttribute('aria-selected', 'true');
    // A tablet turned to portrait: the phone's sections, with the Starting XI open and Transfers closed.
    await page.setViewportSize({ width: 600, height: 960 });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(section('Starting XI')).toHaveAttribute('aria-expanded', 'true');
    await expect(section('Transfers')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('figure', { name: /Starting XI/ })).toBeVisible();

    // Chips opened on the phone is the tab when turned back.
    await section('Chips').click();
    await expect(section('Chips')).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(tab('Chips')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Fixture calendar' })).toBeVisible();
  });
});
