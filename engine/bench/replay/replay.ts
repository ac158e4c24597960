// Plays a season week by week through the engine's one decision function, analyzeSquadDetailed, with only the
// deadline view of each gameweek; FPL's rules (rules.ts) turn its decisions into a squad, a bank and a score,
// and the referee checks every week. Three ways to play: 'ours' (the engine's projections), 'epNext' (FPL's
// ep_next instead) and 'hold' (the first squad kept, no transfers or chips; the engine's XI and captain).
import {
  type AnalyzeOptions,
  type AnalyzeSquadInput,
  analyzeSquadDetailed,
  type SquadAnalysis,
} from '../../src/analysis/analyze-squad.js';
import { type ChipFamily, chipWindows } from '../../src/chips/rules.js';
import type { FplElement } from '../../src/fpl-api.js';
import { isBuyable, type PointsFn, plannerPlayer } from '../../src/planner/plan-squad.js';
import { rebuildSquad } from '../../src/planner/rebuild.js';
import type { GameweekPlan } from '../../src/planner/types.js';
import { toPlayerPosition } from '../../src/positions.js';
import type { PreviousSeasonPlayer } from '../../src/projection/types.js';
import { CHIP_KEYS, type ChipStatus, type ExtractedTeamData, type Position } from '../../src/types.js';
import { epNextPoints } from './baselines.js';
import type { DeadlineView, Season } from './data.js';
import { firstSquad } from './first-squad.js';
import { type DeclaredWeek, Referee } from './referee.js';
import {
  applyTransfers,
  buySquad,
  freeTransfersAfter,
  type ManagerState,
  type MarketPlayer,
  playDeadline,
  type SquadLedger,
  STARTING_BUDGET,
  scoreGameweek,
  sellingPrice,
} from './rules.js';
import { REPLAY_STRATEGY, type ReplayStrategy } from './strategy.js';

export type ReplayMode = 'ours' | 'epNext' | 'hold';

export interface ReplayConfig {
  season: Season;
  from: number;
  to?: number;
  mode: ReplayMode;
  strategy?: ReplayStrategy;
  /** Called after each gameweek (progress). */
  onWeek?: (week: ReplayWeek, seconds: number) => void;
}

export interface ReplayWeek extends DeclaredWeek {
  substitutions: { out: number; in: number }[];
  /** Who scored the armband's extra: captain, vice or nobody. */
  armband: number | null;
  goalkeeperCaptain: boolean;
  goalkeeperVice: boolean;
  /** The plan's own hit count, when it differs from what the rules charged (a disagreement worth seeing). */
  planHits?: number;
}

export interface ReplayResult {
  season: string;
  from: number;
  mode: ReplayMode;
  strategy: ReplayStrategy;
  weeks: ReplayWeek[];
  total: number;
  seconds: number;
}

/**
 * Changes made free before a first deadline: the planner gets this many free transfers (and makes at most as
 * many), a few rounds. More at once is slow: at GW1 the projections are flat priors, and three free transfers
 * over five gameweeks took the planner over 200 s.
 */
const FIRST_PICK_TRANSFERS = 2;
const FIRST_PICK_ROUNDS = 4;

function marketLookup(elements: readonly FplElement[]) {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const element = (id: number) => {
    const e = byId.get(id);
    if (!e) throw new RangeError(`#${id} is not in the player list`);
    return e;
  };
  const market = (id: number): MarketPlayer => {
    const e = element(id);
    return { position: toPlayerPosition(e.element_type), club: e.team, cost: e.now_cost };
  };
  return { element, market, byId };
}

function squadInput(
  ledger: SquadLedger,
  view: DeadlineView,
  element: (id: number) => FplElement,
  freeTransfers: number,
  chipStatus: ChipStatus,
): ExtractedTeamData {
  const shortName = new Map(view.teams.map((t) => [t.id, t.short_name]));
  return {
    gameweek: view.gameweek,
    freeTransfers,
    budget: ledger.bank / 10,
    bank: ledger.bank / 10,
    formation: '3-4-3',
    chipStatus,
    players: ledger.squad.map((p) => {
      const e = element(p.id);
      return {
        id: p.id,
        name: e.web_name,
        team: shortName.get(e.team) ?? '',
        teamId: e.team,
        position: p.position,
        price: sellingPrice(p.purchasePrice, e.now_cost) / 10,
        isStarter: true,
        isCaptain: false,
        isViceCaptain: false,
      };
    }),
  };
}

