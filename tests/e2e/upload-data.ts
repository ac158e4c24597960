import type { loadBootstrap, Position } from './results-data.js';

// What the signed-in flow spec does on /confirm to turn whatever the OCR read into a squad the analysis takes:
// worked out at test time from the extraction the server actually returned and the recorded FPL data.

type Bootstrap = Awaited<ReturnType<typeof loadBootstrap>>;

export interface ExtractedPlayer {
  id: number;
  name: string;
  team: string;
  position: Position;
}

export interface NewPlayer {
  name: string;
  team: string;
  position: Position;
  price: number;
}

const QUOTA: Record<Position, number> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };
const POSITIONS: Record<number, Position> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };
const MAX_PER_CLUB = 3;

/**
 * The rows to remove (names of players beyond a position's quota) and the players to add (the cheapest of
 * the recorded season not yet in the squad, at most three a club) so the squad is 2-5-5-3.
 */
export function completeSquad(
  extracted: readonly ExtractedPlayer[],
  bootstrap: Bootstrap,
): { remove: string[]; add: NewPlayer[] } {
  const remove: string[] = [];
  const kept: ExtractedPlayer[] = [];
  for (const player of extracted) {
    const same = kept.filter((p) => p.position === player.position).length;
    if (same >= QUOTA[player.position]) remove.push(player.name);
    else kept.push(player);
  }
  const clubs = new Map<string, number>();
  for (const p of kept) clubs.set(p.team, (clubs.get(p.team) ?? 0) + 1);
  const taken = new Set(kept.map((p) => p.id));
  const names = new Set(kept.map((p) => p.name));
  const short = new Map(bootstrap.teams.map((t) => [t.id, t.short_name]));
  const add: NewPlayer[] = [];
  for (const position of Object.keys(QUOTA) as Position[]) {
    let missing = QUOTA[position] - kept.filter((p) => p.position === position).length;
    const candidates = bootstrap.elements
      .filter((e) => POSITIONS[e.element_type] === position && !taken.has(e.id) && !names.has(e.web_name))
      .sort((a, b) => a.now_cost - b.now_cost || a.id - b.id);
    for (const e of candidates) {
      if (missing <= 0) break;
      const team = short.get(e.team) ?? '';
      if ((clubs.get(team) ?? 0) >= MAX_PER_CLUB) continue;
      clubs.set(team, (clubs.get(team) ?? 0) + 1);
      add.push({ name: e.web_name, team, position, price: e.now_cost / 10 });
      missing--;
    }
  }
  return { remove, add };
}
