import { describe, expect, it } from 'vitest';
import { chipChoice, costSentence, ruleCount, toggleBan, toggleLock, withChipChoice } from './rules';

describe('the rules the results page edits', () => {
  it('keeps a player or never buys him, never both, and toggles back to no rules', () => {
    const kept = toggleLock({}, 7);
    expect(kept).toEqual({ locked: [7] });
    expect(toggleBan(kept, 7)).toEqual({ banned: [7] });
    expect(toggleBan(toggleBan(kept, 7), 7)).toEqual({});
    expect(ruleCount(toggleBan(kept, 9))).toBe(2);
  });

  it('counts one-week rules, and a Keep or Never buy replaces one on the same player', () => {
    const saved = {
      lockedThrough: [{ player: 7, gameweek: 34 }],
      bannedIn: [{ player: 9, gameweek: 35 }],
      booked: [{ gameweek: 34, in: 11 }],
    };
    expect(ruleCount(saved)).toBe(3);
    expect(toggleLock(saved, 9)).toEqual({
      locked: [9],
      lockedThrough: [{ player: 7, gameweek: 34 }],
      booked: [{ gameweek: 34, in: 11 }],
    });
    expect(toggleBan(saved, 7)).toEqual({
      banned: [7],
      bannedIn: [{ player: 9, gameweek: 35 }],
      booked: [{ gameweek: 34, in: 11 }],
    });
  });

  it('fixes a chip to a gameweek, forbids it, or leaves it to the planner', () => {
    const fixed = withChipChoice({}, 'bench_boost', 36);
    expect(fixed).toEqual({ chips: [{ family: 'bench_boost', gameweek: 36 }] });
    expect(chipChoice(fixed, 'bench_boost')).toBe(36);
    const never = withChipChoice(fixed, 'bench_boost', 'never');
    expect(never).toEqual({ forbiddenChips: ['bench_boost'] });
    expect(chipChoice(never, 'bench_boost')).toBe('never');
    expect(withChipChoice(never, 'bench_boost', 'auto')).toEqual({});
  });

  it('says what the rules cost against the plan without them', () => {
    const report = { constraints: {}, freePoints: 300.04, points: 296.84, cost: 3.2, costs: [] };
    expect(costSentence(report, 5)).toBe(
      'Your rules cost 3.2 expected points over 5 gameweeks (296.8 against 300.0 without them).',
    );
    expect(costSentence({ ...report, cost: -0.01 }, 1)).toMatch(/^Your rules cost nothing over 1 gameweek/);
  });
});
