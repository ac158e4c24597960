// The product's entities. Field names are the ones saved data and API payloads use, so a squad keeps one
// shape from the server to every front end.
import type { ConstraintReport } from './constraints/types.js';
import { SQUAD_SHAPE } from './rules.js';

/** A player's position: goalkeeper, defender, midfielder or forward. */
export type Position = 'GKP' | 'DEF' | 'MID' | 'FWD';

/** The four positions, goalkeepers first. */
export const POSITIONS: readonly Position[] = ['GKP', 'DEF', 'MID', 'FWD'];

/** The 15 squad positions in FPL's order (goalkeepers first), as fixtures and forms list a squad. */
export const SQUAD_POSITIONS: readonly Position[] = /* @__PURE__ */ POSITIONS.flatMap((position) =>
  Array.from({ length: SQUAD_SHAPE[position] }, () => position),
);

/** A squad member as read from a screenshot and reviewed by the manager. */
export interface Player {
  /** The FPL element id once resolved against bootstrap-static. */
  id: number;
  name: string;
  /** Three-letter club code (FPL `short_name`), e.g. 'ARS'. */
  team: string;
  /** The season's FPL team id (1–20), when known: it ties the player to fixtures without a name lookup. */
  teamId?: number;
  position: Position;
  /** Price in millions; on the Transfers page this is the selling price. */
  price: number;
  isStarter: boolean;
  isCaptain: boolean;
  isViceCaptain: boolean;
  /** Next fixture as shown under the name, e.g. 'SOU (H)'. */
  fixture?: string;
  form?: number;
  /** 1–4 for bench players in bench order (1 is the goalkeeper slot), absent for starters. */
  benchOrder?: number;
  /** 0–1: how sure extraction is of this player; absent when entered by hand. */
  confidence?: number;
  /** Fields extraction is unsure of, for the review screen to highlight. */
  lowConfidenceFields?: string[];
}

/** The five original chip keys, plus the second-half copies the game has given since 2025-26. */
export type ChipKey =
  | 'wildcard_1'
  | 'wildcard_2'
  | 'free_hit'
  | 'bench_boost'
  | 'triple_captain'
  | 'free_hit_2'
  | 'bench_boost_2'
  | 'triple_captain_2';

/** Every chip key, in the order the game's calendar offers them. */
export const CHIP_KEYS = [
  'wildcard_1',
  'free_hit',
  'bench_boost',
  'triple_captain',
  'wildcard_2',
  'free_hit_2',
  'bench_boost_2',
  'triple_captain_2',
] as const satisfies readonly ChipKey[];

export const SPEC_CHIP_KEYS = [
  'wildcard_1',
  'wildcard_2',
  'free_hit',
  'bench_boost',
  'triple_captain',
] as const;

/** Whether one chip has been used, and in which gameweek. */
export interface ChipState {
  used: boolean;
  /** The gameweek it was played in, when used. */
  gameweek?: number | null;
}

/** Chip status inside extracted data. The five original keys are always meaningful; second-half keys are optional. */
export type ChipStatus = Partial<Record<ChipKey, ChipState>>;

/** A squad as the app works with it: 15 players with selling prices, the gameweek, bank, free transfers and chips. Read from a screenshot, loaded by team ID or entered by hand. */
export interface ExtractedTeamData {
  gameweek: number;
  freeTransfers: number;
  /** Money in the bank available for transfers, in millions. */
  budget: number;
  /** 'defenders-midfielders-forwards', e.g. '3-4-3'. */
  formation: string;
  teamValue?: number;
  bank?: number;
  players: Player[];
  chipStatus?: ChipStatus;
  /**
   * Plates that were read but fit no FPL player well enough: never guessed, shown to the manager to fill in.
   * The squad is complete only when these are resolved.
   */
  unresolved?: UnresolvedPlate[];
  /** Squad fields not read from the image (a Pick Team page shows no bank or free transfers), for review. */
  lowConfidenceFields?: SquadField[];
}

/** Squad-level fields extraction can be unsure of. */
export type SquadField = 'gameweek' | 'freeTransfers' | 'bank';

/** A plate on the pitch that extraction could not match to one player with confidence. */
export interface UnresolvedPlate {
  /** The text as read from the plate, e.g. 'Lewis-Sk…'. */
  read: string;
  /** The position the plate's pitch row fixes (bench plates: the goalkeeper slot only), when known. */
  position?: Position;
  isStarter: boolean;
  /** 1–4 on the bench, as for Player. */
  benchOrder?: number;
  /** The price printed under the name, when read (millions). */
  price?: number;
  /** 'SOU (H)' when printed under the name. */
  fixture?: string;
  /** The plate wore the captain's or vice-captain's armband. */
  isCaptain?: boolean;
  isViceCaptain?: boolean;
  /** Players it might be, best first (FPL element ids), for the review to offer. */
  candidateIds?: number[];
}

/** How pressing a transfer is. */
export type Priority = 'High' | 'Medium' | 'Low';

/** The numbers a transfer card shows for a player: form, xG and xA per 90, the next fixtures. */
export interface TransferStats {
  form: number | string;
  xG: number;
  xA: number;
  /** Next five fixtures, e.g. ['SOU (H)', 'ars (A)']. */
  fixtures: string[];
}

