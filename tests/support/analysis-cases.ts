// The fixed set of real squads issue 28 measures the analysis on (pnpm bench:analysis) and keeps its decisions
// equal on (consistency/decision-equality.test.ts): the five-door squad and seeded random legal squads of 2025-26
// before the GW33 deadline (0% starters, spent chips, 1-5 free transfers), and team 118670 at 2026-27 GW2.
import fs from 'node:fs';
import path from 'node:path';
import {
  type AnalysisProjections,
  analyzeSquadDetailed,
  type BootstrapStatic,
  type ExtractedTeamData,
  type ProjectionData,
  projectAnalysis,
  projectionSpan,
  type SquadAnalysis,
} from '@fpl-assistant/engine';
import { claimsSquads } from '../consistency/random-squad.js';
import { engineAnalysis, engineData } from './plan-view.js';
import { buildPreGw33DataDir, PRE_GW33_GAMEWEEK, PRE_GW33_SQUAD_FILE } from './season-2025-26.js';
import { recordedTeamAtGw2 } from './team-118670.js';

/** The bench's own seed range (the claims test uses 1-10, its report 9000 up). */
export const ANALYSIS_FIRST_SEED = 5000;

export interface AnalysisCase {
  label: string;
  /** The squad as the CLI's `--squad` file takes it, when it is a 2025-26 pre-GW33 squad. */
  squad?: ExtractedTeamData;
  /** The whole analysis from the data folder: read, parsed and projected for this squad alone (the CLI). */
  run: () => SquadAnalysis;
  /**
   * The analysis as the server runs it: the data parsed and projected once per version (`prepare`, timed apart),
   * each squad analysed on them.
   */
  runShared: () => SquadAnalysis;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The cases over a pre-GW33 data folder written under `dir` (its path is returned as dataDir). */
export function analysisCases(
  dir: string,
  count: number,
): { dataDir: string; cases: AnalysisCase[]; prepare: () => void } {
  const dataDir = buildPreGw33DataDir(path.join(dir, 'fpl-data'));
  const bootstrap = readJson<BootstrapStatic>(path.join(dataDir, 'bootstrap-static.json'));
  const fiveDoor = readJson<ExtractedTeamData>(PRE_GW33_SQUAD_FILE);
  const seeded = claimsSquads(
    bootstrap,
    PRE_GW33_GAMEWEEK,
    Array.from({ length: count }, (_, i) => ANALYSIS_FIRST_SEED + i),
  );
  const team118670 = recordedTeamAtGw2();
  let shared: { data: ProjectionData; projections: AnalysisProjections } | undefined;
  let sharedTeam: AnalysisProjections | undefined;
  const prepare = () => {
    const data = engineData(dataDir, PRE_GW33_GAMEWEEK);
    shared = { data, projections: projectAnalysis(data, projectionSpan(data.fixtures, data.gameweek)) };
    sharedTeam = projectAnalysis(team118670, projectionSpan(team118670.fixtures, team118670.gameweek));
  };
  const onShared = (squad: ExtractedTeamData) => {
    if (!shared) throw new Error('prepare() first');
    return analyzeSquadDetailed({ ...shared.data, squad, projections: shared.projections });
  };
  const cases: AnalysisCase[] = [
    {
      label: 'five-door squad (2025-26 GW33)',
      squad: fiveDoor,
      run: () => engineAnalysis(dataDir, fiveDoor).analysis,
      runShared: () => onShared(fiveDoor),
    },
    {
      label: 'team 118670 (2026-27 GW2)',
      run: () => analyzeSquadDetailed(team118670),
      runShared: () =>
        analyzeSquadDetailed({ ...team118670, ...(sharedTeam ? { projections: sharedTeam } : {}) }),
    },
    ...seeded.map(({ seed, squad }) => ({
      label: `seed ${seed} (${squad.freeTransfers} FT)`,
      squad,
      run: () => engineAnalysis(dataDir, squad).analysis,
      runShared: () => onShared(squad),
    })),
  ];
  return { dataDir, cases, prepare };
}
