// The chip displays ( the sequence with confidence and gain, the blank-gameweek card, the bench boost
// score out of 10) derived from the plan's own chip decisions, so no card ever contradicts the plan: the blank
// card says Free Hit only when the plan free-hits it, its alternative is the plan's own moves, and a double's
// bench boost score reads "recommended" only where the plan bench-boosts.

import type { ChipDecision, PlannerPlayer, TransferPlan } from '../planner/index.js';
import { bestLineup } from '../planner/index.js';
import type { BlankGameweekAnalysis, ChipRecommendation, DoubleGameweekAnalysis } from '../types.js';
import { BENCH_BOOST_RECOMMENDED_AT } from './bench-boost.js';
import { CHIP_LABELS, CHIP_RULES, chipPriority, TRIPLE_CAPTAIN_MULTIPLIER } from './rules.js';

/** What the displays need of the plan. */
export interface PlanChipView {
  chips: readonly ChipDecision[];
  plan: TransferPlan;
  name: (id: number) => string;
  fixtureText: (id: number, gameweek: number) => string;
  points: (id: number, gameweek: number) => number;
  squadAt: (gameweek: number) => { squad: readonly PlannerPlayer[]; bank: number };
}

/** How sure the advice is for each chip family, as the chip cards show it. */
const CONFIDENCE = {
  free_hit: CHIP_RULES.freeHit.confidence,
  triple_captain: CHIP_RULES.tripleCaptain.confidence,
  bench_boost: CHIP_RULES.benchBoost.confidence,
} as const;

const f1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The plan's chips as chip recommendations. */
export function planChipRecommendations(view: PlanChipView, currentGw: number): ChipRecommendation[] {
  return view.chips.map((chip) => {
    const gw = chip.gameweek;
    const { lineup } = chip;
    let reasoning: string;
    switch (chip.family) {
      case 'bench_boost':
        reasoning = `your bench (${lineup.bench.map(view.name).join(', ')}) projects ${f1(chip.gain)} points in GW${gw}, the best week for it in the plan.`;
        break;
      case 'triple_captain':
        reasoning = `${view.name(lineup.captain)} projects ${f1(chip.gain)} points in GW${gw} (${view.fixtureText(lineup.captain, gw)}), about ${f1(chip.gain * TRIPLE_CAPTAIN_MULTIPLIER)} as triple captain, the best week for it in the plan.`;
        break;
      case 'free_hit':
        reasoning = `a one-week squad projects ${f1(lineup.points)} points in GW${gw}, ${f1(chip.gain)} more than yours; your squad returns the week after.`;
        break;
      case 'wildcard': {
        const last = view.plan.gameweeks[view.plan.gameweeks.length - 1]?.gameweek ?? gw;
        reasoning = `a squad rebuilt now, with the plan's transfers after it, projects ${f1(chip.gain)} points more over GW${gw}–${last} than the best plan of rolling transfers.`;
        break;
      }
    }
    const confidence =
      chip.family === 'wildcard'
        ? chip.key === 'wildcard_2'
          ? CHIP_RULES.wildcard2.confidence
          : CHIP_RULES.wildcard1.confidence
        : CONFIDENCE[chip.family];
    return {
      chip: chip.key,
      timing: gw,
      reasoning: `${CHIP_LABELS[chip.key]}: ${reasoning}`,
      confidence,
      expectedGain: round1(chip.gain),
      priority: chipPriority(gw, currentGw),
    };
  });
}

/** A blank's card as the plan plays it. */
export function planBlankCard(bgw: BlankGameweekAnalysis, view: PlanChipView): BlankGameweekAnalysis {
  const freeHit = view.chips.find((c) => c.family === 'free_hit' && c.gameweek === bgw.gameweek);
  if (freeHit) {
    return {
      ...bgw,
      freeHitRecommended: true,
      freeHitExpectedGain: round1(freeHit.gain),
      alternativeStrategy: null,
    };
  }
  if (bgw.userPlayersAffected.length === 0) {
    return { ...bgw, freeHitRecommended: false, freeHitExpectedGain: 0, alternativeStrategy: null };
  }
  // The plan's own answer: its transfers up to the blank and the XI it fields there.
  const weeks = view.plan.gameweeks.filter((g) => g.gameweek <= bgw.gameweek && g.chip !== 'free_hit');
  const transfers = weeks.reduce((s, g) => s + (g.chip === 'wildcard' ? 0 : g.transfers.length), 0);
  const hits = weeks.reduce((s, g) => s + g.hits, 0);
  const { squad } = view.squadAt(bgw.gameweek);
  const xi = bestLineup(squad, bgw.gameweek, view.points).points;
  const wildcard = weeks.some((g) => g.chip === 'wildcard');
  const moves =
    transfers === 0
      ? wildcard
        ? 'The plan wildcards first'
        : 'The plan makes no transfer for it'
      : `The plan makes ${transfers} transfer${transfers === 1 ? '' : 's'} up to GW${bgw.gameweek}${wildcard ? ' after its wildcard' : ''}`;
  return {
    ...bgw,
    freeHitRecommended: false,
    freeHitExpectedGain: 0,
    alternativeStrategy: {
      description: `No Free Hit: ${moves} and fields its best XI without the blank's players, captain included, about ${f1(xi)} projected points.`,
      transfersRequired: transfers,
      hitsRequired: hits,
      expectedPoints: Math.round(xi),
    },
  };
}

/** A double's card: the bench boost score reads "recommended" (7+) only where the plan bench-boosts. */
export function planDoubleCard(dgw: DoubleGameweekAnalysis, view: PlanChipView): DoubleGameweekAnalysis {
  const boosted = view.chips.some((c) => c.family === 'bench_boost' && c.gameweek === dgw.gameweek);
  const benchBoostScore = boosted
    ? Math.max(dgw.benchBoostScore, BENCH_BOOST_RECOMMENDED_AT)
    : Math.min(dgw.benchBoostScore, BENCH_BOOST_RECOMMENDED_AT - 1);
  const tc = view.chips.find((c) => c.family === 'triple_captain' && c.gameweek === dgw.gameweek);
  const tripleCaptainRecommendation = tc
    ? {
        player: view.name(tc.lineup.captain),
        expectedPoints: round1(tc.gain * TRIPLE_CAPTAIN_MULTIPLIER),
        reasoning: `The plan plays Triple Captain on ${view.name(tc.lineup.captain)} in GW${dgw.gameweek} (${view.fixtureText(tc.lineup.captain, dgw.gameweek)}).`,
      }
    : // Where the plan does not play it, the card offers no Triple Captain: the sequence says where it goes.
      null;
  return { ...dgw, benchBoostScore, tripleCaptainRecommendation };
}
