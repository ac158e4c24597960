// A season as the replay sees it: what was known before each deadline (the market, earlier results) and, only
// once the deadline's decisions are made, what happened. The deadline view is the guard: any read of the
// deadline's gameweek or later from it throws, so a decision can never see its own outcome.
import type { FplChip, FplElement, FplEvent, FplFixture, FplTeam } from '../../src/fpl-api.js';
import type { PlayerGameweekHistory, PreviousSeasonPlayer } from '../../src/projection/types.js';

/** What one player did in one gameweek: points and minutes summed over its fixtures (0 in a blank). */
export interface Outcome {
  points: number;
  minutes: number;
}

export interface SeasonData {
  season: string;
  lastGameweek: number;
  teams: FplTeam[];
  /** Chip windows (bootstrap `chips`): two of each, one per half. */
  chips: FplChip[];
  /** Every fixture with its final result. */
  fixtures: FplFixture[];
  /** The pre-deadline player list of each gameweek: price, status, chance of playing, ep_next where recorded. */
  market: (gameweek: number) => FplElement[];
  /** Per-player per-gameweek history of the whole season. */
  history: PlayerGameweekHistory[];
  /** Per gameweek, per element: what happened. */
  outcomes: ReadonlyMap<number, ReadonlyMap<number, Outcome>>;
  /** Every player's totals over the season before (by `code`): known before GW1. Empty when not stored. */
  previousSeason: PreviousSeasonPlayer[];
  /** Free transfers set to this many before a gameweek's deadline (2025-26 GW16: the AFCON top-up to 5). */
  freeTransferTopUps: ReadonlyMap<number, number>;
}

/** A read of the deadline's gameweek or later: the replay would be looking ahead. */
export class LookaheadError extends Error {
  override readonly name = 'LookaheadError';
  constructor(
    readonly deadline: number,
    readonly gameweek: number,
    readonly what: string,
  ) {
    super(`Lookahead: ${what} of GW${gameweek} read before the GW${deadline} deadline`);
  }
}

/** What a manager could know before the deadline of `gameweek`. */
export interface DeadlineView {
  readonly season: string;
  readonly gameweek: number;
  readonly lastGameweek: number;
  readonly teams: FplTeam[];
  readonly chips: FplChip[];
  readonly previousSeason: readonly PreviousSeasonPlayer[];
  /** The deadline's player list (prices, status and ep_next as they stood then). */
  elements(): FplElement[];
  /** Fixtures with the results of this gameweek and later hidden. */
  fixtures(): FplFixture[];
  /** Events as the game showed them: earlier ones finished, this one next; no scores. */
  events(): FplEvent[];
  /** History rows of every earlier gameweek. */
  history(): PlayerGameweekHistory[];
  /** What happened in an earlier gameweek; throws for this one or later. */
  outcome(gameweek: number): ReadonlyMap<number, Outcome>;
}

export class Season {
  private readonly historyByGameweek = new Map<number, PlayerGameweekHistory[]>();

  constructor(readonly data: SeasonData) {
    for (const h of data.history) {
      const list = this.historyByGameweek.get(h.gameweek) ?? [];
      list.push(h);
      this.historyByGameweek.set(h.gameweek, list);
    }
  }

  get name(): string {
    return this.data.season;
  }

  get lastGameweek(): number {
    return this.data.lastGameweek;
  }

  /** The deadline view of `deadline`: everything a decision for that gameweek may read. */
  before(deadline: number): DeadlineView {
    const { data, historyByGameweek } = this;
    const guard = (gameweek: number, what: string) => {
      if (gameweek >= deadline) throw new LookaheadError(deadline, gameweek, what);
    };
    return {
      season: data.season,
      gameweek: deadline,
      lastGameweek: data.lastGameweek,
      teams: data.teams,
      chips: data.chips,
      previousSeason: data.previousSeason,
      elements: () => data.market(deadline),
      fixtures: () =>
        data.fixtures.map((f) =>
          f.event !== null && f.event < deadline
            ? f
            : { ...f, finished: false, started: false, team_h_score: null, team_a_score: null },
        ),
      events: () => syntheticEvents(data.fixtures, data.lastGameweek, deadline),
      history: () => {
        const rows: PlayerGameweekHistory[] = [];
        for (let gw = 1; gw < deadline; gw++) {
          guard(gw, 'history');
          rows.push(...(historyByGameweek.get(gw) ?? []));
        }
        return rows;
      },
      outcome: (gameweek) => {
        guard(gameweek, 'results');
        return data.outcomes.get(gameweek) ?? new Map();
      },
    };
  }

  /** What happened in a gameweek: read only once its decisions are made (the scorer and the referee). */
  outcome(gameweek: number): ReadonlyMap<number, Outcome> {
    return this.data.outcomes.get(gameweek) ?? new Map();
  }

  /** The deadline's prices, positions and clubs, for the scorer and the referee. */
  market(gameweek: number): FplElement[] {
    return this.data.market(gameweek);
  }
}

/** Events 1..last with deadlines 90 minutes before each gameweek's first kickoff; no averages or top scores. */
function syntheticEvents(fixtures: readonly FplFixture[], last: number, deadline: number): FplEvent[] {
  const firstKickoff = new Map<number, number>();
  for (const f of fixtures) {
    if (f.event === null || !f.kickoff_time) continue;
    const t = Date.parse(f.kickoff_time);
    const seen = firstKickoff.get(f.event);
    if (seen === undefined || t < seen) firstKickoff.set(f.event, t);
  }
  return Array.from({ length: last }, (_, i) => {
    const id = i + 1;
    const kickoff = firstKickoff.get(id);
    const deadlineTime = kickoff === undefined ? '' : new Date(kickoff - 90 * 60_000).toISOString();
    return {
      id,
      name: `Gameweek ${id}`,
      deadline_time: deadlineTime,
      finished: id < deadline,
      data_checked: id < deadline,
      is_previous: id === deadline - 1,
      is_current: id === deadline - 1,
      is_next: id === deadline,
    };
  });
}
