// The analysis: a reviewed squad → projections → the transfer plan → Recommendations,
// every reason written from the numbers and every player named taken from bootstrap-static.

import { CHIP_FAMILY_LABELS, chipWindows, projectedTopAssets, recommendChips } from '../chips/index.js';
import { type ConstraintReport, decideSquadWithin, type ManagerConstraints } from '../constraints/index.js';
import { EngineError } from '../errors.js';
import type { BootstrapStatic, FplElement, FplFixture } from '../fpl-api.js';
import { lastGameweek } from '../gameweeks.js';
import type {
  ChipThresholds,
  Lineup,
  Planner,
  PlannerPlayer,
  PlanOptions,
  TransferPlan,
} from '../planner/index.js';
import { bestLineup, type PointsFn, planTransfers, squadPlanInput } from '../planner/index.js';
import type { PlayerGameweekHistory, PlayerProjection, PreviousSeasonPlayer } from '../projection/index.js';
import { availabilityNext } from '../projection/index.js';
import { HIT_POINTS } from '../rules.js';
import { decideSquad, type SquadDecision, type SquadDecisionInput } from '../squad-decision.js';
import { resolveSquad, type SquadMember } from '../squad-members.js';
import { teamShortName } from '../squad-teams.js';
import type {
  CaptainPick,
  ChipStatus,
  ExtractedTeamData,
  Player,
  Recommendations,
  TransferRecommendation,
} from '../types.js';
import { expectArray, expectGameweek, expectObject, expectSquad } from '../validate.js';
import { type AnalysisProjections, analysisSpans, projectAnalysis } from './analysis-projections.js';
import {
  captainReason,
  fmt1,
  gameweekSpan,
  horizonPoints,
  transferPriority,
  transferReason,
} from './reasons.js';
import { transferStats } from './transfer-stats.js';

export type { PointsFn } from '../planner/index.js';
/** Picks a squad's lineup for a gameweek; analyzeSquad uses bestLineup unless given another. */
export type LineupFn = (squad: readonly PlannerPlayer[], gameweek: number, points: PointsFn) => Lineup;

/** Options of analyzeSquad: the planner's options plus the models it may be given instead of the built-in ones. */
export interface AnalyzeOptions extends PlanOptions {
  /** The transfer planner; the engine's planTransfers by default. */
  planner?: Planner;
  /** The best XI, bench order and captaincy of one gameweek; the engine's bestLineup by default. */
  lineup?: LineupFn;
  /**
   * Projected points from elsewhere (a solver's CSV, FPL's ep_next) instead of the engine's model, for every
   * decision; the model still explains fixtures in the texts.
   */
  points?: PointsFn;
  /** What keeping each chip is worth, in projected points (CHIP_THRESHOLDS by default). */
  chipThresholds?: Partial<ChipThresholds>;
  /**
   * The manager's own rules (locks, bans, booked transfers, chips, captains, hits, transfers a week): kept by
   * the plan, or a ConstraintError naming the one that cannot be.
   */
  constraints?: ManagerConstraints;
  /**
   * What the rules' cost is measured as: 'each' (default) the free plan against all of them and against each kind
   * alone (one more decision a kind), 'total' all of them only.
   */
  constraintCosts?: 'each' | 'total';
}

