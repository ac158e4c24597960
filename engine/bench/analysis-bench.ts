// How long analyzeSquad takes on real squads (../shared/fpl-data): the GW33 squad of cli/test/fixtures with
// event-live history for GW1–32, the same from bootstrap season totals, and a 2026-27 manager's GW1 picks.
// Prints the median and range of each over a few runs, and the machine. Not part of the published engine.
//   pnpm --filter @fpl-assistant/engine exec tsx bench/analysis-bench.ts [runs]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeSquadDetailed } from '../src/analysis/analyze-squad.js';
import type { BootstrapStatic, FplFixture } from '../src/fpl-api.js';
import type { ExtractedTeamData } from '../src/types.js';
import { type Picks, squadFromPicks } from '../test/real-squads.js';
import { fplDataDir } from './data-dir.js';
import { loadSeason2025, replayGameweeks } from './season-2025-26.js';

const runs = Number(process.argv[2] ?? 5);
const dir = fplDataDir();
const json = <T>(path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;

const bootstrap33 = json<BootstrapStatic>('api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json');
const fixtures33 = json<FplFixture[]>('derived/2025-26/fixtures_2025-26_final_reconstructed.json').map((f) =>
  f.event !== null && f.event < 33 ? f : { ...f, finished: false, team_h_score: null, team_a_score: null },
);
const squad33 = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../cli/test/fixtures/squad-gw33.json', import.meta.url)), 'utf8'),
) as ExtractedTeamData;
const history33 = replayGameweeks(loadSeason2025(dir), 33, 33)[0]?.input.history ?? [];

const bootstrap27 = json<BootstrapStatic>('api/2026-27/bootstrap-static_2026-08-22_gw1-current.json');
const fixtures27 = json<FplFixture[]>('api/2026-27/fixtures_2026-08-22.json');
const picks = json<Picks>('api/2026-27/entry-118670_picks_gw1.json');
const squad27 = squadFromPicks(bootstrap27, picks, 2);

const cases = [
  [
    'GW33 squad, event-live history',
    () =>
      analyzeSquadDetailed({
        squad: squad33,
        bootstrap: bootstrap33,
        fixtures: fixtures33,
        histories: history33,
        gameweek: 33,
      }),
  ],
  [
    'GW33 squad, season totals',
    () =>
      analyzeSquadDetailed({ squad: squad33, bootstrap: bootstrap33, fixtures: fixtures33, gameweek: 33 }),
  ],
  [
    '2026-27 GW2 picks, season totals',
    () => analyzeSquadDetailed({ squad: squad27, bootstrap: bootstrap27, fixtures: fixtures27, gameweek: 2 }),
  ],
] as const;

console.log(
  `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}, ${runs} runs each`,
);
for (const [label, run] of cases) {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const a = run();
    times.push(performance.now() - started);
    const r = a.recommendations;
    summary = `captain ${r.captain.player} ${r.captain.expectedPoints}, ${r.transfers.length} transfer(s) now, plan ${a.plan.objective.toFixed(1)} vs hold ${a.holdObjective.toFixed(1)}, chips ${r.chipStrategy?.optimalSequence.map((c) => `${c.chip}@GW${c.timing}`).join(' ') || 'none'}`;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label}: median ${median.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}) · ${summary}`,
  );
}
