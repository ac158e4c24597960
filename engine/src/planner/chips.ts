// Chips as decisions of the plan: each chip still playable is valued in every gameweek the
// chip view covers, on the plan's own squads (bench boost: the bench's points; triple captain: the captain's;
// free hit: the best one-week squad the money buys over the plan's XI; wildcard, now only: a rebuilt squad and
// the plan from it, over the plan without). A chip is played where it gains most, once its gain beats what
// keeping it is worth (CHIP_THRESHOLDS); a chip whose window closes within the view is worth nothing kept.

import { type ChipFamily, type ChipWindow, playableWindow } from '../chips/index.js';
import type { ChipKey, ChipStatus } from '../types.js';
import { freeHitCeiling } from './free-hit-ceiling.js';
import { type FreeHitSquad, freeHitSquads } from './free-hit-squads.js';
import { bestLineup } from './lineup.js';
import type { Lineup, PlannerPlayer } from './types.js';

/**
 * Projected points a chip must gain before it is played while its window still runs past the chip view: the
 * value of keeping it for a better week. Chosen by the season replay on 2023-24 and 2024-25 (see
 * engine/bench/README.md).
 */
export interface ChipThresholds {
  bench_boost: number;
  triple_captain: number;
  free_hit: number;
  wildcard: number;
}

/** Points a chip must gain over keeping it before the plan plays it, per chip family (tuned on the replay of past seasons). */
export const CHIP_THRESHOLDS: Readonly<ChipThresholds> = {
  bench_boost: 12,
  triple_captain: 9,
  free_hit: 14,
  wildcard: 15,
};

/** A chip the plan plays: which, in which gameweek, and what it gains over keeping it. */
export interface ChipDecision {
  family: ChipFamily;
  /** The window it spends. */
  key: ChipKey;
  gameweek: number;
  /** Projected points gained over the plan without it. */
  gain: number;
  /** The chip's squad (free hit, wildcard) with its lineup in that gameweek. */
  squad?: PlannerPlayer[];
  lineup: Lineup;
}

export interface ChipCandidateValue {
  family: ChipFamily;
  gameweek: number;
  gain: number;
  squad?: PlannerPlayer[];
  lineup: Lineup;
}

export interface ChipChoiceInput {
  /** The deadline's gameweek. */
  gameweek: number;
  /** The gameweeks the chip view covers, in order (the plan's, then its last squad held). */
  gameweeks: readonly number[];
  /** The plan's squad and bank in a gameweek of the view. */
  squadAt: (gameweek: number) => { squad: readonly PlannerPlayer[]; bank: number };
  /** Buyable players at now_cost (owned players are bought back at their selling price). */
  pool: readonly PlannerPlayer[];
  points: (elementId: number, gameweek: number) => number;
  windows: readonly ChipWindow[];
  status: ChipStatus;
  /** Value of a wildcard played now, when the caller measures it (a rebuilt squad and the plan from it). */
  wildcardNow?: { gain: number; squad: PlannerPlayer[] } | null;
  thresholds?: Partial<ChipThresholds>;
  /**
   * The lineup the plan fields in a gameweek (its XI, bench order and captain); bestLineup of squadAt on
   * `points` by default. Given, a bench boost is valued on the bench the plan names and a triple captain on
   * its captain.
   */
  lineupAt?: (gameweek: number) => Lineup;
  /** Chips already decided (their gameweeks and windows are taken); chooseChips returns them with the rest. */
  fixed?: readonly ChipDecision[];
  /** A free hit is weighed only from this gameweek on (before it, the plan's squads are already decided). */
  freeHitFrom?: number;
  /** The free hit's squad of a gameweek (freeHitSquads over `pool` and `points` by default; pass one to share its memory). */
  freeHitSquad?: FreeHitSquad;
}

/** What a Bench Boost (the bench's points) or a Triple Captain (the captain's once more) adds to a lineup. */
export function lineupChipGain(
  family: 'bench_boost' | 'triple_captain',
  lineup: Lineup,
  gameweek: number,
  points: (elementId: number, gameweek: number) => number,
): number {
  return family === 'bench_boost'
    ? lineup.bench.reduce((s, id) => s + points(id, gameweek), 0)
    : points(lineup.captain, gameweek);
}

/**
 * Every chip's value in every gameweek of the view where it could be played. With `freeHitNeeds` (the gain a free
 * hit in a gameweek must beat to be played), a week whose free hit cannot beat it is left out unsearched.
 */
