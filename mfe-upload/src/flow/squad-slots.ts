import {
  checkSquad,
  type FplElement,
  type FplTeam,
  type Player,
  POSITIONS,
  type Position,
  parseFormation,
  SQUAD_SHAPE,
  SQUAD_SIZE,
  type SquadPlayerList,
  toPlayerPosition,
  type UnresolvedPlate,
  XI_SIZE,
} from '@fpl-assistant/engine';

/** How the review names a position in a sentence: 'add a goalkeeper', '2 forwards'. */
export const POSITION_NOUNS: Record<Position, string> = {
  GKP: 'goalkeeper',
  DEF: 'defender',
  MID: 'midfielder',
  FWD: 'forward',
};

export const countOf = (count: number, position: Position) =>
  `${count} ${POSITION_NOUNS[position]}${count === 1 ? '' : 's'}`;

/** A plate read from the screenshot but matched to no player, keyed so the review can fill it. */
export interface UnresolvedSlot {
  key: number;
  plate: UnresolvedPlate;
}

let nextSlotKey = 1;
export function toUnresolvedSlots(plates: readonly UnresolvedPlate[] | undefined): UnresolvedSlot[] {
  return (plates ?? []).map((plate) => ({ key: nextSlotKey++, plate }));
}

/**
 * The positions still without anyone, one entry a slot, goalkeepers first: each position's quota less its
 * players and the unresolved plates its pitch row places there, never more than the squad has room for.
 */
export function emptySlots(players: readonly Player[], unresolved: readonly UnresolvedPlate[]): Position[] {
  const room = SQUAD_SIZE - players.length - unresolved.length;
  const slots: Position[] = [];
  for (const position of POSITIONS) {
    const taken =
      players.filter((p) => p.position === position).length +
      unresolved.filter((plate) => plate.position === position).length;
    for (let i = taken; i < SQUAD_SHAPE[position] && slots.length < room; i++) slots.push(position);
  }
  return slots;
}

/** Where a chosen player goes: the role of the slot, plate or player he fills. */
export interface SlotPlace {
  isStarter: boolean;
  isCaptain?: boolean;
  isViceCaptain?: boolean;
  benchOrder?: number;
  /** A selling price read from the screenshot; without one the current price stands in, flagged. */
  price?: number;
  fixture?: string;
}

/**
 * The squad member an FPL player becomes. Without a price read from the screenshot his price is `now_cost`,
 * flagged: the selling price can be lower, and only the manager knows it.
 */
export function playerFromElement(element: FplElement, teams: readonly FplTeam[], place: SlotPlace): Player {
  const team = teams.find((t) => t.id === element.team);
  const player: Player = {
    id: element.id,
    name: element.web_name,
    team: team?.short_name ?? '',
    teamId: element.team,
    position: toPlayerPosition(element.element_type),
    price: place.price ?? element.now_cost / 10,
    isStarter: place.isStarter,
    isCaptain: place.isCaptain ?? false,
    isViceCaptain: place.isViceCaptain ?? false,
  };
  if (place.benchOrder !== undefined) player.benchOrder = place.benchOrder;
  if (place.fixture !== undefined) player.fixture = place.fixture;
  if (place.price === undefined) player.lowConfidenceFields = ['price'];
  return player;
}

/** The place of an unresolved plate: its row, bench order, armband, and what was read under the name. */
export function placeOfPlate(plate: UnresolvedPlate): SlotPlace {
  return {
    isStarter: plate.isStarter,
    isCaptain: plate.isCaptain ?? false,
    isViceCaptain: plate.isViceCaptain ?? false,
    ...(plate.benchOrder !== undefined ? { benchOrder: plate.benchOrder } : {}),
    ...(plate.price !== undefined ? { price: plate.price } : {}),
    ...(plate.fixture !== undefined ? { fixture: plate.fixture } : {}),
  };
}

/** The place of a player being replaced: his role in the team carries over, his price and fixture do not. */
export function placeOfPlayer(player: Player): SlotPlace {
  return {
    isStarter: player.isStarter,
    isCaptain: player.isCaptain,
    isViceCaptain: player.isViceCaptain,
    ...(player.benchOrder !== undefined ? { benchOrder: player.benchOrder } : {}),
  };
}

/**
 * Whether a player added to an empty slot of `position` starts: while the formation has room for him
 * (one goalkeeper), so a squad built by hand comes out with a full XI.
 */