/** What analyzeSquad needs: the reviewed squad, FPL's bootstrap-static and fixtures, and the gameweek being planned. */
export interface AnalyzeSquadInput {
  squad: ExtractedTeamData;
  /** bootstrap-static: events, teams, elements and (since 2025-26) the chip windows. */
  bootstrap: Pick<BootstrapStatic, 'teams' | 'elements'> & Partial<Pick<BootstrapStatic, 'chips' | 'events'>>;
  fixtures: readonly FplFixture[];
  /**
   * Per-player per-gameweek history of every player (event-live or element-summary). Without it the model reads
   * each player's season totals from bootstrap-static, which loses recent selection and form.
   */
  histories?: readonly PlayerGameweekHistory[];
  /**
   * Last season's totals per player, matched by element code (previousSeasonFromElements of last season's
   * final bootstrap-static, or element-summary history_past rows): the projections' prior at season start.
   */
  previousSeason?: readonly PreviousSeasonPlayer[];
  /**
   * projectAnalysis of this same data, made once and shared by many analyses (the server's cache); used when its
   * gameweek and span are the ones this analysis needs, else the projections are built again.
   */
  projections?: AnalysisProjections;
  /** Defaults to the squad's chipStatus. */
  chipStatus?: ChipStatus;
  /** The gameweek being planned: the next deadline's. */
  gameweek: number;
  options?: AnalyzeOptions;
}

