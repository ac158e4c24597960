/** Base class of the engine's errors: callers test with `instanceof`. */
export class EngineError extends Error {
  override name = 'EngineError';
}

/** A formation that is not 'defenders-midfielders-forwards' or not a legal FPL shape. */
export class FormationError extends EngineError {
  override name = 'FormationError';
  constructor(
    message: string,
    readonly formation: string,
  ) {
    super(message);
  }
}
