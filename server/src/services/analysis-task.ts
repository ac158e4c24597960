// The CPU half of an analysis: parsing FPL's data and the engine's planner. It runs in a worker thread
// (workers/analysis-worker.ts) or, with ANALYSIS_WORKERS=0, inline; the I/O half (analysis-provider.ts) gathers
// the raw bodies on the main thread. Bodies travel as shared memory written once per version, so a task costs
// the event loop no copy and no JSON.parse of FPL's 2 MB of game data.
import {
  type AnalysisProjections,
  analyzeSquadDetailed,
  type BootstrapStatic,
  ConstraintError,
  type ConstraintKind,
  checkSquad,
  EngineError,
  type EventLiveElement,
  type ExtractedTeamData,
  type FplFixture,
  historyFromEventLive,
  type ManagerConstraints,
  type PlayerGameweekHistory,
  type PreviousSeasonPlayer,
  type ProjectionData,
  projectAnalysis,
  projectionSpan,
  type Recommendations,
  SquadRulesError,
} from '@fpl-assistant/engine';

/** A text in shared memory: `version` changes whenever the text under `key` does. */
export interface SharedText {
  key: string;
  version: number;
  /** Shared between threads; a child process gets its own copy, once per version (process-pool.ts). */
  bytes: SharedArrayBuffer;
}

export interface AnalysisTask {
  squad: ExtractedTeamData;
  gameweek: number;
  bootstrap: SharedText;
  fixtures: SharedText;
  /** /event/{gw}/live/ for gameweeks 1 … gameweek-1; null where it could not be fetched. */
  live: (SharedText | null)[];
  previousSeason?: { season: string; players: SharedText };
  /** The manager's own rules. */
  constraints?: ManagerConstraints;
}

export type AnalysisOutcome =
  | {
      ok: true;
      recommendations: Recommendations;
      projectionSource: 'history' | 'season-totals';
      /** Gameweeks with no usable live data. */
      missing: number[];
    }
  /**
   * The squad itself is wrong (a player the data does not know), or a rule of the manager's cannot be kept
   * (`constraint` names it): the engine's message.
   */
  | { ok: false; engineMessage: string; constraint?: ConstraintKind };

let nextVersion = 1;
const written = new Map<string, { text: string; shared: SharedText }>();

/** The shared copy of `text`, written again only when it changed since the last call for `key`. */
export function shareText(key: string, text: string): SharedText {
  const known = written.get(key);
  if (known && known.text === text) return known.shared;
  const encoded = Buffer.from(text, 'utf8');
  const bytes = new SharedArrayBuffer(encoded.byteLength);
  new Uint8Array(bytes).set(encoded);
  const shared = { key, version: nextVersion++, bytes };
  written.set(key, { text, shared });
  return shared;
}

const parsed = new Map<string, { version: number; value: unknown }>();

/** `shared` parsed, once per version and thread. */
export function readShared<T>(shared: SharedText, parse: (text: string) => T): T {
  const known = parsed.get(shared.key);
  if (known && known.version === shared.version) return known.value as T;
  const value = parse(Buffer.from(shared.bytes).toString('utf8'));
  parsed.set(shared.key, { version: shared.version, value });
  return value;
}

function isEventLive(value: unknown): value is EventLiveElement {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<EventLiveElement>;
  return (
    typeof e.id === 'number' &&
    Array.isArray(e.explain) &&
    typeof e.stats === 'object' &&
    e.stats !== null &&
    typeof e.stats.minutes === 'number'
  );
}

/** A gameweek's rows, or null when its live data is not usable. */
function liveRows(gameweek: number, text: string): PlayerGameweekHistory[] | null {
  try {
    const body = JSON.parse(text) as { elements?: unknown };
    const elements = Array.isArray(body.elements) ? body.elements : [];
    if (elements.length === 0 || !elements.every(isEventLive)) return null;
    return historyFromEventLive(gameweek, elements);
  } catch {
    return null;
  }
}

/** Projections per data version, newest last: every analysis of the same data in this thread shares them. */
const projectionCache = new Map<string, AnalysisProjections>();
const PROJECTIONS_KEPT = 2;

/** The engine's projections for the task's data, made once per version of every text they read. */
function sharedProjections(task: AnalysisTask, data: ProjectionData): AnalysisProjections {
  const versions = [task.bootstrap, task.fixtures, ...task.live, task.previousSeason?.players ?? null]
    .map((shared) => shared?.version ?? '-')
    .join(',');
  const key = `${task.gameweek}|${versions}`;
  const known = projectionCache.get(key);
  if (known) return known;
  const made = projectAnalysis(data, projectionSpan(data.fixtures, data.gameweek));
  projectionCache.set(key, made);
  for (const old of projectionCache.keys()) {
    if (projectionCache.size <= PROJECTIONS_KEPT) break;
    projectionCache.delete(old);
  }
  return made;
}

export function runAnalysisTask(task: AnalysisTask): AnalysisOutcome {
  const bootstrap = readShared(task.bootstrap, (t) => JSON.parse(t) as BootstrapStatic);
  const fixtures = readShared(task.fixtures, (t) => JSON.parse(t) as FplFixture[]);
  const byGameweek = task.live.map((shared, i) =>
    shared ? readShared(shared, (t) => liveRows(i + 1, t)) : null,
  );
  const missing = byGameweek.flatMap((rows, i) => (rows ? [] : [i + 1]));
  const previous = task.previousSeason
    ? readShared(task.previousSeason.players, (t) => JSON.parse(t) as PreviousSeasonPlayer[])
    : undefined;
  // The route checked the squad's shape; here, with the player list parsed, every player must be in it too.
  const check = checkSquad(task.squad, bootstrap);
  if (!check.valid) return { ok: false, engineMessage: new SquadRulesError(check.broken).message };
  try {
    const data = {
      bootstrap,
      fixtures,
      ...(missing.length === 0 ? { histories: byGameweek.flatMap((rows) => rows ?? []) } : {}),
      ...(previous ? { previousSeason: previous } : {}),
      gameweek: task.gameweek,
    };
    const analysis = analyzeSquadDetailed({
      ...data,
      squad: task.squad,
      projections: sharedProjections(task, data),
      ...(task.constraints ? { options: { constraints: task.constraints } } : {}),
    });
    return {
      ok: true,
      recommendations: analysis.recommendations,
      projectionSource: analysis.projectionSource,
      missing,
    };
  } catch (err) {
    if (err instanceof ConstraintError)
      return { ok: false, engineMessage: err.message, constraint: err.constraint };
    if (err instanceof EngineError) return { ok: false, engineMessage: err.message };
    throw err;
  }
}
