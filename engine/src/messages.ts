// The texts users see, word for word: the tests and the front ends compare against these.
import { PASSWORD_MIN_LENGTH } from './app/limits.js';

export const MESSAGES = {
  invalidFileType: 'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
  fileTooLarge: 'File size must be less than 10MB',
  quotaExhausted: 'You have reached your monthly analysis limit. Please upgrade your plan.',
  uploadFailed: 'Failed to upload file. Please try again.',
  canvasContext: 'Could not get canvas context',
  canvasBlob: 'Failed to create blob from canvas',
  imageLoad: 'Failed to load image',
  notAuthenticated: 'Not authenticated',
  extractionFailed: 'Extraction failed',
  extractTeamFailed: 'Failed to extract team data',
  extractionScreenFallback: 'Failed to analyze screenshot. Please try again.',
  analysisFailed: 'Analysis failed',
  analyzeTeamFailed: 'Failed to analyze team',
  analysisScreenFallback: 'Failed to analyze team. Please try again.',
  saveFailed: 'Failed to save suggestion. Please try again.',
  saveSucceeded: 'Suggestion saved successfully!',
  deleteConfirm: 'Are you sure you want to delete this suggestion?',
  deleteFailed: 'Failed to delete suggestion. Please try again.',
  checkoutFailed: 'Failed to start checkout. Please try again or contact support.',
  checkoutSessionFailed: 'Failed to create Polar checkout session',
  liveDataError: 'Unable to load live data',
  liveDataRetry: 'Please try again later',
  liveDataFailed: 'Failed to load live FPL data',
  noUpcomingGameweek: 'No upcoming gameweek found',
  noFixtures: 'No fixtures available yet',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  signInFallback: 'Failed to sign in. Please check your credentials.',
  signUpFallback: 'Failed to create account. Please try again.',
  chipAnalysisUnavailable: 'Chip analysis unavailable',
  calendarUnavailable: 'Fixture calendar unavailable',
  analysisNotFound: 'Analysis not found',
  noSuggestionsYet: 'No suggestions yet. Upload your first team screenshot!',
  squadNotRead:
    'We could not read a squad in this image. Try a screenshot of the Pick Team or Transfers page, or enter your team by hand.',
} as const;

/** One line per field extraction could not read, telling the manager where FPL shows it. */
export const REVIEW_HINTS = {
  bank: 'Not on this screenshot: your bank is the Budget (or Money Remaining) figure on the Transfers page.',
  freeTransfers: 'Not on this screenshot: Free Transfers is shown at the top of the Transfers page.',
  gameweek: 'Not on this screenshot: the gameweek is in the deadline bar of the Transfers page.',
  price:
    "Selling price not read: the Transfers page shows it under the player's name (it can be below his current price).",
  player: "We couldn't be sure who this is: pick the player from the list.",
} as const;

/** A squad entered by hand: what only the manager knows, said without sending him to a screenshot. */
export const HAND_REVIEW_HINTS = {
  bank: 'Enter the money in your bank: the Budget (or Money Remaining) figure on the Transfers page.',
  freeTransfers: 'Enter your free transfers: the Transfers page shows them at the top.',
  gameweek: "FPL's next deadline could not be loaded: enter the gameweek you are planning for.",
  price:
    "FPL's current price: if it has risen since you bought him, you sell him for less. Enter the selling price from the Transfers page.",
  player: "We couldn't be sure who this is: pick the player from the list.",
} as const;

/** What FPL's public data leaves unsure about a team brought by its ID, for the review to say beside the field. */
export const ENTRY_REVIEW_HINTS = {
  freeTransfers:
    "FPL's public data does not say how many free transfers you have; this is our count from your history. Check it on the Transfers page.",
  price:
    "FPL's public data does not show what you paid for this player: his selling price may be a little higher. Check it on the Transfers page.",
  source: 'From FPL: bank, free transfers and selling prices as of the last deadline.',
} as const;

/** An FPL team ID that FPL does not know. */
export function fplTeamNotFoundMessage(teamId: number | string): string {
  return `We couldn't find FPL team ${teamId}. Check the number in your FPL points page address.`;
}

/** 'Product ID not configured for tier: {tier}'. */
export function productNotConfiguredMessage(tier: string): string {
  return `Product ID not configured for tier: ${tier}`;
}

/** 'Failed to fetch from FPL proxy: {status}'. */
export function fplProxyFailedMessage(status: number): string {
  return `Failed to fetch from FPL proxy: ${status}`;
}

/** A non-OK AI call: 'HTTP {status}: {body}'. */
export function httpErrorMessage(status: number, body: string): string {
  return `HTTP ${status}: ${body}`;
}
