// The projections every analysis of one gameweek's data shares: the model run once over the season so far. The
// server builds them once per data version and hands them to each analysis; analyzeSquadDetailed builds them
// itself when not given.
import { SPECIALS_SPAN } from '../chips/index.js';
import type { BootstrapStatic, FplFixture } from '../fpl-api.js';
import { lastGameweek } from '../gameweeks.js';
import { isSquadPosition } from '../positions.js';
import type { PlayerGameweekHistory, PlayerProjection, PreviousSeasonPlayer } from '../projection/index.js';
import { projectPlayers } from '../projection/index.js';
import { DEFAULT_HORIZON } from '../rules.js';
import { blendWithEpNext, epNextShare, matchesPlayedBefore } from './early-season.js';
import { seasonTotalsHistory } from './season-totals.js';

/** The season's data the projections read (the fields of AnalyzeSquadInput of the same names). */
export interface ProjectionData {
  bootstrap: Pick<BootstrapStatic, 'teams' | 'elements'>;
  fixtures: readonly FplFixture[];
  histories?: readonly PlayerGameweekHistory[];
  previousSeason?: readonly PreviousSeasonPlayer[];
  gameweek: number;
}

/** The projections of one gameweek's data, for any squad. */
export interface AnalysisProjections {
  gameweek: number;
  /** Gameweeks projected from `gameweek`: the plan's horizon or the chip view, whichever is longer. */
  span: number;
  source: 'history' | 'season-totals';
  /** Median matches played per club before `gameweek`. */
  matchesPlayed: number;
  /** The share of FPL's ep_next in the projections (0 once the model knows enough). */
  epShare: number;
  byElement: ReadonlyMap<number, PlayerProjection>;
}

/** An analysis's spans from `gameweek` to the season's `last`: the plan's horizon, the chip view, and what is projected. */
export function analysisSpans(last: number, gameweek: number, horizon = DEFAULT_HORIZON) {
  const planned = Math.max(1, Math.min(horizon, last - gameweek + 1));
  const chipSpan = Math.min(SPECIALS_SPAN, last - gameweek) + 1;
  return { horizon: planned, chipSpan, span: Math.max(planned, chipSpan) };
}

/** Gameweeks an analysis projects from `gameweek`: its horizon (DEFAULT_HORIZON unless given) or the chip view. */
export function projectionSpan(fixtures: readonly FplFixture[], gameweek: number, horizon?: number): number {
  return analysisSpans(lastGameweek(fixtures), gameweek, horizon).span;
}

/** The projections over `span` gameweeks (projectionSpan gives what an analysis with that horizon needs). */
export function projectAnalysis(data: ProjectionData, span: number): AnalysisProjections {
  const { bootstrap, fixtures, gameweek } = data;
  const useHistory = (data.histories?.length ?? 0) > 0;
  const history = useHistory
    ? [...(data.histories ?? [])]
    : seasonTotalsHistory(bootstrap.elements, fixtures, gameweek);
  const modelProjections = projectPlayers(
    {
      elements: bootstrap.elements.filter((e) => isSquadPosition(e.element_type)),
      fixtures: [...fixtures],
      history,
      gameweek,
      ...(data.previousSeason ? { previousSeason: data.previousSeason } : {}),
    },
    { horizon: span },
  );
  const matchesPlayed = matchesPlayedBefore(
    fixtures,
    gameweek,
    bootstrap.teams.map((t) => t.id),
  );
  // FPL's ep_next only while the model knows neither last season nor enough of this one.
  const epShare = epNextShare(matchesPlayed, (data.previousSeason?.length ?? 0) > 0);
  const elementById = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const list = epShare > 0 ? blendWithEpNext(modelProjections, elementById, matchesPlayed) : modelProjections;
  return {
    gameweek,
    span,
    source: useHistory ? 'history' : 'season-totals',
    matchesPlayed,
    epShare,
    byElement: new Map(list.map((p) => [p.element, p])),
  };
}
