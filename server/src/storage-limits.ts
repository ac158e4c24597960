import type { Tier } from '@fpl-assistant/engine/pricing';

const KB = 1024;
const MB = 1024 * KB;

/**
 * How much one account may keep and send, by tier. Server resource limits rather than product rules: they
 * bound what a single account costs in memory, disk and CPU, well above what the plans let anyone use
 * (a free account gets one analysis a month; a saved suggestion is about 8 KB).
 */
export interface StorageLimits {
  /** Saved suggestions kept at once (deleting one frees its place). */
  suggestions: number;
  /** Their stored JSON, in bytes. */
  suggestionBytes: number;
  /** Screenshots uploaded in any rolling 24 hours. */
  uploadsPerDay: number;
  /** Their bytes in the same 24 hours. */
  uploadBytesPerDay: number;
}

/** One saved suggestion's stored JSON (extracted data, recommendations, sources, notes) at most. */
export const MAX_SUGGESTION_BYTES = 256 * KB;

export const STORAGE_LIMITS: Readonly<Record<Tier, StorageLimits>> = {
  free: { suggestions: 50, suggestionBytes: 5 * MB, uploadsPerDay: 20, uploadBytesPerDay: 100 * MB },
  starter: { suggestions: 500, suggestionBytes: 50 * MB, uploadsPerDay: 50, uploadBytesPerDay: 250 * MB },
  pro: { suggestions: 2000, suggestionBytes: 200 * MB, uploadsPerDay: 200, uploadBytesPerDay: 1024 * MB },
  season_pass: {
    suggestions: 2000,
    suggestionBytes: 200 * MB,
    uploadsPerDay: 200,
    uploadBytesPerDay: 1024 * MB,
  },
};
