import { hasAnalysesLeft, isUnlimited, type UsageInfo } from '@fpl-assistant/engine/pricing';

/**
 * What /upload and /confirm say of the month's analyses before any squad is built: how many are left, or that
 * none are (the page then shows the spec's upgrade message and offers no way to build a squad).
 */
export function usageLine(usage: UsageInfo): { left: boolean; text: string } {
  if (isUnlimited(usage.limit)) return { left: true, text: 'Unlimited analyses on your plan.' };
  const left = hasAnalysesLeft(usage);
  const remaining = Math.max(0, usage.remaining);
  return {
    left,
    text: `${remaining} of ${usage.limit} ${usage.limit === 1 ? 'analysis' : 'analyses'} left this month.`,
  };
}