export function chipCandidates(
  input: ChipChoiceInput,
  freeHitNeeds?: (gameweek: number) => number,
): ChipCandidateValue[] {
  const { gameweeks, squadAt, points, windows, status } = input;
  const out: ChipCandidateValue[] = [];
  const can = (family: ChipFamily, gw: number) => playableWindow(windows, status, family, gw) !== undefined;
  const lineupAt = input.lineupAt ?? ((gw: number) => bestLineup(squadAt(gw).squad, gw, points));
  const fixedWeeks = new Set((input.fixed ?? []).map((c) => c.gameweek));
  const freeHitSquad = input.freeHitSquad ?? freeHitSquads(input.pool, points);
  for (const gw of gameweeks) {
    if (fixedWeeks.has(gw)) continue;
    const { squad, bank } = squadAt(gw);
    const lineup = lineupAt(gw);
    if (can('bench_boost', gw)) {
      out.push({
        family: 'bench_boost',
        gameweek: gw,
        gain: lineupChipGain('bench_boost', lineup, gw, points),
        lineup,
      });
    }
    if (can('triple_captain', gw)) {
      out.push({
        family: 'triple_captain',
        gameweek: gw,
        gain: lineupChipGain('triple_captain', lineup, gw, points),
        lineup,
      });
    }
    if (can('free_hit', gw) && gw >= (input.freeHitFrom ?? input.gameweek)) {
      if (freeHitNeeds && cannotBeat(squad, input.pool, gw, points, bank, lineup.points + freeHitNeeds(gw)))
        continue;
      const rebuilt = freeHitSquad(squad, bank, gw);
      if (rebuilt) {
        const fhLineup = bestLineup(rebuilt, gw, points);
        out.push({
          family: 'free_hit',
          gameweek: gw,
          gain: fhLineup.points - lineup.points,
          squad: rebuilt,
          lineup: fhLineup,
        });
      }
    }
  }
  const now = input.gameweek;
  if (input.wildcardNow && can('wildcard', now) && !fixedWeeks.has(now)) {
    const { gain, squad } = input.wildcardNow;
    out.push({ family: 'wildcard', gameweek: now, gain, squad, lineup: bestLineup(squad, now, points) });
  }
  return out;
}

/**
 * The chips the plan plays: best net gain first (gain less the threshold, none while the window closes within
 * the view), one chip a gameweek, one a window.
 */
export function chooseChips(input: ChipChoiceInput): ChipDecision[] {
  const thresholds = { ...CHIP_THRESHOLDS, ...input.thresholds };
  const last = input.gameweeks[input.gameweeks.length - 1] ?? input.gameweek;
  // What keeping a chip is worth: nothing when its window closes within the view. A wildcard is only valued
  // now, so it is kept unless its window closes within two gameweeks.
  const keepOf = (family: ChipFamily, window: ChipWindow) => {
    const closes = family === 'wildcard' ? window.stop <= input.gameweek + 1 : window.stop <= last;
    return closes ? 0 : thresholds[family];
  };
  const freeHitNeeds = (gw: number) => {
    const window = playableWindow(input.windows, input.status, 'free_hit', gw);
    return window ? keepOf('free_hit', window) : Number.POSITIVE_INFINITY;
  };
  const scored = chipCandidates(input, freeHitNeeds).flatMap((c) => {
    const window = playableWindow(input.windows, input.status, c.family, c.gameweek);
    if (!window) return [];
    const keep = keepOf(c.family, window);
    const net = c.gain - keep;
    return net > 0 && c.gain > 0 ? [{ ...c, window, net }] : [];
  });
  scored.sort((a, b) => b.net - a.net || a.gameweek - b.gameweek);
  const fixed = input.fixed ?? [];
  const takenWeeks = new Set<number>(fixed.map((c) => c.gameweek));
  const takenWindows = new Set<ChipWindow>(
    fixed.flatMap((c) => input.windows.filter((w) => w.key === c.key)),
  );
  const decisions: ChipDecision[] = [...fixed];
  for (const c of scored) {
    if (takenWeeks.has(c.gameweek) || takenWindows.has(c.window)) continue;
    takenWeeks.add(c.gameweek);
    takenWindows.add(c.window);
    decisions.push({
      family: c.family,
      key: c.window.key,
      gameweek: c.gameweek,
      gain: c.gain,
      lineup: c.lineup,
      ...(c.squad ? { squad: c.squad } : {}),
    });
  }
  return decisions.sort((a, b) => a.gameweek - b.gameweek);
}

/** Whether no squad the squad's money buys (it and the pool) can field a lineup worth more than `points`. */
function cannotBeat(
  squad: readonly PlannerPlayer[],
  pool: readonly PlannerPlayer[],
  gw: number,
  points: (elementId: number, gameweek: number) => number,
  bank: number,
  target: number,
): boolean {
  const owned = new Set(squad.map((p) => p.id));
  const everyone = [...squad, ...pool.filter((p) => !owned.has(p.id))];
  const budget = squad.reduce((s, p) => s + p.price, 0) + bank;
  return freeHitCeiling(everyone, (id) => points(id, gw), budget) <= target;
}

/**
 * The transfers that turn one squad into another, each sale paired with a buy of the same position, dearest
 * with dearest (a rebuilt squad is one decision; pairing Haaland with the bench forward bought would read as a
 * swap nobody made).
 */
export function squadMoves(
  from: readonly PlannerPlayer[],
  to: readonly PlannerPlayer[],
): { out: number; in: number }[] {
  const kept = new Set(from.map((p) => p.id));
  const target = new Set(to.map((p) => p.id));
  const byPrice = (a: PlannerPlayer, b: PlannerPlayer) => b.price - a.price || a.id - b.id;
  const outs = from.filter((p) => !target.has(p.id)).sort(byPrice);
  const ins = to.filter((p) => !kept.has(p.id)).sort(byPrice);
  const moves: { out: number; in: number }[] = [];
  for (const out of outs) {
    const index = ins.findIndex((p) => p.position === out.position);
    const incoming = ins.splice(index, 1)[0];
    if (index < 0 || !incoming) throw new RangeError('Squads of different shapes');
    moves.push({ out: out.id, in: incoming.id });
  }
  return moves;
}
