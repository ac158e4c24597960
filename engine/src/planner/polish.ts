// Polishing a complete plan by local search: the beam judges partial plans by estimates, so its best plan can
// still be improved by small changes judged exactly, such as making a transfer a gameweek earlier or later,
// swapping the gameweeks of two transfers, selling or buying someone else in one transfer, adding a transfer
// or dropping one. Each change is replayed under the rules and kept only when the whole plan gains; the
// search stops at a plan no single change improves.

import { MAX_PER_CLUB } from '../rules.js';
import { hitCost } from '../transfers.js';
import type { PlanStep } from './rollout.js';
import { nextFreeTransfers } from './rules.js';
import { SQUAD_SLOTS, type SquadScorer } from './score.js';
import type { PlannerUniverse } from './search.js';
import { SquadBook } from './squad-book.js';

export interface PolishRules {
  maxTransfers: number;
  allowHits: boolean;
  /** Rows that may not be sold. */
  locked: ReadonlySet<number>;
}

export interface PolishStart {
  squad: Int32Array;
  /** Tenths of £m. */
  bank: number;
  freeTransfers: number;
}

/** Most sweeps over the neighbourhood; each either improves the plan or ends the search. */
const MAX_SWEEPS = 20;

export class PlanPolisher {
  private readonly squad = new Int32Array(SQUAD_SLOTS);
  private readonly book: SquadBook;
  /** Buyable rows of each position that score in some gameweek: the players a changed transfer may buy. */
  private readonly buys: Int32Array[];

  constructor(
    private readonly universe: PlannerUniverse,
    private readonly scorer: SquadScorer,
    private readonly rules: PolishRules,
    private readonly start: PolishStart,
  ) {
    this.book = new SquadBook(universe);
    const { horizon, points } = scorer;
    this.buys = [0, 1, 2, 3].map((position) => {
      const rows: number[] = [];
      for (let row = 0; row < universe.scratch; row++) {
        if (universe.buyable[row] !== 1 || universe.positions[row] !== position) continue;
        let scores = false;
        for (let g = 0; g < horizon && !scores; g++) scores = (points[row * horizon + g] ?? 0) > 0;
        if (scores) rows.push(row);
      }
      return Int32Array.from(rows);
    });
  }

  /** The plan's weighted objective under the rules, or −Infinity when it breaks one. */
  value(steps: readonly PlanStep[]): number {
    const { universe, scorer, rules, squad, book } = this;
    squad.set(this.start.squad);
    book.reset(squad);
    let bank = this.start.bank;
    let free = this.start.freeTransfers;
    let total = 0;
    for (let g = 0; g < scorer.horizon; g++) {
      const step = steps[g];
      const n = step?.outs.length ?? 0;
      if (n > rules.maxTransfers) return Number.NEGATIVE_INFINITY;
      const cost = hitCost(n, free);
      if (cost > 0 && !rules.allowHits) return Number.NEGATIVE_INFINITY;
      for (let k = 0; step && k < n; k++) {
        const out = step.outs[k] ?? -1;
        const row = step.ins[k] ?? -1;
        const slot = squad.indexOf(out);
        if (slot < 0 || row < 0 || rules.locked.has(out) || universe.buyable[row] !== 1) {
          return Number.NEGATIVE_INFINITY;
        }
        if (universe.positions[row] !== universe.positions[out] || book.owns(row)) {
          return Number.NEGATIVE_INFINITY;
        }
        squad[slot] = row;
        bank += (universe.prices[out] ?? 0) - (universe.prices[row] ?? 0);
        book.swap(out, row);
      }
      if (bank < 0) return Number.NEGATIVE_INFINITY;
      // FPL's club rule: a gameweek with transfers leaves at most MAX_PER_CLUB of every club (a squad over it
      // after a real-life move may hold without transfers).
      if (n > 0 && book.overLimit(MAX_PER_CLUB)) return Number.NEGATIVE_INFINITY;
      const w = scorer.weights.gameweek[g] ?? 0;
      total += w * (scorer.gameweek(squad, g) - cost);
      free = nextFreeTransfers(free, n);
    }
    return total;
  }

  /** The squad before gameweek index g's transfers (the plan assumed legal). */
  private squadBefore(steps: readonly PlanStep[], g: number): Int32Array {
    const squad = Int32Array.from(this.start.squad);
    for (let t = 0; t < g; t++) {
      const step = steps[t];
      step?.outs.forEach((out, k) => {
        squad[squad.indexOf(out)] = step.ins[k] ?? 0;
      });
    }
    return squad;
  }

