// A small hand-made market for the rules and referee tests: 24 players in 8 clubs, prices in tenths.
import type { Position } from '../../src/types.js';
import type { Outcome } from './data.js';
import type { DeclaredWeek } from './referee.js';
import type { MarketPlayer } from './rules.js';

const make = (position: Position, ids: number[], club: (i: number) => number, cost: number) =>
  ids.map((id, i) => [id, { position, club: club(i), cost }] as const);

/** Goalkeepers 1–3, defenders 11–17, midfielders 21–27, forwards 31–35; clubs 1–8. */
export const MARKET: ReadonlyMap<number, MarketPlayer> = new Map([
  ...make('GKP', [1, 2, 3], (i) => i + 1, 45),
  ...make('DEF', [11, 12, 13, 14, 15, 16, 17], (i) => (i % 7) + 1, 50),
  ...make('MID', [21, 22, 23, 24, 25, 26, 27], (i) => ((i + 3) % 8) + 1, 70),
  ...make('FWD', [31, 32, 33, 34, 35], (i) => ((i + 5) % 8) + 1, 80),
]);

export const market = (id: number): MarketPlayer => {
  const player = MARKET.get(id);
  if (!player) throw new RangeError(`#${id} not in the test market`);
  return player;
};

export const positionOf = (id: number): Position => market(id).position;

/** The squad every test starts from: 15 players costing 45·2 + 50·5 + 70·5 + 80·3 = 930. */
export const SQUAD = [1, 2, 11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 31, 32, 33] as const;
export const SQUAD_COST = 930;

/** XI 1-4-4-2 (GK 1; DEF 11–14; MID 21–24; FWD 31, 32), bench GK 2, then 15, 25, 33. */
export const LINEUP = {
  startingXI: [1, 11, 12, 13, 14, 21, 22, 23, 24, 31, 32],
  bench: [2, 15, 25, 33],
  captain: 21,
  viceCaptain: 31,
};

/** Every player of the market played 90 minutes and scored 2, except those given. */
export function outcomes(changes: Record<number, Partial<Outcome>> = {}): Map<number, Outcome> {
  const map = new Map<number, Outcome>();
  for (const id of MARKET.keys()) map.set(id, { points: 2, minutes: 90, ...changes[id] });
  return map;
}

/** A declared first pick of SQUAD in GW1 with LINEUP, everyone scoring 2 (22 + captain 2 = 24). */
export function firstWeek(overrides: Partial<DeclaredWeek> = {}): DeclaredWeek {
  return {
    gameweek: 1,
    firstPick: true,
    chip: null,
    ...LINEUP,
    transfersIn: [...SQUAD],
    transfersOut: [],
    hits: 0,
    bank: 1000 - SQUAD_COST,
    freeTransfers: null,
    points: 24,
    ...overrides,
  };
}
