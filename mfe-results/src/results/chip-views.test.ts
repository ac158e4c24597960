import { type BlankGameweekAnalysis, emptyChipStrategy } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import {
  blankPanelKind,
  doubleGameweekView,
  formatConfidence,
  isChipAnalysisUnavailable,
} from './chip-views';

const blank = (over: Partial<BlankGameweekAnalysis>): BlankGameweekAnalysis => ({
  gameweek: 29,
  teamsAffected: ['ARS'],
  userPlayersAffected: [],
  expectedPointLoss: 0,
  freeHitRecommended: false,
  freeHitExpectedGain: 0,
  alternativeStrategy: null,
  ...over,
});

describe('blankPanelKind', () => {
  it('is OPTIMAL when a Free Hit is recommended with a gain', () => {
    expect(blankPanelKind(blank({ freeHitRecommended: true, freeHitExpectedGain: 21 }))).toBe('optimal');
  });
  it('falls back to the alternative strategy, then Low Impact', () => {
    const alternative = { description: 'x', transfersRequired: 1, hitsRequired: 0, expectedPoints: 55 };
    expect(blankPanelKind(blank({ alternativeStrategy: alternative }))).toBe('alternative');
    expect(blankPanelKind(blank({}))).toBe('low-impact');
  });
});

describe('isChipAnalysisUnavailable', () => {
  it('treats a missing or empty strategy as unavailable', () => {
    expect(isChipAnalysisUnavailable(undefined)).toBe(true);
    expect(isChipAnalysisUnavailable(emptyChipStrategy())).toBe(true);
  });
  it('is available as soon as the strategy has anything', () => {
    expect(
      isChipAnalysisUnavailable({
        ...emptyChipStrategy(),
        fixtureCalendar: [{ gameweek: 3, type: 'normal' }],
      }),
    ).toBe(false);
  });
});

describe('doubleGameweekView', () => {
  it('keeps 8 teams and 2 assets per position', () => {
    const asset = (name: string) => ({
      name,
      team: 'ARS',
      position: 'MID' as const,
      price: 8,
      fixtures: [],
      expectedPoints: 10,
      rotationRisk: 'low' as const,
    });
    const view = doubleGameweekView({
      gameweek: 26,
      teams: Array.from({ length: 10 }, (_, i) => ({ teamId: i + 1, teamName: `T${i}`, fixtures: [] })),
      topAssets: { GKP: [], DEF: [], MID: [asset('a'), asset('b'), asset('c')], FWD: [] },
      benchBoostScore: 7,
      tripleCaptainRecommendation: null,
    });
    expect(view.teams).toHaveLength(8);
    expect(view.hiddenTeams).toBe(2);
    expect(view.assets).toEqual([{ position: 'MID', assets: [asset('a'), asset('b')] }]);
  });
});

it('formats confidence as a percentage', () => {
  expect(formatConfidence(0.855)).toBe('86%');
});
