// Who is owned and how many players each club has, kept up to date while a plan's transfers are replayed row by
// row (the rollout and the polisher replay thousands of plans, so this allocates nothing per replay).
import type { PlannerUniverse } from './search.js';

export class SquadBook {
  /** Per row, an index shared by all rows of one player (owned at a selling price, in the pool at now_cost). */
  private readonly idOf: Int32Array;
  private readonly owned: Uint8Array;
  private readonly clubs: Int32Array;

  constructor(private readonly universe: PlannerUniverse) {
    const index = new Map<number, number>();
    this.idOf = new Int32Array(universe.scratch);
    let maxTeam = 0;
    for (let row = 0; row < universe.scratch; row++) {
      const id = universe.ids[row] ?? 0;
      if (!index.has(id)) index.set(id, index.size);
      this.idOf[row] = index.get(id) ?? 0;
      maxTeam = Math.max(maxTeam, universe.teams[row] ?? 0);
    }
    this.owned = new Uint8Array(index.size);
    this.clubs = new Int32Array(maxTeam + 1);
  }

  /** Starts over from a squad of rows. */
  reset(squad: Int32Array): void {
    this.owned.fill(0);
    this.clubs.fill(0);
    for (const row of squad) this.add(row);
  }

  /** Whether the player of this row (at any price) is owned. */
  owns(row: number): boolean {
    return this.owned[this.idOf[row] ?? 0] === 1;
  }

  /** Players owned from this row's club. */
  clubCount(row: number): number {
    return this.clubs[this.universe.teams[row] ?? 0] ?? 0;
  }

  /** Whether some club has more than `limit` players in the squad. */
  overLimit(limit: number): boolean {
    for (const count of this.clubs) if (count > limit) return true;
    return false;
  }

  /** Records `out` sold and `row` bought. */
  swap(out: number, row: number): void {
    this.remove(out);
    this.add(row);
  }

  private add(row: number): void {
    this.owned[this.idOf[row] ?? 0] = 1;
    const team = this.universe.teams[row] ?? 0;
    this.clubs[team] = (this.clubs[team] ?? 0) + 1;
  }

  private remove(row: number): void {
    this.owned[this.idOf[row] ?? 0] = 0;
    const team = this.universe.teams[row] ?? 0;
    this.clubs[team] = (this.clubs[team] ?? 0) - 1;
  }
}
