// A transfer planner that keeps the manager's rules, around any other: booked transfers are made in their
// gameweek (the weeks before are planned with the player out kept, the player in not bought and the money
// for them set aside; a plan that still cannot make them holds instead), banned players held are sold first
// (each for the best affordable player of his position), players bought on a booking are kept afterwards.
// Locks and bans reach the planner as its own `locked` and `banned` options.
import type {
  GameweekPlan,
  PlanInput,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from '../planner/index.js';
import { bestLineup, hitsOf, nextFreeTransfers } from '../planner/index.js';
import { DEFAULT_HORIZON, HIT_POINTS, MAX_FREE_TRANSFERS, MAX_PER_CLUB } from '../rules.js';
import { type BookedTransfer, ConstraintError } from './types.js';
import type { ConstraintRules } from './validate.js';

type Move = { out: number; in: number };

/** Sales of banned players the planner made, by `gameweek:out`: the decision restores one a later step drops. */
export type ForcedSales = Map<string, Move & { gameweek: number }>;

/** `planner` with the rules kept; `sales` records each forced sale of a banned player. */
export function constrainedPlanner(planner: Planner, rules: ConstraintRules, sales: ForcedSales): Planner {
  const plan = (input: PlanInput, options: PlanOptions, startDone: boolean): TransferPlan => {
    const horizon = options.horizon ?? DEFAULT_HORIZON;
    const start = input.startGameweek;
    const end = start + horizon - 1;
    const owned = new Set(input.squad.map((p) => p.id));
    const later = rules.booked.filter((b) => b.gameweek > start);
    const keptAfterBooking = rules.booked
      .filter((b) => b.gameweek <= start && owned.has(b.in))
      .map((b) => b.in);
    const opts: PlanOptions = {
      ...options,
      horizon,
      allowHits: options.allowHits ?? rules.allowHits,
      maxTransfersPerGameweek: options.maxTransfersPerGameweek ?? rules.maxTransfers,
      locked: union(
        options.locked,
        rules.locked,
        keptAfterBooking,
        later.filter((b) => owned.has(b.out)).map((b) => b.out),
      ),
      banned: union(
        options.banned,
        rules.banned,
        later.map((b) => b.in),
      ),
    };
    if (!startDone) {
      const now = rules.booked.filter((b) => b.gameweek === start && owned.has(b.out) && !owned.has(b.in));
      const bannedHeld = input.squad.filter((p) => rules.banned.has(p.id)).map((p) => p.id);
      if (now.length > 0 || bannedHeld.length > 0) return withForcedMoves(input, opts, now, bannedHeld);
    }
    const next = later.find((b) => b.gameweek <= end)?.gameweek;
    if (next === undefined) return planner(input, opts);

    // The weeks before the next booking: planned with its money set aside, else held.
    const upcoming = later.filter((b) => b.gameweek <= end);
    const reserve = reserveFor(upcoming, input, rules.players);
    let head: GameweekPlan[] | null = null;
    if (reserve <= input.bank + 1e-9) {
      const planned = planner({ ...input, bank: round1(input.bank - reserve) }, opts);
      head = planned.gameweeks.slice(0, next - start).map((w) => ({ ...w, bank: round1(w.bank + reserve) }));
      if (
        !bookable(
          stateAfter(input, head, rules.players),
          rules.booked.filter((b) => b.gameweek === next),
          rules,
        )
      )
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

  /** This gameweek's booked transfers and banned sales made first, then the plan from the squad after them. */
  const withForcedMoves = (
    input: PlanInput,
    opts: PlanOptions,
    booked: readonly BookedTransfer[],
    bannedHeld: readonly number[],
  ): TransferPlan => {
    const start = input.startGameweek;
    const squad = [...input.squad];
    let bank = Math.round(input.bank * 10);
    const moves: Move[] = [];
    const swap = (out: number, incoming: PlannerPlayer) => {
      const index = squad.findIndex((p) => p.id === out);
      const sold = squad[index] as PlannerPlayer;
      bank += Math.round(sold.price * 10) - Math.round(incoming.price * 10);
      squad[index] = incoming;
      moves.push({ out, in: incoming.id });
    };
    for (const b of booked) {
      const incoming = rules.players.get(b.in);
      if (incoming) swap(b.out, incoming);
    }
    const replacements = new Set<number>();
    // The money the later booked transfers need stays in the bank.
    const reserve = Math.round(
      reserveFor(
        rules.booked.filter((b) => b.gameweek > start),
        { ...input, squad },
        rules.players,
      ) * 10,
    );
    for (const out of bannedHeld) {
      const recorded = sales.get(`${start}:${out}`);
      const replacement = bestReplacement(squad, out, bank - reserve, input, opts, rules, recorded?.in);
      if (!replacement)
        throw new ConstraintError(
          'ban',
          `No player you can afford replaces ${rules.name(out)} in GW${start}.`,
        );
      swap(out, replacement);
      replacements.add(replacement.id);
      sales.set(`${start}:${out}`, { gameweek: start, out, in: replacement.id });
    }
    const free = Math.max(0, Math.min(MAX_FREE_TRANSFERS, Math.floor(input.freeTransfers)));
    const n = moves.length;
    const afterInput = { ...input, squad, bank: bank / 10, freeTransfers: Math.max(0, free - n) };
    const bought = moves.filter((m) => !replacements.has(m.in)).map((m) => m.in);
    const restOptions = { ...opts, locked: union(opts.locked, bought) };
    let rest = plan(afterInput, restOptions, true);
    const firstCount = (rest.gameweeks[0]?.transfers.length ?? 0) + n;
    if (firstCount > rules.maxTransfers) {
      // The week's own transfers and the forced ones together within the most a week.
      rest = plan(
        afterInput,
        { ...restOptions, maxTransfersPerGameweek: Math.max(0, rules.maxTransfers - n) },
        true,
      );
    }
    const [first, ...others] = rest.gameweeks;
    if (!first) return rest;
    // A replacement the plan sells again this week: one move from the banned player to the last buy.
    const transfers = [...moves];
    for (const t of first.transfers) {
      const chained = transfers.findIndex((m) => m.in === t.out && replacements.has(m.in));
      if (chained >= 0) {
        const m = transfers[chained] as Move;
        transfers[chained] = { out: m.out, in: t.in };
        sales.set(`${start}:${m.out}`, { gameweek: start, out: m.out, in: t.in });
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

function union(...lists: (Iterable<number> | undefined)[]): number[] {
  const all = new Set<number>();
  for (const list of lists) for (const id of list ?? []) all.add(id);
  return [...all].sort((a, b) => a - b);
}

/** The money the booked transfers ahead need at most beyond what they raise, in £m. */
function reserveFor(
  booked: readonly BookedTransfer[],
  input: PlanInput,
  players: ReadonlyMap<number, PlannerPlayer>,
): number {
  const owned = new Map(input.squad.map((p) => [p.id, p.price]));
  let net = 0;
  let most = 0;
  for (const b of booked) {
    net += Math.round((players.get(b.in)?.price ?? 0) * 10);
    net -= Math.round((owned.get(b.out) ?? players.get(b.out)?.price ?? 0) * 10);
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

/** Whether a gameweek's booked transfers can be made from a squad: players, money, club limit, free transfers. */
function bookable(state: SquadState, booked: readonly BookedTransfer[], rules: ConstraintRules): boolean {
  const squad = new Map(state.squad.map((p) => [p.id, p]));
  let bank = Math.round(state.bank * 10);
  for (const b of booked) {
    const out = squad.get(b.out);
    const incoming = rules.players.get(b.in);
    if (!out || !incoming || squad.has(b.in)) return false;
    squad.delete(b.out);
    squad.set(b.in, incoming);
    bank += Math.round(out.price * 10) - Math.round(incoming.price * 10);
  }
  if (bank < 0) return false;
  const clubs = new Map<number, number>();
  for (const p of squad.values()) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
  if (booked.some((b) => (clubs.get(rules.players.get(b.in)?.teamId ?? -1) ?? 0) > MAX_PER_CLUB))
    return false;
  return rules.allowHits || booked.length <= state.freeTransfers;
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

/** The best player of the position to replace `out`: affordable, under the club limit, not banned or owned. */
function bestReplacement(
  squad: readonly PlannerPlayer[],
  out: number,
  bank: number,
  input: PlanInput,
  opts: PlanOptions,
  rules: ConstraintRules,
  preferred: number | undefined,
): PlannerPlayer | undefined {
  const sold = squad.find((p) => p.id === out) as PlannerPlayer;
  const money = bank + Math.round(sold.price * 10);
  const owned = new Set(squad.map((p) => p.id));
  const banned = new Set(opts.banned ?? []);
  const clubs = new Map<number, number>();
  for (const p of squad) if (p.id !== out) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
  const horizon = opts.horizon ?? DEFAULT_HORIZON;
  const value = (id: number) => {
    let total = 0;
    for (let g = input.startGameweek; g < input.startGameweek + horizon; g++) total += input.points(id, g);
    return total;
  };
  const fits = (p: PlannerPlayer) =>
    p.position === sold.position &&
    !owned.has(p.id) &&
    !banned.has(p.id) &&
    !rules.banned.has(p.id) &&
    Math.round(p.price * 10) <= money &&
    (clubs.get(p.teamId) ?? 0) < MAX_PER_CLUB;
  const recorded = preferred === undefined ? undefined : input.pool.find((p) => p.id === preferred);
  if (recorded && fits(recorded)) return recorded;
  let best: PlannerPlayer | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const p of input.pool) {
    if (!fits(p)) continue;
    const v = value(p.id);
    if (v > bestValue || (v === bestValue && best && p.id < best.id)) {
      best = p;
      bestValue = v;
    }
  }
  return best;
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
