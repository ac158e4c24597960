// The double gameweek's top assets by projected points (the form-based default ranks by FPL form alone).

import type { FplElement } from '../fpl-api.js';
import type { PlayerProjection } from '../projection/index.js';
import { type TeamRef, teamShortName } from '../squad-teams.js';
import type { DoubleGameweekAnalysis, DoubleGameweekAsset, Position, RotationRisk } from '../types.js';
import { TOP_ASSETS_PER_POSITION } from './double-gameweek.js';

/** Starts in 80% or more of matches is low rotation risk, 50% or more medium. */
export function rotationRiskOf(pStart: number): RotationRisk {
  if (pStart >= 0.8) return 'low';
  if (pStart >= 0.5) return 'medium';
  return 'high';
}

export function projectedTopAssets(
  dgw: DoubleGameweekAnalysis,
  projections: readonly PlayerProjection[],
  elements: ReadonlyMap<number, FplElement>,
  teams: readonly TeamRef[],
): Record<Position, DoubleGameweekAsset[]> {
  const doubles = new Map(dgw.teams.map((t) => [t.teamId, t.fixtures]));
  const assets: Record<Position, DoubleGameweekAsset[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  for (const projection of projections) {
    const fixtures = doubles.get(projection.team);
    const week = projection.gameweeks.find((g) => g.gameweek === dgw.gameweek);
    const element = elements.get(projection.element);
    if (!fixtures || !week || !element || week.fixtures.length === 0) continue;
    const pStart = week.fixtures.reduce((s, f) => s + f.pStart, 0) / week.fixtures.length;
    assets[projection.position].push({
      name: element.web_name,
      team: teamShortName(projection.team, teams),
      position: projection.position,
      price: element.now_cost / 10,
      fixtures,
      expectedPoints: Math.round(week.expectedPoints * 10) / 10,
      rotationRisk: rotationRiskOf(pStart),
    });
  }
  for (const position of Object.keys(assets) as Position[]) {
    assets[position] = assets[position]
      .sort((a, b) => b.expectedPoints - a.expectedPoints)
      .slice(0, TOP_ASSETS_PER_POSITION);
  }
  return assets;
}
