import { estimateGameweekPoints, pointsPerMatch } from '../fixture-points.js';
import type { FplElement, FplFixture, FplTeam } from '../fpl-api.js';
import { isSquadPosition, toPlayerPosition } from '../positions.js';
import { playerTeamId, teamShortName } from '../squad-teams.js';
import type {
  DoubleGameweekAnalysis,
  DoubleGameweekAsset,
  GameweekFixture,
  Player,
  Position,
  RotationRisk,
} from '../types.js';
import { benchBoostScore } from './bench-boost.js';
import { TRIPLE_CAPTAIN_MULTIPLIER } from './rules.js';

export const TOP_ASSETS_PER_POSITION = 3;

/** Expected points of a squad player in one gameweek; the chip rules accept any model through this. */
export type ExpectedPointsFn = (player: Player, gameweek: number) => number;

/** Each team's fixtures in a gameweek, seen from that team: opponent, venue and its own FDR. */
export function teamGameweekFixtures(
  fixtures: readonly FplFixture[],
  gameweek: number,
  teams: readonly FplTeam[],
): Map<number, GameweekFixture[]> {
  const byTeam = new Map<number, GameweekFixture[]>();
  const add = (teamId: number, fixture: GameweekFixture) =>
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), fixture]);
  for (const f of fixtures) {
    if (f.event !== gameweek) continue;
    add(f.team_h, { opponent: teamShortName(f.team_a, teams), venue: 'H', difficulty: f.team_h_difficulty });
    add(f.team_a, { opponent: teamShortName(f.team_h, teams), venue: 'A', difficulty: f.team_a_difficulty });
  }
  return byTeam;
}

/** A fixture as the pitch shows it under a player: `ARS (H)`, or `ARS (H), CHE (A)` in a double. */
export function formatFixture(fixture: GameweekFixture): string {
  return `${fixture.opponent} (${fixture.venue})`;
}

function rotationRisk(element: FplElement, gameweeksPlayed: number): RotationRisk {
  if (element.status !== 'a' || (element.chance_of_playing_next_round ?? 100) < 75) return 'high';
  const share = gameweeksPlayed > 0 ? element.minutes / (90 * gameweeksPlayed) : 0;
  if (share >= 0.75) return 'low';
  if (share >= 0.45) return 'medium';
  return 'high';
}

function topAssets(
  elements: readonly FplElement[],
  doubleFixtures: Map<number, GameweekFixture[]>,
  teams: readonly FplTeam[],
  gameweek: number,
): Record<Position, DoubleGameweekAsset[]> {
  const assets: Record<Position, DoubleGameweekAsset[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  for (const element of elements) {
    const fixtures = doubleFixtures.get(element.team);
    if (!fixtures || !isSquadPosition(element.element_type)) continue;
    if (element.status === 'i' || element.status === 's' || element.status === 'u' || element.status === 'n')
      continue;
    const position = toPlayerPosition(element.element_type);
    const player: Player = {
      id: element.id,
      name: element.web_name,
      team: teamShortName(element.team, teams),
      teamId: element.team,
      position,
      price: element.now_cost / 10,
      isStarter: false,
      isCaptain: false,
      isViceCaptain: false,
    };
    const expected = estimateGameweekPoints(
      pointsPerMatch(player, element),
      fixtures.map((f) => f.difficulty),
    );
    assets[position].push({
      name: element.web_name,
      team: player.team,
      position,
      price: player.price,
      fixtures,
      expectedPoints: Math.round(expected * 10) / 10,
      rotationRisk: rotationRisk(element, Math.max(1, gameweek - 1)),
    });
  }
  for (const position of Object.keys(assets) as Position[]) {
    assets[position] = assets[position]
      .sort((a, b) => b.expectedPoints - a.expectedPoints)
      .slice(0, TOP_ASSETS_PER_POSITION);
  }
  return assets;
}

/** What analyzeDoubleGameweek needs: the gameweek, the clubs that play twice, the squad and the season's data. */
export interface DoubleGameweekInput {
  gameweek: number;
  doubleTeamIds: readonly number[];
  squad: readonly Player[];
  fixtures: readonly FplFixture[];
  teams: readonly FplTeam[];
  elements?: readonly FplElement[];
  expectedPoints?: ExpectedPointsFn;
}

/** Who doubles, the best assets, how strong a bench boost is, and whom to triple captain. */
export function analyzeDoubleGameweek(input: DoubleGameweekInput): DoubleGameweekAnalysis {
  const { gameweek, squad, teams } = input;
  const allFixtures = teamGameweekFixtures(input.fixtures, gameweek, teams);
  const doubleFixtures = new Map<number, GameweekFixture[]>();
  for (const teamId of input.doubleTeamIds) doubleFixtures.set(teamId, allFixtures.get(teamId) ?? []);

  const elementsById = new Map((input.elements ?? []).map((e) => [e.id, e]));
  const expectedPoints: ExpectedPointsFn =
    input.expectedPoints ??
    ((player) => {
      const teamId = playerTeamId(player, teams);
      const fixtures = teamId === undefined ? [] : (allFixtures.get(teamId) ?? []);
      return estimateGameweekPoints(
        pointsPerMatch(player, elementsById.get(player.id)),
        fixtures.map((f) => f.difficulty),
      );
    });

  const squadWithDouble = squad.filter((player) => {
    const teamId = playerTeamId(player, teams);
    return teamId !== undefined && doubleFixtures.has(teamId);
  });

  let tripleCaptainRecommendation: DoubleGameweekAnalysis['tripleCaptainRecommendation'] = null;
  let best: { player: Player; points: number } | undefined;
  for (const player of squadWithDouble) {
    const points = expectedPoints(player, gameweek);
    if (!best || points > best.points) best = { player, points };
  }
  if (best) {
    const teamId = playerTeamId(best.player, teams);
    const fixtures = (teamId === undefined ? undefined : doubleFixtures.get(teamId)) ?? [];
    // The chip is measured by the tripled captain's haul: the player's gameweek projection, three times.
    const tripled = Math.round(best.points * TRIPLE_CAPTAIN_MULTIPLIER * 10) / 10;
    tripleCaptainRecommendation = {
      player: best.player.name,
      expectedPoints: tripled,
      reasoning: `${best.player.name} plays twice in GW${gameweek} (${fixtures.map(formatFixture).join(', ')}), projected ${best.points.toFixed(1)} points, about ${tripled.toFixed(1)} as triple captain.`,
    };
  }

  return {
    gameweek,
    teams: [...doubleFixtures].map(([teamId, fixtures]) => ({
      teamId,
      teamName: teams.find((t) => t.id === teamId)?.name ?? teamShortName(teamId, teams),
      fixtures,
    })),
    topAssets: topAssets(input.elements ?? [], doubleFixtures, teams, gameweek),
    benchBoostScore: benchBoostScore(doubleFixtures.size, squadWithDouble.length),
    tripleCaptainRecommendation,
  };
}
