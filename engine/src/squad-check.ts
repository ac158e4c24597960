// The squad rules FPL enforces, checked once for every door: the review page, the API and the CLI all call
// checkSquad and show its sentences, so a squad one of them refuses the others refuse too.
import { EngineError } from './errors.js';
import type { FplElement, FplTeam } from './fpl-api.js';
import {
  BANK_RANGE,
  MAX_PER_CLUB,
  MAX_PLAYER_PRICE,
  MIN_PLAYER_PRICE,
  SQUAD_SHAPE,
  SQUAD_SIZE,
} from './rules.js';
import { elementFinder } from './squad-members.js';
import { type ExtractedTeamData, POSITIONS, type Position } from './types.js';

/** Which of FPL's squad rules a break is of. */
export type SquadRule = 'size' | 'shape' | 'club' | 'duplicate' | 'unknown_player' | 'price' | 'bank';

/** One broken rule, in a sentence that says what to change. */
export interface SquadRuleBreak {
  rule: SquadRule;
  message: string;
}

/**
 * A club with more than three players that FPL still allows: a player moved there in real life after the
 * manager bought him. No transfer is legal until the squad is back to three from it.
 */
export interface ClubOverLimit {
  club: string;
  count: number;
  message: string;
}

export interface SquadCheck {
  /** True when no rule is broken (a club over the limit as FPL allows it is not a break). */
  valid: boolean;
  broken: SquadRuleBreak[];
  clubsOverLimit: ClubOverLimit[];
}

/** The player list the ids are checked against: bootstrap-static's elements and teams. */
export interface SquadPlayerList {
  elements: readonly FplElement[];
  teams: readonly FplTeam[];
}

const NOUNS: Record<Position, string> = {
  GKP: 'goalkeeper',
  DEF: 'defender',
  MID: 'midfielder',
  FWD: 'forward',
};
const countOf = (count: number, position: Position) => `${count} ${NOUNS[position]}${count === 1 ? '' : 's'}`;
const money = (millions: number) => `£${millions.toFixed(1)}m`;

/**
 * The most a club may hold in a squad FPL accepts: three, or four when a player moved club in real life after
 * being bought (FPL keeps him; two such moves into a club the squad already holds three of would be needed for
 * five, which no real squad has shown). Five or more is a squad FPL never allowed.
 */
const MOST_AFTER_A_MOVE = MAX_PER_CLUB + 1;

/** `squad`'s players that count: every player given and every plate still to be identified. */
function sizeOf(squad: Pick<ExtractedTeamData, 'players' | 'unresolved'>): number {
  return squad.players.length + (squad.unresolved?.length ?? 0);
}

/**
 * FPL's squad rules on a squad: 15 players, 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards, at most
 * three from a club (four allowed, flagged, after a real-life move), each player once and, with a player list,
 * known to it, prices and the bank within FPL's range. Every broken rule is listed, not only the first.
 * Armbands are not checked: a Transfers page shows none, and the analysis picks the captain itself.
 */
