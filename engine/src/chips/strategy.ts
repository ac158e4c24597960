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
import { benchBoostVerdict } from './bench-boost.js';
import { analyzeBlankGameweek, FREE_HIT_RECOVERY_SHARE } from './blank-gameweek.js';
import { analyzeDoubleGameweek, type ExpectedPointsFn } from './double-gameweek.js';
import {
  type ChipCandidate,
  type ChipProjections,
  projectedBenchBoost,
  projectedFreeHit,
  projectedTripleCaptain,
  projectedWildcard,
} from './plan.js';
import { type PlanChipView, planBlankCard, planChipRecommendations, planDoubleCard } from './plan-display.js';
import {
  CHIP_LABELS,
  CHIP_RULES,
  type ChipWindow,
  chipPriority,
  chipWindows,
  playableWindow,
  remainingChips,
} from './rules.js';

export { CHIP_RULES };

/** Gameweeks the fixture calendar of a chip strategy covers. */
export const CALENDAR_SPAN = 8;
/** Gameweeks ahead in which recommendChips looks for doubles and blanks. */
export const SPECIALS_SPAN = 12;

/** What recommendChips needs: the squad, the season's fixtures and teams; optionally the chip windows, players and projections. */
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
   * The squad's projected lineups per gameweek (and a wildcard measure): with them bench boost, triple captain
   * and free hit go where the projections gain most, within the gameweeks they cover.
   */
  projections?: ChipProjections;
  /**
   * The plan's own chip decisions: when given, the sequence is the plan's and the double and blank cards are
   * derived from it (chips/plan-display); the rules above only describe the calendar.
   */
  decisions?: PlanChipView;
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

/** `key` is set when a rule is about one particular chip of the family (the first or second wildcard). */
type Candidate = ChipCandidate;

