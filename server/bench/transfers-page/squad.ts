// Random LEGAL squads for generated Transfers pages: 2 GKP, 5 DEF, 5 MID, 3 FWD, at most 3 per club,
// bought within 100.0, set out in a legal formation with the bench in order.
import type { BootstrapStatic, FplElement, Position } from '@fpl-assistant/engine';
import {
  MAX_FREE_TRANSFERS,
  MAX_PER_CLUB,
  parseFormation,
  SQUAD_SHAPE,
  toPlayerPosition,
  XI_LIMITS,
} from '@fpl-assistant/engine';
import type { Rng } from './rng.js';

// The game's rules, from the engine (re-exported for the other generator files).
export { MAX_PER_CLUB, SQUAD_SHAPE };
/** Tenths of a million, as the API counts: 1000 is £100.0m. */
export const BUDGET = 1000;
/** Money in the bank on a generated page: 0.0 to 5.0, in tenths (a legal page never shows less than 0). */
export const MAX_BANK = 50;

export interface SquadPlayer {
  id: number;
  webName: string;
  /** Three-letter club code (short_name). */
  team: string;
  teamId: number;
  position: Position;
  /** Tenths of a million. */
  nowCost: number;
  /** What the manager paid, tenths: between the start price (when lower) and now. */
  purchasePrice: number;
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

/** A club's players share a surname with another club's (Henderson CRY GKP, Henderson BRE MID). */
export function surnameOf(webName: string): string {
  return (webName.split('.').pop() ?? webName).trim().toLowerCase();
}

/** Letters beyond ASCII (Groß, F.Kadıoğlu, Ødegaard): OCR reads them as other letters. */
export const hasNonAscii = (webName: string) => /[^\x20-\x7e]/.test(webName);

/** Names this long are cut with an ellipsis on a plate at most sizes. */
export const LONG_NAME = 11;

/**
 * The selling price FPL shows for a player bought at `purchase`: half of any rise since, rounded down, never
 * above the current price; a fall since is passed on whole.
 */
export function sellingPriceOf(purchase: number, nowCost: number): number {
  if (purchase >= nowCost) return nowCost;
  return purchase + Math.floor((nowCost - purchase) / 2);
}

/** A purchase price the player's price history allows: between his start price (if lower) and now. */
export function drawPurchasePrice(element: FplElement, rng: Rng): number {
  const change = typeof element.cost_change_start === 'number' ? element.cost_change_start : 0;
  const start = element.now_cost - change;
  return rng.int(Math.min(start, element.now_cost), element.now_cost);
}

/**
 * Players some squads are made to hold, as real squads do now and then: a same-surname pair from two clubs,
 * a name that is another player's first name, names with letters beyond ASCII, names long enough to be cut
 * with an ellipsis.
 */
export function forcedPicks(pool: readonly FplElement[], rng: Rng): FplElement[] {
  const forced: FplElement[] = [];
  const add = (element: FplElement | undefined) => {
    if (element && !forced.includes(element)) forced.push(element);
  };
  if (rng.next() < 0.4) {
    const bySurname = new Map<string, FplElement[]>();
    for (const element of pool) {
      const key = surnameOf(element.web_name);
      if (key.length >= 3) bySurname.set(key, [...(bySurname.get(key) ?? []), element]);
    }
    const pairs = [...bySurname.values()].filter((group) => new Set(group.map((e) => e.team)).size > 1);
    if (pairs.length > 0) {
      const group = rng.shuffle(rng.pick(pairs));
      const first = group[0] as FplElement;
      add(first);
      add(group.find((element) => element.team !== first.team));
    }
  }
  if (rng.next() < 0.5) {
    const foreign = pool.filter((element) => hasNonAscii(element.web_name));
    for (let n = rng.int(1, 2); n > 0 && foreign.length > 0; n--) add(rng.pick(foreign));
  }
  if (rng.next() < 0.3) {
    // A name that is another player's first name ("Gabriel", the ARS defender; Gabriel Martinelli, Gabriel
    // Jesus): now and then with that other player in the squad too.
    const byFirstName = new Map<string, FplElement[]>();
    for (const element of pool)
      byFirstName.set(element.first_name, [...(byFirstName.get(element.first_name) ?? []), element]);
    const namesakesOf = (trap: FplElement) =>
      (byFirstName.get(trap.web_name) ?? []).filter((element) => element !== trap);
    const traps = pool.filter(
      (element) => /^[\p{L}-]+$/u.test(element.web_name) && namesakesOf(element).length > 0,
    );
    if (traps.length > 0) {
      const trap = rng.pick(traps);
      add(trap);
      if (rng.next() < 0.5) add(rng.pick(namesakesOf(trap)));
    }
  }
  if (rng.next() < 0.5) {
    const long = pool.filter((element) => element.web_name.length >= LONG_NAME);
    for (let n = rng.int(1, 2); n > 0 && long.length > 0; n--) add(rng.pick(long));
  }
  return forced;
}

export function randomSquad(bootstrap: BootstrapStatic, rng: Rng): TransfersSquad {
  const teamCode = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const pool = bootstrap.elements.filter(
    (element) => element.element_type >= 1 && element.element_type <= 4 && teamCode.has(element.team),
  );
  const chosen = pickPlayers(pool, forcedPicks(pool, rng), rng);
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
    const purchasePrice = drawPurchasePrice(element, rng);
    return {
      id: element.id,
      webName: element.web_name,
      team: teamCode.get(element.team) ?? '???',
      teamId: element.team,
      position: toPlayerPosition(element.element_type),
      nowCost,
      purchasePrice,
      sellingPrice: sellingPriceOf(purchasePrice, nowCost),
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
  const transfersMade = rng.weighted([0, 1, 2], (n) => [70, 20, 10][n] ?? 0);
  const freeTransfers = rng.int(0, MAX_FREE_TRANSFERS);
  return {
    gameweek: event?.id ?? 1,
    deadline: event?.deadline_time ?? '2025-08-15T17:30:00Z',
    freeTransfers,
    bank: rng.int(0, MAX_BANK),
    cost: Math.max(0, transfersMade - freeTransfers) * 4,
    formation,
    players: [...starting, ...orderedBench],
  };
}

/**
 * Fills the 15 slots: the forced players first (those that still fit the shape, clubs and money), then the
 * rest in random order, popular players more likely, never leaving too little for the slots after.
 */
function pickPlayers(pool: readonly FplElement[], forced: readonly FplElement[], rng: Rng): FplElement[] {
  const byPosition = new Map<Position, FplElement[]>();
  for (const element of pool) {
    const position = toPlayerPosition(element.element_type);
    byPosition.set(position, [...(byPosition.get(position) ?? []), element]);
  }
  const cheapest = (position: Position) =>
    Math.min(...(byPosition.get(position) ?? []).map((element) => element.now_cost));
  for (let attempt = 0; attempt < 200; attempt++) {
    const chosen: FplElement[] = [];
    const perClub = new Map<number, number>();
    const open: Record<Position, number> = { ...SQUAD_SHAPE };
    let left = BUDGET;
    const reserveFor = () =>
      (Object.keys(open) as Position[]).reduce((sum, p) => sum + open[p] * cheapest(p), 0);
    const take = (element: FplElement) => {
      chosen.push(element);
      perClub.set(element.team, (perClub.get(element.team) ?? 0) + 1);
      open[toPlayerPosition(element.element_type)]--;
      left -= element.now_cost;
    };
    // Forced players are dropped after the first attempts if they leave no legal squad.
    for (const element of attempt < 100 ? forced : []) {
      const position = toPlayerPosition(element.element_type);
      if (open[position] === 0 || (perClub.get(element.team) ?? 0) >= MAX_PER_CLUB) continue;
      if (element.now_cost + reserveFor() - cheapest(position) > left) continue;
      take(element);
    }
    const slots = rng.shuffle(
      (Object.keys(open) as Position[]).flatMap((position) =>
        Array.from({ length: open[position] }, () => position),
      ),
    );
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
      take(rng.weighted(candidates, (e) => Number(e.selected_by_percent || 0) + 0.3));
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
