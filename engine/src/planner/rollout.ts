// Completing a partial plan with another plan's later transfers (a rollout): the beam ranks a partial plan by
// the best complete plan known to extend it, not only by its squad held to the end. Holding misjudges timing
// (a transfer saved for a later double, a stopgap sold on, which dead player goes first), since every later
// transfer counts as never made; the transfers of the best plan found so far stand in for them instead.

import { MAX_PER_CLUB, SQUAD_SIZE } from '../rules.js';
import { hitCost } from '../transfers.js';
import { nextFreeTransfers } from './rules.js';
import type { SquadScorer } from './score.js';
import type { PlannerUniverse } from './search.js';
import { SquadBook } from './squad-book.js';

/** One gameweek's transfers as universe rows: outs[k] is replaced by ins[k]. */
export interface PlanStep {
  outs: number[];
  ins: number[];
}

export interface RolloutState {
  squad: Int32Array;
  /** Tenths of £m. */
  bank: number;
  freeTransfers: number;
}

export interface RolloutRules {
  maxTransfers: number;
  allowHits: boolean;
  /** Rows that may not be sold. */
  locked: ReadonlySet<number>;
}

export class Rollout {
  private readonly squad = new Int32Array(SQUAD_SIZE);
  private readonly book: SquadBook;
  private readonly made: { slot: number; out: number; row: number }[] = [];

  constructor(
    private readonly universe: PlannerUniverse,
    private readonly scorer: SquadScorer,
    private readonly rules: RolloutRules,
  ) {
    this.book = new SquadBook(universe);
  }

  /**
   * From `state` at gameweek index `from`, the base plan's transfers of each later gameweek that are still legal,
   * in order (one whose player is gone, already owned or over the club limit is skipped, none beyond the free
   * transfers without hits; the last ones are undone while the bank is negative, and all of them when they leave
   * a club over the limit). Returns the weighted points of
   * gameweeks from..end and the transfers made.
   */
  complete(
    state: RolloutState,
    from: number,
    base: readonly PlanStep[],
    record = false,
  ): { value: number; steps: PlanStep[] } {
    const { universe, scorer, rules, squad, book } = this;
    squad.set(state.squad);
    book.reset(squad);
    let bank = state.bank;
    let free = state.freeTransfers;
    let value = 0;
    const steps: PlanStep[] = [];
    for (let g = from; g < scorer.horizon; g++) {
      const planned = base[g];
      const made = this.made;
      made.length = 0;
      const undo = () => {
        const last = made.pop();
        if (!last) return;
        squad[last.slot] = last.out;
        bank += (universe.prices[last.row] ?? 0) - (universe.prices[last.out] ?? 0);
        book.swap(last.row, last.out);
      };
      const limit = rules.allowHits ? rules.maxTransfers : Math.min(rules.maxTransfers, free);
      for (let k = 0; planned && k < planned.outs.length && made.length < limit; k++) {
        const out = planned.outs[k] ?? -1;
        const row = planned.ins[k] ?? -1;
        const slot = squad.indexOf(out);
        if (slot < 0 || row < 0 || rules.locked.has(out) || book.owns(row)) continue;
        const sameClub = universe.teams[row] === universe.teams[out];
        if (!sameClub && book.clubCount(row) >= MAX_PER_CLUB) continue;
        squad[slot] = row;
        bank += (universe.prices[out] ?? 0) - (universe.prices[row] ?? 0);
        book.swap(out, row);
        made.push({ slot, out, row });
      }
      while (bank < 0 && made.length > 0) undo();
      // Transfers must leave at most MAX_PER_CLUB of every club (a squad over it after a real-life move may
      // only hold): when the base plan's moves do not sell the excess, this gameweek holds.
      if (made.length > 0 && book.overLimit(MAX_PER_CLUB)) while (made.length > 0) undo();
      const n = made.length;
      value += (scorer.weights.gameweek[g] ?? 0) * (scorer.gameweek(squad, g) - hitCost(n, free));
      if (record) steps.push({ outs: made.map((m) => m.out), ins: made.map((m) => m.row) });
      free = nextFreeTransfers(free, n);
    }
    return { value, steps };
  }
}
