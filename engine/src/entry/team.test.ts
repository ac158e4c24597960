// entryToTeamData on hand-written seasons in FPL's wire format; every figure is worked out by hand beside it.
import { describe, expect, it } from 'vitest';
import type { FplEntryHistory, FplPriceHistoryRow } from '../fpl-api.js';
import {
  EntryDataError,
  entryChipStatus,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
} from './team.js';
import { deadline, entryBootstrap, historyRow, picksOf, transfer } from './test-data.js';

/**
 * A season from GW1 to GW6 (GW7 next). First squad: elements 1–15 at season-start prices.
 * GW2: 3 → 16 (bought at 4.5). GW3: none. GW4: 8 → 17 (8.0), 13 → 18 (7.0), 9 → 19 (6.0) for −4.
 * GW5 wildcard: 1 → 20 (4.5), 19 → 9 (bought back at 5.2). GW6: bench boost, no transfers.
 */
function season(): FplEntryHistory {
  return {
    current: [
      historyRow(1, 54, 1000),
      historyRow(2, 54, 1001, 1),
      historyRow(3, 54, 1003),
      historyRow(4, 47, 1006, 3, 4),
      historyRow(5, 60, 1010, 2),
      historyRow(6, 60, 1012),
    ],
    chips: [
      { name: 'wildcard', event: 5, time: '2026-09-11T09:00:00Z' },
      { name: 'bboost', event: 6, time: '2026-09-18T09:00:00Z' },
    ],
    past: [],
  };
}

const TRANSFERS = [
  transfer(5, [19, 60], [9, 52]),
  transfer(5, [1, 50], [20, 45]),
  transfer(4, [9, 53], [19, 60]),
  transfer(4, [13, 70], [18, 70]),
  transfer(4, [8, 80], [17, 80]),
  transfer(2, [3, 45], [16, 45]),
];

/** GW6's squad in pick order: XI 20; 16 4 5 6; 17 9 10 11; 18 14 — bench 2, 7, 12, 15. Captain 10, vice 18. */
const GW6_SQUAD = [20, 16, 4, 5, 6, 17, 9, 10, 11, 18, 14, 2, 7, 12, 15];

describe('entryToTeamData: a season with transfers, rises and falls, a hit, a wildcard and a bench boost', () => {
  const history = season();
  const input = {
    bootstrap: entryBootstrap(7),
    history,
    transfers: TRANSFERS,
    picks: picksOf(history.current[5] ?? historyRow(6, 0, 0), GW6_SQUAD, 10, 18, 'bboost'),
    entry: { started_event: 1 },
  };

  it('plans for the next deadline with the bank and team value of the latest gameweek', () => {
    const data = entryToTeamData(input);
    expect(data.gameweek).toBe(7);
    // GW6 row: bank 60 → £6.0m; value 1012 → £101.2m.
    expect(data.bank).toBe(6);
    expect(data.budget).toBe(6);
    expect(data.teamValue).toBe(101.2);
    expect(data.lowConfidenceFields).toBeUndefined();
  });

  it('free transfers by the rules: 2 at GW7', () => {
    // GW2 1, used 1 → GW3 1; GW3 none → GW4 2; GW4 3 made for −4 (2 free) → GW5 1; GW5 wildcard spends none
    // and adds none → GW6 1; GW6 none → GW7 2.
    expect(entryToTeamData(input).freeTransfers).toBe(2);
  });

  it('squad, armbands and bench order from the picks', () => {
    const data = entryToTeamData(input);
    expect(data.players.map((p) => p.id)).toEqual(GW6_SQUAD);
    expect(data.formation).toBe('4-4-2');
    expect(data.players.filter((p) => p.isStarter)).toHaveLength(11);
    expect(data.players.filter((p) => !p.isStarter).map((p) => [p.id, p.benchOrder])).toEqual([
      [2, 1],
      [7, 2],
      [12, 3],
      [15, 4],
    ]);
    expect(data.players.find((p) => p.isCaptain)?.id).toBe(10);
    expect(data.players.find((p) => p.isViceCaptain)?.id).toBe(18);
    expect(data.players[0]).toMatchObject({ name: 'Player20', team: 'LIV', teamId: 3, position: 'GKP' });
  });

  it('selling prices: purchase plus half the rise rounded down, or the current price after a fall', () => {
    const prices = Object.fromEntries(entryToTeamData(input).players.map((p) => [p.id, p.price]));
    expect(prices).toEqual({
      20: 4.5, // bought 4.5, now 4.5
      16: 4.6, // bought 4.5, now 4.8: + half of 0.3 rounded down = 4.6
      4: 5.4, // first squad at 5.4 (now 5.5 − change 0.1), now 5.5: + 0.0
      5: 5.0,
      6: 6.0, // first squad at 6.2, fell to 6.0: sells at 6.0
      17: 7.7, // bought 8.0, fell to 7.7
      9: 5.4, // bought back at 5.2 in GW5 (not his 5.0 start price), now 5.6: 5.2 + 0.2
      10: 12.7, // first squad at 12.5, now 13.0: 12.5 + 0.2
      11: 7.0,
      18: 7.2, // bought 7.0, now 7.5: 7.0 + 0.2
      14: 8.7, // first squad at 9.0, fell to 8.7
      2: 4.0,
      7: 4.5,
      12: 5.5,
      15: 6.0,
    });
    // Every price comes from a purchase the data gives: none is flagged.
    expect(entryToTeamData(input).players.every((p) => p.lowConfidenceFields === undefined)).toBe(true);
  });

  it('chips used with their gameweeks, in the windows bootstrap-static gives; the rest unused', () => {
    expect(entryToTeamData(input).chipStatus).toEqual({
      wildcard_1: { used: true, gameweek: 5 },
      wildcard_2: { used: false },
      free_hit: { used: false },
      free_hit_2: { used: false },
      bench_boost: { used: true, gameweek: 6 },
      bench_boost_2: { used: false },
      triple_captain: { used: false },
      triple_captain_2: { used: false },
    });
  });

  it('needs no element-summary for a GW1 squad: season-start prices settle it', () => {
    expect(entryPriceHistoriesNeeded(input)).toEqual([]);
  });

  it('without the recorded transfers, every price is the current one, flagged (issue 30)', () => {
    const { entry: _entry, ...noEntry } = input;
    const data = entryToTeamData({ ...noEntry, transfers: null });
    const elements = new Map(input.bootstrap.elements.map((e) => [e.id, e.now_cost / 10]));
    for (const player of data.players) {
      expect(player.price).toBe(elements.get(player.id));
      expect(player.lowConfidenceFields).toEqual(['price']);
    }
    // What the history alone settles stays exact: bank, value, free transfers, chips.
    expect(data).toMatchObject({ gameweek: 7, bank: 6, teamValue: 101.2, freeTransfers: 2 });
    expect(data.lowConfidenceFields).toBeUndefined();
    expect(data.chipStatus?.bench_boost).toEqual({ used: true, gameweek: 6 });
  });
});