/** The chip key whose window holds `gameweek` for a family (e.g. wildcard in GW25 → wildcard_2). */
function chipKey(view: DeadlineView, family: ChipFamily, gameweek: number) {
  return chipWindows(view.chips).find((w) => w.family === family && w.start <= gameweek && gameweek <= w.stop)
    ?.key;
}

export function replaySeason(config: ReplayConfig): ReplayResult {
  const { season, from, mode } = config;
  const to = Math.min(config.to ?? season.lastGameweek, season.lastGameweek);
  const strategy = { ...REPLAY_STRATEGY, ...config.strategy };
  const referee = new Referee({
    chips: season.data.chips,
    freeTransferTopUps: season.data.freeTransferTopUps,
    budget: STARTING_BUDGET,
  });
  const started = performance.now();
  let state: ManagerState = { ledger: { squad: [], bank: STARTING_BUDGET }, freeTransfers: 0 };
  let chipStatus: ChipStatus = {};
  // Holding plays no chips: every window counts as spent.
  if (mode === 'hold')
    chipStatus = Object.fromEntries(CHIP_KEYS.map((k) => [k, { used: true, gameweek: null }]));
  const weeks: ReplayWeek[] = [];
  let total = 0;

  for (let gameweek = from; gameweek <= to; gameweek++) {
    const weekStarted = performance.now();
    const view = season.before(gameweek);
    const elements = view.elements();
    const { element, market } = marketLookup(elements);
    const fixtures = view.fixtures();
    const histories = view.history();
    const bootstrap = { teams: view.teams, elements, chips: view.chips, events: view.events() };
    let options: AnalyzeOptions = { ...strategy };
    if (mode === 'epNext') {
      const points = epNextPoints(elements, fixtures, gameweek);
      if (!points) throw new RangeError(`No ep_next recorded before the GW${gameweek} deadline`);
      options = { ...options, points };
    }
    const analyze = (
      squad: ExtractedTeamData,
      status: ChipStatus,
      extra: AnalyzeOptions = {},
    ): SquadAnalysis => {
      // Last season's totals go along for the analysis to read as the season-start prior, once it takes them.
      const input: AnalyzeSquadInput & { previousSeason: readonly PreviousSeasonPlayer[] } = {
        squad,
        bootstrap,
        fixtures,
        histories,
        chipStatus: status,
        gameweek,
        options: { ...options, ...extra },
        previousSeason: view.previousSeason,
      };
      return analyzeSquadDetailed(input);
    };

    const firstPick = gameweek === from;
    let plan: GameweekPlan;
    let transfersIn: number[];
    let transfersOut: number[];
    let hits = 0;
    let playing: SquadLedger;
    let next: ManagerState;
    const topUp = season.data.freeTransferTopUps.get(gameweek + 1);
    if (firstPick) {
      // The same first squad in every mode of play ('hold' keeps ours), from the chips of a fresh season.
      ({ plan, ledger: playing } = pickFirstSquad(
        view,
        elements,
        market,
        element,
        analyze,
        strategy,
        options.points,
      ));
      transfersIn = playing.squad.map((p) => p.id);
      transfersOut = [];
      next = { ledger: playing, freeTransfers: freeTransfersAfter(0, 0, null, topUp) };
    } else {
      const hold = mode === 'hold';
      const analysis = analyze(
        squadInput(state.ledger, view, element, hold ? 0 : state.freeTransfers, chipStatus),
        chipStatus,
        hold ? { allowHits: false, horizon: 1 } : {},
      );
      plan = firstGameweek(analysis);
      if (hold && plan.transfers.length > 0)
        throw new Error(`Holding made ${plan.transfers.length} transfers`);
      transfersIn = plan.transfers.map((t) => t.in);
      transfersOut = plan.transfers.map((t) => t.out);
      const decision = { chip: hold ? null : plan.chip, transfers: plan.transfers };
      ({ playing, hits, next } = playDeadline(state, decision, market, topUp));
    }
    const chip = mode === 'hold' ? null : plan.chip;

    // The deadline has passed: now what happened may be read.
    const outcome = season.outcome(gameweek);
    const positions = new Map<number, Position>(playing.squad.map((p) => [p.id, p.position]));
    const positionOf = (id: number) => positions.get(id) ?? market(id).position;
    const score = scoreGameweek(plan, chip, hits, positionOf, (id) => outcome.get(id));
    const week: ReplayWeek = {
      gameweek,
      firstPick,
      chip,
      captain: plan.captain,
      viceCaptain: plan.viceCaptain,
      startingXI: plan.startingXI,
      bench: plan.bench,
      transfersIn,
      transfersOut,
      hits,
      bank: playing.bank,
      freeTransfers: firstPick ? null : state.freeTransfers,
      points: score.points,
      substitutions: score.substitutions,
      armband: score.armband,
      goalkeeperCaptain: positionOf(plan.captain) === 'GKP',
      goalkeeperVice: positionOf(plan.viceCaptain) === 'GKP',
    };
    if (!firstPick && plan.hits !== hits) week.planHits = plan.hits;
    const facts = new Map(season.market(gameweek).map((e) => [e.id, market(e.id)]));
    referee.check(week, { market: facts, outcome });
    weeks.push(week);
    total += week.points;

    state = next;
    if (chip) {
      const key = chipKey(view, chip, gameweek);
      if (key) chipStatus = { ...chipStatus, [key]: { used: true, gameweek } };
    }
    config.onWeek?.(week, (performance.now() - weekStarted) / 1000);
  }
  if (referee.total !== total) throw new Error(`Referee total ${referee.total} against ${total}`);
  return {
    season: season.name,
    from,
    mode,
    strategy,
    weeks,
    total,
    seconds: (performance.now() - started) / 1000,
  };
}

