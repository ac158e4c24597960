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

/**
 * An engine function was called with input of the wrong shape (a missing squad, fixtures that are not a list):
 * `fn` names the function, `field` the path of the bad value, so the message says what to pass instead.
 */
export class InvalidInputError extends EngineError {
  override name = 'InvalidInputError';
  constructor(
    readonly fn: string,
    readonly field: string,
    readonly expected: string,
  ) {
    super(`${fn}: ${field} must be ${expected}`);
  }
}
