import { describe, expect, it } from 'vitest';
import type { FplFixture } from '../fpl-api.js';
import type { ChipDecision, PlannerPlayer } from '../planner/index.js';
import { bestLineup } from '../planner/index.js';
import { fixture, makeTeams, normalRound, normalSeason, squad } from '../test-fixtures.js';
import type { ChipRecommendation, ChipStatus, ExtractedTeamData } from '../types.js';
import type { PlanChipView } from './plan-display.js';
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

/** The squad as the planner sees it, with the same ids and positions. */
const plannerSquad = (data: ExtractedTeamData): PlannerPlayer[] =>
  data.players.map((p) => ({ id: p.id, position: p.position, teamId: p.id, price: p.price }));

/** A plan that holds the squad over GW15-19, scoring each player his id in points, and the chips given. */
function planView(data: ExtractedTeamData, chips: (squad: PlannerPlayer[]) => ChipDecision[]): PlanChipView {
  const members = plannerSquad(data);
  const points = (id: number) => id;
  const weeks = [15, 16, 17, 18, 19].map((gameweek) => {
    const lineup = bestLineup(members, gameweek, points);
    return {
      gameweek,
      chip: null,
      transfers: [],
      freeTransfers: 1,
      hits: 0,
      captain: lineup.captain,
      viceCaptain: lineup.viceCaptain,
      startingXI: lineup.startingXI,
      bench: lineup.bench,
      expectedPoints: lineup.points,
      bank: 0.5,
    };
  });
  return {
    chips: chips(members),
    plan: {
      objective: 0,
      gameweeks: weeks,
      budget: { starting: 0.5, afterTransfers: 0.5, affordable: true },
    },
    name: (id) => `Player${id}`,
    fixtureText: () => 'AAA (H)',
    points,
    squadAt: () => ({ squad: members, bank: 0.5 }),
  };
}

describe('recommendChips', () => {
  it('presents the plan’s chips: the sequence, the bench boosted double, the free hit blank', () => {
    const data = exposedSquad();
    const decisions = planView(data, (members) => {
      const lineup = bestLineup(members, 18, (id) => id);
      return [
        { family: 'bench_boost', key: 'bench_boost', gameweek: 18, gain: 12.4, lineup },
        { family: 'free_hit', key: 'free_hit', gameweek: 19, gain: 20.5, lineup, squad: members },
      ];
    });
    const strategy = recommendChips({
      squad: data,
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
      decisions,
    });
    expect(strategy.optimalSequence.map((r) => [r.chip, r.timing, r.priority])).toEqual([
      ['bench_boost', 18, 'upcoming'],
      ['free_hit', 19, 'upcoming'],
    ]);
    const benchNames = decisions.chips[0]?.lineup.bench.map((id) => `Player${id}`).join(', ');
    expect(strategy.optimalSequence[0]?.reasoning).toBe(
      `Bench Boost: your bench (${benchNames}) projects 12.4 points in GW18, the best week for it in the plan.`,
    );
    expect(strategy.currentRecommendation?.chip).toBe('bench_boost');
    const dgw = strategy.upcomingDGWs[0];
    expect(dgw?.teams.map((t) => t.teamId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dgw?.benchBoostScore).toBeGreaterThanOrEqual(7);
    // No Triple Captain in the plan: the double's card offers none.
    expect(dgw?.tripleCaptainRecommendation).toBeNull();
    const bgw = strategy.upcomingBGWs[0];
    expect(bgw?.userPlayersAffected).toHaveLength(9);
    expect(bgw).toMatchObject({
      freeHitRecommended: true,
      freeHitExpectedGain: 20.5,
      alternativeStrategy: null,
    });
    expect(strategy.fixtureCalendar.find((e) => e.gameweek === 18)?.type).toBe('dgw');
    expect(strategy.fixtureCalendar.find((e) => e.gameweek === 19)?.type).toBe('bgw');
    expect(strategy.chipsRemaining).toBe(5); // the spec's five chips when the data gives no windows
  });

  it('recommends no chip the plan does not play: the double scores below "recommended", the blank offers the plan’s route', () => {
    const data = exposedSquad();
    const strategy = recommendChips({
      squad: data,
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
      decisions: planView(data, () => []),
    });
    expect(strategy.optimalSequence).toEqual([]);
    expect(strategy.currentRecommendation).toBeNull();
    expect(strategy.upcomingDGWs[0]?.benchBoostScore).toBeLessThan(7);
    expect(strategy.upcomingDGWs[0]?.tripleCaptainRecommendation).toBeNull();
    const bgw = strategy.upcomingBGWs[0];
    expect(bgw?.freeHitRecommended).toBe(false);
    expect(bgw?.alternativeStrategy?.description).toMatch(/^No Free Hit: The plan makes no transfer for it/);
  });

  it('a Triple Captain card names the plan’s captain in the week the plan plays it', () => {
    const data = exposedSquad();
    const decisions = planView(data, (members) => {
      const lineup = bestLineup(members, 18, (id) => id);
      return [{ family: 'triple_captain', key: 'triple_captain', gameweek: 18, gain: 15, lineup }];
    });
    const strategy = recommendChips({
      squad: data,
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
      decisions,
    });
    const captain = decisions.chips[0]?.lineup.captain;
    expect(strategy.upcomingDGWs[0]?.tripleCaptainRecommendation).toMatchObject({
      player: `Player${captain}`,
      expectedPoints: 45,
    });
  });

  it('counts the chips still playable: a chip marked used is never planned nor counted', () => {
    const data = { ...exposedSquad(), chipStatus: { wildcard_1: { used: true, gameweek: 3 } } as ChipStatus };
    const strategy = recommendChips({
      squad: data,
      fixtures: seasonWithSpecials(),
      teams,
      currentGw: 15,
      decisions: planView(data, () => []),
    });
    expect(strategy.chipsRemaining).toBe(4);
  });

  it('takes no advice but the plan’s: without its decisions it says which input is missing', () => {
    expect(() =>
      recommendChips({ squad: exposedSquad(), fixtures: seasonWithSpecials(), teams } as never),
    ).toThrow('recommendChips: decisions must be an object');
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
    const data = squad([], 2);
    const strategy = recommendChips({
      squad: data,
      fixtures: normalRound(2),
      teams,
      currentGw: 2,
      decisions: planView(data, () => []),
    });
    expect(strategy.upcomingDGWs).toEqual([]);
    expect(strategy.upcomingBGWs).toEqual([]);
  });
});
