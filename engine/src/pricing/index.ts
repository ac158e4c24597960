// @fpl-assistant/engine/pricing: the FPL Assistant app's subscription tiers and monthly analysis quota.
// Not part of the game's rules, so not in the root entry.

export {
  CRUNCH_HOUR,
  isUnlimited,
  LOW_QUOTA_THRESHOLD,
  PRICING_PLANS,
  RECENT_SUGGESTIONS_SHOWN,
  UNLIMITED,
} from './plans.js';
export type { PricingPlan, Tier, UsageInfo, UsageProfile } from './types.js';
export { TIERS } from './types.js';
export {
  hasAnalysesLeft,
  isoDate,
  isUsageResetDue,
  nextResetDate,
  type QuotaBannerTitle,
  quotaBanner,
  resolveUsage,
} from './usage.js';
