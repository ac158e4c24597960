import { describe, expect, it } from 'vitest';
import { analyzeSquadDetailed } from './analysis/analyze-squad.js';
import {
  leagueBootstrap,
  leagueFixtures,
  leagueHistory,
  leagueSquad,
  NEXT_GW,
} from './analysis/test-data.js';
import { bankAfterTransfers, squadAfterTransfers, teamValue } from './squad-after-transfers.js';
import type { Player, Position, TransferRecommendation } from './types.js';

const p = (
  id: number,
  name: string,
  position: Position,
  isStarter: boolean,
  benchOrder?: number,
): Player => ({
  id,
  name,
  team: 'ARS',
  teamId: 1,
  position,
  price: 5,
  isStarter,
  isCaptain: name === 'M1',
  isViceCaptain: name === 'F1',
  fixture: 'SOU (H)',
  ...(benchOrder === undefined ? {} : { benchOrder }),
});

// 3-4-3 with G2, D4, M5, D5 on the bench; the screenshot's fixture text on everyone.
const squad: Player[] = [
  p(1, 'G1', 'GKP', true),
  p(2, 'D1', 'DEF', true),
  p(3, 'D2', 'DEF', true),
  p(4, 'D3', 'DEF', true),
  p(5, 'M1', 'MID', true),
  p(6, 'M2', 'MID', true),
  p(7, 'M3', 'MID', true),
  p(8, 'M4', 'MID', true),
  p(9, 'F1', 'FWD', true),
  p(10, 'F2', 'FWD', true),
  p(11, 'F3', 'FWD', true),
  p(12, 'G2', 'GKP', false, 1),
  p(13, 'D4', 'DEF', false, 2),
  p(14, 'M5', 'MID', false, 3),
  p(15, 'D5', 'DEF', false, 4),
];

const teams = [
  { id: 1, short_name: 'ARS' },
  { id: 2, short_name: 'AVL' },
];

const transfer = (over: Partial<TransferRecommendation>): TransferRecommendation => ({
  playerOut: 'F3',
  playerOutTeam: 'ARS',
  playerIn: 'Watkins',
  playerInTeam: 'AVL',
  cost: 3.5,
  priority: 'High',
  reason: '',
  ...over,
});

const names = (players: Player[]) => players.map((x) => x.name);

