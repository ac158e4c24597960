// An independent referee for transfer plans: replays a plan against the rules of issue 6 §2 (the club rule as
// issue 27 states it) and lists every broken rule (an empty list means the plan is legal). Written from the
// rules, not from the planner's code.
import type { PlanInput, PlanOptions, TransferPlan } from '../src/planner/types.js';
import type { Position } from '../src/types.js';

const SQUAD_SHAPE: Record<Position, number> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };
const XI_RANGE: Record<Position, [number, number]> = { GKP: [1, 1], DEF: [3, 5], MID: [2, 5], FWD: [1, 3] };
const EPS = 1e-6;

export function planViolations(input: PlanInput, options: PlanOptions, plan: TransferPlan): string[] {
  const problems: string[] = [];
  const fail = (gameweek: number, text: string) => problems.push(`GW${gameweek}: ${text}`);
  const horizon = options.horizon ?? 5;
  const allowHits = options.allowHits ?? false;
  const maxTransfers = options.maxTransfersPerGameweek ?? 3;
  const locked = new Set(options.locked ?? []);
  const banned = new Set(options.banned ?? []);
  const poolById = new Map(input.pool.map((p) => [p.id, p]));
  // A Bench Boost week counts the bench in full.
  const benchWeight = (g: number) =>
    options.benchBoostGameweeks?.includes(g) ? 1 : (options.benchWeight ?? 0);
  // Owned players: the price they sell for (the selling price, or now_cost once bought during the plan).
  const owned = new Map(input.squad.map((p) => [p.id, p]));
  let bank = Math.round(input.bank * 10);
  let freeTransfers = Math.min(5, input.freeTransfers);
  let objective = 0;

  if (plan.gameweeks.length !== horizon) problems.push(`${plan.gameweeks.length} gameweeks, not ${horizon}`);
  plan.gameweeks.forEach((gw, t) => {
    const g = input.startGameweek + t;
    if (gw.gameweek !== g) fail(g, `labelled GW${gw.gameweek}`);
    if (gw.freeTransfers !== freeTransfers)
      fail(g, `${gw.freeTransfers} free transfers, expected ${freeTransfers}`);
    const n = gw.transfers.length;
    if (n > maxTransfers) fail(g, `${n} transfers, more than ${maxTransfers}`);
    const hits = Math.max(0, n - freeTransfers);
    if (gw.hits !== hits) fail(g, `${gw.hits} hits for ${n} transfers with ${freeTransfers} free`);
    if (!allowHits && hits > 0) fail(g, 'hits without --hits');
    for (const { out, in: bought } of gw.transfers) {
      const sold = owned.get(out);
      if (!sold) fail(g, `sells ${out}, who is not in the squad`);
      if (locked.has(out)) fail(g, `sells locked ${out}`);
      if (banned.has(bought)) fail(g, `buys banned ${bought}`);
      const buy = poolById.get(bought);
      if (!buy) fail(g, `buys ${bought}, who is not in the pool`);
      if (sold && buy && sold.position !== buy.position)
        fail(g, `swaps a ${sold.position} for a ${buy.position}`);
      if (sold) bank += Math.round(sold.price * 10);
      owned.delete(out);
    }
    for (const { in: bought } of gw.transfers) {
      const buy = poolById.get(bought);
      if (owned.has(bought)) fail(g, `buys ${bought}, who is already in the squad`);
      if (buy) {
        bank -= Math.round(buy.price * 10);
        owned.set(bought, buy);
      }
    }
    if (bank < 0) fail(g, `bank ${bank / 10} below zero`);
    if (Math.abs(gw.bank - bank / 10) > EPS) fail(g, `bank ${gw.bank}, expected ${bank / 10}`);
    const squad = [...owned.values()];
    for (const [position, count] of Object.entries(SQUAD_SHAPE)) {
      const have = squad.filter((p) => p.position === position).length;
      if (have !== count) fail(g, `${have} ${position} in the squad`);
    }
    const clubs = new Map<number, number>();
    for (const p of squad) clubs.set(p.teamId, (clubs.get(p.teamId) ?? 0) + 1);
    // FPL's club rule: a squad may hold more than 3 of a club after a real-life move, but a gameweek with
    // transfers must end with at most 3 of every club.
    if (n > 0)
      for (const [club, count] of clubs) if (count > 3) fail(g, `${count} players from club ${club}`);

    const xi = new Set(gw.startingXI);
    if (xi.size !== 11) fail(g, `${xi.size} starters`);
    for (const id of [...gw.startingXI, ...gw.bench])
      if (!owned.has(id)) fail(g, `lineup names ${id}, not owned`);
    if (new Set([...gw.startingXI, ...gw.bench]).size !== 15) fail(g, 'XI and bench are not the 15');
    for (const [position, [min, max]] of Object.entries(XI_RANGE)) {
      const have = gw.startingXI.filter((id) => owned.get(id)?.position === position).length;
      if (have < min || have > max) fail(g, `${have} ${position} in the XI`);
    }
    if (owned.get(gw.bench[0] ?? -1)?.position !== 'GKP')
      fail(g, 'the bench does not start with the goalkeeper');
    if (!xi.has(gw.captain) || !xi.has(gw.viceCaptain) || gw.captain === gw.viceCaptain) {
      fail(g, 'captain and vice must be two different starters');
    }
    const pts = (id: number) => input.points(id, g);
    const xiPoints = gw.startingXI.reduce((s, id) => s + pts(id), 0);
    if (xiPoints + EPS < bestXiPoints(squad, pts)) fail(g, 'the XI is not the best one');
    const outfield = gw.startingXI.filter((id) => owned.get(id)?.position !== 'GKP');
    if (owned.get(gw.captain)?.position === 'GKP' || owned.get(gw.viceCaptain)?.position === 'GKP')
      fail(g, 'a goalkeeper is captain or vice');
    const best = Math.max(...outfield.map(pts));
    if (pts(gw.captain) + EPS < best) fail(g, 'the captain is not the best outfield starter');
    const expected = xiPoints + pts(gw.captain) - 4 * hits;
    if (Math.abs(gw.expectedPoints - expected) > EPS)
      fail(g, `expected points ${gw.expectedPoints} ≠ ${expected}`);
    // The objective with the options' weights, from this replay alone: the vice is the XI's second best and
    // the bench is every non-starter.
    const xiSorted = outfield.map(pts).sort((a, b) => b - a);
    const benchPoints = squad.filter((p) => !xi.has(p.id)).reduce((s, p) => s + pts(p.id), 0);
    objective +=
      (options.decay ?? 1) ** t *
      (expected + (options.viceWeight ?? 0) * (xiSorted[1] ?? 0) + benchWeight(g) * benchPoints);
    freeTransfers = Math.min(5, Math.max(0, freeTransfers - n) + 1);
  });
  if (Math.abs(plan.objective - objective) > 1e-6 * Math.max(1, Math.abs(objective))) {
    problems.push(`objective ${plan.objective} ≠ ${objective} recomputed from the plan's transfers`);
  }
  return problems;
}

/** Every legal formation tried: the best XI's points. */
function bestXiPoints(squad: { id: number; position: Position }[], pts: (id: number) => number): number {
  const top = (position: Position, k: number) =>
    squad
      .filter((p) => p.position === position)
      .map((p) => pts(p.id))
      .sort((a, b) => b - a)
      .slice(0, k)
      .reduce((s, v) => s + v, 0);
  let best = -Infinity;
  for (let d = 3; d <= 5; d++) {
    for (let m = 2; m <= 5; m++) {
      const f = 10 - d - m;
      if (f >= 1 && f <= 3)
        best = Math.max(best, top('GKP', 1) + top('DEF', d) + top('MID', m) + top('FWD', f));
    }
  }
  return best;
}
