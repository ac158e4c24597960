// Limits of the FPL Assistant app (not of the game): the server enforces them and the front ends show them.

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A read player below this confidence (0–1) is flagged on the review screen for the manager to check; the
 * screenshot reader marks its own guesses with the same threshold.
 */
export const REVIEW_CONFIDENCE_THRESHOLD = 0.8;
