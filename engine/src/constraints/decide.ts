// The decision with the manager's rules: decideSquad run with them in its input (a planner that keeps them,
// the pool without banned players, chip windows narrowed to the chips allowed), then the rules the plan's later
// steps cannot see made good (a booked move pruned as worthless put back, chips fixed by hand marked, a fixed
// captain given the armband), and the result checked. A wildcard or free hit that breaks a rule (its rebuilt
// squad drops a kept player) is left out and the decision made again. The cost of the rules is the free plan's
// expected points less this plan's, for all of them and for each kind alone.
import { type ChipWindow, playableWindow } from '../chips/index.js';
import { lineupFields, squadsAt, withLineups, withRules } from '../plan-weeks.js';
import type { ChipDecision, GameweekPlan, Lineup, PlannerPlayer, TransferPlan } from '../planner/index.js';
import { bestLineup, lineupChipGain } from '../planner/index.js';
import { HIT_POINTS } from '../rules.js';
import { decideSquad, type SquadDecision, type SquadDecisionInput } from '../squad-decision.js';
import { valueMoves } from '../transfer-values.js';
import { constraintViolations } from './check.js';
import { chooseReplacement, chooseSeller, pointsOver } from './forced-moves.js';
import { constrainedPlanner, type ForcedSales, ruleTests } from './planner.js';
import {
  ConstraintError,
  type ConstraintKind,
  type ConstraintReport,
  type ManagerConstraints,
} from './types.js';
import { type ConstraintRules, validateConstraints } from './validate.js';

/** decideSquad's result with the rules it kept and what they cost. */
export interface ConstrainedDecision extends SquadDecision {
  constraints: ConstraintReport;
}

export interface ConstrainedDecisionOptions {
  /** Player names for the messages (element ids otherwise). */
  name?: (id: number) => string;
  /**
   * Measure each kind of rule alone against the free plan: one more decision each when more than one kind is
   * given (default true); false gives the cost of all of them only.
   */
  costEach?: boolean;
}

/** Decisions made again, at most, leaving out a wildcard or free hit that broke a rule. */
const MAX_ATTEMPTS = 4;

/** decideSquad keeping the manager's rules; ConstraintError when a rule cannot be met. */
export function decideSquadWithin(
  input: SquadDecisionInput,
  constraints: ManagerConstraints,
  options: ConstrainedDecisionOptions = {},
): ConstrainedDecision {
  const name = options.name ?? ((id: number) => `#${id}`);
  const rules = validateConstraints(input, constraints, name);
  const decision = decideKeeping(input, rules);
  const free = decideSquad(input);
  const points = decisionPoints(decision);
  const freePoints = decisionPoints(free);
  const kinds = kindsOf(rules.constraints);
  const costs = kinds.map((constraint) => {
    if (kinds.length === 1) return { constraint, cost: round2(freePoints - points) };
    if (options.costEach === false) return { constraint, cost: null };
    try {
      const alone = validateConstraints(input, only(rules.constraints, constraint), name);
      return { constraint, cost: round2(freePoints - decisionPoints(decideKeeping(input, alone))) };
    } catch (error) {
      if (error instanceof ConstraintError) return { constraint, cost: null };
      throw error;
    }
  });
  return {
    ...decision,
    constraints: {
      constraints: rules.constraints,
      freePoints: round2(freePoints),
      points: round2(points),
      cost: round2(freePoints - points),
      costs,
    },
  };
}

/** The kinds of rule a set holds, in a fixed order. */
export function kindsOf(c: ManagerConstraints): ConstraintKind[] {
  const kinds: ConstraintKind[] = [];
  if (c.locked?.length || c.lockedThrough?.length) kinds.push('lock');
  if (c.banned?.length || c.bannedIn?.length) kinds.push('ban');
  if (c.booked?.length) kinds.push('book');
  if (c.chips?.length) kinds.push('chip');
  if (c.forbiddenChips?.length) kinds.push('no-chip');
  if (c.captains?.length) kinds.push('captain');
  if (c.allowHits !== undefined) kinds.push('hits');
  if (c.maxTransfersPerGameweek !== undefined) kinds.push('max-transfers');
  return kinds;
}

