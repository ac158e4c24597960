// The other side of a move the manager forced by one side only: who makes way for a player booked in, who
// replaces a player booked out (or banned). One chooser for the rules' check and for the planner, so a set of
// rules the check passes on the squad held is one the planner can make the same way.
import type { PlannerPlayer } from '../planner/index.js';
import { MAX_PER_CLUB } from '../rules.js';
import { type BookedTransfer, ConstraintError } from './types.js';

const tenths = (price: number) => Math.round(price * 10);

function clubCounts(squad: readonly PlannerPlayer[], without: number): Map<number, number> {
  const clubs = new Map<number, number>();
  for (const p of squad) if (p.id !== without) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
  return clubs;
}

/**
 * The player of `incoming`'s position who makes way for him: not `kept`, the swap affordable from `bank`
 * (tenths of £m) and within the club limit; one of `going` (already leaving this week by a rule) first, then
 * `preferred` (the choice an earlier run made), then the one worth least by `value`.
 */
export function chooseSeller(
  squad: readonly PlannerPlayer[],
  incoming: PlannerPlayer,
  bank: number,
  kept: ReadonlySet<number>,
  value: (id: number) => number,
  going: ReadonlySet<number> = new Set(),
  preferred?: number,
): PlannerPlayer | undefined {
  const fits = (p: PlannerPlayer) =>
    p.position === incoming.position &&
    p.id !== incoming.id &&
    !kept.has(p.id) &&
    bank + tenths(p.price) >= tenths(incoming.price) &&
    (clubCounts(squad, p.id).get(incoming.teamId) ?? 0) < MAX_PER_CLUB;
  const candidates = squad.filter(fits);
  const leaving = candidates.filter((p) => going.has(p.id));
  const pool = leaving.length > 0 ? leaving : candidates;
  const recorded = pool.find((p) => p.id === preferred);
  if (recorded) return recorded;
  return lowest(pool, value);
}

/**
 * The best player of `out`'s position to replace him: not in the squad or `excluded`, affordable from `bank`
 * (tenths of £m) plus his sale, within the club limit; `preferred` (an earlier run's choice) if he still fits.
 */
export function chooseReplacement(
  squad: readonly PlannerPlayer[],
  out: number,
  bank: number,
  pool: readonly PlannerPlayer[],
  excluded: ReadonlySet<number>,
  value: (id: number) => number,
  preferred?: number,
): PlannerPlayer | undefined {
  const sold = squad.find((p) => p.id === out);
  if (!sold) return undefined;
  const money = bank + tenths(sold.price);
  const owned = new Set(squad.map((p) => p.id));
  const clubs = clubCounts(squad, out);
  const fits = (p: PlannerPlayer) =>
    p.position === sold.position &&
    !owned.has(p.id) &&
    !excluded.has(p.id) &&
    tenths(p.price) <= money &&
    (clubs.get(p.teamId) ?? 0) < MAX_PER_CLUB;
  const recorded = preferred === undefined ? undefined : pool.find((p) => p.id === preferred);
  if (recorded && fits(recorded)) return recorded;
  let best: PlannerPlayer | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const p of pool) {
    if (!fits(p)) continue;
    const v = value(p.id);
    if (v > bestValue || (v === bestValue && best && p.id < best.id)) {
      best = p;
      bestValue = v;
    }
  }
  return best;
}

function lowest(players: readonly PlannerPlayer[], value: (id: number) => number): PlannerPlayer | undefined {
  let worst: PlannerPlayer | undefined;
  let worstValue = Number.POSITIVE_INFINITY;
  for (const p of players) {
    const v = value(p.id);
    if (v < worstValue || (v === worstValue && worst && p.id < worst.id)) {
      worst = p;
      worstValue = v;
    }
  }
  return worst;
}

/** A player's projected points over gameweeks `from`–`to`. */
export function pointsOver(
  points: (id: number, gameweek: number) => number,
  from: number,
  to: number,
): (id: number) => number {
  return (id) => {
    let total = 0;
    for (let g = from; g <= to; g++) total += points(id, g);
    return total;
  };
}

/** A move a rule forced: `side` says which part the manager named ('both', 'in', 'out': a sale). */
export interface ForcedMove {
  out: number;
  in: number;
  side: 'both' | 'in' | 'out';
}

/** What one gameweek's forced moves need to know. */
export interface ForcedWeek {
  gameweek: number;
  /** Last gameweek of the plan: choices are valued from `gameweek` to it. */
  end: number;
  /** The week's booked transfers (two-sided, buys, sales). */
  booked: readonly BookedTransfer[];
  /** Players to sell this week if still held (banned ones). */
  sales: readonly number[];
  players: ReadonlyMap<number, PlannerPlayer>;
  pool: readonly PlannerPlayer[];
  points: (id: number, gameweek: number) => number;
  /** Whether a rule keeps `id` in the squad in `gameweek` (he cannot make way). */
  keptIn: (id: number, gameweek: number) => boolean;
  /** Whether a rule keeps `id` out of the squad from `gameweek` on (he cannot be the replacement). */
  outIn: (id: number, gameweek: number) => boolean;
  /** An earlier run's choice for a one-sided move, by `sell:ID` or `buy:ID`. */
  preferred?: (key: string) => number | undefined;
  /** Money (tenths of £m) to leave in the bank for later bookings when choosing. */
  reserve?: number;
  /** Free transfers and the limits; the count is checked only when given. */
  limits?: { free: number; allowHits: boolean; maxTransfers: number };
  name: (id: number) => string;
}

