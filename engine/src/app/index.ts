// @fpl-assistant/engine/app: what the FPL Assistant app shows and limits (its messages, upload limits, password
// and review rules, API entities). An outside app that only wants FPL's rules never needs this entry.

export { type CsvRecord, parseCsvRecords, parseCsvRows } from '../csv.js';
export {
  ENTRY_REVIEW_HINTS,
  fplProxyFailedMessage,
  fplTeamNotFoundMessage,
  HAND_REVIEW_HINTS,
  httpErrorMessage,
  MESSAGES,
  productNotConfiguredMessage,
  REVIEW_HINTS,
} from '../messages.js';
export {
  ACCEPTED_IMAGE_TYPES,
  fitWithin,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  PNG_QUALITY,
  validateScreenshotFile,
} from '../screenshot-file.js';
export { PASSWORD_MIN_LENGTH, REVIEW_CONFIDENCE_THRESHOLD } from './limits.js';
export type { AiError, AiErrorCode, AiResponse, Suggestion, User } from './types.js';
