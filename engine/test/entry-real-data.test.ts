// A real manager's team by its ID (entry 118670, 2026-27 GW1, bench boost played) from ../shared, never copied
// into the repository. Skips when ../shared is absent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BootstrapStatic,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
  type FplEntryHistory,
  type FplEntryPicks,
} from '../src/index.js';
import { readSharedJson, SHARED_DIR } from './shared-data.js';

const FILES = {
  bootstrap: 'api/2026-27/bootstrap-static_2026-08-22_gw1-current.json',
  history: 'api/2026-27/entry-118670_history.json',
  picks: 'api/2026-27/entry-118670_picks_gw1.json',
};
const available = Object.values(FILES).every((file) => existsSync(path.join(SHARED_DIR, 'fpl-data', file)));
if (!available) console.warn(`Skipping the real entry test: ${SHARED_DIR}/fpl-data has no entry 118670.`);

describe.skipIf(!available)('entry 118670 after 2026-27 GW1 (real data in ../shared)', () => {
  const bootstrap = available ? readSharedJson<BootstrapStatic>(FILES.bootstrap) : ({} as BootstrapStatic);
  const history = available ? readSharedJson<FplEntryHistory>(FILES.history) : ({} as FplEntryHistory);
  const picks = available ? readSharedJson<FplEntryPicks>(FILES.picks) : ({} as FplEntryPicks);
  // GW1 is the team's first gameweek and history shows 0 transfers in it, so /transfers/ is necessarily empty.
  const input = { bootstrap, history, transfers: [], picks };

  it('reads the squad of 15 from the GW1 picks, resolved with the 2026-27 bootstrap', () => {
    expect(entrySquadGameweek(history)).toBe(1);
    const data = entryToTeamData(input);
    expect(data.gameweek).toBe(2);
    expect(data.players).toHaveLength(15);
    expect(data.unresolved).toBeUndefined();
    expect(data.formation).toBe('3-4-3');
    expect(data.players.find((p) => p.isCaptain)?.name).toBe('B.Fernandes');
    expect(data.players.find((p) => p.isViceCaptain)?.name).toBe('Haaland');
    expect(data.players.filter((p) => !p.isStarter).map((p) => p.name)).toEqual([
      'Verbruggen',
      'Muharemović',
      'Diop',
      'Gomez',
    ]);
  });

  it('marks the bench boost used in GW1 and every other chip unused', () => {
    const chips = entryToTeamData(input).chipStatus ?? {};
    expect(chips.bench_boost).toEqual({ used: true, gameweek: 1 });
    expect(Object.entries(chips).filter(([, state]) => state.used)).toHaveLength(1);
    expect(Object.keys(chips)).toHaveLength(8);
  });

  it('bank £0.0m, team value £100.0m, 1 free transfer for GW2, selling prices at the start prices', () => {
    const data = entryToTeamData(input);
    // GW1 history row: bank 0, value 1000.
    expect(data.bank).toBe(0);
    expect(data.teamValue).toBe(100);
    // GW1 was the first squad (unlimited changes before its deadline): the week after it has exactly 1.
    expect(data.freeTransfers).toBe(1);
    expect(data.lowConfidenceFields).toBeUndefined();
    // Bought at season-start prices (now_cost − cost_change_start); none of the 15 has moved by 2026-08-22,
    // so each sells at his price and the squad sums to the £100.0m spent (bank 0, value 1000).
    expect(data.players.every((p) => p.lowConfidenceFields === undefined)).toBe(true);
    expect(Math.round(data.players.reduce((sum, p) => sum + p.price, 0) * 10) / 10).toBe(100);
    expect(data.players.find((p) => p.name === 'Haaland')?.price).toBe(15.5);
    expect(entryPriceHistoriesNeeded(input)).toEqual([]);
  });
});
