// The replay's result files in engine/bench-results: the week-by-week log (CSV), the season's totals beside the
// baselines (JSON) and the chart (svg.ts).
import { HIT_POINTS } from '../../src/rules.js';
import { csvLine } from '../csv.js';
import type { ReplayResult, ReplayWeek } from './replay.js';
import type { ReplayStrategy } from './strategy.js';

export const CSV_HEADER = [
  'gw',
  'chip',
  'captain',
  'vice_captain',
  'starting_xi',
  'bench',
  'transfers_in',
  'transfers_out',
  'hits',
  'bank',
  'free_transfers',
  'points',
] as const;

const ids = (list: readonly number[]) => list.join(' ');

/** One row a gameweek; XI and bench as picked (before substitutions), bank in £m after transfers. */
export function weeksCsv(weeks: readonly ReplayWeek[]): string {
  const rows = weeks.map((w) =>
    csvLine([
      w.gameweek,
      w.chip ?? '',
      w.captain,
      w.viceCaptain,
      ids(w.startingXI),
      ids(w.bench),
      ids(w.transfersIn),
      ids(w.transfersOut),
      w.hits,
      (w.bank / 10).toFixed(1),
      w.freeTransfers ?? '',
      w.points,
    ]),
  );
  return `${[csvLine([...CSV_HEADER]), ...rows].join('\n')}\n`;
}

/** Per-gameweek points of each line of the chart; null where a baseline does not exist. */
export interface WeeklySeries {
  gameweeks: number[];
  ours: number[];
  average: number[] | null;
  epNext: number[] | null;
  hold: number[] | null;
  ceiling: number[] | null;
}

export interface ReplaySummary {
  season: string;
  from: number;
  to: number;
  ours: number;
  average: number | null;
  epNext: number | null;
  hold: number | null;
  ceiling: number | null;
  /** Weeks a goalkeeper wore the armband or was vice. */
  goalkeeperCaptain: number;
  goalkeeperVice: number;
  chips: { gameweek: number; chip: string }[];
  /** Each chip's week with the points the squad scored in it (a chip spent on a quiet week shows here). */
  chipWeeks: { gameweek: number; chip: string; points: number }[];
  transfers: number;
  hits: number;
  /** Points the hits cost. */
  hitPoints: number;
  /** Weeks the captain did not play: the armband passed to the vice, or to nobody. */
  captainBlanks: number;
  /** Weeks the referee checked and passed (every replay of the run: ours, ep_next, hold). */
  refereePassed: number;
  strategy: ReplayStrategy;
  weekly: WeeklySeries;
}

const sum = (list: readonly number[] | null) => (list ? list.reduce((s, n) => s + n, 0) : null);

export function summarize(input: {
  ours: ReplayResult;
  epNext: ReplayResult | null;
  hold: ReplayResult | null;
  average: ReadonlyMap<number, number> | null;
  ceiling: ReadonlyMap<number, number> | null;
}): ReplaySummary {
  const { ours } = input;
  const gameweeks = ours.weeks.map((w) => w.gameweek);
  const byWeek = (result: ReplayResult | null) => (result ? result.weeks.map((w) => w.points) : null);
  const fromMap = (map: ReadonlyMap<number, number> | null) =>
    map ? gameweeks.map((gw) => map.get(gw) ?? 0) : null;
  const weekly: WeeklySeries = {
    gameweeks,
    ours: ours.weeks.map((w) => w.points),
    average: fromMap(input.average),
    epNext: byWeek(input.epNext),
    hold: byWeek(input.hold),
    ceiling: fromMap(input.ceiling),
  };
  return {
    season: ours.season,
    from: ours.from,
    to: gameweeks[gameweeks.length - 1] ?? ours.from,
    ours: ours.total,
    average: sum(weekly.average),
    epNext: input.epNext?.total ?? null,
    hold: input.hold?.total ?? null,
    ceiling: sum(weekly.ceiling),
    goalkeeperCaptain: ours.weeks.filter((w) => w.goalkeeperCaptain).length,
    goalkeeperVice: ours.weeks.filter((w) => w.goalkeeperVice).length,
    chips: ours.weeks.flatMap((w) => (w.chip ? [{ gameweek: w.gameweek, chip: w.chip }] : [])),
    chipWeeks: ours.weeks.flatMap((w) =>
      w.chip ? [{ gameweek: w.gameweek, chip: w.chip, points: w.points }] : [],
    ),
    transfers: ours.weeks.filter((w) => !w.firstPick).reduce((s, w) => s + w.transfersIn.length, 0),
    hits: ours.weeks.reduce((s, w) => s + w.hits, 0),
    hitPoints: HIT_POINTS * ours.weeks.reduce((s, w) => s + w.hits, 0),
    captainBlanks: ours.weeks.filter((w) => w.armband !== w.captain).length,
    refereePassed: [ours, input.epNext, input.hold].reduce((s, r) => s + (r?.weeks.length ?? 0), 0),
    strategy: ours.strategy,
    weekly,
  };
}

export function summaryJson(summary: ReplaySummary): string {
  const { weekly, ...rest } = summary;
  // The weekly series on one line each keeps the file short and diffable.
  const lines = Object.entries(weekly).map(([key, value]) => `    "${key}": ${JSON.stringify(value)}`);
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '');
  return `${head},\n  "weekly": {\n${lines.join(',\n')}\n  }\n}\n`;
}

const thousands = (n: number) => n.toLocaleString('en-GB');

/** The printed table: ours and each baseline, with the difference to the average manager. */
export function summaryTable(summary: ReplaySummary): string {
  const rows: [string, number | null][] = [
    ['ours (engine projections)', summary.ours],
    ["same replay fed FPL's ep_next", summary.epNext],
    ['holding the first squad', summary.hold],
    ['average FPL manager', summary.average],
    ["ceiling (each week's highest score)", summary.ceiling],
  ];
  const lines = [
    `${summary.season} GW${summary.from}–${summary.to} (${summary.weekly.gameweeks.length} gameweeks)`,
    '| replay | points | vs average |',
    '| --- | ---: | ---: |',
    ...rows.map(([name, points]) => {
      if (points === null) return `| ${name} | — | — |`;
      const diff =
        summary.average === null
          ? '—'
          : `${points - summary.average >= 0 ? '+' : ''}${points - summary.average}`;
      return `| ${name} | ${thousands(points)} | ${diff} |`;
    }),
  ];
  const chips =
    summary.chipWeeks.map((c) => `GW${c.gameweek} ${c.chip} (${c.points} pts)`).join(', ') || 'none';
  lines.push(
    `chips: ${chips}; transfers ${summary.transfers}, hits ${summary.hits} (−${summary.hitPoints} pts); captain blanks ${summary.captainBlanks}; goalkeeper captain ${summary.goalkeeperCaptain}, vice ${summary.goalkeeperVice}; referee passed ${summary.refereePassed} weeks`,
  );
  return lines.join('\n');
}
