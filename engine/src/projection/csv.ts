// Projections as solver users bring them from FPL Review or Solio: a CSV with an `ID` column (FPL element id)
// and `<gameweek>_Pts` columns; every other column is ignored.
import { parseCsvRows } from '../csv.js';
import { EngineError } from '../errors.js';

/** Projected points read from a CSV: element ids by gameweek. */
export interface ProjectionTable {
  /** Gameweeks with a `<gameweek>_Pts` column, ascending. */
  gameweeks: number[];
  /** Projected points per element id, per gameweek (missing cells read as 0). */
  byElement: Map<number, Map<number, number>>;
  /** Projected points; 0 for a player or gameweek the file does not have. */
  points: (elementId: number, gameweek: number) => number;
}

const POINTS_COLUMN = /^(\d+)_Pts$/i;

/** Reads projected points from CSV text (a column of element ids, a column per gameweek); throws EngineError on a malformed file. */
export function parseProjectionCsv(text: string): ProjectionTable {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) throw new EngineError('The projections CSV is empty');
  const idColumn = header.findIndex((name) => name.trim().toLowerCase() === 'id');
  if (idColumn < 0) throw new EngineError('The projections CSV has no ID column');
  const columns: { index: number; gameweek: number }[] = [];
  header.forEach((name, index) => {
    const match = POINTS_COLUMN.exec(name.trim());
    if (match) columns.push({ index, gameweek: Number(match[1]) });
  });
  if (columns.length === 0) throw new EngineError('The projections CSV has no <gameweek>_Pts column');
  const byElement = new Map<number, Map<number, number>>();
  rows.forEach((row, i) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const id = Number(row[idColumn]);
    if (!Number.isInteger(id) || id <= 0) {
      throw new EngineError(`The projections CSV has no element id on line ${i + 2}`);
    }
    const points = new Map<number, number>();
    for (const { index, gameweek } of columns) {
      const cell = (row[index] ?? '').trim();
      const value = cell === '' ? 0 : Number(cell);
      if (!Number.isFinite(value)) {
        throw new EngineError(`The projections CSV has "${cell}" for ${gameweek}_Pts on line ${i + 2}`);
      }
      points.set(gameweek, value);
    }
    byElement.set(id, points);
  });
  const gameweeks = [...new Set(columns.map((c) => c.gameweek))].sort((a, b) => a - b);
  return {
    gameweeks,
    byElement,
    points: (elementId, gameweek) => byElement.get(elementId)?.get(gameweek) ?? 0,
  };
}
