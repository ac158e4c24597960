// Expected FPL points per player per gameweek over a horizon, from FPL data alone. Each fixture's expectation
// is built from the scoring rules: minutes (status, chance of playing, return date, recent selection), goals and assists
// (xG and xA per 90 shrunk to position-and-price priors, scaled by the opponent), clean sheets and goals
// conceded (club ratings), saves, bonus, cards and 2025/26 defensive contributions. A double sums two fixtures;
// a blank is 0.

import { DEFAULT_HORIZON } from '../rules.js';
import type { Position } from '../types.js';
import { expectArray, expectGameweek, expectObject } from '../validate.js';
import { availabilityAhead, availabilityNext } from './availability.js';
import { expectedFloorDiv } from './math.js';
import {
  DEFAULT_PROJECTION_PARAMS,
  MINUTES_FULL,
  MINUTES_SHORT_START,
  MINUTES_SUB,
  type ProjectionOptions,
  type ProjectionParams,
} from './params.js';
import { type PlayerRates, ratePlayers } from './players.js';
import { lastSeasonOf } from './previous-season.js';
import { recordedStats } from './recorded.js';
import {
  ASSIST_POINTS,
  CLEAN_SHEET_POINTS,
  CONCEDED_PENALTY_POSITIONS,
  DEFCON_POINTS,
  DEFCON_THRESHOLD,
  GOAL_POINTS,
  positionOfElementType,
  RED_CARD_POINTS,
  SAVES_PER_POINT,
  YELLOW_CARD_POINTS,
} from './rules.js';
import { type FixtureGoals, rateTeams } from './teams.js';
import type {
  FixtureProjection,
  GameweekProjection,
  PlayerProjection,
  PointsBreakdown,
  ProjectionFixture,
  ProjectionInput,
} from './types.js';

/** Projected points for every player over the horizon, fixture by fixture, from the season's data (and last season's as a prior). */
export function projectPlayers(input: ProjectionInput, options: ProjectionOptions = {}): PlayerProjection[] {
  const fields = expectObject('projectPlayers', 'input', input);
  expectArray('projectPlayers', 'elements', fields.elements);
  expectArray('projectPlayers', 'fixtures', fields.fixtures);
  expectArray('projectPlayers', 'history', fields.history);
  expectGameweek('projectPlayers', 'gameweek', fields.gameweek);
  const params: ProjectionParams = { ...DEFAULT_PROJECTION_PARAMS, ...options.params };
  const horizon = options.horizon ?? DEFAULT_HORIZON;
  const scoreDefcon = options.defensiveContribution ?? true;
  // Which gameweeks record starts, xG, xA and xG conceded: the others read the fallbacks (recorded.ts).
  const recorded = recordedStats(input.history, input.gameweek);
  const ratings = rateTeams(input.fixtures, input.history, input.elements, input.gameweek, params, recorded);
  const rates = ratePlayers(
    input.elements,
    input.history,
    input.gameweek,
    params,
    lastSeasonOf(input),
    recorded,
  );

  // The deadline's time, near enough: the first kickoff of the gameweek (or of any later one).
  let now = Number.POSITIVE_INFINITY;
  let nowLater = Number.POSITIVE_INFINITY;
  for (const f of input.fixtures) {
    const t = kickoffOf(f);
    if (f.event === null || t === null || f.event < input.gameweek) continue;
    if (f.event === input.gameweek) now = Math.min(now, t);
    else nowLater = Math.min(nowLater, t);
  }
  if (now === Number.POSITIVE_INFINITY) now = nowLater;
  const timing = (f: ProjectionFixture) => ({
    kickoff: kickoffOf(f),
    ...(Number.isFinite(now) ? { now } : {}),
  });

  const fixturesByTeamGameweek = new Map<string, ProjectionFixture[]>();
  for (const f of input.fixtures) {
    if (f.event === null || f.event < input.gameweek || f.event >= input.gameweek + horizon) continue;
    for (const team of [f.team_h, f.team_a]) {
      const key = `${team}:${f.event}`;
      const list = fixturesByTeamGameweek.get(key) ?? [];
      list.push(f);
      fixturesByTeamGameweek.set(key, list);
    }
  }

  const wanted = options.elements ? new Set(options.elements) : null;
  const projections: PlayerProjection[] = [];
  for (const element of input.elements) {
    if (wanted && !wanted.has(element.id)) continue;
    const position = positionOfElementType(element.element_type);
    const rate = rates.get(element.id);
    if (!position || !rate) continue;
    const gameweeks: GameweekProjection[] = [];
    let total = 0;
    for (let ahead = 0; ahead < horizon; ahead++) {
      const gameweek = input.gameweek + ahead;
      const fixtures = (fixturesByTeamGameweek.get(`${element.team}:${gameweek}`) ?? []).map((f) => {
        const available = availabilityAhead(element, ahead, params.absencePersistence, timing(f));
        const home = f.team_h === element.team;
        const opponent = home ? f.team_a : f.team_h;
        const difficulty = home ? f.team_h_difficulty : f.team_a_difficulty;
        const goals = ratings.fixtureGoals(element.team, opponent, home, difficulty);
        return projectFixture(position, rate, available, goals, params, scoreDefcon, {
          fixtureId: f.id,
          gameweek,
          opponent,
          home,
          difficulty,
        });
      });
      const expectedPoints = fixtures.reduce((sum, f) => sum + f.expectedPoints, 0);
      total += expectedPoints;
      gameweeks.push({ gameweek, expectedPoints, fixtures });
    }
    projections.push({
      element: element.id,
      team: element.team,
      position,
      availability: availabilityNext(element),
      gameweeks,
      totalExpectedPoints: total,
    });
  }
  return projections;
}

