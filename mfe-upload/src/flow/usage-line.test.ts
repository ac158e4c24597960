import type { UsageInfo } from '@fpl-assistant/engine/pricing';
import { describe, expect, it } from 'vitest';
import { usageLine } from './usage-line';

const usage = (tier: UsageInfo['tier'], limit: number, used: number): UsageInfo => ({
  tier,
  limit,
  used,
  remaining: limit - used,
  resetDate: '2026-09-01',
});

describe('usageLine', () => {
  it('says how many analyses are left, and when none are', () => {
    expect(usageLine(usage('starter', 10, 3))).toEqual({
      left: true,
      text: '7 of 10 analyses left this month.',
    });
    expect(usageLine(usage('free', 1, 1))).toEqual({ left: false, text: '0 of 1 analysis left this month.' });
    expect(usageLine(usage('season_pass', 999999, 40))).toEqual({
      left: true,
      text: 'Unlimited analyses on your plan.',
    });
  });
});
