import {
  CHIP_LABELS,
  type ChipKey,
  type ChipStatus,
  type ChipWindow,
  chipFamily,
  type ExtractedTeamData,
  FormationError,
  isWindowUsed,
  LAST_GAMEWEEK,
  MAX_FREE_TRANSFERS,
  type Player,
  parseFormation,
  type SquadField,
} from '@fpl-assistant/engine';
import { REVIEW_CONFIDENCE_THRESHOLD } from '@fpl-assistant/engine/app';
import { SQUAD_CONTRACT_LIMITS } from '@fpl-assistant/squad-contract/limits';

/** The four chips /confirm lets the manager flip (spec §2: the second wildcard is omitted). */
export const CONFIRM_CHIPS = ['bench_boost', 'triple_captain', 'wildcard_1', 'free_hit'] as const;
export type ConfirmChip = (typeof CONFIRM_CHIPS)[number];

export const CONFIRM_CHIP_LABELS: Record<ConfirmChip, string> = {
  bench_boost: 'Bench Boost',
  triple_captain: 'Triple Captain',
  wildcard_1: 'Wildcard 1',
  free_hit: 'Free Hit',
};

/** The squad's header fields as typed: text until the manager is done editing. */
export interface SquadFields {
  gameweek: string;
  freeTransfers: string;
  budget: string;
  formation: string;
}

export type SquadFieldErrors = Partial<Record<keyof SquadFields, string>>;

/** The form field that shows a squad-level field extraction flagged (the bank is shown as the budget). */
export const FLAGGED_FIELD: Record<SquadField, keyof SquadFields> = {
  gameweek: 'gameweek',
  freeTransfers: 'freeTransfers',
  bank: 'budget',
};

/** The squad-level flags left once the manager has edited `field`: an edited field is no longer in doubt. */
export function clearSquadFlag(flags: readonly SquadField[], field: keyof SquadFields): SquadField[] {
  return flags.filter((flag) => FLAGGED_FIELD[flag] !== field);
}

export function fieldsOf(data: ExtractedTeamData): SquadFields {
  return {
    gameweek: String(data.gameweek),
    freeTransfers: String(data.freeTransfers),
    budget: String(data.budget),
    formation: data.formation,
  };
}

// Integers for gameweek and free transfers, a decimal for the budget; the ranges are the squad contract's.
const INTEGER = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/** The parsed header, or the problem with each field that cannot be parsed. */
export function parseSquadFields(
  fields: SquadFields,
):
  | { ok: true; value: Omit<ExtractedTeamData, 'players' | 'chipStatus'> }
  | { ok: false; errors: SquadFieldErrors } {
  const errors: SquadFieldErrors = {};
  const gameweek = Number.parseInt(fields.gameweek, 10);
  if (!INTEGER.test(fields.gameweek) || gameweek < 1 || gameweek > LAST_GAMEWEEK)
    errors.gameweek = `Gameweek must be a whole number from 1 to ${LAST_GAMEWEEK}`;
  const freeTransfers = Number.parseInt(fields.freeTransfers, 10);
  if (!INTEGER.test(fields.freeTransfers) || freeTransfers < 0 || freeTransfers > MAX_FREE_TRANSFERS)
    errors.freeTransfers = `Free transfers must be a whole number from 0 to ${MAX_FREE_TRANSFERS}`;
  const budget = Number.parseFloat(fields.budget);
  const { bank } = SQUAD_CONTRACT_LIMITS;
  if (!DECIMAL.test(fields.budget)) errors.budget = 'Budget must be a number of millions, e.g. 0.5';
  else if (budget < bank.min || budget > bank.max)
    errors.budget = `Budget must be between ${bank.min} and ${bank.max} million`;
  const formation = fields.formation.trim();
  try {
    parseFormation(formation);
  } catch (err) {
    if (!(err instanceof FormationError)) throw err;
    errors.formation = err.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { gameweek, freeTransfers, budget: Math.round(budget * 10) / 10, formation } };
}

/** Flips a chip between used and available; a chip marked used here has no known gameweek. */
export function toggleChip(status: ChipStatus | undefined, chip: ConfirmChip): ChipStatus {
  const current = status?.[chip];
  const used = !(current?.used ?? false);
  return { ...status, [chip]: { used, gameweek: used ? (current?.gameweek ?? null) : null } };
}

