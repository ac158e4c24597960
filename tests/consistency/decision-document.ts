// What a decision is, for the equality test: every gameweek of the plan (chip, transfers, hits, XI, bench, captain,
// vice, expected points to 0.01, bank) and the Recommendations document the doors show, numbers to 0.01, kept as a
// hash so the recorded fixture holds ids and numbers, never the data's names.
import { createHash } from 'node:crypto';
import type { SquadAnalysis } from '@fpl-assistant/engine';

/** To 0.01; -0 is 0 (JSON has no -0). */
const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** Every number in a JSON value rounded to 0.01, so float summation order is not a decision. */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return round2(value);
  if (Array.isArray(value)) return value.map(rounded);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]));
  return value;
}

export interface DecisionDocument {
  plan: unknown;
  /** sha256 of the rounded Recommendations JSON. */
  recommendations: string;
}

export function decisionDocument(analysis: SquadAnalysis): DecisionDocument {
  return {
    plan: rounded(analysis.plan.gameweeks),
    recommendations: createHash('sha256')
      .update(JSON.stringify(rounded(analysis.recommendations)))
      .digest('hex'),
  };
}
