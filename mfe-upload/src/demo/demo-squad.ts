import type { ExtractedTeamData, Player, Position } from '@fpl-assistant/engine';

type Row = [id: number, name: string, team: string, position: Position, price: number, fixture: string];

const player = ([id, name, team, position, price, fixture]: Row, extra: Partial<Player>): Player => ({
  id,
  name,
  team,
  position,
  price,
  fixture,
  isStarter: true,
  isCaptain: false,
  isViceCaptain: false,
  ...extra,
});

// A plausible 2024-25 squad (element ids of that season): 3-4-3 with Salah captain, £0.5m in the bank.
const STARTERS: Row[] = [
  [185, 'Sánchez', 'CHE', 'GKP', 4.8, 'TOT (A)'],
  [3, 'Gabriel', 'ARS', 'DEF', 6.3, 'FUL (A)'],
  [573, 'Milenković', 'NFO', 'DEF', 5.1, 'AVL (H)'],
  [211, 'Muñoz', 'CRY', 'DEF', 4.8, 'MCI (H)'],
  [328, 'M.Salah', 'LIV', 'MID', 13.2, 'EVE (A)'],
  [182, 'Palmer', 'CHE', 'MID', 11.2, 'TOT (A)'],
  [99, 'Mbeumo', 'BRE', 'MID', 7.8, 'NEW (H)'],
  [71, 'Kluivert', 'BOU', 'MID', 5.6, 'IPS (A)'],
  [401, 'Isak', 'NEW', 'FWD', 9.4, 'BRE (A)'],
  [447, 'Wood', 'NFO', 'FWD', 6.8, 'AVL (H)'],
  [541, 'Cunha', 'WOL', 'FWD', 7.0, 'WHU (A)'],
];

const BENCH: Row[] = [
  [521, 'Fabianski', 'WHU', 'GKP', 4.0, 'WOL (H)'],
  [533, 'Aït-Nouri', 'WOL', 'DEF', 4.5, 'WHU (A)'],
  [239, 'Adama', 'FUL', 'MID', 5.0, 'ARS (H)'],
  [461, 'Harwood-Bellis', 'SOU', 'DEF', 4.0, 'LEI (H)'],
];

/** Spec §2 demo data: gameweek 15, 1 free transfer, budget 0.5, formation 3-4-3, 15 players, all chips available. */
export const DEMO_SQUAD: ExtractedTeamData = {
  gameweek: 15,
  freeTransfers: 1,
  budget: 0.5,
  formation: '3-4-3',
  teamValue: 100,
  bank: 0.5,
  players: [
    ...STARTERS.map((row) => player(row, { isCaptain: row[0] === 328, isViceCaptain: row[0] === 182 })),
    ...BENCH.map((row, i) => player(row, { isStarter: false, benchOrder: i + 1 })),
  ],
  chipStatus: {
    wildcard_1: { used: false },
    wildcard_2: { used: false },
    free_hit: { used: false },
    bench_boost: { used: false },
    triple_captain: { used: false },
  },
};
