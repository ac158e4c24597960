import { ENTRY_REVIEW_HINTS, HAND_REVIEW_HINTS, REVIEW_HINTS } from '@fpl-assistant/engine/app';

/** The line shown beside each flagged field on /confirm. */
export type ReviewHints = { readonly [K in keyof typeof REVIEW_HINTS]: string };

/**
 * A team imported by FPL team ID: what FPL's public data left unsure, said as such (a screenshot's hints would
 * send the manager to an image there is none of).
 */
export const IMPORTED_REVIEW_HINTS: ReviewHints = {
  ...REVIEW_HINTS,
  freeTransfers: ENTRY_REVIEW_HINTS.freeTransfers,
  price: ENTRY_REVIEW_HINTS.price,
};

/** A squad entered by hand, or completed by hand after a failed read: nothing was read, so nothing says "read". */
export const MANUAL_REVIEW_HINTS: ReviewHints = HAND_REVIEW_HINTS;