function only(c: ManagerConstraints, kind: ConstraintKind): ManagerConstraints {
  switch (kind) {
    case 'lock':
      return { locked: c.locked ?? [], lockedThrough: c.lockedThrough ?? [] };
    case 'ban':
      return { banned: c.banned ?? [], bannedIn: c.bannedIn ?? [] };
    case 'book':
      return { booked: c.booked ?? [] };
    case 'chip':
      return { chips: c.chips ?? [] };
    case 'no-chip':
      return { forbiddenChips: c.forbiddenChips ?? [] };
    case 'captain':
      return { captains: c.captains ?? [] };
    case 'hits':
      return c.allowHits === undefined ? {} : { allowHits: c.allowHits };
    case 'max-transfers':
      return c.maxTransfersPerGameweek === undefined
        ? {}
        : { maxTransfersPerGameweek: c.maxTransfersPerGameweek };
  }
}

/** A decision's expected points: its gameweeks, and the chips it plays beyond them. */
function decisionPoints(d: SquadDecision): number {
  const last = d.plan.gameweeks[d.plan.gameweeks.length - 1]?.gameweek ?? 0;
  const inPlan = d.plan.gameweeks.reduce((s, g) => s + g.expectedPoints, 0);
  return inPlan + d.chips.filter((c) => c.gameweek > last).reduce((s, c) => s + c.gain, 0);
}

/** The decision with the rules kept (validated already). */
function decideKeeping(input: SquadDecisionInput, rules: ConstraintRules): SquadDecision {
  const planInput = input.plan;
  const dropped = new Set<string>();
  let lastProblem = '';
  let lastKind: ConstraintKind = 'chip';
  // A Free Hit fixed to a week a player is to be out of the squad: its squad is picked without him (so, the pool
  // being the plan's, he is not bought in the plan at all).
  const outOfFreeHit = new Set(
    rules.bannedIn
      .filter((b) => rules.fixedChips.some((f) => f.family === 'free_hit' && f.gameweek === b.gameweek))
      .map((b) => b.player),
  );
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const sales: ForcedSales = new Map();
    const windows = windowsFor(input, rules, dropped);
    // A captain held now is kept for the plan, unless a rule sells him after his week (then the planner keeps
    // him through it).
    const captainsOwned = rules.captains
      .map((c) => c.player)
      .filter((id) => planInput.squad.some((p) => p.id === id) && !leavesLater(rules, id));
    const constrained: SquadDecisionInput = {
      ...input,
      plan: {
        ...planInput,
        pool: planInput.pool.filter((p) => !rules.banned.has(p.id) && !outOfFreeHit.has(p.id)),
      },
      planner: constrainedPlanner(
        input.planner,
        rules,
        sales,
        rules.captains
          .filter((c) => leavesLater(rules, c.player))
          .map((c) => ({
            player: c.player,
            gameweek: c.gameweek,
          })),
      ),
      options: {
        ...input.options,
        allowHits: rules.allowHits,
        maxTransfersPerGameweek: rules.maxTransfers,
        locked: [...new Set([...(input.options.locked ?? []), ...rules.locked, ...captainsOwned])],
        banned: [...new Set([...(input.options.banned ?? []), ...rules.banned])],
      },
      windows,
    };
    let decision = decideSquad(constrained);
    // A chip the decision plays in a week fixed for another: left out, and decided again.
    const clash = decision.chips.filter((c) =>
      rules.fixedChips.some((f) => f.gameweek === c.gameweek && f.family !== c.family),
    );
    if (clash.length > 0) {
      for (const c of clash) dropped.add(c.key);
      continue;
    }
    decision = withForcedMovesKept(decision, input, rules, sales);
    decision = withFixedChips(decision, input, rules);
    decision = withFixedCaptains(decision, input, rules);
    const problems = constraintViolations(
      rules.constraints,
      decision.plan,
      decision.chips,
      planInput.squad.map((p) => p.id),
      rules.name,
    );
    if (problems.length === 0) return decision;
    const [problem] = problems;
    lastProblem = problem?.message ?? '';
    lastKind = problem?.constraint ?? 'chip';
    const fixedKeys = new Set(rules.fixedChips.map((f) => keyOf(input, f.family, f.gameweek)));
    const rebuilding = decision.chips.filter(
      (c) =>
        (c.family === 'wildcard' || c.family === 'free_hit') && !fixedKeys.has(c.key) && !dropped.has(c.key),
    );
    if (rebuilding.length === 0) break;
    for (const c of rebuilding) dropped.add(c.key);
  }
  throw new ConstraintError(lastKind, lastProblem || 'The rules cannot all be kept in one plan.');
}

