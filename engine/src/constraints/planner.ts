// A transfer planner that keeps the manager's rules, around any other. The horizon is cut at each gameweek a
// rule starts or stops: a booked transfer (the weeks before it are planned with the player out kept, the player
// in not bought and the money for them set aside; a plan that still cannot make it holds instead), a sale of a
// player to be out of the squad that week, the week after a one-week lock or ban ends. Each piece is planned
// with the rules that hold through all of it, as the planner's own `locked` and `banned` options. Forced moves
// (booked transfers, the side of a one-sided booking the planner picks, sales of banned players) are made first
// in their gameweek; players bought on a booking are kept afterwards.
import type {
  GameweekPlan,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from '../planner/index.js';
import { bestLineup, hitsOf, nextFreeTransfers } from '../planner/index.js';
import { DEFAULT_HORIZON, HIT_POINTS, MAX_FREE_TRANSFERS } from '../rules.js';
import { type ForcedMove, forceWeek } from './forced-moves.js';
import { type BookedTransfer, ConstraintError, type PlayerGameweek } from './types.js';
import type { ConstraintRules } from './validate.js';

type Move = { out: number; in: number };

/**
 * The sides the planner picked for one-sided bookings and sales of banned players, by `gameweek:buy:ID` or
 * `gameweek:sell:ID`: the decision restores one a later step drops, and later runs choose the same.
 */
export type ForcedSales = Map<string, ForcedMove & { gameweek: number }>;

/**
 * `planner` with the rules kept; `sales` records the moves it chose. `keeps` are more players kept through a
 * gameweek (a captain who leaves after his week).
 */
export function constrainedPlanner(
  planner: Planner,
  rules: ConstraintRules,
  sales: ForcedSales,
  keeps: readonly PlayerGameweek[] = [],
): Planner {
  const keptThrough = [...rules.lockedThrough, ...keeps];
  const { keptIn, outIn } = ruleTests(rules);
  const salesAt = (squad: readonly PlannerPlayer[], gw: number, first: boolean) =>
    squad
      .filter(
        (p) =>
          (first && rules.banned.has(p.id)) ||
          rules.bannedIn.some((b) => b.player === p.id && b.gameweek === gw),
      )
      .map((p) => p.id);
  const weekOf = (input: PlanInput, gw: number, end: number, booked: readonly BookedTransfer[]) => ({
    gameweek: gw,
    end,
    booked,
    players: rules.players,
    pool: input.pool,
    points: input.points,
    keptIn,
    outIn,
    name: rules.name,
  });

  /**
   * `soldNow`: players a rule has just sold this gameweek, not barred from being bought back in it (which would
   * cut the horizon once more); the caller plans again with the bar when the plan does buy one back.
   */
  const plan = (
    input: PlanInput,
    options: PlanOptions,
    startDone: boolean,
    soldNow: ReadonlySet<number> = new Set(),
  ): TransferPlan => {
    const horizon = options.horizon ?? DEFAULT_HORIZON;
    const start = input.startGameweek;
    const end = start + horizon - 1;
    const owned = new Set(input.squad.map((p) => p.id));
    const later = rules.booked.filter((b) => b.gameweek > start);
    const keptAfterBooking = rules.booked.flatMap((b) =>
      b.in !== undefined && b.gameweek <= start && owned.has(b.in) ? [b.in] : [],
    );
    // One-week rules still running: kept, or not bought (a booked sale's player not bought back that week).
    const keeping = keptThrough.filter((l) => l.gameweek >= start && owned.has(l.player));
    const leaving = [
      ...rules.bannedIn.filter((b) => b.gameweek >= start),
      ...rules.booked.flatMap((b) =>
        b.in === undefined && b.gameweek >= start ? [{ player: b.out as number, gameweek: b.gameweek }] : [],
      ),
    ].filter((l) => !(l.gameweek === start && soldNow.has(l.player)));
    const opts: PlanOptions = {
      ...options,
      horizon,
      allowHits: options.allowHits ?? rules.allowHits,
      maxTransfersPerGameweek: options.maxTransfersPerGameweek ?? rules.maxTransfers,
      locked: union(
        options.locked,
        rules.locked,
        keptAfterBooking,
        later.flatMap((b) => (b.out !== undefined && owned.has(b.out) ? [b.out] : [])),
        keeping.map((l) => l.player),
      ),
      banned: union(
        options.banned,
        rules.banned,
        later.flatMap((b) => (b.in === undefined ? [] : [b.in])),
        leaving.map((l) => l.player),
      ),
    };
    if (!startDone) {
      const now = rules.booked.filter(
        (b) =>
          b.gameweek === start &&
          (b.out === undefined || owned.has(b.out)) &&
          (b.in === undefined || !owned.has(b.in)),
      );
      const selling = salesAt(input.squad, start, true);
      if (now.length > 0 || selling.length > 0) return withForcedMoves(input, opts, now, selling);
    }
    // The next gameweek a rule starts (a forced move) or the week after one stops.
    const moveWeeks = [
      ...later.map((b) => b.gameweek),
      ...rules.bannedIn.filter((b) => b.gameweek > start && owned.has(b.player)).map((b) => b.gameweek),
    ];
    const splits = [...moveWeeks, ...[...keeping, ...leaving].map((x) => x.gameweek + 1)].filter(
      (g) => g > start && g <= end,
    );
    if (splits.length === 0) return planner(input, opts);
    const next = Math.min(...splits);

    // The weeks before it: planned with the money for the bookings ahead set aside, else held.
    const upcoming = later.filter((b) => b.gameweek <= end);
    const reserve = reserveFor(upcoming, input, rules.players, keptIn);
    let head: GameweekPlan[] | null = null;
    if (reserve <= input.bank + 1e-9) {
      const planned = planner({ ...input, bank: round1(input.bank - reserve) }, opts);
      head = planned.gameweeks.slice(0, next - start).map((w) => ({ ...w, bank: round1(w.bank + reserve) }));
      if (moveWeeks.length > 0 && !holdable(input, stateAfter(input, head, rules.players), next, end))
        head = null;
    }
    head ??= holdWeeks(input, next - start);
    const state = stateAfter(input, head, rules.players);
    const tail = plan(
      {
        ...input,
        squad: state.squad,
        bank: state.bank,
        freeTransfers: state.freeTransfers,
        startGameweek: next,
      },
      { ...options, horizon: end - next + 1 },
      false,
    );
    return joined(input, [...head, ...tail.gameweeks]);
  };

  /**
   * Whether the forced moves of gameweeks `from`–`end` can all be made from a squad, holding it otherwise:
   * players, money, club limit, free transfers. A head of the plan that passes leaves holding always legal.
   */
  const holdable = (input: PlanInput, state: SquadState, from: number, end: number): boolean => {
    let squad = state.squad;
    let bank = Math.round(state.bank * 10);
    let free = state.freeTransfers;
    try {
      for (let gw = from; gw <= end; gw++) {
        const booked = rules.booked.filter((b) => b.gameweek === gw);
        const selling = salesAt(squad, gw, false);
        if (booked.length === 0 && selling.length === 0) {
          free = nextFreeTransfers(free, 0);
          continue;
        }
        const after = forceWeek(squad, bank, {
          ...weekOf(input, gw, end, booked),
          sales: selling,
          limits: { free, allowHits: rules.allowHits, maxTransfers: rules.maxTransfers },
        });
        squad = after.squad;
        bank = after.bank;
        free = nextFreeTransfers(free, after.moves.length);
      }
      return true;
    } catch (error) {
      if (error instanceof ConstraintError) return false;
      throw error;
    }
  };

  /** This gameweek's forced moves made first, then the plan from the squad after them. */
  const withForcedMoves = (
    input: PlanInput,
    opts: PlanOptions,
    booked: readonly BookedTransfer[],
    selling: readonly number[],
  ): TransferPlan => {
    const start = input.startGameweek;
    const end = start + (opts.horizon ?? DEFAULT_HORIZON) - 1;
    const banned = new Set(opts.banned ?? []);
    // The money the later booked transfers need stays in the bank.
    const reserve = Math.round(
      reserveFor(
        rules.booked.filter((b) => b.gameweek > start && b.gameweek <= end),
        input,
        rules.players,
        keptIn,
      ) * 10,
    );
    let forced: ReturnType<typeof forceWeek>;
    try {
      forced = forceWeek(input.squad, Math.round(input.bank * 10), {
        ...weekOf({ ...input, pool: input.pool.filter((p) => !banned.has(p.id)) }, start, end, booked),
        sales: selling,
        reserve,
        preferred: (key) => {
          const recorded = sales.get(`${start}:${key}`);
          return key.startsWith('buy:') ? recorded?.out : recorded?.in;
        },
      });
    } catch (error) {
      // From a squad the rules were not checked on (a chip's rebuilt squad): planned without the moves; the
      // decision finds the rule broken and leaves that chip out.
      if (error instanceof ConstraintError) return plan(input, opts, true);
      throw error;
    }
    const record = (m: ForcedMove) => {
      if (m.side === 'in') sales.set(`${start}:buy:${m.in}`, { ...m, gameweek: start });
      if (m.side === 'out') sales.set(`${start}:sell:${m.out}`, { ...m, gameweek: start });
    };
    forced.moves.forEach(record);
    const moves: ForcedMove[] = [...forced.moves];
    const replacements = new Set(moves.filter((m) => m.side === 'out').map((m) => m.in));
    const free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));
    const n = moves.length;
    const afterInput = {
      ...input,
      squad: forced.squad,
      bank: forced.bank / 10,
      freeTransfers: Math.max(0, free - n),
    };
    const bought = moves.filter((m) => m.side !== 'out').map((m) => m.in);
    const restOptions = { ...opts, locked: union(opts.locked, bought) };
    const soldNow = new Set(moves.filter((m) => m.side === 'out').map((m) => m.out));
    const planRest = (o: PlanOptions) => {
      const planned = plan(afterInput, o, true, soldNow);
      // A player sold this week by a rule bought straight back: planned again with him barred this week.
      const undone = planned.gameweeks[0]?.transfers.some((t) => soldNow.has(t.in));
      return undone ? plan(afterInput, o, true) : planned;
    };
    let rest = planRest(restOptions);
    const firstCount = (rest.gameweeks[0]?.transfers.length ?? 0) + n;
    if (firstCount > rules.maxTransfers) {
      // The week's own transfers and the forced ones together within the most a week.
      rest = planRest({ ...restOptions, maxTransfersPerGameweek: Math.max(0, rules.maxTransfers - n) });
    }
    const [first, ...others] = rest.gameweeks;
    if (!first) return rest;
    // A replacement the plan sells again this week: one move from the player sold to the last buy.
    const transfers: Move[] = moves.map((m) => ({ out: m.out, in: m.in }));
    for (const t of first.transfers) {
      const chained = transfers.findIndex((m) => m.in === t.out && replacements.has(m.in));
      if (chained >= 0) {
        const m = transfers[chained] as Move;
        transfers[chained] = { out: m.out, in: t.in };
        record({ out: m.out, in: t.in, side: 'out' });
      } else transfers.push(t);
    }
    const hits = hitsOf(transfers.length, free);
    const week: GameweekPlan = {
      ...first,
      transfers,
      freeTransfers: free,
      hits,
      expectedPoints: first.expectedPoints - HIT_POINTS * (hits - first.hits),
    };
    return joined(input, [week, ...others]);
  };

  return (input, options = {}) => plan(input, options, false);
}

