// What every door to the analysis (CLI chips, analyze and plan, the API, the web's tabs) must agree on for one
// squad: the chip sequence, the first gameweek's transfers, captain and vice. Each door's output is reduced to
// this view, and the expected view is the engine's own analysis over the same data, computed in the test.
import fs from 'node:fs';
import path from 'node:path';
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  CHIP_FAMILY_LABELS,
  CHIP_LABELS,
  type ChipFamily,
  type ChipStrategy,
  chipFamily,
  type EventLiveElement,
  type ExtractedTeamData,
  type FplFixture,
  historyFromEventLive,
  planningGameweek,
  type Recommendations,
  type SquadAnalysis,
} from '@fpl-assistant/engine';

export interface PlanView {
  /** The chip sequence, 'Free Hit 2 GW34', in gameweek order (the plan door: the chip family, 'Free Hit GW34'). */
  chips?: string[];
  /** The first gameweek's transfers, 'Out → In' by web_name, sorted. */
  transfers?: string[];
  captain?: string;
  vice?: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export interface EngineRun {
  gameweek: number;
  analysis: SquadAnalysis;
  bootstrap: BootstrapStatic;
}

/**
 * The engine's analysis over an FPL data folder with the inputs the server and the CLI give it by default: the
 * data's next deadline, every earlier gameweek's event-N-live.json as history, no options.
 */
export function engineAnalysis(dataDir: string, squad: ExtractedTeamData): EngineRun {
  const { bootstrap, fixtures, histories, gameweek } = engineData(dataDir, squad.gameweek);
  const analysis = analyzeSquadDetailed({ squad, bootstrap, fixtures, histories, gameweek });
  return { gameweek, analysis, bootstrap };
}

/** A data folder read as the engine takes it: bootstrap, fixtures, every earlier gameweek's history. */
export function engineData(dataDir: string, fallbackGameweek: number) {
  const bootstrap = readJson<BootstrapStatic>(path.join(dataDir, 'bootstrap-static.json'));
  const fixtures = readJson<FplFixture[]>(path.join(dataDir, 'fixtures.json'));
  const gameweek = planningGameweek(bootstrap.events) ?? fallbackGameweek;
  const histories = Array.from({ length: gameweek - 1 }, (_, i) => i + 1).flatMap((before) =>
    historyFromEventLive(
      before,
      readJson<{ elements: EventLiveElement[] }>(path.join(dataDir, `event-${before}-live.json`)).elements,
    ),
  );
  return { bootstrap, fixtures, histories, gameweek };
}

const byGameweek = (a: { gameweek: number; text: string }, b: { gameweek: number; text: string }) =>
  a.gameweek - b.gameweek || a.text.localeCompare(b.text);

/** 'Free Hit 2 GW34' for each chip of the sequence, in gameweek order. */
export function chipSequence(strategy: ChipStrategy | undefined): string[] {
  return (strategy?.optimalSequence ?? [])
    .map((c) => ({ gameweek: c.timing, text: `${CHIP_LABELS[c.chip]} GW${c.timing}` }))
    .sort(byGameweek)
    .map((c) => c.text);
}

/** The chips of the sequence played within `gameweeks`, by family ('Free Hit GW34'), as the plan names them. */
export function chipFamiliesWithin(
  strategy: ChipStrategy | undefined,
  gameweeks: readonly number[],
): string[] {
  return (strategy?.optimalSequence ?? [])
    .filter((c) => gameweeks.includes(c.timing))
    .map((c) => ({ gameweek: c.timing, text: `${CHIP_FAMILY_LABELS[chipFamily(c.chip)]} GW${c.timing}` }))
    .sort(byGameweek)
    .map((c) => c.text);
}

/** The view of a Recommendations document (CLI analyze --json, the API, the engine). */
export function recommendationsView(r: Recommendations): PlanView {
  return {
    chips: chipSequence(r.chipStrategy),
    transfers: r.transfers.map((t) => `${t.playerOut} → ${t.playerIn}`).sort(),
    captain: r.captain.player,
    vice: r.viceCaptain.player,
  };
}

/** The subset of `plan --json` the view reads. */
export interface PlanReportLike {
  gameweeks: {
    gameweek: number;
    chip: ChipFamily | null;
    transfers: { out: number; in: number }[];
    captain: number;
    viceCaptain: number;
  }[];
}

/** The view of `plan --json`: chips by family, ids named from bootstrap-static. */
export function planReportView(report: PlanReportLike, bootstrap: BootstrapStatic): PlanView {
  const names = new Map(bootstrap.elements.map((e) => [e.id, e.web_name]));
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const first = report.gameweeks[0];
  return {
    chips: report.gameweeks
      .flatMap((g) =>
        g.chip ? [{ gameweek: g.gameweek, text: `${CHIP_FAMILY_LABELS[g.chip]} GW${g.gameweek}` }] : [],
      )
      .sort(byGameweek)
      .map((c) => c.text),
    transfers: (first?.transfers ?? []).map((t) => `${name(t.out)} → ${name(t.in)}`).sort(),
    ...(first ? { captain: name(first.captain), vice: name(first.viceCaptain) } : {}),
  };
}