describe('entryToTeamData without /transfers/ for a team that never made one', () => {
  // Like the recorded team 118670 after 2026-27 GW1: a first squad, no transfer in any gameweek of the history.
  const history: FplEntryHistory = { current: [historyRow(1, 0, 1000)], chips: [], past: [] };
  const squad = Array.from({ length: 15 }, (_, i) => i + 1);
  const picks = picksOf(history.current[0] ?? historyRow(1, 0, 0), squad, 10, 14);

  it('the history settles the transfers (none): the same exact squad as with an empty list', () => {
    const known = entryToTeamData({ bootstrap: entryBootstrap(2), history, transfers: [], picks });
    const unrecorded = entryToTeamData({ bootstrap: entryBootstrap(2), history, transfers: null, picks });
    expect(unrecorded).toEqual(known);
    expect(unrecorded.players.every((p) => p.lowConfidenceFields === undefined)).toBe(true);
  });
});

describe('entryToTeamData after a Free Hit week', () => {
  // The season above, then GW7 Free Hit: 10 → 19, 14 → 13, and 19 → 10 again (bought back at 13.0), for GW8.
  const history = season();
  history.current.push(historyRow(7, 20, 1015, 3));
  history.chips.push({ name: 'freehit', event: 7, time: '2026-09-25T09:00:00Z' });
  const transfers = [
    transfer(7, [19, 61], [10, 130]),
    transfer(7, [14, 87], [13, 70]),
    transfer(7, [10, 127], [19, 61]),
    ...TRANSFERS,
  ];
  const gw6 = picksOf(history.current[5] ?? historyRow(6, 0, 0), GW6_SQUAD, 10, 18, 'bboost');
  const bootstrap = entryBootstrap(8);

  it('takes the squad from the week before it: FPL puts it back', () => {
    expect(entrySquadGameweek(history)).toBe(6);
    const data = entryToTeamData({ bootstrap, history, transfers, picks: gw6, entry: { started_event: 1 } });
    expect(data.gameweek).toBe(8);
    expect(data.players.map((p) => p.id)).toEqual(GW6_SQUAD);
    // Bank and value are GW6's (£6.0m, £101.2m), not the Free Hit squad's £2.0m.
    expect(data.bank).toBe(6);
    expect(data.teamValue).toBe(101.2);
    // GW7 had 2 free; a Free Hit spends none and adds none → 2 at GW8.
    expect(data.freeTransfers).toBe(2);
    // Buying 10 back during the Free Hit is undone: he still sells for 12.7 from his 12.5 start price.
    expect(data.players.find((p) => p.id === 10)?.price).toBe(12.7);
    expect(data.chipStatus?.free_hit).toEqual({ used: true, gameweek: 7 });
  });

  it("refuses the Free Hit week's own picks", () => {
    const gw7 = picksOf(history.current[6] ?? historyRow(7, 0, 0), GW6_SQUAD, 10, 18, 'freehit');
    expect(() => entryToTeamData({ bootstrap, history, transfers, picks: gw7 })).toThrow(EntryDataError);
  });
});

