import type { PricingPlan, Tier } from './types.js';

/** A limit of 999999 analyses means unlimited. */
export const UNLIMITED = 999999;

/** Saved suggestions the dashboard lists. */
export const RECENT_SUGGESTIONS_SHOWN = 3;
/** Analyses left at or under which the dashboard warns that the quota is running low. */
export const LOW_QUOTA_THRESHOLD = 3;

const PAID_CORE = { saveHistory: true, crunchHourAccess: true } as const;

/** What Pro unlocks; the Season Pass has all of it too. */
const PRO_FEATURES = {
  historyDays: null,
  advancedMetrics: true,
  priorityQueue: true,
  geminiPro: true,
  emailNotifications: true,
  smsAlerts: true,
  compareGameweeks: true,
} as const;

/** The four pricing plans, by tier. Prices in euros. */
export const PRICING_PLANS: Readonly<Record<Tier, PricingPlan>> = {
  free: {
    tier: 'free',
    name: 'Free',
    price: 0,
    priceLabel: '€0/month',
    analyses: 1,
    saveHistory: false,
    historyDays: 0,
    advancedMetrics: false,
    priorityQueue: false,
    geminiPro: false,
    emailNotifications: false,
    smsAlerts: false,
    compareGameweeks: false,
    crunchHourAccess: true,
    features: [
      '1 analysis per month',
      'Basic recommendations',
      'Captain suggestions',
      'Starting XI visual',
      '24h-delayed injury news',
    ],
  },
  starter: {
    tier: 'starter',
    name: 'Starter',
    price: 2.99,
    priceLabel: '€2.99/month',
    analyses: 10,
    ...PAID_CORE,
    historyDays: 30,
    advancedMetrics: false,
    priorityQueue: false,
    geminiPro: false,
    emailNotifications: false,
    smsAlerts: false,
    compareGameweeks: true,
    features: [
      '10 analyses per month',
      'Live injury and fixture data',
      'Save squads and compare 3 gameweeks',
      '30-day history',
      'Chip tips',
    ],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    price: 6.99,
    priceLabel: '€6.99/month',
    analyses: 30,
    ...PAID_CORE,
    ...PRO_FEATURES,
    features: [
      '30 analyses per month',
      'Priority queue for the last 3h before deadline',
      'Advanced AI',
      'Transfer probabilities',
      'Price rise alerts',
      'Deadline SMS alerts',
      'History saved forever',
      'Email notifications',
    ],
  },
  season_pass: {
    tier: 'season_pass',
    name: 'Season Pass',
    price: 19.99,
    priceLabel: '€19.99/season',
    analyses: UNLIMITED,
    ...PAID_CORE,
    ...PRO_FEATURES,
    features: ['All Pro features', 'Valid for the whole season', 'One payment', 'Unlimited analyses'],
  },
};

/**
 * The Crunch Hour add-on: priority for the last 90 minutes before a deadline, analysis under 30 s.
 * Its price is not given; we take the otherwise unused constant, €1.49, per gameweek deadline.
 */
export const CRUNCH_HOUR = {
  price: 1.49,
  priceLabel: '€1.49 per deadline',
  priorityMinutes: 90,
  analysisSeconds: 30,
} as const;

/** Whether a monthly limit means no limit at all. */
export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}