export function startsByDefault(players: readonly Player[], position: Position, formation: string): boolean {
  let shape: Record<Position, number>;
  try {
    const { defenders, midfielders, forwards } = parseFormation(formation);
    shape = { GKP: 1, DEF: defenders, MID: midfielders, FWD: forwards };
  } catch {
    return false;
  }
  const starters = players.filter((p) => p.isStarter);
  return (
    starters.length < XI_SIZE && starters.filter((p) => p.position === position).length < shape[position]
  );
}

/** Makes `key`'s player captain (or vice), taking the armband from whoever had it, and the other role too. */
export function giveArmband<T extends { key: number; player: Player }>(
  rows: readonly T[],
  key: number,
  role: 'captain' | 'vice',
): T[] {
  const field = role === 'captain' ? 'isCaptain' : 'isViceCaptain';
  const other = role === 'captain' ? 'isViceCaptain' : 'isCaptain';
  return rows.map((row) => {
    const chosen = row.key === key;
    if (!chosen && !row.player[field]) return row;
    return {
      ...row,
      player: { ...row.player, [field]: chosen, ...(chosen ? { [other]: false } : {}) },
    };
  });
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the review says of a squad: what stops it being analysed, and what FPL allows but the manager must know. */
export interface SquadReviewCheck {
  problems: string[];
  /** A club over three after a real-life move: allowed, but the first transfer must bring it down to three. */
  notes: string[];
}

/**
 * The review's reading of a squad: FPL's rules from the engine (checkSquad: shape, clubs, each player once and,
 * with the player list, known to it, prices and bank) in sentences that say what to do while a squad is being
 * built, plus what only the review asks: every row filled, every plate identified, one captain, one vice.
 */
export function reviewSquad(
  players: readonly Player[],
  unresolved: readonly UnresolvedPlate[] = [],
  options: { bank?: number; list?: SquadPlayerList | null } = {},
): SquadReviewCheck {
  const problems: string[] = [];
  const incomplete = players.filter((p) => !p.name.trim() || !p.team.trim() || !Number.isFinite(p.price));
  if (incomplete.length > 0)
    problems.push(
      `${incomplete.length} ${plural(incomplete.length, 'player needs', 'players need')} a name, club and price.`,
    );
  if (unresolved.length > 0)
    problems.push(
      `${unresolved.length} ${plural(unresolved.length, 'player', 'players')} from your screenshot could not be identified: choose ${plural(unresolved.length, 'him', 'them')} from the player list.`,
    );

  const complete = players.filter((p) => !incomplete.includes(p));
  const check = checkSquad(
    { players: complete, unresolved: [], budget: options.bank ?? 0, bank: options.bank ?? 0 },
    options.list ?? undefined,
  );
  // The engine's size and shape rule, said as what to add or remove while the squad is being built.
  const missing: string[] = [];
  const extra: string[] = [];
  for (const position of POSITIONS) {
    const count =
      players.filter((p) => p.position === position).length +
      unresolved.filter((plate) => plate.position === position).length;
    if (count < SQUAD_SHAPE[position]) missing.push(countOf(SQUAD_SHAPE[position] - count, position));
    if (count > SQUAD_SHAPE[position])
      extra.push(`${countOf(count, position)} (a squad has ${SQUAD_SHAPE[position]})`);
  }
  if (missing.length > 0) problems.push(`Add ${listed(missing)} to make a squad of ${SQUAD_SIZE}.`);
  if (extra.length > 0) problems.push(`Too many: ${listed(extra)}. Remove or replace the extra ones.`);
  for (const broken of check.broken)
    if (
      broken.rule !== 'size' &&
      broken.rule !== 'shape' &&
      (broken.rule !== 'bank' || options.bank !== undefined)
    )
      problems.push(broken.message);
  // An armband read on a plate still to be identified counts: choosing the player keeps it.
  const captains = [...players, ...unresolved].filter((p) => p.isCaptain).length;
  const vices = [...players, ...unresolved].filter((p) => p.isViceCaptain).length;
  if (captains === 0) problems.push('Choose a captain (Edit, then C beside a player).');
  if (captains > 1) problems.push('Choose only one captain.');
  if (vices === 0) problems.push('Choose a vice-captain (Edit, then V beside a player).');
  if (vices > 1) problems.push('Choose only one vice-captain.');
  if (players.some((p) => p.isCaptain && p.isViceCaptain))
    problems.push('The captain and the vice-captain must be different players.');
  return { problems, notes: check.clubsOverLimit.map((club) => club.message) };
}

/** Why the squad cannot be analysed yet, in sentences for the manager; empty when FPL and the review accept it. */
export function squadProblems(
  players: readonly Player[],
  unresolved: readonly UnresolvedPlate[] = [],
  options: { bank?: number; list?: SquadPlayerList | null } = {},
): string[] {
  return reviewSquad(players, unresolved, options).problems;
}
