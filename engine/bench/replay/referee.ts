// The replay's referee: its own bookkeeping of the squad, bank, free transfers and chips, kept from the
// declared weeks alone and checked against them, and its own scoring. It shares no logic with the engine or
// with rules.ts (only FPL's constants), so a bug in either shows up as a violation, and any violation stops
// the run.
import type { ChipFamily } from '../../src/chips/rules.js';
import type { FplChip } from '../../src/fpl-api.js';
import { HIT_POINTS, MAX_FREE_TRANSFERS, MAX_PER_CLUB, SQUAD_SHAPE } from '../../src/rules.js';
import type { Position } from '../../src/types.js';
import type { Outcome } from './data.js';

/** One gameweek as the replay declares it (the CSV row). Money in tenths of £1m. */
export interface DeclaredWeek {
  gameweek: number;
  /** The squad is bought from nothing this week (GW1, or a late joiner's first week): no transfer limit. */
  firstPick: boolean;
  chip: ChipFamily | null;
  captain: number;
  viceCaptain: number;
  startingXI: readonly number[];
  bench: readonly number[];
  transfersIn: readonly number[];
  transfersOut: readonly number[];
  hits: number;
  /** After the week's transfers. */
  bank: number;
  /** Available at the deadline, before transfers; null on a first pick. */
  freeTransfers: number | null;
  points: number;
}

/** What the referee reads for itself: the deadline's market and, after it, what happened. */
export interface RefereeFacts {
  market: ReadonlyMap<number, { position: Position; club: number; cost: number }>;
  outcome: ReadonlyMap<number, Outcome>;
}

export interface RefereeRules {
  chips: readonly FplChip[];
  freeTransferTopUps?: ReadonlyMap<number, number>;
  budget?: number;
}

export class RefereeError extends Error {
  override readonly name = 'RefereeError';
  constructor(
    readonly gameweek: number,
    readonly violations: readonly string[],
  ) {
    super(`Referee, GW${gameweek}: ${violations.join('; ')}`);
  }
}

const CHIP_NAME: Record<ChipFamily, string> = {
  wildcard: 'wildcard',
  free_hit: 'freehit',
  bench_boost: 'bboost',
  triple_captain: '3xc',
};

export class Referee {
  private owned = new Map<number, number>();
  private bank = 0;
  private freeTransfers = 0;
  private lastGameweek: number | null = null;
  private beforeFreeHit: { owned: Map<number, number>; bank: number } | null = null;
  private lastFreeHit: number | null = null;
  private readonly usedWindows = new Set<FplChip>();
  /** Weeks checked, and the running total the replay should report. */
  weeks = 0;
  total = 0;

  constructor(private readonly rules: RefereeRules) {}

