// Issue 28: the speed work must not change a decision. Every bench:analysis squad is analysed and compared with the
// decision recorded from main before the change (fixtures/decisions.json; recorded again for a deliberate change,
// the leaner planner search, with its replay totals): each gameweek's chip, transfers, hits, XI, bench, captain,
// vice and expected points to 0.01, and the whole Recommendations document.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analysisCases } from '../support/analysis-cases.js';
import { type DecisionDocument, decisionDocument } from './decision-document.js';
import { DECISION_SQUADS, DECISIONS_FIXTURE } from './decision-equality.js';

const recorded = JSON.parse(fs.readFileSync(DECISIONS_FIXTURE, 'utf8')) as Record<string, DecisionDocument>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-decision-equality-'));
const { cases } = analysisCases(tmp, DECISION_SQUADS);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('decisions are those recorded before the speed work', () => {
  it('covers every recorded squad', () => {
    expect(cases.map((c) => c.label).sort()).toEqual(Object.keys(recorded).sort());
  });
  for (const c of cases)
    it(c.label, () => {
      const document = decisionDocument(c.run());
      expect(document.plan).toEqual(recorded[c.label]?.plan);
      expect(document.recommendations).toBe(recorded[c.label]?.recommendations);
    }, 120_000);
});
