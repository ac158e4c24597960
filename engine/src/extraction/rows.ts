// Which rows of names are the pitch's rows, and which position each holds. A page allows a few shapes: the
// Transfers page's squad by position (2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards, in that order) or a
// Pick Team / Points pitch (an XI by position, then the bench). Rows of other text (the header strip and its
// buttons above the pitch, sponsor boards, a player list below it) are rows no shape places well: the names
// read decide, the shape only breaks ties.

import { BENCH_SIZE, SQUAD_SHAPE, XI_LIMITS } from '../rules.js';
import type { Position } from '../types.js';

/** A pitch row's position; 'BENCH' for the bench (any position); null when the page fixes none. */
export type RowRole = Position | 'BENCH' | null;

export interface PageShape {
  name: 'squad' | 'pick-team';
  roles: readonly Exclude<RowRole, null>[];
  /** Plates per row, [min, max]. */
  sizes: readonly (readonly [number, number])[];
}

const POSITIONS = ['GKP', 'DEF', 'MID', 'FWD'] as const;

/** The Transfers page: the whole squad by position, one row each. */
export const SQUAD_ROWS: PageShape = {
  name: 'squad',
  roles: POSITIONS,
  sizes: POSITIONS.map((position) => [SQUAD_SHAPE[position], SQUAD_SHAPE[position]] as const),
};

/** Pick Team, My Team, Points: a legal XI by position, then the bench (one plate of it may be missed). */
export const PICK_TEAM_ROWS: PageShape = {
  name: 'pick-team',
  roles: [...POSITIONS, 'BENCH'],
  sizes: [
    ...POSITIONS.map((position) => [XI_LIMITS[position].min, XI_LIMITS[position].max] as const),
    [BENCH_SIZE - 1, BENCH_SIZE],
  ],
};

const SHAPES = [PICK_TEAM_ROWS, SQUAD_ROWS] as const;

/** What a plate brings to a row: a line read under its name (a plate, not a stray word). */
const PLATED = 0.3;
/** Each plate more or fewer than a row of that position holds. */
const OFF_SIZE = 0.5;
/** A row of the shape that is not on the page (cropped off). */
const MISSING_ROW = 1.5;
/**
 * The rows are not placed when their positions refuse this much of the names' fit (about two names that match
 * a player well, but one of another position than their row's).
 */
const REFUSED_FIT = 1.5;

export interface RowPlacement<T> {
  rows: T[][];
  roles: RowRole[];
  /** The page's shape, or undefined when no shape places the rows. */
  shape?: PageShape['name'];
  /**
   * False when the names read fit the rows far better than any placement lets them: no position is then fixed
   * by a row, and every plate is to be flagged for review.
   */
  placed: boolean;
}

/**
 * The rows of the page's shape, in order, among `rows` (top to bottom), and their positions. `fitOf(plate, role)`
 * is how well the plate's name matches a player of that position (0–1; 'BENCH' and null: any position).
 */
export function placeRows<T>(
  rows: readonly T[][],
  fitOf: (plate: T, role: RowRole) => number,
  plated: (plate: T) => boolean,
): RowPlacement<T> {
  if (rows.length === 0) return { rows: [], roles: [], placed: true };
  let best: { total: number; rows: T[][]; roles: RowRole[]; shape: PageShape } | undefined;
  for (const shape of SHAPES) {
    const pick = bestPick(rows, shape, fitOf, plated);
    if (!best || pick.total > best.total) best = { ...pick, shape };
  }
  const picked = best as NonNullable<typeof best>;
  // The names' own best fit against the fit the rows' positions allow them; a row of plates the shape left out
  // loses all of its fit.
  let refused = 0;
  picked.rows.forEach((row, i) => {
    for (const plate of row) refused += fitOf(plate, null) - fitOf(plate, picked.roles[i] ?? null);
  });
  const left = rows.filter((row) => !picked.rows.includes(row) && row.some(plated));
  for (const row of left) for (const plate of row) if (plated(plate)) refused += fitOf(plate, null);
  if (refused >= REFUSED_FIT) {
    const kept = rows.filter((row) => picked.rows.includes(row) || left.includes(row));
    return { rows: kept, roles: kept.map(() => null), placed: false };
  }
  return { rows: picked.rows, roles: picked.roles, shape: picked.shape.name, placed: true };
}

/** The best in-order pick of rows for a shape's rows (some may be missing), by dynamic programming. */
function bestPick<T>(
  rows: readonly T[][],
  shape: PageShape,
  fitOf: (plate: T, role: RowRole) => number,
  plated: (plate: T) => boolean,
): { total: number; rows: T[][]; roles: RowRole[] } {
  const n = rows.length;
  const m = shape.roles.length;
  const rowScore = (r: number, k: number) => {
    const row = rows[r] as T[];
    const role = shape.roles[k] as RowRole;
    const [min, max] = shape.sizes[k] as readonly [number, number];
    const off = Math.max(0, min - row.length, row.length - max);
    return (
      row.reduce((sum, plate) => sum + fitOf(plate, role) + (plated(plate) ? PLATED : 0), 0) - OFF_SIZE * off
    );
  };
  // score[r][k]: the best for the first r rows placed into the first k rows of the shape.
  const score = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Number.NEGATIVE_INFINITY));
  const move = Array.from({ length: n + 1 }, () =>
    new Array<'skip' | 'missing' | 'take'>(m + 1).fill('skip'),
  );
  for (let r = 0; r <= n; r++) {
    for (let k = 0; k <= m; k++) {
      if (r === 0 && k === 0) {
        (score[0] as number[])[0] = 0;
        continue;
      }
      let value = Number.NEGATIVE_INFINITY;
      let how: 'skip' | 'missing' | 'take' = 'skip';
      if (r > 0) value = (score[r - 1] as number[])[k] as number;
      if (k > 0) {
        const missing = ((score[r] as number[])[k - 1] as number) - MISSING_ROW;
        if (missing > value) {
          value = missing;
          how = 'missing';
        }
      }
      if (r > 0 && k > 0) {
        const take = ((score[r - 1] as number[])[k - 1] as number) + rowScore(r - 1, k - 1);
        if (take >= value) {
          value = take;
          how = 'take';
        }
      }
      (score[r] as number[])[k] = value;
      (move[r] as string[])[k] = how;
    }
  }
  const picked: { row: T[]; role: RowRole }[] = [];
  for (let r = n, k = m; r > 0 || k > 0; ) {
    const how = (move[r] as string[])[k];
    if (how === 'take') {
      picked.unshift({ row: rows[r - 1] as T[], role: shape.roles[k - 1] as RowRole });
      r--;
      k--;
    } else if (how === 'missing') k--;
    else r--;
  }
  return {
    total: (score[n] as number[])[m] as number,
    rows: picked.map((p) => p.row),
    roles: picked.map((p) => p.role),
  };
}