/** Chip plan over the remaining gameweeks: free hit, bench boost, triple captain and wildcards . */
export function recommendChips(input: RecommendChipsInput): ChipStrategy {
  const fields = expectObject('recommendChips', 'input', input);
  expectSquad('recommendChips', 'squad', fields.squad);
  expectArray('recommendChips', 'fixtures', fields.fixtures);
  expectArray('recommendChips', 'teams', fields.teams);
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

  if (input.decisions) {
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

  // Candidates per chip family, best first; each gameweek can take only one chip.
  const projections = input.projections;
  const covered = new Set(projections?.gameweeks ?? []);
  const candidates: Candidate[][] = [];
  const specFreeHits = upcomingBGWs
    .filter((bgw) => bgw.freeHitRecommended && !covered.has(bgw.gameweek))
    .sort((a, b) => b.expectedPointLoss - a.expectedPointLoss || a.gameweek - b.gameweek)
    .map((bgw) => ({
      family: 'free_hit' as const,
      timing: bgw.gameweek,
      confidence: CHIP_RULES.freeHit.confidence,
      expectedGain: bgw.freeHitExpectedGain,
      reasoning: `GW${bgw.gameweek} is a blank for ${bgw.teamsAffected.join(', ')}: ${bgw.userPlayersAffected.length} of your players have no fixture, about ${bgw.expectedPointLoss} points lost. A Free Hit recovers about ${round1(bgw.freeHitExpectedGain)} of them.`,
    }));
  candidates.push(
    projections
      ? [
          ...projectedFreeHit(
            projections,
            upcomingBGWs,
            CHIP_RULES.freeHit.confidence,
            FREE_HIT_RECOVERY_SHARE,
          ),
          ...specFreeHits,
        ]
      : specFreeHits,
  );
  candidates.push(
    projections
      ? projectedBenchBoost(projections, CHIP_RULES.benchBoost.confidence)
      : upcomingDGWs
          .filter((dgw) => benchBoostVerdict(dgw.benchBoostScore).recommended)
          .sort((a, b) => b.benchBoostScore - a.benchBoostScore || a.gameweek - b.gameweek)
          .map((dgw) => ({
            family: 'bench_boost' as const,
            timing: dgw.gameweek,
            confidence: CHIP_RULES.benchBoost.confidence,
            expectedGain: CHIP_RULES.benchBoost.gain,
            reasoning: `GW${dgw.gameweek} is a double for ${dgw.teams.length} clubs; bench boost score ${dgw.benchBoostScore}/10 (${benchBoostVerdict(dgw.benchBoostScore).label}).`,
          })),
  );
  candidates.push(
    projections
      ? projectedTripleCaptain(
          projections,
          CHIP_RULES.tripleCaptain.confidence,
          CHIP_RULES.tripleCaptain.baseline,
        )
      : upcomingDGWs
          .flatMap((dgw) => {
            const pick = dgw.tripleCaptainRecommendation;
            const gain = pick ? pick.expectedPoints - CHIP_RULES.tripleCaptain.baseline : 0;
            return pick && gain > 0
              ? [
                  {
                    family: 'triple_captain' as const,
                    timing: dgw.gameweek,
                    confidence: CHIP_RULES.tripleCaptain.confidence,
                    expectedGain: round1(gain),
                    reasoning: pick.reasoning,
                  },
                ]
              : [];
          })
          .sort((a, b) => b.expectedGain - a.expectedGain || a.timing - b.timing),
  );
  const { wildcard1, wildcard2 } = CHIP_RULES;
  if (projections?.wildcard) {
    // Measured: a wildcard now only when a rebuilt squad beats rolling transfers by enough.
    const window = playableWindow(windows, status, 'wildcard', currentGw);
    const confidence = window?.key === 'wildcard_2' ? wildcard2.confidence : wildcard1.confidence;
    candidates.push(projectedWildcard(projections, currentGw, confidence));
  } else {
    if (currentGw >= wildcard1.from && currentGw <= wildcard1.to) {
      // The rule times it for the next gameweek; when that is past the first wildcard's window, play it now.
      candidates.push(
        [currentGw + 1, currentGw].map((timing) => ({
          family: 'wildcard' as const,
          key: 'wildcard_1' as const,
          timing,
          confidence: wildcard1.confidence,
          expectedGain: wildcard1.gain,
          reasoning: `The first wildcard is worth most before its window closes: rebuild around form and the fixtures ahead in GW${timing}.`,
        })),
      );
    }
    if (currentGw >= wildcard2.from) {
      const timing = Math.max(wildcard2.timing, currentGw);
      candidates.push([
        {
          family: 'wildcard',
          key: 'wildcard_2',
          timing,
          confidence: wildcard2.confidence,
          expectedGain: wildcard2.gain,
          reasoning: `Play the second wildcard around GW${timing} to set the squad up for the doubles and blanks of the run-in.`,
        },
      ]);
    }
  }

  const claimed = new Set<number>();
  const claimedWindows = new Set<ChipWindow>();
  const recommendations: ChipRecommendation[] = [];
  // The chips with most at stake choose their gameweek first.
  const byStake = candidates
    .filter((list) => list.length > 0)
    .sort((a, b) => (b[0]?.expectedGain ?? 0) - (a[0]?.expectedGain ?? 0));
  for (const list of byStake) {
    for (const candidate of list) {
      if (claimed.has(candidate.timing)) continue;
      const window = playableWindow(windows, status, candidate.family, candidate.timing);
      if (!window || claimedWindows.has(window) || (candidate.key && window.key !== candidate.key)) continue;
      claimed.add(candidate.timing);
      claimedWindows.add(window);
      recommendations.push({
        chip: window.key,
        timing: candidate.timing,
        reasoning: `${CHIP_LABELS[window.key]}: ${candidate.reasoning}`,
        confidence: candidate.confidence,
        expectedGain: candidate.expectedGain,
        priority: chipPriority(candidate.timing, currentGw),
      });
      break;
    }
  }

  const optimalSequence = sortChipRecommendations(recommendations);
  return {
    currentRecommendation: optimalSequence[0] ?? null,
    upcomingDGWs,
    upcomingBGWs,
    fixtureCalendar: fixtureCalendar(fixtures, teams.length, currentGw, CALENDAR_SPAN),
    optimalSequence,
    chipsRemaining: remainingChips(windows, status, currentGw).length,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