describe('entryToTeamData for a team started after GW1', () => {
  // Started GW3, joined three days after the GW2 deadline; GW4 next. Squad 1–15, captain 10, vice 14.
  const joined = new Date(Date.parse(deadline(2)) + 3 * 86_400_000).toISOString();
  const history: FplEntryHistory = { current: [historyRow(3, 18, 998)], chips: [], past: [] };
  const row = (round: number, value: number): FplPriceHistoryRow => ({
    round,
    value,
    kickoff_time: new Date(Date.parse(deadline(round)) + 86_400_000).toISOString(),
  });
  const squad = Array.from({ length: 15 }, (_, i) => i + 1);
  const input = {
    bootstrap: entryBootstrap(4),
    history,
    transfers: [],
    picks: picksOf(row3(), squad, 10, 14),
    entry: { started_event: 3, joined_time: joined },
    priceHistories: {
      4: [row(1, 54), row(2, 54), row(3, 54)], // 5.4 before and after the team was made
      9: [row(1, 50), row(2, 52), row(3, 53)], // rose between the GW2 fixture and the GW3 one: 5.2 or 5.3
      14: [row(1, 90), row(2, 89), row(3, 88)], // fell: 8.9 or 8.8
    },
  };
  function row3() {
    return history.current[0] ?? historyRow(3, 0, 0);
  }

  it('asks for the element-summary of every player held since the first squad', () => {
    expect(entryPriceHistoriesNeeded(input)).toEqual(squad);
  });

  it('prices settled by element-summary are exact; the rest are the lowest possible, flagged', () => {
    const data = entryToTeamData(input);
    const byId = new Map(data.players.map((p) => [p.id, p]));
    // 4: paid 5.4 for sure, now 5.5 → 5.4.
    expect(byId.get(4)).toMatchObject({ price: 5.4 });
    expect(byId.get(4)?.lowConfidenceFields).toBeUndefined();
    // 9: paid 5.2 or 5.3, now 5.6 → 5.4 from the lower; flagged.
    expect(byId.get(9)).toMatchObject({ price: 5.4, lowConfidenceFields: ['price'] });
    // 14: paid 8.8 or 8.9, now 8.7 → 8.7 either way, still flagged (the data cannot say what was paid).
    expect(byId.get(14)).toMatchObject({ price: 8.7, lowConfidenceFields: ['price'] });
    // 10: no element-summary → his current price 13.0 stands in, flagged.
    expect(byId.get(10)).toMatchObject({ price: 13, lowConfidenceFields: ['price'] });
    // First squad at GW3 → 1 free transfer at GW4; bank £1.8m.
    expect(data.freeTransfers).toBe(1);
    expect(data.bank).toBe(1.8);
    expect(data.gameweek).toBe(4);
  });
});

describe('entryToTeamData: what it cannot read', () => {
  it('an unknown FPL player id is left unresolved for review, never guessed', () => {
    const history: FplEntryHistory = { current: [historyRow(1, 0, 1000)], chips: [] };
    const squad = [...Array.from({ length: 14 }, (_, i) => i + 1), 999];
    const data = entryToTeamData({
      bootstrap: entryBootstrap(2),
      history,
      transfers: [],
      picks: picksOf(history.current[0] ?? historyRow(1, 0, 0), squad, 10, 14),
    });
    expect(data.players).toHaveLength(14);
    expect(data.unresolved).toEqual([
      {
        read: 'FPL player 999',
        position: 'MID',
        isStarter: false,
        benchOrder: 4,
        isCaptain: false,
        isViceCaptain: false,
      },
    ]);
  });

  it('a team that has played no gameweek has no public squad', () => {
    const history: FplEntryHistory = { current: [], chips: [] };
    expect(() => entrySquadGameweek(history)).toThrow(EntryDataError);
  });

  it('free transfers the history leaves unsure are flagged', () => {
    // GW2: 1 free, 3 made for no hit (an unannounced top-up): at GW3 1 at least, 3 at most → 1, flagged.
    const history: FplEntryHistory = {
      current: [historyRow(1, 0, 1000), historyRow(2, 0, 1000, 3)],
      chips: [],
    };
    const data = entryToTeamData({
      bootstrap: entryBootstrap(3),
      history,
      transfers: [],
      picks: picksOf(
        history.current[1] ?? historyRow(2, 0, 0),
        Array.from({ length: 15 }, (_, i) => i + 1),
        10,
        14,
      ),
    });
    expect(data.freeTransfers).toBe(1);
    expect(data.lowConfidenceFields).toEqual(['freeTransfers']);
  });
});

describe('entryChipStatus', () => {
  it('two of each: a chip played after GW19 spends the second-half copy', () => {
    const history: FplEntryHistory = {
      current: [],
      chips: [
        { name: '3xc', event: 12 },
        { name: 'wildcard', event: 21 },
        { name: '3xc', event: 26 },
      ],
    };
    expect(entryChipStatus(history, entryBootstrap(27))).toMatchObject({
      triple_captain: { used: true, gameweek: 12 },
      triple_captain_2: { used: true, gameweek: 26 },
      wildcard_1: { used: false },
      wildcard_2: { used: true, gameweek: 21 },
    });
  });
});