function keyOf(input: SquadDecisionInput, family: ChipDecision['family'], gameweek: number) {
  return playableWindow(input.windows, input.chipStatus, family, gameweek)?.key;
}

/**
 * The chip windows the decision may use: none for a chip forbidden or dropped; a Bench Boost or Triple Captain
 * fixed by hand is marked afterwards (its window left out so it is not played twice); a Free Hit or Wildcard
 * fixed by hand has a window of its one gameweek, so the decision plays it there.
 */
function windowsFor(
  input: SquadDecisionInput,
  rules: ConstraintRules,
  dropped: ReadonlySet<string>,
): ChipWindow[] {
  const fixed = new Map(rules.fixedChips.map((f) => [keyOf(input, f.family, f.gameweek) ?? '', f] as const));
  return input.windows.flatMap((w) => {
    if (rules.forbiddenChips.has(w.family) || dropped.has(w.key)) return [];
    const f = fixed.get(w.key);
    if (!f) return [w];
    if (f.family === 'bench_boost' || f.family === 'triple_captain') return [];
    return [{ ...w, start: f.gameweek, stop: f.gameweek }];
  });
}

const byIdOf = (input: SquadDecisionInput) => {
  const byId = new Map<number, PlannerPlayer>();
  for (const p of input.plan.pool) byId.set(p.id, p);
  for (const p of input.plan.squad) byId.set(p.id, p);
  return byId;
};

/** Whether a rule takes `id` out of the squad in some gameweek (a booked sale, a week out). */
function leavesLater(rules: ConstraintRules, id: number): boolean {
  return rules.booked.some((b) => b.out === id) || rules.bannedIn.some((b) => b.player === id);
}