/**
 * Whether a rule keeps a player in the squad in a gameweek (a lock, a booked sale still to come, a booked buy
 * made, a captain still to come: he cannot make way for a booked buy), and whether one keeps him out of it from
 * a gameweek on (he cannot be bought to replace a player sold).
 */
export function ruleTests(rules: ConstraintRules): {
  keptIn: (id: number, gameweek: number) => boolean;
  outIn: (id: number, gameweek: number) => boolean;
} {
  return {
    keptIn: (id, gw) =>
      rules.locked.has(id) ||
      rules.lockedThrough.some((l) => l.player === id && l.gameweek >= gw) ||
      rules.booked.some((b) => (b.out === id && b.gameweek > gw) || (b.in === id && b.gameweek < gw)) ||
      rules.captains.some((c) => c.player === id && c.gameweek >= gw),
    outIn: (id, gw) =>
      rules.banned.has(id) || rules.bannedIn.some((b) => b.player === id && b.gameweek >= gw),
  };
}

function union(...lists: (Iterable<number> | undefined)[]): number[] {
  const all = new Set<number>();
  for (const list of lists) for (const id of list ?? []) all.add(id);
  return [...all].sort((a, b) => a - b);
}

/**
 * The money the booked transfers ahead need at most beyond what they raise, in £m. A booked buy alone counts
 * the dearest player of his position who may make way for him; a booked sale alone raises what it spends.
 */
