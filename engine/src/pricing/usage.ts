import { isUnlimited, LOW_QUOTA_THRESHOLD, PRICING_PLANS } from './plans.js';
import type { UsageInfo, UsageProfile } from './types.js';

/** YYYY-MM-DD of a date in UTC: the server and every client agree on one calendar. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of the month after `now`. */
export function nextResetDate(now: Date): string {
  return isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
}

/** The counter resets when the calendar month or year differs from the last reset date. */
export function isUsageResetDue(lastResetDate: string | null, now: Date): boolean {
  if (!lastResetDate) return true;
  const last = new Date(lastResetDate);
  if (Number.isNaN(last.getTime())) return true;
  return last.getUTCFullYear() !== now.getUTCFullYear() || last.getUTCMonth() !== now.getUTCMonth();
}

/** Usage after the monthly reset rule; the caller persists the reset when `isUsageResetDue` says so. */
export function resolveUsage(profile: UsageProfile, now: Date): UsageInfo {
  const limit = PRICING_PLANS[profile.tier].analyses;
  const used = isUsageResetDue(profile.last_reset_date, now) ? 0 : Math.max(0, profile.monthly_analyses_used);
  return {
    tier: profile.tier,
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resetDate: nextResetDate(now),
  };
}

/** Whether a manager may run another analysis this month. */
export function hasAnalysesLeft(usage: UsageInfo): boolean {
  return isUnlimited(usage.limit) || usage.remaining > 0;
}

/** The dashboard banner's title for a quota state. */
export type QuotaBannerTitle = 'Analysis Limit Reached' | 'Running Low on Analyses';

/** Shown when 3 or fewer analyses remain on a limited plan. */
export function quotaBanner(usage: UsageInfo): { title: QuotaBannerTitle; remaining: number } | null {
  if (isUnlimited(usage.limit) || usage.remaining > LOW_QUOTA_THRESHOLD) return null;
  return {
    title: usage.remaining <= 0 ? 'Analysis Limit Reached' : 'Running Low on Analyses',
    remaining: usage.remaining,
  };
}
