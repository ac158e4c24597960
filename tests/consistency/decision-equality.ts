import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The recorded decisions the speed work must not change (consistency/record-decisions.ts writes it). */
export const DECISIONS_FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'decisions.json',
);
/** Seeded squads recorded beside the five-door squad and team 118670: all of bench:analysis's. */
export const DECISION_SQUADS = 20;
