// Club attack and defence ratings from results and xG of earlier gameweeks: a multiplicative model
// (goals = league rate x attack x opponent defence x venue) fitted by a few rounds of ratio updates,
// each rating shrunk towards average by pseudo-matches. FPL's difficulty ratings stand in before results exist.
import { AVERAGE_DIFFICULTY } from '../rules.js';
import type { ProjectionParams } from './params.js';
import {
  expectedGoalsConcededOf,
  expectedGoalsOf,
  type RecordedStats,
  recordedIn,
  recordedStats,
} from './recorded.js';
import type { PlayerGameweekHistory, ProjectionElement, ProjectionFixture } from './types.js';

/** League goals per club per match when nothing is known yet. */
const DEFAULT_LEAGUE_RATE = 1.35;
/** Goals moved per difficulty step away from an average opponent, before results exist. */
const FDR_STEP = 0.12;

interface TeamMatch {
  opponent: number;
  home: boolean;
}

interface TeamGameweek {
  team: number;
  weight: number;
  matches: TeamMatch[];
  scored: number;
  conceded: number;
}

export interface FixtureGoals {
  /** Goals the club is expected to score and concede in this fixture. */
  scored: number;
  conceded: number;
  /** The same against an average opponent at a neutral venue: a player's recent rates are relative to these. */
  scoredNeutral: number;
  concededNeutral: number;
}

export interface TeamRatings {
  leagueRate: number;
  attack: ReadonlyMap<number, number>;
  defence: ReadonlyMap<number, number>;
  fixtureGoals(team: number, opponent: number, home: boolean, difficulty: number): FixtureGoals;
}

export function rateTeams(
  fixtures: readonly ProjectionFixture[],
  history: readonly PlayerGameweekHistory[],
  elements: readonly ProjectionElement[],
  gameweek: number,
  params: ProjectionParams,
  recorded: ReadonlyMap<number, RecordedStats> = recordedStats(history, gameweek),
): TeamRatings {
  const teamOf = new Map(elements.map((e) => [e.id, e.team]));
  // Club xG for and against per gameweek from player rows: xG sums over players; xG against is the
  // largest player's share, i.e. the keeper's or whoever played every minute. A gameweek that does not record
  // them leaves the club's goals for and against to the score alone.
  const xgFor = new Map<string, number>();
  const xgAgainst = new Map<string, number>();
  for (const row of history) {
    if (row.gameweek >= gameweek || row.minutes <= 0) continue;
    const team = row.team ?? teamOf.get(row.element);
    if (team === undefined) continue;
    const key = `${team}:${row.gameweek}`;
    const rec = recordedIn(recorded, row.gameweek);
    const xg = expectedGoalsOf(row, rec);
    if (xg !== undefined) xgFor.set(key, (xgFor.get(key) ?? 0) + xg);
    const xgc = expectedGoalsConcededOf(row, rec);
    if (xgc !== undefined) xgAgainst.set(key, Math.max(xgAgainst.get(key) ?? 0, xgc));
  }

  const byTeamGameweek = new Map<string, TeamGameweek>();
  const add = (
    team: number,
    event: number,
    opponent: number,
    home: boolean,
    scored: number,
    conceded: number,
  ) => {
    const key = `${team}:${event}`;
    let entry = byTeamGameweek.get(key);
    if (!entry) {
      entry = {
        team,
        weight: params.teamDecay ** (gameweek - 1 - event),
        matches: [],
        scored: 0,
        conceded: 0,
      };
      byTeamGameweek.set(key, entry);
    }
    entry.matches.push({ opponent, home });
    entry.scored += scored;
    entry.conceded += conceded;
  };
  for (const f of fixtures) {
    if (f.event === null || f.event >= gameweek || !f.finished) continue;
    if (f.team_h_score == null || f.team_a_score == null) continue;
    add(f.team_h, f.event, f.team_a, true, f.team_h_score, f.team_a_score);
    add(f.team_a, f.event, f.team_h, false, f.team_a_score, f.team_h_score);
  }
  const observations = [...byTeamGameweek.entries()].map(([key, g]) => {
    const goalsWeight = params.teamGoalsWeight;
    const xf = xgFor.get(key);
    const xa = xgAgainst.get(key);
    return {
      ...g,
      scored: xf === undefined ? g.scored : goalsWeight * g.scored + (1 - goalsWeight) * xf,
      conceded: xa === undefined ? g.conceded : goalsWeight * g.conceded + (1 - goalsWeight) * xa,
    };
  });

  let goals = 0;
  let matches = 0;
  for (const o of observations) {
    goals += o.weight * o.scored;
    matches += o.weight * o.matches.length;
  }
  const leagueRate = matches > 0 ? goals / matches : DEFAULT_LEAGUE_RATE;
  const venue = (home: boolean) =>
    home ? Math.sqrt(params.homeAdvantage) : 1 / Math.sqrt(params.homeAdvantage);

  const attack = new Map<number, number>();
  const defence = new Map<number, number>();
  const played = new Map<number, number>();
  for (const o of observations) played.set(o.team, (played.get(o.team) ?? 0) + o.weight * o.matches.length);
  const prior = params.teamPriorMatches * leagueRate;
  for (let round = 0; round < 4; round++) {
    const sums = new Map<number, { f: number; ef: number; a: number; ea: number }>();
    for (const o of observations) {
      let ef = 0;
      let ea = 0;
      for (const m of o.matches) {
        ef += leagueRate * (defence.get(m.opponent) ?? 1) * venue(m.home);
        ea += leagueRate * (attack.get(m.opponent) ?? 1) * venue(!m.home);
      }
      const s = sums.get(o.team) ?? { f: 0, ef: 0, a: 0, ea: 0 };
      s.f += o.weight * o.scored;
      s.ef += o.weight * ef;
      s.a += o.weight * o.conceded;
      s.ea += o.weight * ea;
      sums.set(o.team, s);
    }
    for (const [team, s] of sums) {
      attack.set(team, (s.f + prior) / (s.ef + prior));
      defence.set(team, (s.a + prior) / (s.ea + prior));
    }
  }

  return {
    leagueRate,
    attack,
    defence,
    fixtureGoals(team, opponent, home, difficulty) {
      const att = attack.get(team) ?? 1;
      const def = defence.get(team) ?? 1;
      // Difficulty matters only as far as results are missing.
      const evidence = Math.min(played.get(team) ?? 0, played.get(opponent) ?? 0);
      const fdrShare = params.teamPriorMatches / (params.teamPriorMatches + evidence);
      const fdr = FDR_STEP * (difficulty - AVERAGE_DIFFICULTY) * fdrShare;
      const scoredNeutral = leagueRate * att;
      const concededNeutral = leagueRate * def;
      return {
        scored: scoredNeutral * (defence.get(opponent) ?? 1) * venue(home) * Math.max(0.3, 1 - fdr),
        conceded: concededNeutral * (attack.get(opponent) ?? 1) * venue(!home) * Math.max(0.3, 1 + fdr),
        scoredNeutral,
        concededNeutral,
      };
    },
  };
}
