// Small, self-made planner problems (no real data): a seeded RNG, a random pool and a random legal squad.
import type { PlanInput, PlannerPlayer } from '../src/planner/types.js';
import type { Position } from '../src/types.js';

/** Mulberry32: the same sequence for a seed on every machine, so failures reproduce. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SHAPE: [Position, number][] = [
  ['GKP', 2],
  ['DEF', 5],
  ['MID', 5],
  ['FWD', 3],
];

/** A random legal 15 from `pool` (≤ 3 per club), or null when the draw fails. */
export function randomSquad(pool: readonly PlannerPlayer[], random: () => number): PlannerPlayer[] | null {
  const clubs = new Map<number, number>();
  const squad: PlannerPlayer[] = [];
  for (const [position, count] of SHAPE) {
    const options = pool.filter((p) => p.position === position);
    let picked = 0;
    for (let tries = 0; picked < count && tries < 200; tries++) {
      const p = options[Math.floor(random() * options.length)];
      if (!p || squad.some((s) => s.id === p.id) || (clubs.get(p.teamId) ?? 0) >= 3) continue;
      squad.push(p);
      clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
      picked++;
    }
    if (picked < count) return null;
  }
  return squad;
}

/** A made-up league: `perPosition` players of each position over `clubs` clubs, points for `horizon` gameweeks. */
export function smallProblem(seed: number, perPosition = 9, clubs = 6, horizon = 3): PlanInput {
  const random = seededRandom(seed);
  const pool: PlannerPlayer[] = [];
  const points = new Map<number, number[]>();
  let id = 1;
  for (const [position] of SHAPE) {
    for (let i = 0; i < perPosition; i++) {
      const price = 40 + Math.floor(random() * 60);
      pool.push({ id, position, teamId: 1 + Math.floor(random() * clubs), price: price / 10 });
      // Dearer players tend to score more; some blank (0) now and then.
      points.set(
        id,
        Array.from({ length: horizon }, () =>
          random() < 0.1 ? 0 : Math.round((price / 15) * random() * 100) / 100,
        ),
      );
      id++;
    }
  }
  // Bounded: a league too small for a legal squad (too few clubs) must fail loudly, not spin forever.
  for (let attempt = 0; attempt < 1000; attempt++) {
    const squad = randomSquad(pool, random);
    if (!squad) continue;
    const owned = squad.map((p) => ({
      ...p,
      price: Math.round(p.price * 10 - Math.floor(random() * 3)) / 10,
    }));
    return {
      squad: owned,
      bank: Math.floor(random() * 40) / 10,
      freeTransfers: 1 + Math.floor(random() * 2),
      startGameweek: 10,
      pool,
      points: (element, gameweek) => points.get(element)?.[gameweek - 10] ?? 0,
    };
  }
  throw new Error(`no legal squad in a league of ${clubs} clubs and ${perPosition} players a position`);
}

/**
 * The league's squad after a real-life move: owned players of other clubs moved to the club the squad holds
 * most of, until it holds `count` of it (in the squad and in the pool alike).
 */
export function withMovedPlayers(
  input: PlanInput,
  count: number,
  random: () => number,
): PlanInput & { club: number } {
  const clubs = new Map<number, number>();
  for (const p of input.squad) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
  const club = [...clubs].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
  const others = input.squad.filter((p) => p.teamId !== club).sort(() => random() - 0.5);
  const moved = new Set(others.slice(0, count - (clubs.get(club) ?? 0)).map((p) => p.id));
  const move = <T extends { id: number; teamId: number }>(p: T): T =>
    moved.has(p.id) ? { ...p, teamId: club } : p;
  return { ...input, squad: input.squad.map(move), pool: input.pool.map(move), club };
}