  check(week: DeclaredWeek, facts: RefereeFacts): void {
    const problems: string[] = [];
    const fail = (text: string) => problems.push(text);
    const gw = week.gameweek;
    const info = (id: number) => facts.market.get(id);

    if (this.lastGameweek !== null && gw !== this.lastGameweek + 1) {
      fail(`GW${gw} follows GW${this.lastGameweek}`);
    }
    // A free hit's squad and bank last one week.
    if (this.beforeFreeHit) {
      this.owned = this.beforeFreeHit.owned;
      this.bank = this.beforeFreeHit.bank;
      this.beforeFreeHit = null;
    }
    const topUp = this.rules.freeTransferTopUps?.get(gw);
    if (topUp !== undefined && this.freeTransfers < topUp) this.freeTransfers = topUp;

    // Chips: a window of the chip's family open this week and not spent; free hits not in consecutive weeks.
    if (week.chip !== null) {
      const window = this.rules.chips.find(
        (c) =>
          c.name === CHIP_NAME[week.chip as ChipFamily] &&
          c.start_event <= gw &&
          gw <= c.stop_event &&
          !this.usedWindows.has(c),
      );
      if (!window) fail(`${week.chip} played in GW${gw} outside an unused window`);
      else this.usedWindows.add(window);
      if (week.chip === 'free_hit' && this.lastFreeHit === gw - 1) fail('free hits in consecutive gameweeks');
      if (week.chip === 'free_hit') this.lastFreeHit = gw;
    }
    const squadChip = week.chip === 'wildcard' || week.chip === 'free_hit';

    // Transfers and money.
    const ins = week.transfersIn;
    const outs = week.transfersOut;
    if (new Set(ins).size !== ins.length || new Set(outs).size !== outs.length) fail('a player moved twice');
    if (week.chip === 'free_hit') this.beforeFreeHit = { owned: new Map(this.owned), bank: this.bank };
    let expectedHits = 0;
    if (week.firstPick) {
      if (this.owned.size > 0) fail('a first pick for a squad that already exists');
      if (outs.length > 0 || ins.length !== 15) fail(`a first pick of ${ins.length} in, ${outs.length} out`);
      if (week.freeTransfers !== null) fail('free transfers declared on a first pick');
      this.bank = this.rules.budget ?? 1000;
    } else {
      if (week.freeTransfers !== this.freeTransfers) {
        fail(`free transfers declared ${week.freeTransfers}, the referee counts ${this.freeTransfers}`);
      }
      if (ins.length !== outs.length) fail(`${ins.length} in but ${outs.length} out`);
      if (!squadChip) expectedHits = Math.max(0, outs.length - this.freeTransfers);
    }
    if (week.hits !== expectedHits) fail(`${week.hits} hits declared, ${expectedHits} due`);
    for (const id of outs) {
      const paid = this.owned.get(id);
      const now = info(id)?.cost;
      if (paid === undefined || now === undefined) {
        fail(`#${id} sold but not owned`);
        continue;
      }
      // Half the profit, rounded down to a tenth; any loss in full.
      this.bank += now > paid ? paid + Math.trunc((now - paid) / 2) : now;
      this.owned.delete(id);
    }
    for (const id of ins) {
      const player = info(id);
      if (!player) {
        fail(`#${id} bought but not in the GW${gw} player list`);
        continue;
      }
      if (this.owned.has(id)) fail(`#${id} bought while owned`);
      this.bank -= player.cost;
      this.owned.set(id, player.cost);
    }
    if (this.bank < 0) fail(`bank ${this.bank / 10} below zero`);
    if (this.bank !== week.bank) fail(`bank declared ${week.bank / 10}, the referee has ${this.bank / 10}`);

    // The squad: 15 players, 2/5/5/3, at most 3 a club.
    const squad = [...this.owned.keys()];
    const byPosition: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
    const byClub = new Map<number, number>();
    for (const id of squad) {
      const player = info(id);
      if (!player) continue;
      byPosition[player.position]++;
      byClub.set(player.club, (byClub.get(player.club) ?? 0) + 1);
    }
    if (squad.length !== 15) fail(`${squad.length} players`);
    for (const position of Object.keys(SQUAD_SHAPE) as Position[]) {
      if (byPosition[position] !== SQUAD_SHAPE[position]) {
        fail(`${byPosition[position]} ${position} instead of ${SQUAD_SHAPE[position]}`);
      }
    }
    // FPL's club rule: players already owned who move to a club (Semenyo and Guéhi to Man City in January)
    // may leave more than 3 of it, and the squad may hold them; but no transfer is accepted unless the squad
    // after the week's transfers holds at most 3 of every club.
    const madeTransfers = week.firstPick || ins.length > 0 || outs.length > 0;
    for (const [club, count] of byClub)
      if (count > MAX_PER_CLUB && madeTransfers) fail(`${count} players of club ${club}`);

    // The lineup: the squad split 11 + 4, goalkeeper first on the bench, a legal XI, captain and vice in it.
    const picked = [...week.startingXI, ...week.bench];
    if (week.startingXI.length !== 11 || week.bench.length !== 4) fail('not an XI and a bench of 4');
    if (new Set(picked).size !== 15 || picked.some((id) => !this.owned.has(id))) {
      fail('XI and bench are not the squad');
    }
    const positionOf = (id: number): Position => info(id)?.position ?? 'MID';
    const bench0 = week.bench[0];
    if (bench0 === undefined || positionOf(bench0) !== 'GKP')
      fail('the bench does not start with the goalkeeper');
    if (!formationOk(week.startingXI, positionOf)) fail('illegal formation');
    if (!week.startingXI.includes(week.captain) || !week.startingXI.includes(week.viceCaptain)) {
      fail('captain or vice not in the XI');
    }
    if (week.captain === week.viceCaptain) fail('captain and vice are the same player');

    // The score, recomputed.
    const points = refereeScore(week, positionOf, facts.outcome) - HIT_POINTS * expectedHits;
    if (points !== week.points) fail(`points declared ${week.points}, the referee scores ${points}`);

    // Free transfers for next week.
    if (week.firstPick) this.freeTransfers = 1;
    else if (!squadChip) {
      this.freeTransfers = Math.min(MAX_FREE_TRANSFERS, 1 + Math.max(0, this.freeTransfers - outs.length));
    }
    this.lastGameweek = gw;
    if (problems.length > 0) throw new RefereeError(gw, problems);
    this.weeks++;
    this.total += week.points;
  }
}

function formationOk(xi: readonly number[], positionOf: (id: number) => Position): boolean {
  const n = (p: Position) => xi.filter((id) => positionOf(id) === p).length;
  return xi.length === 11 && n('GKP') === 1 && n('DEF') >= 3 && n('MID') >= 2 && n('FWD') >= 1;
}

/** Points before hits: the XI after automatic substitutions (all 15 with a bench boost) and the armband. */
export function refereeScore(
  week: Pick<DeclaredWeek, 'startingXI' | 'bench' | 'captain' | 'viceCaptain' | 'chip'>,
  positionOf: (id: number) => Position,
  outcome: ReadonlyMap<number, Outcome>,
): number {
  const minutes = (id: number) => outcome.get(id)?.minutes ?? 0;
  const score = (id: number) => outcome.get(id)?.points ?? 0;
  let team: number[];
  if (week.chip === 'bench_boost') team = [...week.startingXI, ...week.bench];
  else {
    const rank: Record<Position, number> = { GKP: 1, DEF: 2, MID: 3, FWD: 4 };
    const pitch = [...week.startingXI].sort((a, b) => rank[positionOf(a)] - rank[positionOf(b)]);
    const waiting = [...week.bench];
    team = [];
    for (let i = 0; i < pitch.length; i++) {
      const starter = pitch[i] as number;
      if (minutes(starter) > 0) {
        team.push(starter);
        continue;
      }
      const rest = [...team, ...pitch.slice(i + 1)];
      const index = waiting.findIndex(
        (sub) =>
          minutes(sub) > 0 &&
          (positionOf(sub) === 'GKP') === (positionOf(starter) === 'GKP') &&
          formationOk([...rest, sub], positionOf),
      );
      if (index < 0) team.push(starter);
      else team.push(...waiting.splice(index, 1));
    }
  }
  const wearer =
    minutes(week.captain) > 0 ? week.captain : minutes(week.viceCaptain) > 0 ? week.viceCaptain : null;
  const armband = wearer === null ? 0 : score(wearer) * (week.chip === 'triple_captain' ? 2 : 1);
  return team.reduce((s, id) => s + score(id), 0) + armband;
}
