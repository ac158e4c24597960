// The manager's rules checked against the squad before anything is planned: each one that cannot be met is
// a ConstraintError naming its kind and saying why (a lock on a player not held, a booked buy over the budget
// or past the club limit, an unknown player, a chip outside its window or already used).
import { CHIP_FAMILY_LABELS, type ChipFamily, playableWindow } from '../chips/index.js';
import type { PlannerPlayer } from '../planner/index.js';
import { DEFAULT_MAX_TRANSFERS, nextFreeTransfers } from '../planner/index.js';
import { MAX_FREE_TRANSFERS } from '../rules.js';
import type { SquadDecisionInput } from '../squad-decision.js';
import { bookingLabel, forceWeek } from './forced-moves.js';
import {
  type BookedTransfer,
  ConstraintError,
  type FixedCaptain,
  type FixedChip,
  type ManagerConstraints,
  type PlayerGameweek,
} from './types.js';

const FAMILIES: readonly ChipFamily[] = ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'];

/** The rules checked and put in the planner's terms. */
export interface ConstraintRules {
  /** The rules as given, each list sorted and without repeats. */
  constraints: ManagerConstraints;
  locked: ReadonlySet<number>;
  /** Players kept up to a gameweek (none also locked for the whole plan), by gameweek. */
  lockedThrough: readonly PlayerGameweek[];
  banned: ReadonlySet<number>;
  /** Players out of the squad in a gameweek (none also banned for the whole plan), by gameweek. */
  bannedIn: readonly PlayerGameweek[];
  /** Banned players held now: sold in the first gameweek. */
  bannedHeld: readonly number[];
  /** Booked transfers by gameweek (one side may be missing: the planner picks it). */
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

/** Player-gameweek pairs without repeats, by gameweek then player. */
function uniqueBy(list: readonly PlayerGameweek[]): PlayerGameweek[] {
  const seen = new Set<string>();
  return list
    .filter((x) => {
      const key = `${x.player}@${x.gameweek}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.gameweek - b.gameweek || a.player - b.player);
}

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

  // One-week locks: the latest week kept per player; a lock for the whole plan covers any.
  const through = new Map<number, number>();
  for (const l of constraints.lockedThrough ?? []) {
    const id = known('lock', l?.player);
    const gw = inHorizon('lock', l?.gameweek, `Keeping ${name(id)}`);
    if (!owned.has(id))
      throw new ConstraintError(
        'lock',
        `${name(id)} cannot be kept through GW${gw}: he is not in your squad.`,
      );
    if (banned.includes(id))
      throw new ConstraintError('lock', `${name(id)} is both kept and never bought: choose one.`);
    if (!locked.includes(id)) through.set(id, Math.max(gw, through.get(id) ?? gw));
  }
  const lockedThrough = [...through]
    .map(([player, gameweek]) => ({ player, gameweek }))
    .sort((a, b) => a.gameweek - b.gameweek || a.player - b.player);
  const keptIn = (id: number, gw: number) =>
    locked.includes(id) || lockedThrough.some((l) => l.player === id && l.gameweek >= gw);

  const bannedIn = uniqueBy(
    (constraints.bannedIn ?? []).map((b) => {
      const id = known('ban', b?.player);
      return { player: id, gameweek: inHorizon('ban', b?.gameweek, `Leaving out ${name(id)}`) };
    }),
  ).filter((b) => !banned.includes(b.player));
  for (const b of bannedIn)
    if (keptIn(b.player, b.gameweek))
      throw new ConstraintError(
        'ban',
        `${name(b.player)} is both kept and out of your squad in GW${b.gameweek}: choose one.`,
      );
  const outIn = (id: number, from: number) =>
    banned.includes(id) || bannedIn.some((b) => b.player === id && b.gameweek >= from);

  const booked: BookedTransfer[] = [...(constraints.booked ?? [])]
    .map((b) => {
      const gameweek = inHorizon('book', b?.gameweek, 'A booked transfer');
      if (b?.in === undefined && b?.out === undefined)
        throw new ConstraintError(
          'book',
          `A booked transfer in GW${gameweek} names no player: give the player in, the player out, or both.`,
        );
      return {
        gameweek,
        ...(b.in !== undefined ? { in: known('book', b.in) } : {}),
        ...(b.out !== undefined ? { out: known('book', b.out) } : {}),
      };
    })
    .sort((a, b) => a.gameweek - b.gameweek || (a.out ?? 0) - (b.out ?? 0) || (a.in ?? 0) - (b.in ?? 0));
  const bookedIn = new Set<number>();
  const bookedOut = new Set<number>();
  for (const b of booked) {
    const label = bookingLabel(b, name);
    if (
      (b.in !== undefined && bookedIn.has(b.in)) ||
      (b.out !== undefined && bookedOut.has(b.out)) ||
      b.in === b.out
    )
      throw new ConstraintError('book', `${label} repeats a player of another booked transfer.`);
    if (b.out !== undefined) {
      bookedOut.add(b.out);
      if (keptIn(b.out, b.gameweek))
        throw new ConstraintError('book', `${label} sells ${name(b.out)}, who is kept.`);
    }
    if (b.in === undefined) continue;
    bookedIn.add(b.in);
    if (outIn(b.in, b.gameweek))
      throw new ConstraintError(
        'book',
        banned.includes(b.in)
          ? `${label} buys ${name(b.in)}, who is never bought.`
          : `${label} buys ${name(b.in)}, who is to be out of your squad in GW${bannedIn.find((x) => x.player === b.in && x.gameweek >= b.gameweek)?.gameweek}.`,
      );
    const incoming = players.get(b.in);
    if (!incoming || (owned.has(b.in) && !bookedOut.has(b.in)))
      throw new ConstraintError(
        'book',
        owned.has(b.in)
          ? `${label} buys ${name(b.in)}, who is already in your squad.`
          : `${label} buys ${name(b.in)}, who cannot be bought (FPL gives him no chance of playing).`,
      );
    const outgoing = b.out === undefined ? undefined : players.get(b.out);
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
  // Who cannot make way for a booked buy: players kept, booked out later, booked in before, captains to come.
  const captainsGiven = (constraints.captains ?? []).filter((c) => owned.has(c?.player));
  const keptForMoves = (id: number, gw: number) =>
    keptIn(id, gw) ||
    booked.some((b) => (b.out === id && b.gameweek > gw) || (b.in === id && b.gameweek < gw)) ||
    captainsGiven.some((c) => c.player === id && c.gameweek >= gw);
  simulateBookings(
    input,
    { booked, bannedHeld, bannedIn, banned, keptIn: keptForMoves, outIn },
    { allowHits, maxTransfers },
    name,
  );

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
    const outThen = bannedIn.some(
      (b) =>
        b.player === id &&
        b.gameweek <= gw &&
        !booked.some((x) => x.in === id && x.gameweek > b.gameweek && x.gameweek <= gw),
    );
    if (!(owned.has(id) || boughtBefore) || soldBefore || banned.includes(id) || outThen)
      throw new ConstraintError(
        'captain',
        `${name(id)} cannot captain GW${gw}: he is not in your squad then (keep him, or book him in first).`,
      );
  }

  return {
    constraints: {
      ...(locked.length > 0 ? { locked } : {}),
      ...(lockedThrough.length > 0 ? { lockedThrough } : {}),
      ...(banned.length > 0 ? { banned } : {}),
      ...(bannedIn.length > 0 ? { bannedIn } : {}),
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
    lockedThrough,
    banned: new Set(banned),
    bannedIn,
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

/** The rules the check of forced moves needs. */
interface ForcedRules {
  booked: readonly BookedTransfer[];
  bannedHeld: readonly number[];
  bannedIn: readonly PlayerGameweek[];
  banned: readonly number[];
  keptIn: (id: number, gameweek: number) => boolean;
  outIn: (id: number, from: number) => boolean;
}

/**
 * The moves the rules force made on the squad held (nothing else bought or sold): booked transfers (the
 * missing side chosen as the planner chooses it), banned players held sold first, players out in a gameweek
 * sold in it. Each must find its player out in the squad, the money in the bank, the club under its limit
 * and, without hits, a free transfer. Holding is always a legal plan, so rules that pass here can always be met.
 */
function simulateBookings(
  input: SquadDecisionInput,
  rules: ForcedRules,
  limits: { allowHits: boolean; maxTransfers: number },
  name: (id: number) => string,
): void {
  const plan = input.plan;
  const { booked, bannedHeld } = rules;
  const players = new Map<number, PlannerPlayer>([...plan.pool, ...plan.squad].map((p) => [p.id, p]));
  let squad = [...plan.squad];
  let bank = Math.round(plan.bank * 10);
  let free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(plan.freeTransfers)));
  const start = plan.startGameweek;
  const end = start + input.options.horizon - 1;
  const last = Math.max(
    booked[booked.length - 1]?.gameweek ?? start,
    rules.bannedIn[rules.bannedIn.length - 1]?.gameweek ?? start,
  );
  for (let gw = start; gw <= last; gw++) {
    const after = forceWeek(squad, bank, {
      gameweek: gw,
      end,
      booked: booked.filter((b) => b.gameweek === gw),
      sales: [
        ...(gw === start ? bannedHeld : []),
        ...rules.bannedIn.filter((b) => b.gameweek === gw).map((b) => b.player),
      ],
      players,
      pool: plan.pool,
      points: plan.points,
      keptIn: rules.keptIn,
      outIn: rules.outIn,
      limits: { free, ...limits },
      name,
    });
    squad = after.squad;
    bank = after.bank;
    free = nextFreeTransfers(free, after.moves.length);
  }
}
