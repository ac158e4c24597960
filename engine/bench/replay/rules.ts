// FPL's rules as the replay applies them to the engine's decisions: selling prices, free transfers, hits,
// chips, automatic substitutions and the week's score. Money is in tenths of £1m (FPL's now_cost units).
import type { ChipFamily } from '../../src/chips/rules.js';
import { hitsOf, nextFreeTransfers } from '../../src/planner/rules.js';
import { HIT_POINTS, MAX_PER_CLUB, XI_LIMITS } from '../../src/rules.js';
import type { Position } from '../../src/types.js';
import type { Outcome } from './data.js';

/** The budget of a new squad: £100.0m. */
export const STARTING_BUDGET = 1000;

export interface OwnedPlayer {
  id: number;
  position: Position;
  club: number;
  /** What was paid, in tenths. */
  purchasePrice: number;
}

/** Purchase price plus half the profit, rounded down to £0.1m; the current price when it fell. */
export function sellingPrice(purchasePrice: number, nowCost: number): number {
  if (nowCost <= purchasePrice) return nowCost;
  return purchasePrice + Math.floor((nowCost - purchasePrice) / 2);
}

/** A wildcard or free hit makes its transfers free; a first squad is free too. */
export function isSquadChip(chip: ChipFamily | null): chip is 'wildcard' | 'free_hit' {
  return chip === 'wildcard' || chip === 'free_hit';
}

export function hitsCharged(transfers: number, freeTransfers: number, chip: ChipFamily | null): number {
  return isSquadChip(chip) ? 0 : hitsOf(transfers, freeTransfers);
}

/**
 * Free transfers at the next deadline: a wildcard or free hit week keeps the count as it was (since 2024-25
 * saved transfers survive those chips, and the week adds none); otherwise unused ones carry over plus one, to
 * at most 5. A top-up (2025-26 GW16) raises the count to its value.
 */
export function freeTransfersAfter(
  freeTransfers: number,
  transfers: number,
  chip: ChipFamily | null,
  topUp?: number,
): number {
  const next = isSquadChip(chip) ? freeTransfers : nextFreeTransfers(freeTransfers, transfers);
  return topUp === undefined ? next : Math.max(next, topUp);
}

export interface SquadLedger {
  squad: OwnedPlayer[];
  bank: number;
}

export interface MarketPlayer {
  position: Position;
  club: number;
  /** now_cost, tenths. */
  cost: number;
}

/** Sells at selling price, buys at now_cost; the bank may go negative here: the referee rejects that. */
export function applyTransfers(
  ledger: SquadLedger,
  transfers: readonly { out: number; in: number }[],
  market: (id: number) => MarketPlayer,
): SquadLedger {
  let bank = ledger.bank;
  let squad = [...ledger.squad];
  for (const t of transfers) {
    const sold = squad.find((p) => p.id === t.out);
    if (!sold) throw new RangeError(`Transfer out of #${t.out}, who is not in the squad`);
    bank += sellingPrice(sold.purchasePrice, market(t.out).cost);
    squad = squad.filter((p) => p.id !== t.out);
  }
  for (const t of transfers) {
    const bought = market(t.in);
    bank -= bought.cost;
    squad.push({ id: t.in, position: bought.position, club: bought.club, purchasePrice: bought.cost });
  }
  return { squad, bank };
}

/** A first squad bought outright with `budget`. */
export function buySquad(
  ids: readonly number[],
  market: (id: number) => MarketPlayer,
  budget = STARTING_BUDGET,
): SquadLedger {
  const squad = ids.map((id) => {
    const m = market(id);
    return { id, position: m.position, club: m.club, purchasePrice: m.cost };
  });
  return { squad, bank: budget - squad.reduce((s, p) => s + p.purchasePrice, 0) };
}

/** A manager between deadlines: the squad and bank, and the free transfers for the next deadline. */
export interface ManagerState {
  ledger: SquadLedger;
  freeTransfers: number;
}

export interface DeadlineOutcome {
  /** The squad and bank that play this gameweek. */
  playing: SquadLedger;
  hits: number;
  /** The state at the next deadline: a free hit's squad and bank revert, free transfers move on. */
  next: ManagerState;
}

/** Clubs with more than MAX_PER_CLUB players in a squad, by each player's club now (players move while owned). */
export function clubsOverLimit(
  squad: readonly { id: number }[],
  market: (id: number) => MarketPlayer,
): { club: number; players: number }[] {
  const byClub = new Map<number, number>();
  for (const p of squad) {
    const club = market(p.id).club;
    byClub.set(club, (byClub.get(club) ?? 0) + 1);
  }
  return [...byClub]
    .filter(([, players]) => players > MAX_PER_CLUB)
    .map(([club, players]) => ({ club, players }));
}

/** FPL refused a deadline's transfers: the engine asked for something no manager could do. */
export class TransfersRefusedError extends Error {
  override readonly name = 'TransfersRefusedError';
}

