// Reasons written from the numbers: each sentence cites a projection, a rate or a fixture the data holds.
import type { FplElement } from '../fpl-api.js';
import type { PlayerProjection } from '../projection/index.js';
import { explainFixtureProjection } from '../projection/index.js';
import type { Priority, TransferStats } from '../types.js';

/** Horizon gains (points, after any hit) at or above which a transfer is High, then Medium priority. */
export const PRIORITY_GAIN = { High: 6, Medium: 3 } as const;

export function transferPriority(gain: number): Priority {
  if (gain >= PRIORITY_GAIN.High) return 'High';
  if (gain >= PRIORITY_GAIN.Medium) return 'Medium';
  return 'Low';
}

export const fmt1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const price = (element: FplElement) => `£${(element.now_cost / 10).toFixed(1)}m`;

export function gameweekSpan(from: number, to: number): string {
  return from === to ? `GW${from}` : `GW${from}–${to}`;
}

/** Points over the first `horizon` gameweeks of a projection. */
export function horizonPoints(projection: PlayerProjection | undefined, horizon: number): number {
  return (projection?.gameweeks ?? []).slice(0, horizon).reduce((sum, g) => sum + g.expectedPoints, 0);
}

/** 'flagged: 25% chance of playing (Hamstring injury)' when FPL marks the player doubtful or out. */
export function availabilityNote(element: FplElement): string | null {
  if (element.status === 'a') return null;
  const chance = element.chance_of_playing_next_round;
  const what = chance === null ? `status ${element.status}` : `${chance}% chance of playing`;
  return `flagged, ${what}${element.news ? ` (${element.news})` : ''}`;
}

export interface TransferReasonInput {
  out: FplElement;
  in: FplElement;
  outTeam: string;
  inTeam: string;
  outPoints: number;
  inPoints: number;
  /** Points lost to a hit charged for this transfer (0 or 4). */
  hit: number;
  from: number;
  to: number;
  stats: TransferStats;
  /** What the move is worth to the plan, hits counted (MoveValue.gain); null when it is a chip's or enables another. */
  planGain: number | null;
  /** The chip whose squad this move builds, when the week is a Wildcard or a Free Hit. */
  chip?: 'wildcard' | 'free_hit';
  /** The move this one makes possible, as the reader should see it, with what the two gain together. */
  enables?: { reason: 'money' | 'club'; move: string; gameweek: number; money: number; gain: number };
}

export function transferReason(r: TransferReasonInput): string {
  const span = gameweekSpan(r.from, r.to);
  const flag = availabilityNote(r.out);
  const comparison =
    r.chip === 'free_hit'
      ? `${r.in.web_name} (${r.inTeam}, ${price(r.in)}) projects ${fmt1(r.inPoints)} points in GW${r.from} against ${fmt1(r.outPoints)} for ${r.out.web_name} (${r.outTeam}${flag ? `, ${flag}` : ''}).`
      : `${r.in.web_name} (${r.inTeam}, ${price(r.in)}) projects ${fmt1(r.inPoints)} points over ${span} against ${fmt1(r.outPoints)} for ${r.out.web_name} (${r.outTeam}${flag ? `, ${flag}` : ''}).`;
  const form = `${r.in.web_name}: form ${r.stats.form}, xG ${r.stats.xG.toFixed(2)} and xA ${r.stats.xA.toFixed(2)} per 90${r.stats.fixtures.length > 0 ? `, next ${r.stats.fixtures.join(', ')}` : ''}.`;
  if (r.chip === 'wildcard')
    return [`Part of your Wildcard squad, no points cost.`, comparison, form].join(' ');
  if (r.chip === 'free_hit')
    return [
      `Part of your Free Hit squad for GW${r.from} only; your squad returns the week after.`,
      comparison,
      form,
    ].join(' ');
  const how = r.hit > 0 ? `after the ${r.hit}-point hit` : 'with a free transfer';
  let value: string;
  if (r.enables) {
    const what =
      r.enables.reason === 'money'
        ? `it frees £${r.enables.money.toFixed(1)}m for ${r.enables.move}${r.enables.gameweek === r.from ? ' this week' : ` in GW${r.enables.gameweek}`}`
        : `it makes the club place for ${r.enables.move}${r.enables.gameweek === r.from ? ' this week' : ` in GW${r.enables.gameweek}`}`;
    value = `Made ${how} because ${what}: the two together add ${fmt1(r.enables.gain)} points over ${span}.`;
  } else {
    value = `In the plan it adds ${fmt1(r.planGain ?? 0)} points over ${span} ${how}.`;
  }
  return [comparison, form, value].join(' ');
}

/** Why a player captains (or vice-captains): points, fixtures, and the parts that drive them. */
export function captainReason(
  role: 'Captain' | 'Vice-captain',
  name: string,
  projection: PlayerProjection | undefined,
  gameweek: number,
  fixtureText: string,
  rank: string,
  /** Said instead of the model's parts when the projection is not (only) the model's, e.g. early season. */
  note?: string,
): string {
  const gw = projection?.gameweeks.find((g) => g.gameweek === gameweek);
  if (!gw || gw.fixtures.length === 0) return `${role}: ${name} has no fixture in GW${gameweek}.`;
  const matches = gw.fixtures.length === 2 ? 'two fixtures' : `${gw.fixtures.length} fixture`;
  // Parts summed over the gameweek's fixtures (a double has two), each detail kept.
  const parts = new Map<string, { points: number; details: string[] }>();
  for (const f of gw.fixtures) {
    for (const reason of explainFixtureProjection(f, 0)) {
      const entry = parts.get(reason.part) ?? { points: 0, details: [] };
      entry.points += reason.points;
      entry.details.push(reason.detail);
      parts.set(reason.part, entry);
    }
  }
  const why = [...parts.entries()]
    .filter(([, p]) => p.points >= 0.3)
    .sort((a, b) => b[1].points - a[1].points)
    .slice(0, 2)
    .map(([part, p]) => `${part} ${fmt1(p.points)} (${[...new Set(p.details)].join('; ')})`);
  const tail = note ? ` ${note}` : why.length > 0 ? ` Largest parts: ${why.join('; ')}.` : '';
  return `${role}: ${name} projects ${fmt1(gw.expectedPoints)} points in GW${gameweek} from ${matches} (${fixtureText}), ${rank}.${tail}`;
}
