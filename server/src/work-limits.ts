import type { Tier } from '@fpl-assistant/engine/pricing';

/**
 * How many screenshots one account may have read, by tier. A read costs about 1.5 s of CPU (OCR) or a paid
 * provider call, and the plans do not count it: these bound what one account can spend, well above a manager's
 * use (one read per analysis, a few retries; a free account gets one analysis a month).
 */
export interface ExtractionLimits {
  /** Reads started in any 60 seconds, failed ones included (a failed read cost the CPU too). */
  perMinute: number;
  /** Reads that succeeded, or are still running, in any rolling 24 hours (a failed read gives its slot back). */
  perDay: number;
}

export const EXTRACTION_LIMITS: Readonly<Record<Tier, ExtractionLimits>> = {
  free: { perMinute: 4, perDay: 20 },
  starter: { perMinute: 6, perDay: 50 },
  pro: { perMinute: 10, perDay: 200 },
  season_pass: { perMinute: 10, perDay: 200 },
};

/**
 * How long a running analysis or extraction holds its slot. Longer than any run (provider timeouts are well
 * under it); a slot left behind by a process that died is ignored after this.
 */
export const WORK_LEASE_MS = 10 * 60 * 1000;
