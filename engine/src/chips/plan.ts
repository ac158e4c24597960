// Chip candidates from projections: each chip goes where the projections say it gains most.
// The chip cards' confidences and wording stay; the gains come from the model instead of fixed numbers.

import type { BlankGameweekAnalysis, ChipKey } from '../types.js';
import { type ChipFamily, TRIPLE_CAPTAIN_MULTIPLIER } from './rules.js';

/** The squad's best lineup in one gameweek, as the projections see it. */
export interface ProjectedLineup {
  /** The XI's points with the captain's counted once more. */
  xi: number;
  /** The four bench players' points: what a bench boost adds. */
  bench: number;
  benchNames: string[];
  captain: { name: string; points: number; fixtures: string } | null;
}

export interface ChipProjections {
  /** The gameweeks the projections cover, in order. */
  gameweeks: readonly number[];
  lineup(gameweek: number): ProjectedLineup;
  /**
   * Points a squad rebuilt now would score over the planning horizon beyond the best plan of rolling
   * transfers; absent when not measured (the calendar-based wildcard advice then applies).
   */
  wildcard?: { gain: number; detail: string };
}

/** Least projected bench points worth a bench boost (a normal week's bench is worth 5–9). */
export const BENCH_BOOST_MIN_GAIN = 10;
/** Projected XI points a blank must cost before a Free Hit is advised on projections alone. */
export const FREE_HIT_MIN_LOSS = 15;
/** Points over the horizon a rebuilt squad must gain over rolling transfers before a wildcard is advised. */
export const WILDCARD_MIN_GAIN = 12;

export interface ChipCandidate {
  family: ChipFamily;
  key?: ChipKey;
  timing: number;
  confidence: number;
  expectedGain: number;
  reasoning: string;
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const round1 = (n: number) => Math.round(n * 10) / 10;

export function projectedTripleCaptain(
  projections: ChipProjections,
  confidence: number,
  baseline: number,
): ChipCandidate[] {
  return projections.gameweeks
    .flatMap((gameweek) => {
      const captain = projections.lineup(gameweek).captain;
      if (!captain) return [];
      // The gain is the tripled captain's haul minus 20 (a normal captain's haul).
      const haul = captain.points * TRIPLE_CAPTAIN_MULTIPLIER;
      const gain = haul - baseline;
      if (gain <= 0) return [];
      return [
        {
          family: 'triple_captain' as const,
          timing: gameweek,
          confidence,
          expectedGain: round1(gain),
          reasoning: `${captain.name} projects ${f1(captain.points)} points in GW${gameweek} (${captain.fixtures}), about ${f1(haul)} as triple captain, the most of any gameweek ahead.`,
        },
      ];
    })
    .sort((a, b) => b.expectedGain - a.expectedGain || a.timing - b.timing);
}

export function projectedBenchBoost(projections: ChipProjections, confidence: number): ChipCandidate[] {
  return projections.gameweeks
    .flatMap((gameweek) => {
      const lineup = projections.lineup(gameweek);
      if (lineup.bench < BENCH_BOOST_MIN_GAIN) return [];
      return [
        {
          family: 'bench_boost' as const,
          timing: gameweek,
          confidence,
          expectedGain: round1(lineup.bench),
          reasoning: `your bench (${lineup.benchNames.join(', ')}) projects ${f1(lineup.bench)} points in GW${gameweek}, the most of any gameweek ahead.`,
        },
      ];
    })
    .sort((a, b) => b.expectedGain - a.expectedGain || a.timing - b.timing);
}

/** A Free Hit against the blank that costs the most projected points compared with the squad's usual week. */
export function projectedFreeHit(
  projections: ChipProjections,
  blanks: readonly BlankGameweekAnalysis[],
  confidence: number,
  recoveryShare: number,
): ChipCandidate[] {
  const blankWeeks = new Set(blanks.map((b) => b.gameweek));
  const usualWeeks = projections.gameweeks.filter((g) => !blankWeeks.has(g));
  if (usualWeeks.length === 0) return [];
  // The median week, so one double does not make every other week look like a loss.
  const sorted = usualWeeks.map((g) => projections.lineup(g).xi).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const usual =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return blanks
    .filter((b) => projections.gameweeks.includes(b.gameweek))
    .flatMap((bgw) => {
      const loss = usual - projections.lineup(bgw.gameweek).xi;
      if (loss < FREE_HIT_MIN_LOSS && !bgw.freeHitRecommended) return [];
      if (loss <= 0) return [];
      const gain = loss * recoveryShare;
      return [
        {
          family: 'free_hit' as const,
          timing: bgw.gameweek,
          confidence,
          expectedGain: round1(gain),
          reasoning: `GW${bgw.gameweek} is a blank for ${bgw.teamsAffected.join(', ')}: ${bgw.userPlayersAffected.length} of your players have no fixture and your best XI projects ${f1(projections.lineup(bgw.gameweek).xi)} points against ${f1(usual)} in a usual week. A Free Hit recovers about ${f1(gain)} of the ${f1(loss)} lost.`,
        },
      ];
    })
    .sort((a, b) => b.expectedGain - a.expectedGain || a.timing - b.timing);
}

export function projectedWildcard(
  projections: ChipProjections,
  currentGw: number,
  confidence: number,
): ChipCandidate[] {
  const wildcard = projections.wildcard;
  if (!wildcard || wildcard.gain < WILDCARD_MIN_GAIN) return [];
  return [
    {
      family: 'wildcard',
      timing: currentGw,
      confidence,
      expectedGain: round1(wildcard.gain),
      reasoning: `a squad rebuilt now projects ${f1(wildcard.gain)} points more than the best plan of rolling transfers. ${wildcard.detail}`,
    },
  ];
}
