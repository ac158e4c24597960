import { EngineError } from '../errors.js';
import { MESSAGES } from '../messages.js';
import type { ExtractedTeamData } from '../types.js';

/**
 * The image holds no readable FPL squad. The message speaks to the manager; `detail` says what OCR read instead
 * (for logs, never shown); `partial` is the squad as far as it was read, for the review to start from.
 */
export class ExtractionError extends EngineError {
  override name = 'ExtractionError';
  constructor(
    readonly detail: string,
    /** How many player names could be matched to FPL elements. */
    readonly playersFound: number,
    readonly partial?: ExtractedTeamData,
  ) {
    super(MESSAGES.squadNotRead);
  }
}
