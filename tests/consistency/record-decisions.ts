// pnpm --filter @fpl-assistant/tests decisions:record — writes consistency/fixtures/decisions.json, the decision
// document of every bench:analysis squad as the engine decides it now. Run it once on the code whose decisions are
// the reference (issue 28 recorded it from main before the speed work); the equality test compares against it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analysisCases } from '../support/analysis-cases.js';
import { repoRoot } from '../support/paths.js';
import { decisionDocument } from './decision-document.js';
import { DECISION_SQUADS, DECISIONS_FIXTURE } from './decision-equality.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-decisions-'));
try {
  const { cases } = analysisCases(tmp, DECISION_SQUADS);
  const documents = Object.fromEntries(cases.map((c) => [c.label, decisionDocument(c.run())]));
  fs.writeFileSync(DECISIONS_FIXTURE, `${JSON.stringify(documents, null, 1)}\n`);
  // In the repository's own format, so `pnpm lint` passes on the new fixture.
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', DECISIONS_FIXTURE], { cwd: repoRoot });
  console.log(`${cases.length} decisions written to ${DECISIONS_FIXTURE}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
