// The one decision-maker on small made-up leagues: every plan it returns keeps FPL's rules with its chips
// (windows, one chip a week, free hit reverting, no hits on a wildcard or free hit), chips are played only
// where they beat their threshold (or their window is closing), and unavailable players leave first.
import { describe, expect, it } from 'vitest';
import { seededRandom, smallProblem } from '../test/planner-fixtures.js';
import { type ChipWindow, SPEC_CHIP_WINDOWS } from './chips/index.js';
import type { PlanInput, PlannerPlayer, TransferPlan } from './planner/index.js';
import { CHIP_THRESHOLDS, chooseChips, hitsOf, nextFreeTransfers, planTransfers } from './planner/index.js';
import { decideSquad, type SquadDecisionInput } from './squad-decision.js';
import type { ChipStatus } from './types.js';

const HORIZON = 3;

function decisionInput(input: PlanInput, extra: Partial<SquadDecisionInput> = {}): SquadDecisionInput {
  const prices = new Map(input.pool.map((p) => [p.id, p.price]));
  return {
    plan: input,
    planner: planTransfers,
    options: { horizon: HORIZON, maxTransfersPerGameweek: 2, allowHits: true },
    chipGameweeks: Array.from({ length: HORIZON }, (_, i) => input.startGameweek + i),
    windows: SPEC_CHIP_WINDOWS,
    chipStatus: {},
    unavailable: new Set(),
    nowCost: (id) => prices.get(id),
    ...extra,
  };
}

/** Every rule a composed plan must keep, as a list of the broken ones. */
function ruleProblems(
  input: PlanInput,
  plan: TransferPlan,
  windows: readonly ChipWindow[],
  status: ChipStatus,
) {
  const problems: string[] = [];
  const byId = new Map<number, PlannerPlayer>([...input.pool, ...input.squad].map((p) => [p.id, p]));
  let squad = [...input.squad];
  let bank = input.bank;
  let free = input.freeTransfers;
  const used = new Set<ChipWindow>();
  for (const g of plan.gameweeks) {
    const chipWeek = g.chip === 'wildcard' || g.chip === 'free_hit';
    const week = [...squad];
    let money = bank;
    for (const t of g.transfers) {
      const i = week.findIndex((p) => p.id === t.out);
      const incoming = byId.get(t.in);
      if (i < 0 || !incoming || week.some((p) => p.id === t.in)) {
        problems.push(`GW${g.gameweek}: bad transfer ${t.out} → ${t.in}`);
        continue;
      }
      money += (week[i] as PlannerPlayer).price - incoming.price;
      week[i] = incoming;
    }
    if (money < -1e-9) problems.push(`GW${g.gameweek}: bank ${money}`);
    for (const [position, count] of [
      ['GKP', 2],
      ['DEF', 5],
      ['MID', 5],
      ['FWD', 3],
    ] as const)
      if (week.filter((p) => p.position === position).length !== count)
        problems.push(`GW${g.gameweek}: shape`);
    const clubs = new Map<number, number>();
    for (const p of week) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
    if ([...clubs.values()].some((n) => n > 3)) problems.push(`GW${g.gameweek}: club limit`);
    const hits = chipWeek ? 0 : hitsOf(g.transfers.length, free);
    if (g.hits !== hits) problems.push(`GW${g.gameweek}: ${g.hits} hits, rules say ${hits}`);
    if (g.freeTransfers !== free)
      problems.push(`GW${g.gameweek}: ${g.freeTransfers} free, rules say ${free}`);
    if (g.chip) {
      const window = windows.find(
        (w) => w.family === g.chip && w.start <= g.gameweek && g.gameweek <= w.stop && !status[w.key]?.used,
      );
      if (!window || used.has(window)) problems.push(`GW${g.gameweek}: ${g.chip} outside an open window`);
      if (window) used.add(window);
    }
    const owned = new Set(week.map((p) => p.id));
    if (![...g.startingXI, ...g.bench].every((id) => owned.has(id))) problems.push(`GW${g.gameweek}: lineup`);
    if (g.chip !== 'free_hit') {
      squad = week;
      bank = money;
    }
    free = nextFreeTransfers(free, chipWeek ? 0 : g.transfers.length);
  }
  return problems;
}

