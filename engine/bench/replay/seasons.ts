// The seasons the replay knows: 2025-26 (the hold-out) and the tuning seasons from vaastav's files.
import { TUNING_SEASONS } from '../season-vaastav.js';
import { Season } from './data.js';
import { loadReplay2025 } from './data-2025-26.js';
import { loadVaastavReplay } from './data-vaastav.js';

export const HOLD_OUT_SEASON = '2025-26';
export const REPLAY_SEASONS = [HOLD_OUT_SEASON, ...TUNING_SEASONS] as const;

/** The first deadline with FPL's ep_next recorded (derived/pre_deadline_elements.csv), per season. */
export const EP_NEXT_FROM: Readonly<Record<string, number>> = { [HOLD_OUT_SEASON]: 12 };

export function loadSeason(name: string): Season {
  if (name === HOLD_OUT_SEASON) return new Season(loadReplay2025());
  if ((TUNING_SEASONS as readonly string[]).includes(name)) return new Season(loadVaastavReplay(name));
  throw new RangeError(`Unknown season ${name}: one of ${REPLAY_SEASONS.join(', ')}`);
}

export function hasEpNext(season: string, from: number): boolean {
  const first = EP_NEXT_FROM[season];
  return first !== undefined && from >= first;
}