  /** Local search from a legal plan: the best single change, repeated while it gains. */
  polish(initial: readonly PlanStep[]): { steps: PlanStep[]; value: number } {
    const horizon = this.scorer.horizon;
    let steps: PlanStep[] = Array.from({ length: horizon }, (_, g) => ({
      outs: [...(initial[g]?.outs ?? [])],
      ins: [...(initial[g]?.ins ?? [])],
    }));
    let value = this.value(steps);
    for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      let bestValue = value;
      let bestSteps: PlanStep[] | null = null;
      const consider = (candidate: PlanStep[]) => {
        const v = this.value(candidate);
        if (v > bestValue + 1e-9) {
          bestValue = v;
          bestSteps = candidate;
        }
      };
      // Free transfers before each gameweek's transfers and the bank after them, under the plan as it stands: a
      // change that leaves that gameweek's bank below zero or costs a forbidden hit breaks the rules, whatever
      // else it does, so it is not valued.
      const { prices } = this.universe;
      const freeAt: number[] = [];
      const bankAfter: number[] = [];
      let free = this.start.freeTransfers;
      let bank = this.start.bank;
      for (let g = 0; g < horizon; g++) {
        const step = steps[g];
        freeAt.push(free);
        step?.outs.forEach((out, k) => {
          bank += (prices[out] ?? 0) - (prices[step.ins[k] ?? 0] ?? 0);
        });
        bankAfter.push(bank);
        free = nextFreeTransfers(free, step?.outs.length ?? 0);
      }
      for (let g = 0; g < horizon; g++) {
        const step = steps[g] ?? { outs: [], ins: [] };
        const before = this.squadBefore(steps, g);
        for (let k = 0; k < step.outs.length; k++) {
          const out = step.outs[k] ?? 0;
          const row = step.ins[k] ?? 0;
          // The same transfer in another gameweek, or not at all.
          for (let h = -1; h < horizon; h++) {
            if (h === g) continue;
            const candidate = without(steps, g, k);
            if (h >= 0) withTransfer(candidate, h, out, row);
            consider(candidate);
          }
          // Another sale or buy in its place (a later sale of the player bought follows the new buy).
          const bankWithout = (bankAfter[g] ?? 0) - (prices[out] ?? 0) + (prices[row] ?? 0);
          for (const slotRow of before) {
            const money = bankWithout + (prices[slotRow] ?? 0);
            for (const buy of this.buys[this.universe.positions[slotRow] ?? 0] ?? []) {
              if (slotRow === out && buy === row) continue;
              if ((prices[buy] ?? 0) > money) continue;
              const candidate = without(steps, g, k);
              withTransfer(candidate, g, slotRow, buy);
              for (let t = g + 1; t < horizon; t++) {
                const later = candidate[t];
                if (!later) continue;
                later.outs = later.outs.map((o) => (o === row ? buy : o));
              }
              consider(candidate);
            }
          }
          // Two transfers trading gameweeks, or trading the players they sell (a dearer sale first frees money).
          for (let h = g + 1; h < horizon; h++) {
            const other = steps[h] ?? { outs: [], ins: [] };
            for (let j = 0; j < other.outs.length; j++) {
              const candidate = without(without(steps, g, k), h, j);
              withTransfer(candidate, h, out, row);
              withTransfer(candidate, g, other.outs[j] ?? 0, other.ins[j] ?? 0);
              consider(candidate);
              const traded = copy(steps);
              const first = traded[g];
              const second = traded[h];
              if (!first || !second) continue;
              first.outs[k] = other.outs[j] ?? 0;
              second.outs[j] = out;
              consider(traded);
            }
          }
        }
        // One more transfer this gameweek, unless it would cost a hit the rules forbid (every such plan breaks them).
        const noHit = this.rules.allowHits || hitCost(step.outs.length + 1, freeAt[g] ?? 0) === 0;
        if (step.outs.length < this.rules.maxTransfers && noHit) {
          for (const slotRow of before) {
            const money = (bankAfter[g] ?? 0) + (prices[slotRow] ?? 0);
            for (const buy of this.buys[this.universe.positions[slotRow] ?? 0] ?? []) {
              if ((prices[buy] ?? 0) > money) continue;
              const candidate = copy(steps);
              withTransfer(candidate, g, slotRow, buy);
              consider(candidate);
            }
          }
        }
      }
      if (!bestSteps) break;
      steps = bestSteps;
      value = bestValue;
    }
    return { steps, value };
  }
}

function copy(steps: readonly PlanStep[]): PlanStep[] {
  return steps.map((s) => ({ outs: [...s.outs], ins: [...s.ins] }));
}

function without(steps: readonly PlanStep[], g: number, k: number): PlanStep[] {
  const result = copy(steps);
  const step = result[g];
  if (step) {
    step.outs.splice(k, 1);
    step.ins.splice(k, 1);
  }
  return result;
}

function withTransfer(steps: PlanStep[], g: number, out: number, row: number): void {
  const step = steps[g];
  if (!step) return;
  step.outs.push(out);
  step.ins.push(row);
}
