// The app's subscription tiers and usage quota.

/** A subscription tier of the FPL Assistant app. */
export type Tier = 'free' | 'starter' | 'pro' | 'season_pass';

/** Every tier, cheapest first. */
export const TIERS: readonly Tier[] = ['free', 'starter', 'pro', 'season_pass'];

/** A pricing plan: what a tier costs and unlocks. Not to be confused with a transfer plan (`TransferPlan`). */
export interface PricingPlan {
  tier: Tier;
  name: string;
  /** Euros. */
  price: number;
  priceLabel: string;
  /** Analyses a month; UNLIMITED for no limit. */
  analyses: number;
  saveHistory: boolean;
  /** Days history is kept: 0 none, null forever. */
  historyDays: number | null;
  advancedMetrics: boolean;
  priorityQueue: boolean;
  geminiPro: boolean;
  emailNotifications: boolean;
  smsAlerts: boolean;
  compareGameweeks: boolean;
  crunchHourAccess: boolean;
  /** The bullet list the pricing page shows. */
  features: string[];
}

/** A manager's analyses this month against the tier's limit. */
export interface UsageInfo {
  tier: Tier;
  limit: number;
  used: number;
  remaining: number;
  /** ISO date (YYYY-MM-DD) of the next reset: the first of next month. */
  resetDate: string;
}

/** The profile fields usage is computed from, as stored. */
export interface UsageProfile {
  tier: Tier;
  monthly_analyses_used: number;
  /** ISO date (YYYY-MM-DD) or timestamp of the last reset. */
  last_reset_date: string | null;
}
