// Random LEGAL squads for generated Transfers pages: 2 GKP, 5 DEF, 5 MID, 3 FWD, at most 3 per club,
// bought within 100.0, set out in a legal formation with the bench in order.
import type { BootstrapStatic, FplElement, Position } from '@fpl-assistant/engine';
import { MAX_FREE_TRANSFERS, parseFormation, toPlayerPosition, XI_LIMITS } from '@fpl-assistant/engine';
import type { Rng } from './rng.js';

export const SQUAD_SHAPE: Record<Position, number> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };
export const MAX_PER_CLUB = 3;
/** Tenths of a million, as the API counts: 1000 is £100.0m. */
export const BUDGET = 1000;

export interface SquadPlayer {
  id: number;
  webName: string;
  /** Three-letter club code (short_name). */
  team: string;
  teamId: number;
  position: Position;
  /** Tenths of a million. */
  nowCost: number;
  /** What the Transfers page shows under the name: purchase price plus half of any rise, in tenths. */
  sellingPrice: number;
  isStarter: boolean;
  /** 1–4 on the bench, 1 being the goalkeeper slot. */
  benchOrder?: number;
}

export interface TransfersSquad {
  gameweek: number;
  /** ISO time of that gameweek's deadline. */
  deadline: string;
  freeTransfers: number;
  /** Money remaining, tenths of a million. */
  bank: number;
  /** Points the pending transfers cost (0, or 4 per extra transfer). */
  cost: number;
  formation: string;
  /** Starters GKP, DEF, MID, FWD (pitch order left to right), then the bench in order. */
  players: SquadPlayer[];
}

const FORMATIONS = ['3-4-3', '3-5-2', '4-4-2', '4-3-3', '4-5-1', '5-3-2', '5-4-1', '5-2-3'] as const;

/** The gameweek the page plans for: the one marked next, else the first unfinished one, else 38. */
export function planningEvent(bootstrap: BootstrapStatic) {
  return (
    bootstrap.events.find((event) => event.is_next) ??
    bootstrap.events.find((event) => !event.finished) ??
    bootstrap.events[bootstrap.events.length - 1]
  );
}

export function randomSquad(bootstrap: BootstrapStatic, rng: Rng): TransfersSquad {
  const teamCode = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const pool = bootstrap.elements.filter(
    (element) => element.element_type >= 1 && element.element_type <= 4 && teamCode.has(element.team),
  );
  const chosen = pickPlayers(pool, rng);
  const formation = rng.pick(FORMATIONS);
  const shape = parseFormation(formation);
  const starters: Record<Position, number> = {
    GKP: 1,
    DEF: shape.defenders,
    MID: shape.midfielders,
    FWD: shape.forwards,
  };
  const squad = chosen.map((element): SquadPlayer => {
    const nowCost = element.now_cost;
    // Most players sell at the price shown; a riser sells a little under it (half the rise, rounded down).
    const drift = rng.weighted([0, 1, 2, 3], (d) => [65, 20, 10, 5][d] ?? 0);
    return {
      id: element.id,
      webName: element.web_name,
      team: teamCode.get(element.team) ?? '???',
      teamId: element.team,
      position: toPlayerPosition(element.element_type),
      nowCost,
      sellingPrice: Math.max(35, nowCost - drift),
      isStarter: false,
    };
  });
  const starting: SquadPlayer[] = [];
  const bench: SquadPlayer[] = [];
  for (const position of ['GKP', 'DEF', 'MID', 'FWD'] as const) {
    const ofPosition = rng.shuffle(squad.filter((player) => player.position === position));
    starting.push(...ofPosition.slice(0, starters[position]).map((p) => ({ ...p, isStarter: true })));
    bench.push(...ofPosition.slice(starters[position]));
  }
  const benchGoalkeeper = bench.filter((player) => player.position === 'GKP');
  const benchOutfield = rng.shuffle(bench.filter((player) => player.position !== 'GKP'));
  const orderedBench = [...benchGoalkeeper, ...benchOutfield].map((player, i) => ({
    ...player,
    benchOrder: i + 1,
  }));
  const event = planningEvent(bootstrap);
  const spent = squad.reduce((sum, player) => sum + player.nowCost, 0);
  const transfersMade = rng.weighted([0, 1, 2], (n) => [70, 20, 10][n] ?? 0);
  const freeTransfers = rng.int(1, MAX_FREE_TRANSFERS);
  return {
    gameweek: event?.id ?? 1,
    deadline: event?.deadline_time ?? '2025-08-15T17:30:00Z',
    freeTransfers,
    bank: BUDGET - spent,
    cost: Math.max(0, transfersMade - freeTransfers) * 4,
    formation,
    players: [...starting, ...orderedBench],
  };
}