/**
 * One gameweek's forced moves made on a squad: booked transfers, the missing side of a one-sided booking chosen
 * (chooseSeller, chooseReplacement), banned players held sold. Throws ConstraintError naming the rule when a
 * move cannot be made (player not held, money, club limit, free transfers).
 */
export function forceWeek(
  squadIn: readonly PlannerPlayer[],
  bankIn: number,
  week: ForcedWeek,
): { squad: PlannerPlayer[]; bank: number; moves: ForcedMove[] } {
  const { gameweek: gw, booked, name } = week;
  const squad = new Map(squadIn.map((p) => [p.id, p]));
  let bank = bankIn;
  const moves: ForcedMove[] = [];
  const sales = week.sales.filter((id) => squad.has(id));
  const count = booked.length + sales.length;
  if (week.limits) {
    const { free, allowHits, maxTransfers } = week.limits;
    const what = sales.length > 0 ? 'booked transfers and sales of banned players' : 'booked transfers';
    const kind = booked.length > 0 ? 'book' : 'ban';
    if (count > maxTransfers)
      throw new ConstraintError(
        kind,
        `GW${gw} has ${count} ${what}, more than the ${maxTransfers} transfers a week allowed.`,
      );
    if (!allowHits && count > free)
      throw new ConstraintError(
        kind,
        `GW${gw} has ${count} ${what} but at most ${free} free transfer${free === 1 ? '' : 's'}, and hits are not allowed.`,
      );
  }
  const value = pointsOver(week.points, gw, week.end);
  const swap = (out: PlannerPlayer, incoming: PlannerPlayer, side: ForcedMove['side']) => {
    squad.delete(out.id);
    squad.set(incoming.id, incoming);
    bank += tenths(out.price) - tenths(incoming.price);
    moves.push({ out: out.id, in: incoming.id, side });
  };
  const both = booked.filter((b) => b.in !== undefined && b.out !== undefined);
  for (const b of both) {
    const out = squad.get(b.out as number);
    const incoming = week.players.get(b.in as number);
    if (!out || !incoming || squad.has(incoming.id))
      throw new ConstraintError(
        'book',
        `${bookingLabel(b, name)} sells ${name(b.out as number)}, who is not in your squad then.`,
      );
    swap(out, incoming, 'both');
  }
  for (const b of both) {
    const incoming = week.players.get(b.in as number) as PlannerPlayer;
    const club = [...squad.values()].filter((p) => p.teamId === incoming.teamId).length;
    if (club > MAX_PER_CLUB)
      throw new ConstraintError(
        'book',
        `${bookingLabel(b, name)} makes ${club} players of one club (at most ${MAX_PER_CLUB}).`,
      );
  }
  if (bank < 0 && both.length > 0)
    throw new ConstraintError(
      'book',
      `The booked transfers of GW${gw} cost £${(-bank / 10).toFixed(1)}m more than the bank holds.`,
    );
  const reserve = week.reserve ?? 0;
  const bookedSales = booked.filter((b) => b.in === undefined).map((b) => b.out as number);
  const going = new Set(bookedSales);
  const boughtNow = new Set(booked.flatMap((b) => (b.in === undefined ? [] : [b.in])));
  for (const b of booked.filter((x) => x.out === undefined)) {
    const incoming = week.players.get(b.in as number);
    if (!incoming || squad.has(incoming.id))
      throw new ConstraintError('book', `${bookingLabel(b, name)}: he is already in your squad then.`);
    const kept = new Set([...squad.keys()].filter((id) => week.keptIn(id, gw) || boughtNow.has(id)));
    const preferred = week.preferred?.(`buy:${incoming.id}`);
    const choose = (money: number) =>
      chooseSeller([...squad.values()], incoming, money, kept, value, going, preferred);
    const seller = choose(bank - reserve) ?? choose(bank);
    if (!seller)
      throw new ConstraintError(
        'book',
        `${bookingLabel(b, name)}: no player of your squad can make way for him (the money, the club limit, or every ${incoming.position} is kept).`,
      );
    going.delete(seller.id);
    swap(seller, incoming, 'in');
  }
  for (const out of [...bookedSales, ...sales]) {
    const held = squad.get(out);
    const isBooking = bookedSales.includes(out);
    if (!held) {
      // Sold already: a booked sale by the buy above (it chose him), a banned player by the plan.
      if (isBooking && !moves.some((m) => m.out === out))
        throw new ConstraintError(
          'book',
          `The booked sale of ${name(out)} in GW${gw} sells him, but he is not in your squad then.`,
        );
      continue;
    }
    const excluded = new Set(week.pool.filter((p) => week.outIn(p.id, gw)).map((p) => p.id));
    const preferred = week.preferred?.(`sell:${out}`);
    const choose = (money: number) =>
      chooseReplacement([...squad.values()], out, money, week.pool, excluded, value, preferred);
    const replacement = choose(bank - reserve) ?? choose(bank);
    if (!replacement)
      throw new ConstraintError(
        isBooking ? 'book' : 'ban',
        `No player you can afford replaces ${name(out)} in GW${gw}.`,
      );
    swap(held, replacement, 'out');
  }
  return { squad: [...squad.values()], bank, moves };
}

/** "The booked transfer Saka → Palmer in GW33", "The booked buy of Palmer in GW33", "The booked sale of Saka in GW34". */
export function bookingLabel(b: BookedTransfer, name: (id: number) => string): string {
  if (b.in !== undefined && b.out !== undefined)
    return `The booked transfer ${name(b.out)} → ${name(b.in)} in GW${b.gameweek}`;
  if (b.in !== undefined) return `The booked buy of ${name(b.in)} in GW${b.gameweek}`;
  return `The booked sale of ${name(b.out as number)} in GW${b.gameweek}`;
}