function firstGameweek(analysis: SquadAnalysis): GameweekPlan {
  const plan = analysis.plan.gameweeks[0];
  if (!plan) throw new Error('The engine returned no plan for the deadline');
  // Engines from before chips were planned leave `chip` out.
  return { ...plan, chip: plan.chip ?? null };
}

/**
 * The first squad: projections from the engine's analysis of a placeholder squad (the cheapest legal one), a
 * squad picked on them (first-squad.ts), then the engine's planner improves it with free transfers for a few
 * rounds. Wildcard and free hit are withheld that week (a first squad is already a free pick).
 */
function pickFirstSquad(
  view: DeadlineView,
  elements: readonly FplElement[],
  market: (id: number) => MarketPlayer,
  element: (id: number) => FplElement,
  analyze: (squad: ExtractedTeamData, status: ChipStatus, extra?: AnalyzeOptions) => SquadAnalysis,
  strategy: ReplayStrategy,
  external: PointsFn | undefined,
): { plan: GameweekPlan; ledger: SquadLedger } {
  const gameweek = view.gameweek;
  const pool = elements.filter(isBuyable).map((e) => plannerPlayer(e, e.now_cost / 10));
  const cheapest = rebuildSquad(pool, () => 0, STARTING_BUDGET / 10);
  if (!cheapest) throw new RangeError(`No legal squad for £100m in GW${gameweek}`);
  const noSquadChips: ChipStatus = {};
  for (const family of ['wildcard', 'free_hit'] as const) {
    const key = chipKey(view, family, gameweek);
    if (key) noSquadChips[key] = { used: true, gameweek };
  }
  const placeholder = buySquad(
    cheapest.map((p) => p.id),
    market,
  );
  const probe = analyze(squadInput(placeholder, view, element, 0, noSquadChips), noSquadChips, {
    allowHits: false,
  });
  const horizon = Math.max(1, Math.min(strategy.horizon ?? 5, view.lastGameweek - gameweek + 1));
  const points: PointsFn =
    external ?? ((id, gw) => probe.projections.get(id)?.gameweeks[gw - gameweek]?.expectedPoints ?? 0);
  const picked = firstSquad({
    elements,
    points,
    gameweek,
    horizon,
    budget: STARTING_BUDGET / 10,
    ...(strategy.benchWeight !== undefined ? { benchWeight: strategy.benchWeight } : {}),
    ...(strategy.decay !== undefined ? { decay: strategy.decay } : {}),
  });
  let ledger = buySquad(
    picked.map((p) => p.id),
    market,
  );
  let plan: GameweekPlan | null = null;
  for (let round = 0; round < FIRST_PICK_ROUNDS; round++) {
    const analysis = analyze(
      squadInput(ledger, view, element, FIRST_PICK_TRANSFERS, noSquadChips),
      noSquadChips,
      { allowHits: false, maxTransfersPerGameweek: FIRST_PICK_TRANSFERS },
    );
    plan = firstGameweek(analysis);
    ledger = applyTransfers(ledger, plan.transfers, market);
    if (plan.transfers.length === 0) break;
  }
  if (!plan) throw new Error('No first-week plan');
  if (plan.chip === 'wildcard' || plan.chip === 'free_hit') plan = { ...plan, chip: null };
  // Bought outright at this deadline's prices: the same squad and bank as the free changes left.
  return {
    plan,
    ledger: buySquad(
      ledger.squad.map((p) => p.id),
      market,
    ),
  };
}
