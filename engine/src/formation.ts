import { FormationError } from './errors.js';
import { XI_LIMITS, XI_SIZE } from './rules.js';
import type { Player, Position } from './types.js';

/** A starting XI's outfield shape: defenders, midfielders, forwards (e.g. 3-4-3). */
export interface Formation {
  defenders: number;
  midfielders: number;
  forwards: number;
}

/** 'a-b-c' (defenders-midfielders-forwards) → counts; anything else, or an illegal shape, throws FormationError. */
export function parseFormation(text: string): Formation {
  const match = /^\s*(\d)\s*-\s*(\d)\s*-\s*(\d)\s*$/.exec(text);
  if (!match) {
    throw new FormationError(
      `Formation must look like 3-4-3 (defenders-midfielders-forwards), got '${text}'`,
      text,
    );
  }
  const formation = {
    defenders: Number(match[1]),
    midfielders: Number(match[2]),
    forwards: Number(match[3]),
  };
  const outfield = XI_SIZE - XI_LIMITS.GKP.min;
  if (formation.defenders + formation.midfielders + formation.forwards !== outfield) {
    throw new FormationError(`Formation ${text.trim()} must add up to ${outfield} outfield players`, text);
  }
  const checks: [number, { min: number; max: number }, string][] = [
    [formation.defenders, XI_LIMITS.DEF, 'defenders'],
    [formation.midfielders, XI_LIMITS.MID, 'midfielders'],
    [formation.forwards, XI_LIMITS.FWD, 'forwards'],
  ];
  for (const [count, { min, max }, label] of checks) {
    if (count < min || count > max) {
      throw new FormationError(`Formation ${text.trim()} needs ${min}–${max} ${label}`, text);
    }
  }
  return formation;
}

/** A formation as text: `3-4-3`. */
export function formatFormation(formation: Formation): string {
  return `${formation.defenders}-${formation.midfielders}-${formation.forwards}`;
}

/** The formation a set of starters plays in. */
export function formationOf(starters: readonly Pick<Player, 'position'>[]): string {
  const count = (position: Position) => starters.filter((p) => p.position === position).length;
  return `${count('DEF')}-${count('MID')}-${count('FWD')}`;
}

/**
 * The pitch shows every starting goalkeeper, then the first a defenders, b midfielders and c forwards
 * among the starters, in squad order.
 */
export function pitchRows(players: readonly Player[], formation: string | Formation): Player[][] {
  const shape = typeof formation === 'string' ? parseFormation(formation) : formation;
  const starters = players.filter((player) => player.isStarter);
  const ofPosition = (position: Position) => starters.filter((player) => player.position === position);
  return [
    ofPosition('GKP'),
    ofPosition('DEF').slice(0, shape.defenders),
    ofPosition('MID').slice(0, shape.midfielders),
    ofPosition('FWD').slice(0, shape.forwards),
  ];
}