function reserveFor(
  booked: readonly BookedTransfer[],
  input: PlanInput,
  players: ReadonlyMap<number, PlannerPlayer>,
  keptIn: (id: number, gameweek: number) => boolean,
): number {
  const owned = new Map(input.squad.map((p) => [p.id, p.price]));
  let net = 0;
  let most = 0;
  for (const b of booked) {
    if (b.in === undefined) continue;
    const incoming = players.get(b.in);
    net += Math.round((incoming?.price ?? 0) * 10);
    if (b.out !== undefined) net -= Math.round((owned.get(b.out) ?? players.get(b.out)?.price ?? 0) * 10);
    else {
      const sellers = input.squad.filter(
        (p) => p.position === incoming?.position && !keptIn(p.id, b.gameweek),
      );
      net -= Math.max(0, ...sellers.map((p) => Math.round(p.price * 10)));
    }
    most = Math.max(most, net);
  }
  return most / 10;
}

interface SquadState {
  squad: PlannerPlayer[];
  bank: number;
  freeTransfers: number;
}

/** The squad, bank and free transfers after some planned weeks. */
function stateAfter(
  input: PlanInput,
  weeks: readonly GameweekPlan[],
  players: ReadonlyMap<number, PlannerPlayer>,
): SquadState {
  const squad = [...input.squad];
  let bank = Math.round(input.bank * 10);
  let free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));
  for (const week of weeks) {
    for (const t of week.transfers) {
      const index = squad.findIndex((p) => p.id === t.out);
      const incoming = players.get(t.in);
      if (index < 0 || !incoming) continue;
      bank += Math.round((squad[index] as PlannerPlayer).price * 10) - Math.round(incoming.price * 10);
      squad[index] = incoming;
    }
    free = nextFreeTransfers(free, week.transfers.length);
  }
  return { squad, bank: bank / 10, freeTransfers: free };
}

/** Weeks with no transfers: the squad held, its best lineup each week. */
function holdWeeks(input: PlanInput, count: number): GameweekPlan[] {
  let free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));
  return Array.from({ length: count }, (_, i) => {
    const gameweek = input.startGameweek + i;
    const lineup = bestLineup(input.squad, gameweek, input.points);
    const week: GameweekPlan = {
      gameweek,
      chip: null,
      transfers: [],
      freeTransfers: free,
      hits: 0,
      captain: lineup.captain,
      viceCaptain: lineup.viceCaptain,
      startingXI: lineup.startingXI,
      bench: lineup.bench,
      expectedPoints: lineup.points,
      bank: input.bank,
    };
    free = nextFreeTransfers(free, 0);
    return week;
  });
}

function joined(input: PlanInput, gameweeks: GameweekPlan[]): TransferPlan {
  const first = gameweeks[0];
  const afterTransfers = first?.bank ?? input.bank;
  return {
    objective: gameweeks.reduce((s, g) => s + g.expectedPoints, 0),
    gameweeks,
    budget: { starting: input.bank, afterTransfers, affordable: afterTransfers >= 0 },
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