/** A recommended transfer: who leaves, who comes, the cost, the gain in points and why. */
export interface TransferRecommendation {
  playerOut: string;
  playerOutTeam: string;
  playerIn: string;
  playerInTeam: string;
  /** Price difference in millions: positive costs money, negative frees it. */
  cost: number;
  priority: Priority;
  reason: string;
  stats?: TransferStats;
  playerOutId?: number;
  playerInId?: number;
}

/** The recommended captain (or vice): the player, his fixture, his expected points and why. */
export interface CaptainPick {
  player: string;
  reason: string;
  fixture: string;
  expectedPoints: number;
  playerId?: number;
}

/** The bank before and after a gameweek's transfers, and whether they are affordable. */
export interface BudgetImpact {
  starting: number;
  afterTransfers: number;
  affordable: boolean;
}

/**
 * The first gameweek's transfers when they build a chip's squad: the chip played and the heading its moves are
 * shown under ('Wildcard: 12 moves, no points cost', 'Free Hit: 9 moves, this week only').
 */
export interface ChipWeekTransfers {
  chip: ChipKey;
  heading: string;
}

/** The full advice for a squad: transfers, captain and vice, XI, bench, chip strategy and a summary. */
export interface Recommendations {
  transfers: TransferRecommendation[];
  /** Set when `transfers` are a Wildcard's or Free Hit's squad rather than transfers made one by one. */
  transferChip?: ChipWeekTransfers;
  captain: CaptainPick;
  viceCaptain: CaptainPick;
  startingXI: string[];
  bench: string[];
  budgetImpact: BudgetImpact;
  chipStrategy?: ChipStrategy;
  /** Free text for the Analysis tab. */
  analysis?: string;
  researchSources?: string[];
  /** The manager's rules the plan keeps and what they cost against the free plan (only when rules were given). */
  constraints?: ConstraintReport;
}

/** A gameweek as normal, a double (`dgw`) or a blank (`bgw`). */
export type GameweekType = 'normal' | 'dgw' | 'bgw';

/** One gameweek of the fixture calendar: its number and whether it is normal, a double or a blank. */
export interface CalendarEntry {
  gameweek: number;
  type: GameweekType;
}

/** How soon a chip should be played: within 2 gameweeks, within 5, or later. */
export type ChipPriority = 'immediate' | 'upcoming' | 'future';

/** The label shown for each chip priority. */
export const CHIP_PRIORITY_LABELS: Record<ChipPriority, string> = {
  immediate: 'Act Now',
  upcoming: 'Plan Ahead',
  future: 'Long-term',
};

/** Advice to play one chip: when, why, how sure and how many points it is worth. */
export interface ChipRecommendation {
  chip: ChipKey;
  /** The gameweek to play it in. */
  timing: number;
  reasoning: string;
  /** 0–1, shown as a percentage. */
  confidence: number;
  /** Points, shown rounded. */
  expectedGain: number;
  priority: ChipPriority;
}

/** Home or away. */
export type Venue = 'H' | 'A';
/** How likely a player is to be rotated out, from the share of matches he starts. */
export type RotationRisk = 'low' | 'medium' | 'high';

/** A club's fixture in a gameweek: opponent, venue and difficulty. */
export interface GameweekFixture {
  opponent: string;
  venue: Venue;
  difficulty: number;
}

/** A club that plays twice in a gameweek, with both fixtures. */
export interface DoubleGameweekTeam {
  teamId: number;
  teamName: string;
  fixtures: GameweekFixture[];
}

/** A player worth holding for a double gameweek, with his two fixtures and projection. */
export interface DoubleGameweekAsset {
  name: string;
  team: string;
  position: Position;
  price: number;
  fixtures: GameweekFixture[];
  expectedPoints: number;
  rotationRisk: RotationRisk;
}

/** The best triple captain candidate for a gameweek and his projected haul. */
export interface TripleCaptainPick {
  player: string;
  expectedPoints: number;
  reasoning: string;
}

/** A double gameweek as it affects the squad: clubs playing twice, the squad's players among them, the best assets. */
export interface DoubleGameweekAnalysis {
  gameweek: number;
  teams: DoubleGameweekTeam[];
  topAssets: Record<Position, DoubleGameweekAsset[]>;
  /** Out of 10. */
  benchBoostScore: number;
  tripleCaptainRecommendation: TripleCaptainPick | null;
}

/** What a blank gameweek could be played with instead of the free hit. */
export interface AlternativeStrategy {
  description: string;
  transfersRequired: number;
  hitsRequired: number;
  expectedPoints: number;
}

/** A blank gameweek as it affects the squad: players without a match, points at stake, whether to free hit. */
export interface BlankGameweekAnalysis {
  gameweek: number;
  /** Short names of the clubs without a fixture. */
  teamsAffected: string[];
  /** Names of the manager's players without a fixture. */
  userPlayersAffected: string[];
  expectedPointLoss: number;
  freeHitRecommended: boolean;
  freeHitExpectedGain: number;
  alternativeStrategy: AlternativeStrategy | null;
}

/** The chip advice for a squad: the chip to play next, the doubles and blanks ahead, and the order to play the rest. */
export interface ChipStrategy {
  currentRecommendation: ChipRecommendation | null;
  upcomingDGWs: DoubleGameweekAnalysis[];
  upcomingBGWs: BlankGameweekAnalysis[];
  fixtureCalendar: CalendarEntry[];
  optimalSequence: ChipRecommendation[];
  chipsRemaining: number;
}
