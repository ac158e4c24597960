// Turns a fixture projection into the lines the results page and the CLI show under "why".
import { SAVES_PER_POINT } from './rules.js';
import type { FixtureProjection, PointsBreakdown } from './types.js';

/** One line of why a fixture projects what it does (e.g. "0.4 goals: 1.2 points"). */
export interface ProjectionReason {
  part: keyof PointsBreakdown;
  /** Expected points from this part (negative for cards and goals conceded). */
  points: number;
  /** What drives it, in words with the numbers, e.g. 'xG 0.48 over 84 expected minutes'. */
  detail: string;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;
const decimals = (x: number, digits = 2) => x.toFixed(digits);

/** The parts of a fixture's expected points, largest first; parts worth less than `minPoints` are left out. */
export function explainFixtureProjection(f: FixtureProjection, minPoints = 0.05): ProjectionReason[] {
  const minutes = Math.round(f.expectedMinutes);
  const details: Record<keyof PointsBreakdown, string> = {
    appearance: `starts ${percent(f.pStart)}, plays 60+ minutes ${percent(f.p60)}, appears ${percent(f.pAppear)}`,
    goals: `xG ${decimals(f.expectedGoals)} over ${minutes} expected minutes`,
    assists: `xA ${decimals(f.expectedAssists)} over ${minutes} expected minutes`,
    cleanSheet: `club clean sheet ${percent(f.pTeamCleanSheet)} (expected to concede ${decimals(f.teamConceded, 1)})`,
    goalsConceded: `club expected to concede ${decimals(f.teamConceded, 1)}`,
    saves: `1 point per ${SAVES_PER_POINT} saves against ${decimals(f.teamConceded, 1)} expected goals`,
    bonus: `bonus rate and fixture (club expected to score ${decimals(f.teamGoals, 1)})`,
    defensiveContribution: 'chance of reaching the defensive-contribution threshold',
    cards: `booking risk over ${minutes} expected minutes`,
  };
  return (Object.keys(f.breakdown) as (keyof PointsBreakdown)[])
    .map((part) => ({ part, points: f.breakdown[part], detail: details[part] }))
    .filter((r) => Math.abs(r.points) >= minPoints)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}
