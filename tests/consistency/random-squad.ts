// Seeded random LEGAL squads of a season's bootstrap-static, for the claims test and report: 2/5/5/3, at most
// three a club, bought within £100.0m, a legal XI with the bench in order, 1-5 free transfers. They vary along
// what managers' squads vary in: some start a player FPL gives no chance of playing, some have spent chips of the
// second half too, some hold one club's maximum.
import {
  type BootstrapStatic,
  type ChipKey,
  type ChipStatus,
  type ExtractedTeamData,
  type FplElement,
  MAX_PER_CLUB,
  type Player,
  type Position,
  SQUAD_SHAPE,
  toPlayerPosition,
} from '@fpl-assistant/engine';

/** mulberry32: small, fast and the same on every machine. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FPL gives him no chance of playing at the next deadline. */
export const unavailable = (e: FplElement) =>
  e.chance_of_playing_next_round === 0 || ['i', 's', 'u', 'n'].includes(e.status);

const ORDER: Position[] = ['GKP', 'DEF', 'MID', 'FWD'];
/** Starters per position of the XI the squad is set out in (a 4-4-2). */
const STARTERS: Record<Position, number> = { GKP: 1, DEF: 4, MID: 4, FWD: 2 };

export interface RandomSquadOptions {
  gameweek: number;
  /** Start with one player FPL gives 0%. */
  withUnavailable?: boolean;
  /** Chips already played, by key with the gameweek played. */
  chipsUsed?: Partial<Record<ChipKey, number>>;
  freeTransfers: number;
}

export function randomSquad(
  bootstrap: BootstrapStatic,
  seed: number,
  options: RandomSquadOptions,
): ExtractedTeamData {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const teams = new Map(bootstrap.teams.map((t) => [t.id, t.short_name]));
  // Players a manager would hold: some minutes this season, or the 0% player asked for.
  const elements = bootstrap.elements.filter((e) => toPlayerPosition(e.element_type) !== undefined);
  const cheapest = (position: Position) =>
    Math.min(...elements.filter((e) => toPlayerPosition(e.element_type) === position).map((e) => e.now_cost));
  for (let attempt = 0; attempt < 500; attempt++) {
    const budget = 1000 - Math.floor(random() * 30);
    const chosen: FplElement[] = [];
    const clubs = new Map<number, number>();
    let spent = 0;
    const slots = ORDER.flatMap((p) => Array.from({ length: SQUAD_SHAPE[p] }, () => p));
    let ok = true;
    if (options.withUnavailable) {
      const out = pick(elements.filter((e) => unavailable(e) && e.total_points > 30));
      if (out) {
        chosen.push(out);
        clubs.set(out.team, 1);
        spent += out.now_cost;
        slots.splice(slots.indexOf(toPlayerPosition(out.element_type) as Position), 1);
      }
    }
    for (let i = 0; i < slots.length; i++) {
      const position = slots[i] as Position;
      const reserve = slots.slice(i + 1).reduce((s, p) => s + cheapest(p), 0);
      const candidates = elements.filter(
        (e) =>
          toPlayerPosition(e.element_type) === position &&
          !chosen.includes(e) &&
          !unavailable(e) &&
          e.minutes > 200 &&
          (clubs.get(e.team) ?? 0) < MAX_PER_CLUB &&
          spent + e.now_cost + reserve <= budget,
      );
      // Lean towards the players managers own: by total points, with chance.
      const ranked = candidates.sort((a, b) => b.total_points - a.total_points).slice(0, 40);
      const player = pick(ranked);
      if (!player) {
        ok = false;
        break;
      }
      chosen.push(player);
      clubs.set(player.team, (clubs.get(player.team) ?? 0) + 1);
      spent += player.now_cost;
    }
    if (!ok || chosen.length !== 15) continue;
    const bank = (1000 - spent) / 10;
    const byPosition = (p: Position) =>
      chosen
        .filter((e) => toPlayerPosition(e.element_type) === p)
        .sort((a, b) => b.total_points - a.total_points);
    const players: Player[] = [];
    const bench: FplElement[] = [];
    for (const position of ORDER) {
      const list = byPosition(position);
      list.forEach((e, i) => {
        if (i < STARTERS[position]) players.push(toPlayer(e, true, teams));
        else bench.push(e);
      });
    }
    bench.sort((a, b) => Number(a.element_type !== 1) - Number(b.element_type !== 1));
    bench.forEach((e, i) => {
      players.push({ ...toPlayer(e, false, teams), benchOrder: i + 1 });
    });
    const outfield = players.filter((p) => p.isStarter && p.position !== 'GKP');
    const [captain, vice] = outfield;
    if (captain) captain.isCaptain = true;
    if (vice) vice.isViceCaptain = true;
    const chipStatus: ChipStatus = {};
    for (const [key, gameweek] of Object.entries(options.chipsUsed ?? {}))
      chipStatus[key as ChipKey] = { used: true, gameweek };
    return {
      gameweek: options.gameweek,
      freeTransfers: options.freeTransfers,
      budget: bank,
      bank,
      formation: '4-4-2',
      teamValue: spent / 10 + bank,
      players,
      chipStatus,
    };
  }
  throw new Error(`No legal squad found for seed ${seed}`);
}

function toPlayer(e: FplElement, isStarter: boolean, teams: ReadonlyMap<number, string>): Player {
  return {
    id: e.id,
    name: e.web_name,
    team: teams.get(e.team) ?? '?',
    teamId: e.team,
    position: toPlayerPosition(e.element_type) as Position,
    price: e.now_cost / 10,
    isStarter,
    isCaptain: false,
    isViceCaptain: false,
  };
}

/**
 * The claims suite's squads: seed i starts a 0% player when i % 3 == 0, has spent second-half chips when
 * i % 2 == 0, and holds 1 + (i % 5) free transfers; the first-half chips are always spent (it is past GW19).
 */
export function claimsSquads(bootstrap: BootstrapStatic, gameweek: number, seeds: readonly number[]) {
  return seeds.map((seed) => {
    const firstHalf = { wildcard_1: 8, free_hit: 12, bench_boost: 15, triple_captain: 17 } as const;
    const secondHalf: Partial<Record<ChipKey, number>> =
      seed % 4 === 0 ? { bench_boost_2: 26, triple_captain_2: 29 } : { free_hit_2: 31, wildcard_2: 24 };
    const squad = randomSquad(bootstrap, seed, {
      gameweek,
      freeTransfers: 1 + (seed % 5),
      withUnavailable: seed % 3 === 0,
      chipsUsed: seed % 2 === 0 ? { ...firstHalf, ...secondHalf } : firstHalf,
    });
    return { seed, squad };
  });
}