/** Booked transfers and banned sales that a later step dropped (the prune of moves that gain nothing) put back. */
function withForcedMovesKept(
  decision: SquadDecision,
  input: SquadDecisionInput,
  rules: ConstraintRules,
  sales: ForcedSales,
): SquadDecision {
  const planInput = input.plan;
  const byId = byIdOf(input);
  // Two-sided bookings as given; one-sided ones and sales of banned players as the planner completed them.
  const forced = [
    ...rules.booked
      .filter((b) => b.in !== undefined && b.out !== undefined)
      .map((b) => ({
        gameweek: b.gameweek,
        out: b.out as number,
        in: b.in as number,
        side: 'both' as const,
      })),
    ...sales.values(),
  ];
  let squad = planInput.squad.map((p) => p.id);
  let bank = Math.round(planInput.bank * 10);
  const price = (id: number) => Math.round((byId.get(id)?.price ?? 0) * 10);
  const net = (moves: readonly { out: number; in: number }[]) =>
    moves.reduce((s, t) => s + price(t.out) - price(t.in), 0);
  const end = planInput.startGameweek + input.options.horizon - 1;
  const { keptIn, outIn } = ruleTests(rules);
  let changed = false;
  const gameweeks = decision.plan.gameweeks.map((w) => {
    const transfers = [...w.transfers];
    if (w.chip !== 'wildcard' && w.chip !== 'free_hit') {
      for (const m of forced.filter((f) => f.gameweek === w.gameweek)) {
        const sold = transfers.some((t) => t.out === m.out);
        const bought = transfers.some((t) => t.in === m.in);
        const made = m.side === 'in' ? bought : m.side === 'out' ? sold : sold && bought;
        if (made) continue;
        const after = applyIds(squad, transfers);
        const players = after.map((id) => byId.get(id)).filter((p) => p !== undefined);
        const money = bank + net(transfers);
        const value = pointsOver(planInput.points, w.gameweek, end);
        let move: { out: number; in: number } | undefined;
        if (m.side === 'out' && after.includes(m.out)) {
          // The other side chosen again on this plan's squad and bank (the recorded one first, if it fits).
          const pool = planInput.pool.filter((p) => !rules.banned.has(p.id));
          const excluded = new Set(pool.filter((p) => outIn(p.id, w.gameweek)).map((p) => p.id));
          const r = chooseReplacement(players, m.out, money, pool, excluded, value, m.in);
          if (r) move = { out: m.out, in: r.id };
        } else if (m.side === 'in' && !after.includes(m.in)) {
          const incoming = byId.get(m.in);
          const kept = new Set(after.filter((id) => keptIn(id, w.gameweek)));
          const seller = incoming && chooseSeller(players, incoming, money, kept, value, new Set(), m.out);
          if (seller) move = { out: seller.id, in: m.in };
        } else if (after.includes(m.out) && !after.includes(m.in) && byId.has(m.in))
          move = { out: m.out, in: m.in };
        if (move) {
          transfers.push(move);
          changed = true;
        }
      }
    }
    if (w.chip !== 'free_hit') {
      bank += net(transfers);
      squad = applyIds(squad, transfers);
    }
    return { ...w, transfers };
  });
  if (!changed) return decision;
  const lineupPoints = input.lineupPoints ?? planInput.points;
  let plan: TransferPlan = { ...decision.plan, gameweeks };
  plan = withRules(plan, planInput);
  plan = withLineups(plan, planInput, byId, lineupPoints);
  const { moves } = valueMoves(plan, planInput, byId, lineupPoints, { prune: false });
  const squadAt = squadsAt(plan, planInput, byId);
  // A Bench Boost or Triple Captain after the plan's gameweeks: its lineup from the squad the plan now ends with.
  const last = plan.gameweeks[plan.gameweeks.length - 1]?.gameweek ?? 0;
  const points = planInput.points;
  const chips = decision.chips.map((c) => {
    if (c.gameweek <= last || (c.family !== 'bench_boost' && c.family !== 'triple_captain')) return c;
    const best = bestLineup(squadAt(c.gameweek).squad, c.gameweek, lineupPoints);
    const lineup = {
      ...best,
      points:
        best.startingXI.reduce((s, id) => s + points(id, c.gameweek), 0) + points(best.captain, c.gameweek),
    };
    return { ...c, lineup, gain: lineupChipGain(c.family, lineup, c.gameweek, points) };
  });
  return { ...decision, plan, chips, moves, squadAt };
}

function applyIds(squad: readonly number[], moves: readonly { out: number; in: number }[]): number[] {
  return squad.map((id) => moves.find((m) => m.out === id)?.in ?? id);
}

/** Points of a week's lineup: XI, captain once more, the chip's extra, less hits. */
function weekPoints(week: GameweekPlan, points: (id: number, gw: number) => number): number {
  const pts = (id: number) => points(id, week.gameweek);
  const extra =
    week.chip === 'bench_boost'
      ? week.bench.reduce((s, id) => s + pts(id), 0)
      : week.chip === 'triple_captain'
        ? pts(week.captain)
        : 0;
  return (
    week.startingXI.reduce((s, id) => s + pts(id), 0) + pts(week.captain) + extra - HIT_POINTS * week.hits
  );
}

function lineupOf(week: GameweekPlan, points: (id: number, gw: number) => number): Lineup {
  const pts = (id: number) => points(id, week.gameweek);
  return {
    startingXI: week.startingXI,
    bench: week.bench,
    captain: week.captain,
    viceCaptain: week.viceCaptain,
    points: week.startingXI.reduce((s, id) => s + pts(id), 0) + pts(week.captain),
  };
}

function withObjective(plan: TransferPlan, gameweeks: GameweekPlan[]): TransferPlan {
  return { ...plan, gameweeks, objective: gameweeks.reduce((s, g) => s + g.expectedPoints, 0) };
}