describe('decideSquad on made-up leagues (seeded)', { timeout: 60_000 }, () => {
  const seeds = Array.from({ length: 16 }, (_, i) => 2000 + i);
  it.each(seeds)(
    'keeps the rules with its chips, and plays none that does not beat its threshold (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      const input = { ...smallProblem(seed, 9, 7, HORIZON), freeTransfers: 1 + Math.floor(random() * 3) };
      // Low thresholds on odd seeds, so chips are played and their weeks are checked.
      const thresholds =
        seed % 2 === 1 ? { bench_boost: 2, triple_captain: 2, free_hit: 2, wildcard: 2 } : {};
      const status: ChipStatus = random() < 0.3 ? { wildcard_1: { used: true, gameweek: 2 } } : {};
      const decision = decideSquad(decisionInput(input, { chipThresholds: thresholds, chipStatus: status }));
      expect(ruleProblems(input, decision.plan, SPEC_CHIP_WINDOWS, status)).toEqual([]);
      const limits = { ...CHIP_THRESHOLDS, ...thresholds };
      for (const chip of decision.chips) expect(chip.gain).toBeGreaterThan(limits[chip.family]);
      // The plan's gameweeks carry exactly the chips decided within its horizon.
      for (const g of decision.plan.gameweeks) {
        const chip = decision.chips.find((c) => c.gameweek === g.gameweek);
        expect(g.chip).toBe(chip?.family ?? null);
      }
      if (seed % 2 === 1) expect(decision.chips.length).toBeGreaterThan(0);
    },
  );

  it('a free hit now: its squad this week, the squad before it the week after, no free transfer spent', () => {
    const input = { ...smallProblem(2101, 9, 7, HORIZON), freeTransfers: 2 };
    const low = { free_hit: 0.5, bench_boost: 999, triple_captain: 999, wildcard: 999 };
    const decision = decideSquad(
      decisionInput(input, {
        chipThresholds: low,
        // Only the free hit this week: its points are doubled, so it gains most now.
        plan: { ...input, points: (id, gw) => input.points(id, gw) * (gw === 10 ? 3 : 1) },
      }),
    );
    const [first, second] = decision.plan.gameweeks;
    expect(first?.chip).toBe('free_hit');
    expect(first?.hits).toBe(0);
    expect(second?.freeTransfers).toBe(Math.min(5, input.freeTransfers + 1));
    const back = decision.squadAt(11).squad.map((p) => p.id);
    const before = new Set(input.squad.map((p) => p.id));
    const moved = (second?.transfers ?? []).length;
    expect(back.filter((id) => !before.has(id)).length).toBe(moved);
  });

  it('an unavailable player leaves before a fit one when a transfer is made', () => {
    for (const seed of [2201, 2202, 2203, 2204, 2205]) {
      const league = smallProblem(seed, 9, 7, HORIZON);
      // The squad's dearest midfielder cannot play: no points, and listed as unavailable.
      const dead = [...league.squad].filter((p) => p.position === 'MID').sort((a, b) => b.price - a.price)[0];
      const input: PlanInput = {
        ...league,
        freeTransfers: 1,
        points: (id, gw) => (id === dead?.id ? 0 : league.points(id, gw)),
      };
      const decision = decideSquad(decisionInput(input, { unavailable: new Set([dead?.id ?? 0]) }));
      const first = decision.plan.gameweeks[0];
      const outs = first?.transfers.map((t) => t.out) ?? [];
      if (outs.length > 0 && first?.chip !== 'wildcard' && first?.chip !== 'free_hit')
        expect(outs).toContain(dead?.id);
      expect(ruleProblems(input, decision.plan, SPEC_CHIP_WINDOWS, {})).toEqual([]);
    }
  });
});

describe('chooseChips', () => {
  const input = smallProblem(2301, 9, 7, 6);
  const base = {
    gameweek: 10,
    gameweeks: [10, 11, 12, 13, 14, 15],
    squadAt: () => ({ squad: input.squad, bank: input.bank }),
    pool: input.pool,
    windows: [
      { key: 'bench_boost', family: 'bench_boost', start: 1, stop: 12 },
      { key: 'bench_boost_2', family: 'bench_boost', start: 13, stop: 38 },
    ] as ChipWindow[],
    status: {},
  };
  // Every player scores 2, and 10 in GW13: the bench boost belongs there.
  const points = (_: number, gw: number) => (gw === 13 ? 10 : 2);

  it('plays a chip where it gains most, once its gain beats keeping it; one chip a gameweek, one a window', () => {
    const chips = chooseChips({ ...base, points, thresholds: { bench_boost: 30 } });
    // The window closing in GW12 is worth nothing kept: its boost goes to GW10-12 (bench 8 points), the other
    // window's to GW13 (40 points, above 30).
    expect(chips.map((c) => [c.key, c.gameweek])).toEqual([
      ['bench_boost', 10],
      ['bench_boost_2', 13],
    ]);
    expect(chips[1]?.gain).toBe(40);
  });

  it('keeps a chip whose gain does not beat its threshold while the window runs on', () => {
    const chips = chooseChips({
      ...base,
      points,
      windows: [{ ...(base.windows[0] as ChipWindow), stop: 38 }],
      thresholds: { bench_boost: 41 },
    });
    expect(chips).toEqual([]);
  });

  it('never plays a spent chip', () => {
    const chips = chooseChips({
      ...base,
      points,
      status: { bench_boost: { used: true, gameweek: 3 }, bench_boost_2: { used: true, gameweek: 20 } },
    });
    expect(chips).toEqual([]);
  });
});
