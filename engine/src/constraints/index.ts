// The manager's own rules in the decision: what the rest of the engine may use.
export { type ConstraintViolation, constraintViolations } from './check.js';
export {
  type ConstrainedDecision,
  type ConstrainedDecisionOptions,
  decideSquadWithin,
  kindsOf,
} from './decide.js';
export {
  type BookedTransfer,
  CONSTRAINT_KINDS,
  type ConstraintCost,
  ConstraintError,
  type ConstraintKind,
  type ConstraintReport,
  type FixedCaptain,
  type FixedChip,
  type ManagerConstraints,
  type PlayerGameweek,
} from './types.js';
export { type ConstraintRules, validateConstraints } from './validate.js';