describe('squadAfterTransfers', () => {
  it('puts the player bought in the slot of the one sold, with his club, team id and price', () => {
    const after = squadAfterTransfers(squad, { transfers: [transfer({ playerInId: 501 })] }, teams);
    expect(names(after)).toEqual([...names(squad).slice(0, 10), 'Watkins', ...names(squad).slice(11)]);
    expect(after[10]).toEqual({
      id: 501,
      name: 'Watkins',
      team: 'AVL',
      teamId: 2,
      position: 'FWD',
      price: 8.5,
      isStarter: true,
      isCaptain: false,
      isViceCaptain: false,
    });
    // The squad given is not changed.
    expect(squad[10]?.name).toBe('F3');
  });

  it('finds the player sold by id first, then by name without accents or case', () => {
    const byId = squadAfterTransfers(squad, {
      transfers: [transfer({ playerOut: 'F 3?', playerOutId: 11 })],
    });
    expect(byId[10]?.name).toBe('Watkins');
    const byName = squadAfterTransfers(squad, { transfers: [transfer({ playerOut: ' f3 ' })] });
    expect(byName[10]?.name).toBe('Watkins');
    const unknown = squadAfterTransfers(squad, { transfers: [transfer({ playerOut: 'Nobody' })] });
    expect(names(unknown)).toEqual(names(squad));
  });

  it("applies the plan's XI, bench order, captain and vice", () => {
    const after = squadAfterTransfers(squad, {
      transfers: [transfer({ playerOut: 'M1', playerIn: 'Semenyo', playerInTeam: 'BOU', cost: 2 })],
      startingXI: ['G1', 'D1', 'D2', 'D3', 'D4', 'Semenyo', 'M2', 'M3', 'M4', 'F1', 'F2'],
      bench: ['G2', 'F3', 'M5', 'D5'],
      captain: { player: 'Semenyo' },
      viceCaptain: { player: 'F2' },
    });
    const starters = after.filter((x) => x.isStarter);
    expect(starters).toHaveLength(11);
    expect(names(starters)).toContain('Semenyo');
    expect(
      after
        .filter((x) => !x.isStarter)
        .sort((a, b) => (a.benchOrder ?? 0) - (b.benchOrder ?? 0))
        .map((x) => `${x.benchOrder} ${x.name}`),
    ).toEqual(['1 G2', '2 F3', '3 M5', '4 D5']);
    expect(after.filter((x) => x.isCaptain).map((x) => x.name)).toEqual(['Semenyo']);
    expect(after.filter((x) => x.isViceCaptain).map((x) => x.name)).toEqual(['F2']);
    expect(starters.every((x) => x.benchOrder === undefined)).toBe(true);
  });

  it("keeps the squad's own XI and armbands without a full XI in the plan", () => {
    const after = squadAfterTransfers(squad, { transfers: [], startingXI: ['G1', 'D1'] });
    expect(after.map((x) => x.isStarter)).toEqual(squad.map((x) => x.isStarter));
    expect(after.find((x) => x.isCaptain)?.name).toBe('M1');
    // The armband leaves with a captain sold.
    const sold = squadAfterTransfers(squad, { transfers: [transfer({ playerOut: 'M1' })] });
    expect(sold.some((x) => x.isCaptain)).toBe(false);
    expect(sold.find((x) => x.isViceCaptain)?.name).toBe('F1');
  });

  it("fields the engine's own plan: its XI, bench and armbands after its transfers", () => {
    const bootstrap = leagueBootstrap();
    // Every chip played, so the first gameweek is the planner's transfers (no wildcard squad), and a short
    // horizon: the real planner, in a test's time.
    const used = { used: true, gameweek: 1 };
    const base = {
      ...leagueSquad(),
      chipStatus: {
        wildcard_1: used,
        wildcard_2: used,
        free_hit: used,
        bench_boost: used,
        triple_captain: used,
      },
    };
    const { recommendations: r, plan } = analyzeSquadDetailed({
      squad: base,
      bootstrap,
      fixtures: leagueFixtures(),
      histories: leagueHistory(bootstrap),
      gameweek: NEXT_GW,
      options: { horizon: 2 },
    });
    expect(r.transfers.length).toBeGreaterThan(0);
    const first = plan.gameweeks[0];
    const after = squadAfterTransfers(base.players, r, bootstrap.teams);
    const ids = (players: Player[]) => players.map((x) => x.id).sort((a, b) => a - b);
    expect(ids(after.filter((x) => x.isStarter))).toEqual(
      [...(first?.startingXI ?? [])].sort((a, b) => a - b),
    );
    expect(
      after
        .filter((x) => !x.isStarter)
        .sort((a, b) => (a.benchOrder ?? 0) - (b.benchOrder ?? 0))
        .map((x) => x.id),
    ).toEqual(first?.bench);
    expect(after.find((x) => x.isCaptain)?.id).toBe(first?.captain);
    expect(after.find((x) => x.isViceCaptain)?.id).toBe(first?.viceCaptain);
    // Every player bought knows his FPL team, so his fixtures resolve.
    const elements = new Map(bootstrap.elements.map((e) => [e.id, e]));
    for (const player of after)
      expect(player.teamId ?? elements.get(player.id)?.team).toBe(elements.get(player.id)?.team);
    expect(bankAfterTransfers(base.budget, r.transfers)).toBeCloseTo(r.budgetImpact.afterTransfers, 5);
  });
});

describe('teamValue and bankAfterTransfers', () => {
  it('adds the prices and the bank, to the tenth', () => {
    expect(teamValue(squad, 0.5)).toBe(75.5);
    expect(teamValue([{ price: 0.1 }, { price: 0.2 }], 0)).toBe(0.3);
    expect(bankAfterTransfers(1.5, [{ cost: 0.7 }, { cost: -0.3 }])).toBe(1.1);
  });

  it('is the same before and after transfers: the money moves from the bank to the squad', () => {
    const transfers = [
      transfer({ cost: 3.5 }),
      transfer({ playerOut: 'D5', playerIn: 'Gvardiol', cost: 1.4 }),
    ];
    const after = squadAfterTransfers(squad, { transfers });
    expect(teamValue(after, bankAfterTransfers(5, transfers))).toBe(teamValue(squad, 5));
  });
});