/** Fills the 15 slots in random order, popular players more likely, never leaving too little for the rest. */
function pickPlayers(pool: readonly FplElement[], rng: Rng): FplElement[] {
  const byPosition = new Map<Position, FplElement[]>();
  for (const element of pool) {
    const position = toPlayerPosition(element.element_type);
    byPosition.set(position, [...(byPosition.get(position) ?? []), element]);
  }
  const cheapest = (position: Position) =>
    Math.min(...(byPosition.get(position) ?? []).map((element) => element.now_cost));
  for (let attempt = 0; attempt < 200; attempt++) {
    const slots = rng.shuffle(
      (Object.keys(SQUAD_SHAPE) as Position[]).flatMap((position) =>
        Array.from({ length: SQUAD_SHAPE[position] }, () => position),
      ),
    );
    const chosen: FplElement[] = [];
    const perClub = new Map<number, number>();
    let left = BUDGET;
    let failed = false;
    for (const [i, position] of slots.entries()) {
      const reserve = slots.slice(i + 1).reduce((sum, p) => sum + cheapest(p), 0);
      const candidates = (byPosition.get(position) ?? []).filter(
        (element) =>
          !chosen.includes(element) &&
          (perClub.get(element.team) ?? 0) < MAX_PER_CLUB &&
          element.now_cost + reserve <= left,
      );
      if (candidates.length === 0) {
        failed = true;
        break;
      }
      const element = rng.weighted(candidates, (e) => Number(e.selected_by_percent || 0) + 0.3);
      chosen.push(element);
      perClub.set(element.team, (perClub.get(element.team) ?? 0) + 1);
      left -= element.now_cost;
    }
    if (!failed) return chosen;
  }
  throw new Error('Could not draw a legal squad from this player list');
}

/** Throws when a generated squad breaks a rule: the generator must never emit an illegal page. */
export function assertLegalSquad(squad: TransfersSquad): void {
  const problems: string[] = [];
  for (const position of Object.keys(SQUAD_SHAPE) as Position[]) {
    const count = squad.players.filter((player) => player.position === position).length;
    if (count !== SQUAD_SHAPE[position]) problems.push(`${count} ${position}`);
  }
  const clubs = new Map<number, number>();
  for (const player of squad.players) clubs.set(player.teamId, (clubs.get(player.teamId) ?? 0) + 1);
  for (const [club, count] of clubs) if (count > MAX_PER_CLUB) problems.push(`${count} from team ${club}`);
  const spent = squad.players.reduce((sum, player) => sum + player.nowCost, 0);
  if (spent > BUDGET) problems.push(`spent ${spent / 10}`);
  if (new Set(squad.players.map((player) => player.id)).size !== 15) problems.push('duplicate player');
  const starters = squad.players.filter((player) => player.isStarter);
  if (starters.length !== 11) problems.push(`${starters.length} starters`);
  for (const position of ['DEF', 'MID', 'FWD'] as const) {
    const count = starters.filter((player) => player.position === position).length;
    if (count < XI_LIMITS[position].min || count > XI_LIMITS[position].max)
      problems.push(`${count} ${position} starting`);
  }
  if (problems.length > 0) throw new Error(`Illegal generated squad: ${problems.join(', ')}`);
}
