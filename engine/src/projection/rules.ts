// FPL scoring rules the expected-points model needs (2025/26 rules unless noted).
import { toPlayerPosition } from '../positions.js';
import type { Position } from '../types.js';

export const GOAL_POINTS: Record<Position, number> = { GKP: 10, DEF: 6, MID: 5, FWD: 4 };
export const ASSIST_POINTS = 3;
export const CLEAN_SHEET_POINTS: Record<Position, number> = { GKP: 4, DEF: 4, MID: 1, FWD: 0 };
/** Goalkeepers and defenders lose a point for every 2 goals conceded while on the pitch. */
export const CONCEDED_PENALTY_POSITIONS: readonly Position[] = ['GKP', 'DEF'];
/** One point per 3 saves. */
export const SAVES_PER_POINT = 3;
export const YELLOW_CARD_POINTS = -1;
export const RED_CARD_POINTS = -3;
/** 2025/26: 2 points for 10+ clearances, blocks, interceptions and tackles (DEF), 12+ with recoveries (MID, FWD). */
export const DEFCON_POINTS = 2;
export const DEFCON_THRESHOLD: Record<Position, number | null> = { GKP: null, DEF: 10, MID: 12, FWD: 12 };

/** The position of a squad player's element_type, null for anything else (e.g. 2024-25's managers, 5). */
export function positionOfElementType(elementType: number): Position | null {
  return Number.isInteger(elementType) && elementType >= 1 && elementType <= 4
    ? toPlayerPosition(elementType)
    : null;
}
