import { describe, expect, it } from 'vitest';
import { PRICING_PLANS, UNLIMITED } from './plans.js';
import { TIERS } from './types.js';
import { isUsageResetDue, quotaBanner, resolveUsage } from './usage.js';

describe('PRICING_PLANS', () => {
  it('has the four tiers with the spec’s prices and quotas', () => {
    expect(UNLIMITED).toBe(999999);
    expect(TIERS.map((tier) => [PRICING_PLANS[tier].price, PRICING_PLANS[tier].analyses])).toEqual([
      [0, 1],
      [2.99, 10],
      [6.99, 30],
      [19.99, UNLIMITED],
    ]);
    expect(PRICING_PLANS.free).toMatchObject({
      saveHistory: false,
      crunchHourAccess: true,
      geminiPro: false,
    });
    expect(PRICING_PLANS.starter).toMatchObject({
      historyDays: 30,
      compareGameweeks: true,
      advancedMetrics: false,
    });
    expect(PRICING_PLANS.pro).toMatchObject({
      historyDays: null,
      advancedMetrics: true,
      priorityQueue: true,
      geminiPro: true,
      emailNotifications: true,
      smsAlerts: true,
    });
    expect(PRICING_PLANS.season_pass.priceLabel).toBe('€19.99/season');
  });

  it('gives every plan every field', () => {
    const fields = [
      'tier',
      'price',
      'priceLabel',
      'analyses',
      'saveHistory',
      'historyDays',
      'advancedMetrics',
      'priorityQueue',
      'geminiPro',
      'emailNotifications',
      'smsAlerts',
      'compareGameweeks',
      'crunchHourAccess',
    ];
    for (const tier of TIERS) for (const field of fields) expect(PRICING_PLANS[tier]).toHaveProperty(field);
  });
});

describe('resolveUsage', () => {
  const now = new Date('2026-01-02T08:00:00Z');

  it('resets the counter across December → January', () => {
    const usage = resolveUsage(
      { tier: 'starter', monthly_analyses_used: 9, last_reset_date: '2025-12-31' },
      now,
    );
    expect(usage).toEqual({ tier: 'starter', limit: 10, used: 0, remaining: 10, resetDate: '2026-02-01' });
    expect(isUsageResetDue('2025-12-31', now)).toBe(true);
  });

  it('resets when only the year differs', () => {
    expect(isUsageResetDue('2025-01-15', now)).toBe(true);
  });

  it('keeps the counter within the same month', () => {
    const usage = resolveUsage({ tier: 'pro', monthly_analyses_used: 7, last_reset_date: '2026-01-01' }, now);
    expect(usage).toMatchObject({ used: 7, remaining: 23 });
    expect(isUsageResetDue('2026-01-01T00:00:00Z', now)).toBe(false);
  });

  it('treats a missing or unreadable reset date as due', () => {
    expect(isUsageResetDue(null, now)).toBe(true);
    expect(isUsageResetDue('garbage', now)).toBe(true);
  });

  it('resets on the first of next month, into the next year in December', () => {
    const december = new Date('2026-12-31T23:59:59Z');
    expect(
      resolveUsage({ tier: 'free', monthly_analyses_used: 0, last_reset_date: '2026-12-01' }, december)
        .resetDate,
    ).toBe('2027-01-01');
  });

  it('never reports negative remaining analyses', () => {
    const usage = resolveUsage(
      { tier: 'free', monthly_analyses_used: 4, last_reset_date: '2026-01-01' },
      now,
    );
    expect(usage).toMatchObject({ limit: 1, used: 4, remaining: 0 });
  });
});

describe('quotaBanner', () => {
  const usage = (remaining: number, limit = 10) => ({
    tier: 'starter' as const,
    limit,
    used: limit - remaining,
    remaining,
    resetDate: '2026-02-01',
  });

  it('is hidden with more than 3 left', () => {
    expect(quotaBanner(usage(4))).toBeNull();
  });

  it('warns at exactly 3 left', () => {
    expect(quotaBanner(usage(3))).toEqual({ title: 'Running Low on Analyses', remaining: 3 });
    expect(quotaBanner(usage(1))).toEqual({ title: 'Running Low on Analyses', remaining: 1 });
  });

  it('says the limit is reached at 0', () => {
    expect(quotaBanner(usage(0))).toEqual({ title: 'Analysis Limit Reached', remaining: 0 });
  });

  it('never shows for an unlimited plan', () => {
    expect(quotaBanner(usage(0, UNLIMITED))).toBeNull();
    expect(quotaBanner({ ...usage(2, UNLIMITED), remaining: 2 })).toBeNull();
  });
});