/** analyzeSquadDetailed's result: the recommendations and the plan, projections and horizon behind them. */
export interface SquadAnalysis {
  recommendations: Recommendations;
  plan: TransferPlan;
  /** Σ over the horizon of the best lineup's points keeping the squad as it is. */
  holdObjective: number;
  horizon: number;
  /** 'history' when per-gameweek history was given, else 'season-totals'. */
  projectionSource: 'history' | 'season-totals';
  /**
   * Median matches played per club: below EARLY_SEASON_MATCHES, and without last season, the projections lean
   * on FPL's ep_next.
   */
  matchesPlayed: number;
  projections: ReadonlyMap<number, PlayerProjection>;
  /** The manager's rules as kept and what they cost against the free plan (only when rules were given). */
  constraints?: ConstraintReport;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Pure: the Recommendations for a squad. See analyzeSquadDetailed for the plan and projections too. */
export function analyzeSquad(input: AnalyzeSquadInput): Recommendations {
  return analyzeSquadDetailed(input).recommendations;
}

/** analyzeSquad with what lies behind its recommendations: the multi-gameweek plan, the projections and the horizon. */
export function analyzeSquadDetailed(input: AnalyzeSquadInput): SquadAnalysis {
  const fields = expectObject('analyzeSquad', 'input', input);
  expectSquad('analyzeSquad', 'squad', fields.squad);
  const bootstrapFields = expectObject('analyzeSquad', 'bootstrap', fields.bootstrap);
  expectArray('analyzeSquad', 'bootstrap.elements', bootstrapFields.elements);
  expectArray('analyzeSquad', 'bootstrap.teams', bootstrapFields.teams);
  expectArray('analyzeSquad', 'fixtures', fields.fixtures);
  expectGameweek('analyzeSquad', 'gameweek', fields.gameweek);
  const { squad, bootstrap, fixtures, gameweek } = input;
  const options = input.options ?? {};
  const {
    planner = planTransfers,
    lineup: lineupFn = bestLineup,
    points: external,
    chipThresholds,
    constraints,
    constraintCosts,
    ...planOptions
  } = options;
  const teams = bootstrap.teams;
  const members = resolveSquad(squad.players, bootstrap.elements, teams);
  const elementById = new Map(bootstrap.elements.map((e) => [e.id, e]));

  const last = lastGameweek(fixtures);
  if (gameweek > last) throw new EngineError(`GW${gameweek} is past the season's last gameweek (GW${last})`);
  const { horizon, chipSpan, span } = analysisSpans(last, gameweek, planOptions.horizon);

  // Projections built for this data and span (the server's, once per data version), else built here.
  const given = input.projections;
  const model =
    given && given.gameweek === gameweek && given.span === span ? given : projectAnalysis(input, span);
  const { matchesPlayed, epShare, byElement: projections } = model;
  const points: PointsFn =
    external ?? ((id, gw) => projections.get(id)?.gameweeks[gw - gameweek]?.expectedPoints ?? 0);

  const planInput = squadPlanInput({ squad, bootstrap, gameweek, points, horizon, members });
  const { squad: squadPlayers } = planInput;
  const chipStatus = input.chipStatus ?? squad.chipStatus ?? {};
  const windows = chipWindows(bootstrap.chips);
  const chipGameweeks = Array.from({ length: chipSpan }, (_, i) => gameweek + i);
  const unavailable = new Set(
    members.filter((m) => availabilityNext(m.element) === 0).map((m) => m.element.id),
  );
  const decisionInput: SquadDecisionInput = {
    plan: planInput,
    planner,
    options: { ...planOptions, horizon },
    chipGameweeks,
    windows,
    chipStatus,
    // Projections that lean on FPL's ep_next (early season, last season unknown) are too flat to rebuild a
    // squad on: no wildcard then, unless its window is closing.
    ...(epShare > 0
      ? { chipThresholds: { ...chipThresholds, wildcard: Number.POSITIVE_INFINITY } }
      : chipThresholds
        ? { chipThresholds }
        : {}),
    unavailable,
    lineupPoints: doubtfulLineupPoints(points, elementById, gameweek),
    nowCost: (id) => {
      const element = elementById.get(id);
      return element ? element.now_cost / 10 : undefined;
    },
  };
  const withRules = constraints && hasConstraints(constraints);
  const decision: SquadDecision & { constraints?: ConstraintReport } = withRules
    ? decideSquadWithin(decisionInput, constraints, {
        name: (id) => elementById.get(id)?.web_name ?? `#${id}`,
        costEach: constraintCosts !== 'total',
      })
    : decideSquad(decisionInput);
  const { plan } = decision;
  const first = plan.gameweeks[0];
  if (!first) throw new EngineError('The planner returned no gameweek');

  const name = (id: number) => elementById.get(id)?.web_name ?? `#${id}`;
  const teamOf = (id: number) => teamShortName(elementById.get(id)?.team ?? 0, teams);
  const memberById = new Map(members.map((m) => [m.element.id, m]));

  // Transfers of the gameweek being planned; the last `hits` of them are the paid ones. Each says what it is worth
  // to the plan (decision.moves), or, in a Wildcard or Free Hit week, that it is part of the chip's squad.
  const chipWeek = first.chip === 'wildcard' || first.chip === 'free_hit' ? first.chip : undefined;
  const freeCount = first.transfers.length - first.hits;
  const transfers: TransferRecommendation[] = first.transfers.map((t, index) => {
    const out = elementById.get(t.out) as FplElement;
    const incoming = elementById.get(t.in) as FplElement;
    const sellingPrice = memberById.get(t.out)?.player.price ?? out.now_cost / 10;
    const hit = !chipWeek && index >= freeCount ? HIT_POINTS : 0;
    const span = chipWeek === 'free_hit' ? 1 : horizon;
    const outPoints = horizonPoints(projections.get(t.out), span);
    const inPoints = horizonPoints(projections.get(t.in), span);
    const stats = transferStats(incoming, fixtures, teams, gameweek);
    const value = decision.moves.find((m) => m.gameweek === gameweek && m.out === t.out && m.in === t.in);
    const enables = value?.enables;
    const cost = round1(incoming.now_cost / 10 - sellingPrice);
    // A move whose plan value could not be measured alone says what it gains on its own.
    const planGain = value?.gain ?? (enables || chipWeek ? null : inPoints - outPoints - hit);
    return {
      playerOut: out.web_name,
      playerOutTeam: teamOf(t.out),
      playerIn: incoming.web_name,
      playerInTeam: teamOf(t.in),
      cost,
      priority: transferPriority(chipWeek ? inPoints - outPoints : (enables?.gain ?? planGain ?? 0)),
      reason: transferReason({
        out,
        in: incoming,
        outTeam: teamOf(t.out),
        inTeam: teamOf(t.in),
        outPoints,
        inPoints,
        hit,
        from: gameweek,
        to: gameweek + horizon - 1,
        stats,
        planGain,
        ...(chipWeek ? { chip: chipWeek } : {}),
        ...(enables
          ? {
              enables: {
                reason: enables.reason,
                move: `${name(enables.in)} (${name(enables.out)} → ${name(enables.in)})`,
                gameweek: enables.gameweek,
                money: Math.max(0, -cost),
                gain: enables.gain,
              },
            }
          : {}),
      }),
      stats,
      playerOutId: t.out,
      playerInId: t.in,
    };
  });
  const chipKey = decision.chips.find((c) => c.gameweek === gameweek && c.family === chipWeek)?.key;
  const transferChip =
    chipWeek && chipKey
      ? {
          chip: chipKey,
          heading:
            chipWeek === 'wildcard'
              ? `Wildcard: ${transfers.length} move${transfers.length === 1 ? '' : 's'}, no points cost`
              : `Free Hit: ${transfers.length} move${transfers.length === 1 ? '' : 's'}, this week only`,
        }
      : undefined;

  const fixtureText = (id: number, gw: number) => {
    const gwProjection = projections.get(id)?.gameweeks[gw - gameweek];
    const list = (gwProjection?.fixtures ?? []).map(
      (f) => `${teamShortName(f.opponent, teams)} (${f.home ? 'H' : 'A'})`,
    );
    return list.length > 0 ? list.join(', ') : 'no fixture';
  };
  const earlyNote = (id: number) => {
    if (epShare <= 0) return undefined;
    const ep = elementById.get(id)?.ep_next ?? null;
    const share = Math.round(epShare * 100);
    return `Early season: FPL's ep_next${ep === null ? '' : ` (${ep})`} makes ${share}% of the projection.`;
  };
  const pick = (id: number, role: 'Captain' | 'Vice-captain', rank: string): CaptainPick => ({
    player: name(id),
    playerId: id,
    fixture: fixtureText(id, gameweek),
    expectedPoints: round1(points(id, gameweek)),
    reason: captainReason(
      role,
      name(id),
      projections.get(id),
      gameweek,
      fixtureText(id, gameweek),
      rank,
      earlyNote(id),
    ),
  });

  // Holding: the same squad's best lineups with no transfers, to say what the plan is worth.
  let holdObjective = 0;
  for (let gw = gameweek; gw < gameweek + horizon; gw++)
    holdObjective += lineupFn(squadPlayers, gw, points).points;

  // The cards (doubles, blanks) read the squad the plan fields after this gameweek.
  const after = decision.squadAt(gameweek);
  const chipSquad: ExtractedTeamData = {
    ...squad,
    players: after.squad.map((p) => toSquadPlayer(p, elementById, teams, memberById)),
  };
  const chipPlan = recommendChips({
    squad: chipSquad,
    fixtures,
    teams,
    currentGw: gameweek,
    chipStatus,
    ...(bootstrap.chips ? { chips: bootstrap.chips } : {}),
    elements: bootstrap.elements,
    expectedPoints: (player, gw) => points(player.id, gw),
    decisions: {
      chips: decision.chips,
      plan,
      name,
      fixtureText,
      points,
      squadAt: decision.squadAt,
    },
  });
  const chipStrategy = {
    ...chipPlan,
    upcomingDGWs: chipPlan.upcomingDGWs.map((dgw) =>
      chipGameweeks.includes(dgw.gameweek)
        ? { ...dgw, topAssets: projectedTopAssets(dgw, [...projections.values()], elementById, teams) }
        : dgw,
    ),
  };

  const recommendations: Recommendations = {
    transfers,
    ...(transferChip ? { transferChip } : {}),
    captain: pick(first.captain, 'Captain', 'the most in your XI'),
    viceCaptain: pick(first.viceCaptain, 'Vice-captain', 'next best in your XI'),
    startingXI: first.startingXI.map(name),
    bench: first.bench.map(name),
    budgetImpact: {
      starting: round1(plan.budget.starting),
      afterTransfers: round1(plan.budget.afterTransfers),
      affordable: plan.budget.affordable,
    },
    chipStrategy,
    analysis: summary({
      plan,
      holdObjective,
      horizon,
      gameweek,
      name,
      source: model.source,
      matchesPlayed,
      epShare,
    }),
    ...(decision.constraints ? { constraints: decision.constraints } : {}),
  };
  return {
    recommendations,
    plan,
    holdObjective,
    horizon,
    projectionSource: model.source,
    matchesPlayed,
    projections,
    ...(decision.constraints ? { constraints: decision.constraints } : {}),
  };
}

/** Whether any rule is given (empty lists are none). */
function hasConstraints(c: ManagerConstraints): boolean {
  return Object.values(c).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
}

/** Points a doubtful player (50% or less) is short of a fit one before he starts: "similar" projections. */
export const DOUBTFUL_START_MARGIN = 1;

/** Projections for picking the XI: a doubtful player at the deadline counts DOUBTFUL_START_MARGIN less. */
function doubtfulLineupPoints(
  points: PointsFn,
  elementById: ReadonlyMap<number, FplElement>,
  gameweek: number,
): PointsFn {
  return (id, gw) => {
    const value = points(id, gw);
    const element = elementById.get(id);
    if (gw !== gameweek || !element || availabilityNext(element) > 0.5) return value;
    return value - DOUBTFUL_START_MARGIN;
  };
}

function toSquadPlayer(
  p: PlannerPlayer,
  elementById: ReadonlyMap<number, FplElement>,
  teams: AnalyzeSquadInput['bootstrap']['teams'],
  memberById: ReadonlyMap<number, SquadMember>,
): Player {
  const member = memberById.get(p.id);
  const element = elementById.get(p.id);
  return {
    id: p.id,
    name: element?.web_name ?? member?.player.name ?? `#${p.id}`,
    team: teamShortName(p.teamId, teams),
    teamId: p.teamId,
    position: p.position,
    price: p.price,
    isStarter: member?.player.isStarter ?? true,
    isCaptain: false,
    isViceCaptain: false,
  };
}

function summary(s: {
  plan: TransferPlan;
  holdObjective: number;
  horizon: number;
  gameweek: number;
  name: (id: number) => string;
  source: 'history' | 'season-totals';
  matchesPlayed: number;
  epShare: number;
}): string {
  const span = gameweekSpan(s.gameweek, s.gameweek + s.horizon - 1);
  const weeks = s.plan.gameweeks.map((g) => {
    const moves = g.transfers.map((t) => `${s.name(t.out)} → ${s.name(t.in)}`).join(', ');
    const hits = g.hits > 0 ? `, ${g.hits} hit${g.hits === 1 ? '' : 's'} (−${g.hits * HIT_POINTS})` : '';
    const chip = g.chip ? ` (${CHIP_FAMILY_LABELS[g.chip]})` : '';
    return `GW${g.gameweek}${chip}: ${moves || 'no transfer'}${hits}; captain ${s.name(g.captain)}; ${fmt1(g.expectedPoints)} points.`;
  });
  const source =
    s.source === 'history'
      ? 'per-gameweek history (minutes, xG, xA, bonus, defensive contributions) and results'
      : "each player's season totals in bootstrap-static (no per-gameweek history was available)";
  const early =
    s.epShare > 0
      ? ` Early season (${s.matchesPlayed} match${s.matchesPlayed === 1 ? '' : 'es'} played per club): the projections weigh FPL's ep_next ${Math.round(s.epShare * 100)}% and the model ${Math.round((1 - s.epShare) * 100)}%.`
      : '';
  return [
    `Projected from ${source} over ${span}.${early}`,
    `The plan projects ${fmt1(s.plan.objective)} points (best XI with the captain counted twice, minus hits) against ${fmt1(s.holdObjective)} keeping the squad as it is.`,
    ...weeks,
  ].join(' ');
}