function kickoffOf(f: ProjectionFixture): number | null {
  const t = f.kickoff_time ? Date.parse(f.kickoff_time) : Number.NaN;
  return Number.isFinite(t) ? t : null;
}

type FixtureIdentity = Pick<FixtureProjection, 'fixtureId' | 'gameweek' | 'opponent' | 'home' | 'difficulty'>;

function projectFixture(
  position: Position,
  rate: PlayerRates,
  available: number,
  goals: FixtureGoals,
  params: ProjectionParams,
  scoreDefcon: boolean,
  identity: FixtureIdentity,
): FixtureProjection {
  const pStart = available * rate.startRate;
  const p60 = pStart * rate.sixtyGivenStart;
  const pShortStart = pStart - p60;
  const pSub = available * (1 - rate.startRate) * rate.subRate;
  const pAppear = pStart + pSub;
  const expectedMinutes = p60 * MINUTES_FULL + pShortStart * MINUTES_SHORT_START + pSub * MINUTES_SUB;

  const attackFactor = (goals.scored / goals.scoredNeutral) ** params.fixtureElasticity;
  const concededFactor = goals.conceded / goals.concededNeutral;
  const expectedGoals = rate.xg90 * attackFactor * (expectedMinutes / 90);
  const expectedAssists = rate.xa90 * attackFactor * (expectedMinutes / 90);
  const pTeamCleanSheet = Math.exp(-goals.conceded);

  // Conceded and saves over the minutes played in each way of playing.
  const spells: [number, number][] = [
    [p60, MINUTES_FULL],
    [pShortStart, MINUTES_SHORT_START],
    [pSub, MINUTES_SUB],
  ];
  let goalsConceded = 0;
  if (CONCEDED_PENALTY_POSITIONS.includes(position)) {
    for (const [p, minutes] of spells)
      goalsConceded -= p * expectedFloorDiv(goals.conceded * (minutes / 90), 2);
  }
  let saves = 0;
  if (position === 'GKP') {
    const saves90 = rate.saves90 * concededFactor;
    for (const [p, minutes] of spells)
      saves += p * expectedFloorDiv(saves90 * (minutes / 90), SAVES_PER_POINT);
  }
  const bonusFactor =
    position === 'MID' || position === 'FWD'
      ? Math.sqrt(attackFactor)
      : Math.sqrt(Math.exp(goals.concededNeutral - goals.conceded));
  const threshold = DEFCON_THRESHOLD[position];

  const breakdown: PointsBreakdown = {
    appearance: 2 * p60 + (pAppear - p60),
    goals: GOAL_POINTS[position] * expectedGoals,
    assists: ASSIST_POINTS * expectedAssists,
    cleanSheet: CLEAN_SHEET_POINTS[position] * p60 * Math.exp(-goals.conceded * (MINUTES_FULL / 90)),
    goalsConceded,
    saves,
    bonus: rate.bonus90 * bonusFactor * (expectedMinutes / 90),
    defensiveContribution: scoreDefcon && threshold !== null ? DEFCON_POINTS * p60 * rate.defconHit : 0,
    cards: (YELLOW_CARD_POINTS * rate.yellow90 + RED_CARD_POINTS * rate.red90) * (expectedMinutes / 90),
  };
  const expectedPoints = Object.values(breakdown).reduce((sum, v) => sum + v, 0);
  return {
    ...identity,
    pStart,
    pAppear,
    p60,
    expectedMinutes,
    expectedGoals,
    expectedAssists,
    pTeamCleanSheet,
    teamGoals: goals.scored,
    teamConceded: goals.conceded,
    expectedPoints,
    breakdown,
  };
}
