import type {
  BlankGameweekAnalysis,
  ChipStrategy,
  DoubleGameweekAnalysis,
  DoubleGameweekAsset,
  ExtractedTeamData,
  Position,
  Recommendations,
} from '@fpl-assistant/engine';

// Spec §4: the double-gameweek view shows at most 8 teams and 2 assets per position; on phones the Chips tab
// lists at most 2 DGW and 2 BGW items.
export const DGW_TEAMS_SHOWN = 8;
export const DGW_ASSETS_PER_POSITION = 2;
export const PHONE_SPECIALS_SHOWN = 2;

/** The Chips tab is offered only when the squad came with a chip status (or a strategy was computed). */
export function hasChipsTab(extracted: ExtractedTeamData | null, recommendations: Recommendations): boolean {
  return Boolean(extracted?.chipStatus) || Boolean(recommendations.chipStrategy);
}

/** Spec §8: a failed chip analysis comes back as the empty strategy (nothing to show, 0 chips remaining). */
export function isChipAnalysisUnavailable(strategy: ChipStrategy | undefined): boolean {
  if (!strategy) return true;
  return (
    strategy.chipsRemaining === 0 &&
    strategy.currentRecommendation === null &&
    strategy.optimalSequence.length === 0 &&
    strategy.upcomingDGWs.length === 0 &&
    strategy.upcomingBGWs.length === 0 &&
    strategy.fixtureCalendar.length === 0
  );
}

export type BlankPanelKind = 'optimal' | 'alternative' | 'low-impact';

/** Spec §4: Free Hit recommended with a gain → OPTIMAL; else an alternative strategy if any; else Low Impact. */
export function blankPanelKind(blank: BlankGameweekAnalysis): BlankPanelKind {
  if (blank.freeHitRecommended && blank.freeHitExpectedGain > 0) return 'optimal';
  if (blank.alternativeStrategy) return 'alternative';
  return 'low-impact';
}

const POSITION_ORDER: readonly Position[] = ['GKP', 'DEF', 'MID', 'FWD'];

/** The double-gameweek view's content within the spec's limits. */
export function doubleGameweekView(analysis: DoubleGameweekAnalysis): {
  teams: DoubleGameweekAnalysis['teams'];
  hiddenTeams: number;
  assets: { position: Position; assets: DoubleGameweekAsset[] }[];
} {
  return {
    teams: analysis.teams.slice(0, DGW_TEAMS_SHOWN),
    hiddenTeams: Math.max(0, analysis.teams.length - DGW_TEAMS_SHOWN),
    assets: POSITION_ORDER.map((position) => ({
      position,
      assets: (analysis.topAssets[position] ?? []).slice(0, DGW_ASSETS_PER_POSITION),
    })).filter((group) => group.assets.length > 0),
  };
}

/** Confidence 0–1 as a whole percentage. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