/** A Bench Boost or Triple Captain fixed by hand, played in its gameweek on the plan's lineup. */
function withFixedChips(
  decision: SquadDecision,
  input: SquadDecisionInput,
  rules: ConstraintRules,
): SquadDecision {
  const points = input.plan.points;
  const lineupPoints = input.lineupPoints ?? points;
  const marked = rules.fixedChips.filter((f) => f.family === 'bench_boost' || f.family === 'triple_captain');
  if (marked.length === 0) return decision;
  const chips = [...decision.chips];
  const gameweeks = decision.plan.gameweeks.map((w) => {
    const f = marked.find((m) => m.gameweek === w.gameweek);
    if (!f || w.chip) return w;
    const week = { ...w, chip: f.family };
    return { ...week, expectedPoints: weekPoints(week, points) };
  });
  for (const f of marked) {
    const week = gameweeks.find((w) => w.gameweek === f.gameweek);
    const lineup = week
      ? lineupOf(week, points)
      : bestLineup(decision.squadAt(f.gameweek).squad, f.gameweek, lineupPoints);
    const key = keyOf(input, f.family, f.gameweek);
    if (!key) continue;
    const family = f.family as 'bench_boost' | 'triple_captain';
    chips.push({
      family,
      key,
      gameweek: f.gameweek,
      gain: lineupChipGain(family, lineup, f.gameweek, points),
      lineup: {
        ...lineup,
        points:
          lineup.startingXI.reduce((s, id) => s + points(id, f.gameweek), 0) +
          points(lineup.captain, f.gameweek),
      },
    });
  }
  chips.sort((a, b) => a.gameweek - b.gameweek);
  return { ...decision, plan: withObjective(decision.plan, gameweeks), chips };
}

/** A captain fixed by hand: given the armband (and a place in the XI) in his gameweek. */
function withFixedCaptains(
  decision: SquadDecision,
  input: SquadDecisionInput,
  rules: ConstraintRules,
): SquadDecision {
  const points = input.plan.points;
  if (rules.captains.length === 0) return withChipLineups(decision, points);
  const lineupPoints = input.lineupPoints ?? points;
  const byId = byIdOf(input);
  const gameweeks = decision.plan.gameweeks.map((w) => {
    const fixed = rules.captains.find((c) => c.gameweek === w.gameweek);
    if (!fixed || w.captain === fixed.player) return w;
    const squad = [...w.startingXI, ...w.bench].map((id) => byId.get(id)).filter((p) => p !== undefined);
    if (!squad.some((p) => p.id === fixed.player)) return w;
    let lineup: Lineup;
    if (w.startingXI.includes(fixed.player)) {
      const vice = w.captain !== fixed.player ? w.captain : w.viceCaptain;
      lineup = { ...lineupOf(w, points), captain: fixed.player, viceCaptain: vice };
    } else {
      // Into the XI: the best XI that has him (his lineup points set above everyone's), then the vice.
      const boosted = (id: number, gw: number) => (id === fixed.player ? 1e6 : lineupPoints(id, gw));
      lineup = bestLineup(squad, w.gameweek, boosted);
      if (lineup.captain !== fixed.player) lineup = { ...lineup, captain: fixed.player };
    }
    const week = { ...w, ...lineupFields(lineup) };
    return { ...week, expectedPoints: weekPoints(week, points) };
  });
  return withChipLineups({ ...decision, plan: withObjective(decision.plan, gameweeks) }, points);
}

/** A Bench Boost's or Triple Captain's lineup and gain: those of the plan's week, after the steps above. */
function withChipLineups(decision: SquadDecision, points: (id: number, gw: number) => number): SquadDecision {
  const chips = decision.chips.map((c) => {
    const week = decision.plan.gameweeks.find((w) => w.gameweek === c.gameweek);
    if ((c.family !== 'triple_captain' && c.family !== 'bench_boost') || !week) return c;
    const lineup = lineupOf(week, points);
    return { ...c, lineup, gain: lineupChipGain(c.family, lineup, c.gameweek, points) };
  });
  return { ...decision, chips };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
