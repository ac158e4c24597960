import { EngineError } from './errors.js';

/** The image holds no readable FPL squad. The message says what was read instead; nothing is made up. */
export class ExtractionError extends EngineError {
  override name = 'ExtractionError';
  constructor(
    message: string,
    /** How many player names could be matched to FPL elements. */
    readonly playersFound: number,
  ) {
    super(message);
  }
}
