import type { Position } from './types.js';

const POSITION_OF_ELEMENT_TYPE: Record<number, Position> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };

/**
 * Whether an FPL element_type is a squad position (1–4); FPL also lists others (5: the 2024-25 assistant
 * managers), which no squad holds.
 */
export function isSquadPosition(elementType: number): boolean {
  return POSITION_OF_ELEMENT_TYPE[elementType] !== undefined;
}

/** FPL element_type (1–4) → the position code (GKP, DEF, MID, FWD). */
export function toPlayerPosition(elementType: number): Position {
  const position = POSITION_OF_ELEMENT_TYPE[elementType];
  if (!position) throw new RangeError(`Not a squad position: element_type ${elementType}`);
  return position;
}
