import type { FplChip, FplElement, FplFixture, FplTeam } from '../fpl-api.js';
import { fixtureCalendar, specialGameweeks } from '../gameweeks.js';
import type {
  ChipPriority,
  ChipRecommendation,
  ChipStatus,
  ChipStrategy,
  ExtractedTeamData,
} from '../types.js';
import { expectArray, expectObject, expectSquad } from '../validate.js';
import { analyzeBlankGameweek } from './blank-gameweek.js';
import { analyzeDoubleGameweek, type ExpectedPointsFn } from './double-gameweek.js';
import { type PlanChipView, planBlankCard, planChipRecommendations, planDoubleCard } from './plan-display.js';
import { CHIP_RULES, chipWindows, remainingChips } from './rules.js';

export { CHIP_RULES };

/** Gameweeks the fixture calendar of a chip strategy covers. */
export const CALENDAR_SPAN = 8;
/** Gameweeks ahead in which recommendChips looks for doubles and blanks. */
export const SPECIALS_SPAN = 12;

/** What recommendChips needs: the squad, the season's fixtures and teams, the plan's chips; optionally the chip windows and players. */
export interface RecommendChipsInput {
  squad: ExtractedTeamData;
  fixtures: readonly FplFixture[];
  teams: readonly FplTeam[];
  /** The gameweek being planned; defaults to the squad's gameweek. */
  currentGw?: number;
  /** Defaults to the squad's chipStatus. */
  chipStatus?: ChipStatus;
  /** bootstrap-static `chips`: the chip windows of the season, where the data gives them. */
  chips?: readonly FplChip[];
  /** bootstrap-static `elements`, for form and the double-gameweek top assets. */
  elements?: readonly FplElement[];
  /** A projection model; without one a transparent form-and-difficulty estimate is used. */
  expectedPoints?: ExpectedPointsFn;
  /**
   * The plan's own chip decisions (decideSquad's, as analyzeSquadDetailed passes them): the sequence is the
   * plan's and the double and blank cards are derived from it (chips/plan-display). There is no chip advice
   * but the plan's.
   */
  decisions: PlanChipView;
}

/** What a failed chip analysis returns: nothing recommended, 0 chips remaining. */
export function emptyChipStrategy(): ChipStrategy {
  return {
    currentRecommendation: null,
    upcomingDGWs: [],
    upcomingBGWs: [],
    fixtureCalendar: [],
    optimalSequence: [],
    chipsRemaining: 0,
  };
}

const PRIORITY_ORDER: Record<ChipPriority, number> = { immediate: 0, upcoming: 1, future: 2 };

/** Chip advice in the order to show it: immediate, then upcoming, then future; within a priority the earliest first. */
export function sortChipRecommendations(
  recommendations: readonly ChipRecommendation[],
): ChipRecommendation[] {
  return [...recommendations].sort(
    (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.timing - b.timing,
  );
}

/** The plan's chips presented: the sequence, the double and blank cards, the calendar and the chips remaining. */
export function recommendChips(input: RecommendChipsInput): ChipStrategy {
  const fields = expectObject('recommendChips', 'input', input);
  expectSquad('recommendChips', 'squad', fields.squad);
  expectArray('recommendChips', 'fixtures', fields.fixtures);
  expectArray('recommendChips', 'teams', fields.teams);
  const decisionFields = expectObject('recommendChips', 'decisions', fields.decisions);
  expectArray('recommendChips', 'decisions.chips', decisionFields.chips);
  const { squad, fixtures, teams } = input;
  const currentGw = input.currentGw ?? squad.gameweek;
  const status = input.chipStatus ?? squad.chipStatus ?? {};
  const windows = chipWindows(input.chips);
  const specials = specialGameweeks(fixtures, teams, currentGw, SPECIALS_SPAN);

  const upcomingDGWs = specials.doubles.map((double) =>
    analyzeDoubleGameweek({
      gameweek: double.gameweek,
      doubleTeamIds: double.teamIds,
      squad: squad.players,
      fixtures,
      teams,
      ...(input.elements ? { elements: input.elements } : {}),
      ...(input.expectedPoints ? { expectedPoints: input.expectedPoints } : {}),
    }),
  );
  const upcomingBGWs = specials.blanks.map((blank) =>
    analyzeBlankGameweek(blank.gameweek, blank.teamIds, squad.players, teams),
  );

  const view = input.decisions;
  const optimalSequence = sortChipRecommendations(planChipRecommendations(view, currentGw));
  return {
    currentRecommendation: optimalSequence[0] ?? null,
    upcomingDGWs: upcomingDGWs.map((dgw) => planDoubleCard(dgw, view)),
    upcomingBGWs: upcomingBGWs.map((bgw) => planBlankCard(bgw, view)),
    fixtureCalendar: fixtureCalendar(fixtures, teams.length, currentGw, CALENDAR_SPAN),
    optimalSequence,
    chipsRemaining: remainingChips(windows, status, currentGw).length,
  };
}
