import type { FplChip } from '../fpl-api.js';
import { LAST_GAMEWEEK } from '../rules.js';
import type { ChipKey, ChipPriority, ChipStatus } from '../types.js';

/** One chip the manager can play once within [start, stop]. */
export interface ChipWindow {
  key: ChipKey;
  family: ChipFamily;
  start: number;
  stop: number;
}

/** A chip regardless of which half of the season it belongs to. */
export type ChipFamily = 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain';

const FAMILY_OF_FPL_NAME: Record<string, ChipFamily> = {
  wildcard: 'wildcard',
  freehit: 'free_hit',
  bboost: 'bench_boost',
  '3xc': 'triple_captain',
};

/** The chip keys of a family in season order: the original key for the first window, then the second half's. */
const KEYS_OF_FAMILY: Record<ChipFamily, readonly ChipKey[]> = {
  wildcard: ['wildcard_1', 'wildcard_2'],
  free_hit: ['free_hit', 'free_hit_2'],
  bench_boost: ['bench_boost', 'bench_boost_2'],
  triple_captain: ['triple_captain', 'triple_captain_2'],
};

/** The name shown for each chip key, e.g. `Bench Boost`. */
export const CHIP_LABELS: Record<ChipKey, string> = {
  wildcard_1: 'Wildcard 1',
  wildcard_2: 'Wildcard 2',
  free_hit: 'Free Hit',
  free_hit_2: 'Free Hit 2',
  bench_boost: 'Bench Boost',
  bench_boost_2: 'Bench Boost 2',
  triple_captain: 'Triple Captain',
  triple_captain_2: 'Triple Captain 2',
};

/** A Triple Captain scores his points three times (a captain twice). */
export const TRIPLE_CAPTAIN_MULTIPLIER = 3;

// Each chip's confidence and gain: the rules' own advice and the plan's chip cards both read them.
export const CHIP_RULES = {
  freeHit: { confidence: 0.9 },
  tripleCaptain: { confidence: 0.95, baseline: 20 },
  benchBoost: { confidence: 0.85, gain: 35 },
  wildcard1: { from: 8, to: 20, confidence: 0.75, gain: 25 },
  wildcard2: { from: 21, timing: 24, confidence: 0.7, gain: 30 },
} as const;

/** A chip family's name, as the plan's summary says it. */
export const CHIP_FAMILY_LABELS: Record<ChipFamily, string> = {
  wildcard: 'Wildcard',
  free_hit: 'Free Hit',
  bench_boost: 'Bench Boost',
  triple_captain: 'Triple Captain',
};

/** The pre-2025-26 chips, for when the data gives no `chips` list: two wildcards split at GW20/21, one of each other. */
export const SPEC_CHIP_WINDOWS: readonly ChipWindow[] = [
  { key: 'wildcard_1', family: 'wildcard', start: 1, stop: 20 },
  { key: 'wildcard_2', family: 'wildcard', start: 21, stop: LAST_GAMEWEEK },
  { key: 'free_hit', family: 'free_hit', start: 1, stop: LAST_GAMEWEEK },
  { key: 'bench_boost', family: 'bench_boost', start: 1, stop: LAST_GAMEWEEK },
  { key: 'triple_captain', family: 'triple_captain', start: 1, stop: LAST_GAMEWEEK },
];

/** The family of one of FPL's chip names ('wildcard', 'freehit', 'bboost', '3xc'); others have none. */
export function chipFamilyOfFplName(name: string): ChipFamily | undefined {
  return FAMILY_OF_FPL_NAME[name];
}

/** The family of a chip key: `bench_boost_2` is a bench boost. */
export function chipFamily(key: ChipKey): ChipFamily {
  for (const [family, keys] of Object.entries(KEYS_OF_FAMILY) as [ChipFamily, readonly ChipKey[]][]) {
    if (keys.includes(key)) return family;
  }
  throw new Error(`Unknown chip key: ${key}`);
}

/** Chip windows from bootstrap-static `chips` where given (two of each since 2025-26), else the pre-2025-26 set. */
export function chipWindows(chips?: readonly FplChip[]): ChipWindow[] {
  if (!chips || chips.length === 0) return [...SPEC_CHIP_WINDOWS];
  const windows: ChipWindow[] = [];
  const byFamily = new Map<ChipFamily, FplChip[]>();
  for (const chip of chips) {
    const family = FAMILY_OF_FPL_NAME[chip.name];
    if (!family) continue;
    byFamily.set(family, [...(byFamily.get(family) ?? []), chip]);
  }
  for (const [family, list] of byFamily) {
    list.sort((a, b) => a.start_event - b.start_event);
    list.forEach((chip, index) => {
      const key = KEYS_OF_FAMILY[family][index];
      if (key) windows.push({ key, family, start: chip.start_event, stop: chip.stop_event });
    });
  }
  return windows;
}

/**
 * Whether a chip window has been spent. A used chip recorded with a gameweek spends the window of its family
 * that contains that gameweek (the review screen only knows the five original keys); without one, its own window.
 */
export function isWindowUsed(window: ChipWindow, status: ChipStatus = {}): boolean {
  for (const key of KEYS_OF_FAMILY[window.family]) {
    const state = status[key];
    if (!state?.used) continue;
    const gameweek = state.gameweek ?? null;
    if (gameweek === null ? key === window.key : gameweek >= window.start && gameweek <= window.stop)
      return true;
  }
  return false;
}

/** Windows still playable from `gameweek` on: not used and not yet closed. */
export function remainingChips(
  windows: readonly ChipWindow[],
  status: ChipStatus,
  gameweek: number,
): ChipWindow[] {
  return windows.filter((window) => window.stop >= gameweek && !isWindowUsed(window, status));
}

/** The unused window of a family that allows playing the chip in `gameweek`, if any. */
export function playableWindow(
  windows: readonly ChipWindow[],
  status: ChipStatus,
  family: ChipFamily,
  gameweek: number,
): ChipWindow | undefined {
  return windows.find(
    (w) => w.family === family && w.start <= gameweek && gameweek <= w.stop && !isWindowUsed(w, status),
  );
}

/** A chip's priority: timing within 2 gameweeks of the current one is immediate, within 5 upcoming, later future. */
export function chipPriority(timing: number, currentGw: number): ChipPriority {
  const ahead = timing - currentGw;
  if (ahead <= 2) return 'immediate';
  if (ahead <= 5) return 'upcoming';
  return 'future';
}