/**
 * Applies one deadline's decisions (not a first pick) under the rules. FPL's club rule as FPL applies it: a squad
 * may hold more than MAX_PER_CLUB of a club after a real-life move, but transfers (a wildcard's and a free hit's
 * too) are refused unless the squad after them holds at most MAX_PER_CLUB of every club.
 */
export function playDeadline(
  state: ManagerState,
  decision: { chip: ChipFamily | null; transfers: readonly { out: number; in: number }[] },
  market: (id: number) => MarketPlayer,
  topUpNext?: number,
): DeadlineOutcome {
  const playing = applyTransfers(state.ledger, decision.transfers, market);
  const over = decision.transfers.length > 0 ? clubsOverLimit(playing.squad, market) : [];
  if (over.length > 0) {
    const clubs = over.map((o) => `${o.players} players of club ${o.club}`).join(', ');
    throw new TransfersRefusedError(`FPL refuses these transfers: they leave ${clubs}`);
  }
  return {
    playing,
    hits: hitsCharged(decision.transfers.length, state.freeTransfers, decision.chip),
    next: {
      ledger: decision.chip === 'free_hit' ? state.ledger : playing,
      freeTransfers: freeTransfersAfter(
        state.freeTransfers,
        decision.transfers.length,
        decision.chip,
        topUpNext,
      ),
    },
  };
}

export interface WeekLineup {
  startingXI: readonly number[];
  /** Goalkeeper first, then the outfield bench in priority order. */
  bench: readonly number[];
  captain: number;
  viceCaptain: number;
}

const POSITION_ORDER: Record<Position, number> = { GKP: 0, DEF: 1, MID: 2, FWD: 3 };

function legalXI(xi: readonly number[], position: (id: number) => Position): boolean {
  const count: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const id of xi) count[position(id)]++;
  return (
    count.GKP === 1 &&
    count.DEF >= XI_LIMITS.DEF.min &&
    count.MID >= XI_LIMITS.MID.min &&
    count.FWD >= XI_LIMITS.FWD.min
  );
}

/**
 * FPL's automatic substitutions: each starter with no minutes, in pitch order, gives way to the first bench
 * player (in bench order) who played and keeps the formation legal; a goalkeeper only for a goalkeeper.
 */
export function autoSubstitute(
  lineup: Pick<WeekLineup, 'startingXI' | 'bench'>,
  position: (id: number) => Position,
  played: (id: number) => boolean,
): { xi: number[]; substitutions: { out: number; in: number }[] } {
  const xi = [...lineup.startingXI].sort((a, b) => POSITION_ORDER[position(a)] - POSITION_ORDER[position(b)]);
  const used = new Set<number>();
  const substitutions: { out: number; in: number }[] = [];
  for (let i = 0; i < xi.length; i++) {
    const starter = xi[i] as number;
    if (played(starter)) continue;
    const keeper = position(starter) === 'GKP';
    for (const sub of lineup.bench) {
      if (used.has(sub) || !played(sub) || (position(sub) === 'GKP') !== keeper) continue;
      const candidate = xi.map((id, j) => (j === i ? sub : id));
      if (!legalXI(candidate, position)) continue;
      xi[i] = sub;
      used.add(sub);
      substitutions.push({ out: starter, in: sub });
      break;
    }
  }
  return { xi, substitutions };
}

export interface WeekScore {
  /** The week's score: players who count, the armband's extra, minus hits. */
  points: number;
  /** Who counted (the XI after substitutions, or all 15 with a bench boost). */
  counted: number[];
  substitutions: { out: number; in: number }[];
  /** Who wore the armband in the end: the captain, the vice when the captain did not play, or nobody. */
  armband: number | null;
  hitPoints: number;
}

export function scoreGameweek(
  lineup: WeekLineup,
  chip: ChipFamily | null,
  hits: number,
  position: (id: number) => Position,
  outcome: (id: number) => Outcome | undefined,
): WeekScore {
  const played = (id: number) => (outcome(id)?.minutes ?? 0) > 0;
  const points = (id: number) => outcome(id)?.points ?? 0;
  let counted: number[];
  let substitutions: { out: number; in: number }[] = [];
  if (chip === 'bench_boost') counted = [...lineup.startingXI, ...lineup.bench];
  else ({ xi: counted, substitutions } = autoSubstitute(lineup, position, played));
  const armband = played(lineup.captain)
    ? lineup.captain
    : played(lineup.viceCaptain)
      ? lineup.viceCaptain
      : null;
  const extra = armband === null ? 0 : (chip === 'triple_captain' ? 2 : 1) * points(armband);
  const hitPoints = HIT_POINTS * hits;
  return {
    points: counted.reduce((s, id) => s + points(id), 0) + extra - hitPoints,
    counted,
    substitutions,
    armband,
    hitPoints,
  };
}
