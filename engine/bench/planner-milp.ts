// The planner's problem as a MILP in CPLEX LP format, for HiGHS: the same objective (Σ XI + captain once more
// − 4 × hits, weights as PlanOptions), squad shape, club limit, XI shape, budget with selling prices out and
// now_cost in (a sold player bought back costs now_cost), and free transfers rolling over to at most 5
// (unused ones carry one more; a gameweek with hits leaves 1).
import type { PlanInput, PlanOptions } from '../src/planner/types.js';

const SHAPE = { GKP: [2, 1, 1], DEF: [5, 3, 5], MID: [5, 2, 5], FWD: [3, 1, 3] } as const;

interface Row {
  id: number;
  position: keyof typeof SHAPE;
  teamId: number;
  price: number;
  owned: boolean;
}

/**
 * With `relaxLineup`, the XI and captain variables are continuous (much faster for HiGHS); the caller must then
 * check that they came out integral, since only then is the relaxation's optimum the problem's.
 */
export function plannerMilp(input: PlanInput, options: PlanOptions, relaxLineup = false): string {
  const horizon = options.horizon ?? 5;
  const maxTransfers = options.maxTransfersPerGameweek ?? 3;
  const hits = options.allowHits ?? false;
  const banned = new Set(options.banned ?? []);
  const locked = new Set(options.locked ?? []);
  const rows: Row[] = [
    ...input.squad.map((p) => ({ ...p, owned: true })),
    ...input.pool.filter((p) => !banned.has(p.id)).map((p) => ({ ...p, owned: false })),
  ];
  const tenths = (price: number) => Math.round(price * 10);
  const objective: string[] = [];
  const constraints: string[] = [];
  const binaries: string[] = [];
  const generals: string[] = [];
  const bounds: string[] = [];
  let k = 0;
  const add = (terms: string, sense: string, rhs: number) =>
    constraints.push(` c${k++}: ${terms} ${sense} ${rhs}`);
  const sum = (names: string[]) => (names.length ? names.join(' + ') : '0 x_dummy');

  for (let t = 0; t < horizon; t++) {
    const gameweek = input.startGameweek + t;
    const w = (options.decay ?? 1) ** t;
    for (const [u, r] of rows.entries()) {
      const x = `x${u}_${t}`;
      const y = `y${u}_${t}`;
      const c = `c${u}_${t}`;
      binaries.push(x);
      if (relaxLineup) bounds.push(` ${y} <= 1`, ` ${c} <= 1`);
      else binaries.push(y, c);
      const p = input.points(r.id, gameweek) * w;
      if (p !== 0) objective.push(`${fmt(p)} ${y}`, `${fmt(p)} ${c}`);
      const before = t === 0 ? (r.owned ? 1 : 0) : null;
      const buy = `i${u}_${t}`;
      const sell = `o${u}_${t}`;
      const flow = [x];
      if (!r.owned) {
        binaries.push(buy);
        flow.push(`- ${buy}`);
      }
      binaries.push(sell);
      flow.push(`+ ${sell}`);
      if (locked.has(r.id) && r.owned) bounds.push(` ${sell} = 0`);
      // x_t = x_{t−1} + in − out
      if (before === null) add(`${flow.join(' ')} - x${u}_${t - 1}`, '=', 0);
      else add(flow.join(' '), '=', before);
      add(`${y} - ${x}`, '<=', 0);
      add(`${c} - ${y}`, '<=', 0);
      // Never a goalkeeper as captain (planner/lineup).
      if (r.position === 'GKP') bounds.push(` ${c} = 0`);
    }
    const ids = new Map<number, number[]>();
    rows.forEach((r, u) => {
      ids.set(r.id, [...(ids.get(r.id) ?? []), u]);
    });
    for (const us of ids.values()) if (us.length > 1) add(sum(us.map((u) => `x${u}_${t}`)), '<=', 1);
    for (const [position, [squad, min, max]] of Object.entries(SHAPE)) {
      const us = [...rows.keys()].filter((u) => rows[u]?.position === position);
      add(sum(us.map((u) => `x${u}_${t}`)), '=', squad);
      add(sum(us.map((u) => `y${u}_${t}`)), '>=', min);
      add(sum(us.map((u) => `y${u}_${t}`)), '<=', max);
    }
    const clubs = new Map<number, number[]>();
    rows.forEach((r, u) => {
      clubs.set(r.teamId, [...(clubs.get(r.teamId) ?? []), u]);
    });
    for (const us of clubs.values()) add(sum(us.map((u) => `x${u}_${t}`)), '<=', 3);
    add(sum([...rows.keys()].map((u) => `y${u}_${t}`)), '=', 11);
    add(sum([...rows.keys()].map((u) => `c${u}_${t}`)), '=', 1);

    // Budget: bank_t = bank_{t−1} + Σ selling price × out − Σ now_cost × in ≥ 0 (tenths of £m).
    const money = rows.flatMap((r, u) => [
      `- ${tenths(r.price)} o${u}_${t}`,
      ...(r.owned ? [] : [`+ ${tenths(r.price)} i${u}_${t}`]),
    ]);
    if (t === 0) add(`bank_0 ${money.join(' ')}`, '=', tenths(input.bank));
    else add(`bank_${t} - bank_${t - 1} ${money.join(' ')}`, '=', 0);

    // Transfers, hits and free-transfer rollover.
    const ins = rows.flatMap((r, u) => (r.owned ? [] : [`i${u}_${t}`]));
    add(`n_${t} - ${ins.join(' - ')}`, '=', 0);
    bounds.push(` 0 <= n_${t} <= ${maxTransfers}`);
    generals.push(`n_${t}`, `h_${t}`, `carry_${t}`, `ft_${t}`);
    binaries.push(`z_${t}`);
    if (t === 0) bounds.push(` ft_0 = ${Math.min(5, input.freeTransfers)}`);
    else {
      add(`ft_${t} - carry_${t - 1}`, '<=', 1);
      bounds.push(` 0 <= ft_${t} <= 5`);
    }
    // carry = ft − n + h ≥ 0; hits only when nothing is carried.
    add(`carry_${t} - ft_${t} + n_${t} - h_${t}`, '=', 0);
    bounds.push(` 0 <= carry_${t} <= 5`);
    if (hits) bounds.push(` 0 <= h_${t} <= ${maxTransfers}`);
    else bounds.push(` h_${t} = 0`);
    add(`h_${t} - ${maxTransfers} z_${t}`, '<=', 0);
    add(`carry_${t} + 5 z_${t}`, '<=', 5);
    objective.push(`- ${fmt(4 * w)} h_${t}`);
  }
  return [
    'Maximize',
    ` obj: ${objective.join(' + ').replaceAll('+ -', '-')}`,
    'Subject To',
    ...constraints,
    'Bounds',
    ...bounds,
    'General',
    ` ${generals.join(' ')}`,
    'Binary',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
}

function fmt(value: number): string {
  return Number(value.toFixed(6)).toString();
}
