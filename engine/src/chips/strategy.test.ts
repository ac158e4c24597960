import { describe, expect, it } from 'vitest';
import type { FplFixture } from '../fpl-api.js';
import { fixture, makeTeams, normalRound, normalSeason, squad } from '../test-fixtures.js';
import type { ChipRecommendation, ChipStatus } from '../types.js';
import { emptyChipStrategy, recommendChips, sortChipRecommendations } from './strategy.js';

const teams = makeTeams(20);

/** Normal rounds, except: GW18 teams 1–6 play twice; GW19 teams 1–6 blank. */
function seasonWithSpecials(): FplFixture[] {
  const fixtures = normalSeason(1, 38).filter((f) => !(f.event === 19 && f.team_h <= 5));
  fixtures.push(fixture(18, 1, 3), fixture(18, 2, 5), fixture(18, 4, 6));
  return fixtures;
}

/** 9 players from clubs 1–6 (AAA…FFF), the rest from GGG…JJJ. */
const exposedSquad = () =>
  squad(
    ['AAA', 'BBB', 'GGG', 'AAA', 'CCC', 'DDD', 'HHH', 'EEE', 'FFF', 'III', 'JJJ', 'GGG', 'BBB', 'HHH', 'CCC'],
    15,
  );

describe('recommendChips', () => {
  it('plans a bench boost in the double and a free hit in the blank, both soon enough to act on', () => {
    const strategy = recommendChips({
      squad: exposedSquad(),
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
    });
    expect(strategy.upcomingDGWs.map((d) => d.gameweek)).toEqual([18]);
    expect(strategy.upcomingBGWs.map((b) => b.gameweek)).toEqual([19]);
    const dgw = strategy.upcomingDGWs[0];
    expect(dgw?.teams.map((t) => t.teamId)).toEqual([1, 2, 3, 4, 5, 6]);
    // 6 double teams → 3, 9 squad players with a double → 3, + 2.
    expect(dgw?.benchBoostScore).toBe(8);
    const bgw = strategy.upcomingBGWs[0];
    expect(bgw?.userPlayersAffected).toHaveLength(9);
    expect(bgw?.freeHitRecommended).toBe(true);

    const byChip = Object.fromEntries(strategy.optimalSequence.map((r) => [r.chip, r]));
    expect(byChip.free_hit).toMatchObject({
      timing: 19,
      confidence: 0.9,
      expectedGain: 31.5,
      priority: 'upcoming',
    });
    expect(byChip.bench_boost).toMatchObject({
      timing: 18,
      confidence: 0.85,
      expectedGain: 35,
      priority: 'upcoming',
    });
    expect(byChip.wildcard_1).toMatchObject({
      timing: 16,
      confidence: 0.75,
      expectedGain: 25,
      priority: 'immediate',
    });
    expect(strategy.currentRecommendation?.chip).toBe('wildcard_1');
    expect(strategy.chipsRemaining).toBe(5);
    expect(strategy.fixtureCalendar.map((c) => c.type)).toEqual([
      'normal',
      'normal',
      'normal',
      'dgw',
      'bgw',
      'normal',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('sets the triple captain gain to the tripled expected points minus 20 and never shares a gameweek', () => {
    const base = exposedSquad();
    const players = base.players.map((p) => (p.id === 1 ? { ...p, form: 9 } : p));
    const strategy = recommendChips({
      squad: { ...base, players },
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
      expectedPoints: (player) => (player.id === 3 ? 0 : player.id === 13 ? 14 : 6),
    });
    const pick = strategy.upcomingDGWs[0]?.tripleCaptainRecommendation;
    expect(pick?.player).toBe('Player 13');
    expect(pick?.expectedPoints).toBe(42);
    const timings = strategy.optimalSequence.map((r) => r.timing);
    expect(new Set(timings).size).toBe(timings.length);
    // Bench boost (35) outranks triple captain (42 − 20 = 22) for GW18; the triple captain finds no other double.
    expect(strategy.optimalSequence.find((r) => r.chip === 'bench_boost')?.timing).toBe(18);
    expect(strategy.optimalSequence.find((r) => r.chip === 'triple_captain')).toBeUndefined();
  });

  it('recommends only chips still available', () => {
    const used: ChipStatus = {
      free_hit: { used: true, gameweek: 3 },
      bench_boost: { used: true, gameweek: 5 },
      wildcard_1: { used: true, gameweek: 6 },
    };
    const strategy = recommendChips({
      squad: { ...exposedSquad(), chipStatus: used },
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
    });
    expect(strategy.optimalSequence.map((r) => r.chip)).not.toContain('free_hit');
    expect(strategy.optimalSequence.map((r) => r.chip)).not.toContain('bench_boost');
    expect(strategy.optimalSequence.map((r) => r.chip)).not.toContain('wildcard_1');
    expect(strategy.chipsRemaining).toBe(2);
  });

  describe('wildcards', () => {
    const quiet = normalSeason(1, 38);
    const at = (gw: number) =>
      recommendChips({ squad: squad([], gw), fixtures: quiet, teams, currentGw: gw }).optimalSequence.filter(
        (r) => r.chip.startsWith('wildcard'),
      );

    it('suggests nothing before gameweek 8', () => {
      expect(at(7)).toEqual([]);
    });

    it('times wildcard 1 for the next gameweek from gameweek 8', () => {
      expect(at(8)).toEqual([
        expect.objectContaining({ chip: 'wildcard_1', timing: 9, confidence: 0.75, expectedGain: 25 }),
      ]);
    });

    it('plays wildcard 1 at gameweek 20 itself, its window’s last', () => {
      expect(at(20)).toEqual([
        expect.objectContaining({ chip: 'wildcard_1', timing: 20, priority: 'immediate' }),
      ]);
    });

    it('switches to wildcard 2, timed for gameweek 24, from gameweek 21', () => {
      expect(at(21)).toEqual([
        expect.objectContaining({
          chip: 'wildcard_2',
          timing: 24,
          confidence: 0.7,
          expectedGain: 30,
          priority: 'upcoming',
        }),
      ]);
      expect(at(30)).toEqual([
        expect.objectContaining({ chip: 'wildcard_2', timing: 30, priority: 'immediate' }),
      ]);
    });
  });

  it('sorts immediate, then upcoming, then future, then by timing', () => {
    const rec = (
      chip: ChipRecommendation['chip'],
      timing: number,
      priority: ChipRecommendation['priority'],
    ) => ({
      chip,
      timing,
      priority,
      reasoning: '',
      confidence: 1,
      expectedGain: 0,
    });
    const sorted = sortChipRecommendations([
      rec('wildcard_2', 30, 'future'),
      rec('free_hit', 19, 'upcoming'),
      rec('bench_boost', 17, 'immediate'),
      rec('triple_captain', 16, 'immediate'),
      rec('free_hit_2', 18, 'upcoming'),
    ]);
    expect(sorted.map((r) => r.timing)).toEqual([16, 17, 18, 19, 30]);
  });

  it('has an empty strategy for failures with 0 chips remaining', () => {
    expect(emptyChipStrategy()).toEqual({
      currentRecommendation: null,
      upcomingDGWs: [],
      upcomingBGWs: [],
      fixtureCalendar: [],
      optimalSequence: [],
      chipsRemaining: 0,
    });
  });

  it('does not count a normal round as special', () => {
    const strategy = recommendChips({ squad: squad([], 2), fixtures: normalRound(2), teams, currentGw: 2 });
    expect(strategy.upcomingDGWs).toEqual([]);
    expect(strategy.upcomingBGWs).toEqual([]);
  });
});