export function checkSquad(
  squad: Pick<ExtractedTeamData, 'players' | 'unresolved' | 'bank' | 'budget'>,
  playerList?: SquadPlayerList,
): SquadCheck {
  const broken: SquadRuleBreak[] = [];
  const size = sizeOf(squad);
  const unresolved = squad.unresolved?.length ?? 0;
  if (size !== SQUAD_SIZE || unresolved > 0) {
    broken.push({
      rule: 'size',
      message:
        unresolved > 0
          ? `A squad has ${SQUAD_SIZE} players: ${unresolved} of these ${size} ${unresolved === 1 ? 'is' : 'are'} not identified yet.`
          : `A squad has ${SQUAD_SIZE} players; this one has ${size}.`,
    });
  }

  const find = playerList ? elementFinder(playerList.elements, playerList.teams) : undefined;
  const teamCode = new Map(playerList?.teams.map((team) => [team.id, team.short_name]) ?? []);
  const unknown: string[] = [];
  const byPosition: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  const clubs = new Map<string, number>();
  const seen = new Map<string, string>();
  const twice = new Set<string>();
  for (const player of squad.players) {
    const element = find?.(player);
    if (find && !element) unknown.push(`${player.name} (${player.team}, id ${player.id})`);
    byPosition[player.position] += 1;
    // The club FPL counts is the player's club now: after a real-life move, the new one.
    const club = (element ? teamCode.get(element.team) : undefined) ?? player.team.trim().toUpperCase();
    if (club) clubs.set(club, (clubs.get(club) ?? 0) + 1);
    const identity = element
      ? `element:${element.id}`
      : player.id > 0
        ? `id:${player.id}`
        : `name:${player.name.trim().toLowerCase()}|${club}`;
    if (seen.has(identity)) twice.add(player.name);
    seen.set(identity, player.name);
  }
  for (const plate of squad.unresolved ?? []) if (plate.position) byPosition[plate.position] += 1;

  const wrong = POSITIONS.filter((position) => byPosition[position] !== SQUAD_SHAPE[position]);
  if (wrong.length > 0) {
    broken.push({
      rule: 'shape',
      message: `A squad has ${POSITIONS.map((p) => countOf(SQUAD_SHAPE[p], p)).join(', ')}; this one has ${wrong.map((p) => countOf(byPosition[p], p)).join(', ')}.`,
    });
  }

  const clubsOverLimit: ClubOverLimit[] = [];
  for (const [club, count] of clubs) {
    if (count <= MAX_PER_CLUB) continue;
    if (count > MOST_AFTER_A_MOVE) {
      broken.push({
        rule: 'club',
        message: `${count} players from ${club}: at most ${MAX_PER_CLUB} from one club are allowed.`,
      });
    } else {
      clubsOverLimit.push({
        club,
        count,
        message: `${count} players from ${club}: FPL allows this only when one of them moved to ${club} after you bought him. Your first transfer must bring ${club} down to ${MAX_PER_CLUB}.`,
      });
    }
  }

  for (const name of twice) broken.push({ rule: 'duplicate', message: `${name} is in the squad twice.` });
  if (unknown.length > 0) {
    broken.push({
      rule: 'unknown_player',
      message: `Not in this season's player list: ${unknown.join(', ')}. Choose ${unknown.length === 1 ? 'him' : 'them'} again from the player list.`,
    });
  }

  // A selling price is never above the player's current price, so never above the season's dearest.
  const dearest = playerList?.elements.length
    ? Math.max(...playerList.elements.map((element) => element.now_cost)) / 10
    : MAX_PLAYER_PRICE;
  for (const player of squad.players) {
    if (!(player.price >= MIN_PLAYER_PRICE && player.price <= dearest)) {
      broken.push({
        rule: 'price',
        message: `${player.name}'s price ${money(player.price)} is outside FPL's range (${money(MIN_PLAYER_PRICE)} to ${money(dearest)}).`,
      });
    }
  }

  const bank = squad.bank ?? squad.budget;
  if (!(bank >= BANK_RANGE.min && bank <= BANK_RANGE.max)) {
    broken.push({
      rule: 'bank',
      message:
        bank < BANK_RANGE.min
          ? `The bank ${money(bank)} is below zero, which FPL never allows: enter the money remaining on your Transfers page.`
          : `The bank ${money(bank)} is outside FPL's range (${money(BANK_RANGE.min)} to ${money(BANK_RANGE.max)}).`,
    });
  }
  return { valid: broken.length === 0, broken, clubsOverLimit };
}

/** A squad FPL would refuse, with every broken rule's sentence. */
export class SquadRulesError extends EngineError {
  override name = 'SquadRulesError';
  constructor(readonly broken: readonly SquadRuleBreak[]) {
    super(`This squad breaks FPL's rules: ${broken.map((b) => b.message).join(' ')}`);
  }
}
