// The manager's rules checked against the squad before anything is planned: each one that cannot be met is
// a ConstraintError naming its kind and saying why (a lock on a player not held, a booked buy over the budget
// or past the club limit, an unknown player, a chip outside its window or already used).
import { CHIP_FAMILY_LABELS, type ChipFamily, playableWindow } from '../chips/index.js';
import type { PlannerPlayer } from '../planner/index.js';
import { DEFAULT_MAX_TRANSFERS, nextFreeTransfers } from '../planner/index.js';
import { MAX_FREE_TRANSFERS, MAX_PER_CLUB } from '../rules.js';
import type { SquadDecisionInput } from '../squad-decision.js';
import {
  type BookedTransfer,
  ConstraintError,
  type FixedCaptain,
  type FixedChip,
  type ManagerConstraints,
} from './types.js';

const FAMILIES: readonly ChipFamily[] = ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'];

/** The rules checked and put in the planner's terms. */
export interface ConstraintRules {
  /** The rules as given, each list sorted and without repeats. */
  constraints: ManagerConstraints;
  locked: ReadonlySet<number>;
  banned: ReadonlySet<number>;
  /** Banned players held now: sold in the first gameweek. */
  bannedHeld: readonly number[];
  /** Booked transfers by gameweek. */
  booked: readonly BookedTransfer[];
  fixedChips: readonly FixedChip[];
  forbiddenChips: ReadonlySet<ChipFamily>;
  captains: readonly FixedCaptain[];
  allowHits: boolean;
  /** Most transfers a gameweek as the planner applies it (the manager's, the options', or the default). */
  maxTransfers: number;
  /** Every player the rules may name: the squad at selling prices, the pool at now_cost. */
  players: ReadonlyMap<number, PlannerPlayer>;
  name: (id: number) => string;
}

const uniqueSorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The rules for a decision, checked; throws ConstraintError for the first that cannot be met. */
export function validateConstraints(
  input: SquadDecisionInput,
  constraints: ManagerConstraints,
  name: (id: number) => string = (id) => `#${id}`,
): ConstraintRules {
  const plan = input.plan;
  const start = plan.startGameweek;
  const end = start + input.options.horizon - 1;
  const players = new Map<number, PlannerPlayer>();
  for (const p of plan.pool) players.set(p.id, p);
  for (const p of plan.squad) players.set(p.id, p);
  const owned = new Set(plan.squad.map((p) => p.id));
  const known = (kind: ConstraintError['constraint'], id: unknown) => {
    if (
      typeof id !== 'number' ||
      !Number.isInteger(id) ||
      (!players.has(id) && input.nowCost(id) === undefined)
    )
      throw new ConstraintError(kind, `No FPL player has the id ${String(id)}.`);
    return id;
  };
  const inHorizon = (kind: ConstraintError['constraint'], gw: unknown, what: string) => {
    if (typeof gw !== 'number' || !Number.isInteger(gw) || gw < start || gw > end)
      throw new ConstraintError(kind, `${what}: GW${String(gw)} is outside the plan's GW${start}–${end}.`);
    return gw;
  };

  const locked = uniqueSorted((constraints.locked ?? []).map((id) => known('lock', id)));
  for (const id of locked)
    if (!owned.has(id))
      throw new ConstraintError('lock', `${name(id)} cannot be kept: he is not in your squad.`);
  const banned = uniqueSorted((constraints.banned ?? []).map((id) => known('ban', id)));
  for (const id of banned)
    if (locked.includes(id))
      throw new ConstraintError('ban', `${name(id)} is both kept and never bought: choose one.`);

  const booked = [...(constraints.booked ?? [])]
    .map((b) => ({
      gameweek: inHorizon('book', b?.gameweek, 'A booked transfer'),
      in: known('book', b?.in),
      out: known('book', b?.out),
    }))
    .sort((a, b) => a.gameweek - b.gameweek || a.out - b.out);
  const bookedIn = new Set<number>();
  const bookedOut = new Set<number>();
  for (const b of booked) {
    const label = `The booked transfer ${name(b.out)} → ${name(b.in)} in GW${b.gameweek}`;
    if (bookedIn.has(b.in) || bookedOut.has(b.out) || b.in === b.out)
      throw new ConstraintError('book', `${label} repeats a player of another booked transfer.`);
    bookedIn.add(b.in);
    bookedOut.add(b.out);
    if (locked.includes(b.out))
      throw new ConstraintError('book', `${label} sells ${name(b.out)}, who is kept.`);
    if (banned.includes(b.in))
      throw new ConstraintError('book', `${label} buys ${name(b.in)}, who is never bought.`);
    const incoming = players.get(b.in);
    if (!incoming || (owned.has(b.in) && !bookedOut.has(b.in)))
      throw new ConstraintError(
        'book',
        owned.has(b.in)
          ? `${label} buys ${name(b.in)}, who is already in your squad.`
          : `${label} buys ${name(b.in)}, who cannot be bought (FPL gives him no chance of playing).`,
      );
    const outgoing = players.get(b.out);
    if (outgoing && outgoing.position !== incoming.position)
      throw new ConstraintError('book', `${label} swaps a ${outgoing.position} for a ${incoming.position}.`);
  }

  const allowHits = constraints.allowHits ?? input.options.allowHits ?? false;
  const maxTransfers =
    constraints.maxTransfersPerGameweek ?? input.options.maxTransfersPerGameweek ?? DEFAULT_MAX_TRANSFERS;
  if (!Number.isInteger(maxTransfers) || maxTransfers < 0)
    throw new ConstraintError(
      'max-transfers',
      'The most transfers a week must be a whole number, 0 or more.',
    );
  const bannedHeld = banned.filter((id) => owned.has(id));
  simulateBookings(input, booked, bannedHeld, { allowHits, maxTransfers }, name);

  const forbiddenChips = new Set<ChipFamily>();
  for (const family of constraints.forbiddenChips ?? []) {
    if (!FAMILIES.includes(family))
      throw new ConstraintError('no-chip', `There is no chip called ${String(family)}.`);
    forbiddenChips.add(family);
  }
  const fixedChips = [...(constraints.chips ?? [])].sort((a, b) => a.gameweek - b.gameweek);
  const keys = new Set<string>();
  const weeks = new Set<number>();
  for (const chip of fixedChips) {
    if (!FAMILIES.includes(chip?.family))
      throw new ConstraintError('chip', `There is no chip called ${String(chip?.family)}.`);
    const label = CHIP_FAMILY_LABELS[chip.family];
    if (forbiddenChips.has(chip.family))
      throw new ConstraintError(
        'chip',
        `The ${label} is both fixed to GW${chip.gameweek} and never played: choose one.`,
      );
    const gw = chip.gameweek;
    if (!Number.isInteger(gw) || !input.chipGameweeks.includes(gw)) {
      const first = input.chipGameweeks[0] ?? start;
      const last = input.chipGameweeks[input.chipGameweeks.length - 1] ?? end;
      throw new ConstraintError(
        'chip',
        `The ${label} can be fixed to GW${first}–${last}, not GW${String(gw)}.`,
      );
    }
    if (chip.family === 'wildcard' && gw !== start)
      throw new ConstraintError(
        'chip',
        `A Wildcard can be fixed only to the gameweek being planned (GW${start}).`,
      );
    const window = playableWindow(input.windows, input.chipStatus, chip.family, gw);
    if (!window) {
      const open = input.windows.some((w) => w.family === chip.family && w.start <= gw && gw <= w.stop);
      throw new ConstraintError(
        'chip',
        open
          ? `The ${label} for GW${gw} is already used.`
          : `The ${label} cannot be played in GW${gw}: it is outside the chip's window.`,
      );
    }
    if (keys.has(window.key))
      throw new ConstraintError('chip', `The ${label} is fixed to two gameweeks: it is played once.`);
    if (weeks.has(gw))
      throw new ConstraintError('chip', `Two chips are fixed to GW${gw}: one chip a gameweek.`);
    if ((chip.family === 'wildcard' || chip.family === 'free_hit') && booked.some((b) => b.gameweek === gw))
      throw new ConstraintError(
        'chip',
        `The ${label} in GW${gw} rebuilds the squad that week: it cannot take a booked transfer too.`,
      );
    keys.add(window.key);
    weeks.add(gw);
  }

  const captains = [...(constraints.captains ?? [])].sort((a, b) => a.gameweek - b.gameweek);
  const captainWeeks = new Set<number>();
  for (const c of captains) {
    const gw = inHorizon('captain', c?.gameweek, 'A captain');
    const id = known('captain', c?.player);
    if (captainWeeks.has(gw)) throw new ConstraintError('captain', `Two captains are fixed for GW${gw}.`);
    captainWeeks.add(gw);
    if (fixedChips.some((f) => f.family === 'free_hit' && f.gameweek === gw))
      throw new ConstraintError(
        'captain',
        `A captain cannot be fixed for GW${gw}: the Free Hit fixed there picks its own squad.`,
      );
    const boughtBefore = booked.some((b) => b.in === id && b.gameweek <= gw);
    const soldBefore = booked.some((b) => b.out === id && b.gameweek <= gw);
    if (!(owned.has(id) || boughtBefore) || soldBefore || banned.includes(id))
      throw new ConstraintError(
        'captain',
        `${name(id)} cannot captain GW${gw}: he is not in your squad then (keep him, or book him in first).`,
      );
  }

  return {
    constraints: {
      ...(locked.length > 0 ? { locked } : {}),
      ...(banned.length > 0 ? { banned } : {}),
      ...(booked.length > 0 ? { booked } : {}),
      ...(fixedChips.length > 0
        ? { chips: fixedChips.map((c) => ({ family: c.family, gameweek: c.gameweek })) }
        : {}),
      ...(forbiddenChips.size > 0 ? { forbiddenChips: FAMILIES.filter((f) => forbiddenChips.has(f)) } : {}),
      ...(captains.length > 0
        ? { captains: captains.map((c) => ({ gameweek: c.gameweek, player: c.player })) }
        : {}),
      ...(constraints.allowHits !== undefined ? { allowHits: constraints.allowHits } : {}),
      ...(constraints.maxTransfersPerGameweek !== undefined
        ? { maxTransfersPerGameweek: constraints.maxTransfersPerGameweek }
        : {}),
    },
    locked: new Set(locked),
    banned: new Set(banned),
    bannedHeld,
    booked,
    fixedChips,
    forbiddenChips,
    captains,
    allowHits,
    maxTransfers,
    players,
    name,
  };
}

