// Free transfers at the next deadline, replayed from a manager's public gameweek history under FPL's rules:
// the first squad is free; one transfer a week after that, unused ones banked up to five; a Wildcard or Free Hit
// week spends none and adds none (the count going in is the count coming out); a season's special top-up raises
// everyone to its figure at its deadline. The history never states the count, but a week's hits do: a week that
// paid `cost` for `t` transfers had exactly t − cost/4 free, so any drift from the rules is corrected there.
import type { FplEntryChipPlay, FplEntryGameweek } from '../fpl-api.js';
import { nextFreeTransfers } from '../planner/index.js';
import { HIT_POINTS, MAX_FREE_TRANSFERS } from '../rules.js';

/** A gameweek before whose deadline every manager's free transfers were raised to `freeTransfers`. */
export interface FreeTransferTopUp {
  /** '2025/26', as seasonLabel() names a season. */
  season: string;
  gameweek: number;
  freeTransfers: number;
}

/** The top-ups FPL has announced: 2025/26 raised everyone to five before GW16, for the Africa Cup of Nations. */
export const FREE_TRANSFER_TOP_UPS: readonly FreeTransferTopUp[] = [
  { season: '2025/26', gameweek: 16, freeTransfers: 5 },
];

/** A team's FPL history (`/entry/{id}/history/`) and the season's free-transfer top-ups. */
export interface EntryFreeTransfersInput {
  /** `/entry/{id}/history/` `current` and `chips`. */
  history: { current: readonly FplEntryGameweek[]; chips: readonly FplEntryChipPlay[] };
  /** The gameweek the free transfers are wanted for (the next deadline). */
  gameweek: number;
  /** The entry's first gameweek (`started_event`); default: its first history row. */
  startedEvent?: number;
  /** The season's label, to find its top-ups. */
  season?: string;
  topUps?: readonly FreeTransferTopUp[];
  /** Most free transfers a manager can hold (bootstrap `game_settings.max_extra_free_transfers` + 1). */
  max?: number;
}

/** The free transfers a team has at the next deadline, worked out from its history, and whether that is certain. */
export interface EntryFreeTransfers {
  /** The count to plan with: the lowest the data allows. */
  freeTransfers: number;
  /** The highest the data allows; above `freeTransfers` only when the history breaks the rules we know. */
  most: number;
}

const CHIPS_THAT_SPEND_NONE = new Set(['wildcard', 'freehit']);

/**
 * Free transfers at the deadline of `gameweek`. A week whose transfers went beyond the count without a hit (a
 * top-up FPL did not announce in the data) leaves the count unsure: `most` is then above `freeTransfers`.
 */
export function entryFreeTransfers(input: EntryFreeTransfersInput): EntryFreeTransfers {
  const { history, gameweek } = input;
  const max = input.max ?? MAX_FREE_TRANSFERS;
  const topUps = (input.topUps ?? FREE_TRANSFER_TOP_UPS).filter((t) => t.season === input.season);
  const rows = new Map(history.current.map((row) => [row.event, row]));
  const chips = new Map(history.chips.map((chip) => [chip.event, chip.name]));
  const first = input.startedEvent ?? Math.min(...history.current.map((row) => row.event));
  if (!Number.isFinite(first) || gameweek <= first) return { freeTransfers: 1, most: 1 };

  const topUp = (event: number, lo: number, hi: number): [number, number] => {
    const to = topUps.find((t) => t.gameweek === event)?.freeTransfers;
    return to === undefined ? [lo, hi] : [Math.max(lo, Math.min(to, max)), Math.max(hi, Math.min(to, max))];
  };
  // The first squad is picked with unlimited changes; the week after it has one.
  let [lo, hi] = topUp(first + 1, 1, 1);
  for (let event = first + 1; event < gameweek; event++) {
    const row = rows.get(event);
    const chip = chips.get(event);
    if (!(chip && CHIPS_THAT_SPEND_NONE.has(chip))) {
      const transfers = row?.event_transfers ?? 0;
      const cost = row?.event_transfers_cost ?? 0;
      if (cost > 0) {
        const exact = transfers - Math.round(cost / HIT_POINTS);
        lo = hi = Math.min(max, Math.max(0, exact));
      } else if (transfers > lo) {
        // More free transfers than the rules give: a top-up the data does not name. How many more is unknown.
        if (transfers > hi) hi = max;
        lo = transfers;
      }
      lo = nextFreeTransfers(lo, transfers, max);
      hi = nextFreeTransfers(hi, transfers, max);
    }
    [lo, hi] = topUp(event + 1, lo, hi);
  }
  return { freeTransfers: lo, most: hi };
}