/** A chip window as /confirm shows it: whether it was played, and whether the manager may change that now. */
export interface ChipRow {
  key: ChipKey;
  label: string;
  used: boolean;
  /** The gameweek it was played in, when known. */
  gameweek: number | null;
  /** 'current': its half holds the squad's gameweek (editable); 'past': closed; 'future': opens later. */
  half: 'past' | 'current' | 'future';
  start: number;
  stop: number;
}

/**
 * Every chip window of the season (both halves since 2025-26), each played or not as the engine counts it
 * (isWindowUsed); only the half holding `gameweek` can be changed: a past half's chips are gone, played or not,
 * and a later half's cannot have been played yet.
 */
export function chipRows(
  windows: readonly ChipWindow[],
  status: ChipStatus | undefined,
  gameweek: number,
): ChipRow[] {
  return [...windows]
    .sort((a, b) => a.start - b.start || CONFIRM_ORDER.indexOf(a.family) - CONFIRM_ORDER.indexOf(b.family))
    .map((window) => {
      const used = isWindowUsed(window, status);
      const played = Object.entries(status ?? {}).find(
        ([key, state]) =>
          state?.used &&
          chipFamily(key as ChipKey) === window.family &&
          typeof state.gameweek === 'number' &&
          state.gameweek >= window.start &&
          state.gameweek <= window.stop,
      )?.[1];
      return {
        key: window.key,
        label: CHIP_LABELS[window.key],
        used,
        gameweek: used ? (played?.gameweek ?? status?.[window.key]?.gameweek ?? null) : null,
        half: gameweek < window.start ? 'future' : gameweek > window.stop ? 'past' : 'current',
        start: window.start,
        stop: window.stop,
      };
    });
}

const CONFIRM_ORDER = ['bench_boost', 'triple_captain', 'wildcard', 'free_hit'];

/**
 * Marks a chip window played (gameweek unknown) or not: unplaying clears every record of its family that the
 * engine would count against this window, so the planner sees it free again.
 */
export function toggleChipWindow(status: ChipStatus | undefined, window: ChipWindow): ChipStatus {
  const next: ChipStatus = { ...status };
  if (!isWindowUsed(window, status)) {
    next[window.key] = { used: true, gameweek: null };
    return next;
  }
  for (const [key, state] of Object.entries(next) as [ChipKey, ChipStatus[ChipKey]][]) {
    if (!state?.used || chipFamily(key) !== window.family) continue;
    const gameweek = state.gameweek ?? null;
    const counts =
      gameweek === null ? key === window.key : gameweek >= window.start && gameweek <= window.stop;
    if (counts) next[key] = { used: false, gameweek: null };
  }
  return next;
}

/** Every chip key the API knows, unused unless the screenshot said otherwise. */
export function chipUsed(status: ChipStatus | undefined, chip: ConfirmChip): boolean {
  return status?.[chip]?.used ?? false;
}

/** Whether a field of a player should be highlighted for review. */
export function isLowConfidence(player: Player, field?: keyof Player): boolean {
  if (field && player.lowConfidenceFields?.includes(field)) return true;
  if (!field)
    return (
      (player.confidence ?? 1) < REVIEW_CONFIDENCE_THRESHOLD || (player.lowConfidenceFields?.length ?? 0) > 0
    );
  return false;
}

/** A player with one edited field; a field the manager touched is no longer in doubt. */
export function editPlayer<K extends keyof Player>(player: Player, field: K, value: Player[K]): Player {
  const lowConfidenceFields = player.lowConfidenceFields?.filter((name) => name !== field);
  return { ...player, [field]: value, ...(lowConfidenceFields ? { lowConfidenceFields } : {}) };
}

/** A squad row with a key that survives edits, additions and removals. */
export interface SquadRow {
  key: number;
  player: Player;
}

let nextRowKey = 1;
export function toRows(players: readonly Player[]): SquadRow[] {
  return players.map((player) => ({ key: nextRowKey++, player }));
}

/** A blank row for a player extraction missed; the analysis finds it by name and club (id 0: unknown). */
export function blankRow(): SquadRow {
  return {
    key: nextRowKey++,
    player: {
      id: 0,
      name: '',
      team: '',
      position: 'MID',
      price: 4.5,
      isStarter: false,
      isCaptain: false,
      isViceCaptain: false,
    },
  };
}