/**
 * The booked transfers made on the squad held (nothing else bought or sold): each must find its player out in
 * the squad, the money in the bank, the club under its limit and, without hits, a free transfer. Holding is
 * always a legal plan, so rules that pass here can always be met.
 */
function simulateBookings(
  input: SquadDecisionInput,
  booked: readonly BookedTransfer[],
  bannedHeld: readonly number[],
  limits: { allowHits: boolean; maxTransfers: number },
  name: (id: number) => string,
): void {
  const plan = input.plan;
  const players = new Map<number, PlannerPlayer>([...plan.pool, ...plan.squad].map((p) => [p.id, p]));
  const squad = new Map(plan.squad.map((p) => [p.id, p]));
  let bank = Math.round(plan.bank * 10);
  let free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(plan.freeTransfers)));
  const start = plan.startGameweek;
  const last = booked[booked.length - 1]?.gameweek ?? start;
  for (let gw = start; gw <= last; gw++) {
    const week = booked.filter((b) => b.gameweek === gw);
    const count = week.length + (gw === start ? bannedHeld.length : 0);
    const what =
      gw === start && bannedHeld.length > 0
        ? 'booked transfers and sales of banned players'
        : 'booked transfers';
    if (count > limits.maxTransfers)
      throw new ConstraintError(
        week.length > 0 ? 'book' : 'ban',
        `GW${gw} has ${count} ${what}, more than the ${limits.maxTransfers} transfers a week allowed.`,
      );
    if (!limits.allowHits && count > free)
      throw new ConstraintError(
        week.length > 0 ? 'book' : 'ban',
        `GW${gw} has ${count} ${what} but at most ${free} free transfer${free === 1 ? '' : 's'}, and hits are not allowed.`,
      );
    for (const b of week) {
      const label = `The booked transfer ${name(b.out)} → ${name(b.in)} in GW${gw}`;
      const out = squad.get(b.out);
      const incoming = players.get(b.in) as PlannerPlayer;
      if (!out)
        throw new ConstraintError('book', `${label} sells ${name(b.out)}, who is not in your squad then.`);
      squad.delete(b.out);
      squad.set(b.in, incoming);
      bank += Math.round(out.price * 10) - Math.round(incoming.price * 10);
    }
    for (const b of week) {
      const incoming = players.get(b.in) as PlannerPlayer;
      const club = [...squad.values()].filter((p) => p.teamId === incoming.teamId).length;
      if (club > MAX_PER_CLUB)
        throw new ConstraintError(
          'book',
          `The booked transfer ${name(b.out)} → ${name(b.in)} in GW${gw} makes ${club} players of one club (at most ${MAX_PER_CLUB}).`,
        );
    }
    if (bank < 0 && week.length > 0)
      throw new ConstraintError(
        'book',
        `The booked transfers of GW${gw} cost £${(-bank / 10).toFixed(1)}m more than the bank holds.`,
      );
    free = nextFreeTransfers(free, count);
  }
}
