// Per-player rates for the expected-points model: selection (start, 60+ minutes, sub appearances) and
// per-90 returns, each shrunk towards a prior for the player's position (and price, where price predicts it).
// Priors are fitted on the input's own history (all players, earlier gameweeks), so they follow the season.
// Last season, where given, weighs in as each player's own prior: its per-90 returns as pseudo-minutes, its start
// share (shrunk to the price line) as pseudo-matches, both outweighed as this season's matches accrue.

import type { Position } from '../types.js';
import { clamp01, tailAtLeast, weightedLinearFit } from './math.js';
import { MINUTES_FULL, type ProjectionParams } from './params.js';
import { type LastSeason, NO_LAST_SEASON } from './previous-season.js';
import {
  expectedAssistsOf,
  expectedGoalsOf,
  type RecordedStats,
  recordedIn,
  recordedStats,
  startsOf,
} from './recorded.js';
import { DEFCON_THRESHOLD, positionOfElementType } from './rules.js';
import type { PlayerGameweekHistory, PreviousSeasonPlayer, ProjectionElement } from './types.js';

export interface PlayerRates {
  /** Per match of the club: probability of starting when available. */
  startRate: number;
  /** Probability a start lasts 60 minutes or more. */
  sixtyGivenStart: number;
  /** Probability of coming on when not starting. */
  subRate: number;
  xg90: number;
  xa90: number;
  bonus90: number;
  saves90: number;
  yellow90: number;
  red90: number;
  /** Probability of reaching the defensive-contribution threshold in a 60+ minute appearance. */
  defconHit: number;
}

interface Sums {
  matches: number;
  starts: number;
  matchesLong: number;
  startsLong: number;
  singleStarts: number;
  singleSixty: number;
  singleBench: number;
  singleSubs: number;
  minutes90: number;
  xg: number;
  goals: number;
  xa: number;
  assists: number;
  /** Goals and assists of the rows and last season's totals that record xG and xA: the ratios' denominators' partners. */
  goalsWithXg: number;
  assistsWithXa: number;
  /** Goals and assists standing in for xG and xA in gameweeks that do not record them (counted as they are). */
  xgFallback: number;
  xaFallback: number;
  bonus: number;
  saves: number;
  yellow: number;
  red: number;
  defcon: number;
  /** Minutes (/90) over which defensive contributions were recorded: last season's only from 2025-26. */
  defconMinutes90: number;
  defconApps: number;
  defconHits: number;
}

const FALLBACK: Record<Position, Omit<PlayerRates, 'sixtyGivenStart' | 'subRate' | 'defconHit'>> = {
  GKP: { startRate: 0.3, xg90: 0.002, xa90: 0.015, bonus90: 0.3, saves90: 2.8, yellow90: 0.04, red90: 0.003 },
  DEF: { startRate: 0.3, xg90: 0.05, xa90: 0.08, bonus90: 0.25, saves90: 0, yellow90: 0.15, red90: 0.004 },
  MID: { startRate: 0.3, xg90: 0.14, xa90: 0.17, bonus90: 0.3, saves90: 0, yellow90: 0.14, red90: 0.003 },
  FWD: { startRate: 0.3, xg90: 0.35, xa90: 0.14, bonus90: 0.4, saves90: 0, yellow90: 0.1, red90: 0.002 },
};
const FALLBACK_DEFCON90: Record<Position, number> = { GKP: 0, DEF: 8.5, MID: 8, FWD: 4 };
/** Starts lasting 60+ minutes, and bench appearances, before the input has any; pooled rates replace them. */
const SIXTY_PRIOR: Record<Position, number> = { GKP: 0.99, DEF: 0.9, MID: 0.8, FWD: 0.75 };
const SUB_PRIOR = 0.15;
const SIXTY_PRIOR_STARTS = 3;
/** Negative-binomial size for defensive-contribution counts, and pseudo-appearances for the hit rate. */
const DEFCON_DISPERSION = 8;
/**
 * Pseudo-minutes of the position's rate in defensive contributions per 90: short, as the count is a stable trait
 * of a player's role. Untuned: no season before 2025-26 recorded it.
 */
const DEFCON_PRIOR_MINUTES = 450;
const DEFCON_PRIOR_APPS = 5;
/** Weight in the price line of start rates of a player known only from last season (one match is 1/2). */
const PREVIOUS_START_FIT_WEIGHT = 0.5;
/**
 * FPL credits more assists than xA counts (it also rewards won penalties, rebounds and deflections): about
 * 1.4 assists per xA in 2023-24 and 2024-25. The input's own ratio is used once it has enough xA.
 */
const ASSISTS_PER_XA = 1.4;
const GOALS_PER_XG = 1;
const RATIO_PRIOR = 20;

function emptySums(): Sums {
  return {
    matches: 0,
    starts: 0,
    matchesLong: 0,
    startsLong: 0,
    singleStarts: 0,
    singleSixty: 0,
    singleBench: 0,
    singleSubs: 0,
    minutes90: 0,
    xg: 0,
    goals: 0,
    xa: 0,
    assists: 0,
    goalsWithXg: 0,
    assistsWithXa: 0,
    xgFallback: 0,
    xaFallback: 0,
    bonus: 0,
    saves: 0,
    yellow: 0,
    red: 0,
    defcon: 0,
    defconMinutes90: 0,
    defconApps: 0,
    defconHits: 0,
  };
}

export function ratePlayers(
  elements: readonly ProjectionElement[],
  history: readonly PlayerGameweekHistory[],
  gameweek: number,
  params: ProjectionParams,
  lastSeason: LastSeason = NO_LAST_SEASON,
  recorded: ReadonlyMap<number, RecordedStats> = recordedStats(history, gameweek),
): Map<number, PlayerRates> {
  const previousSeason = lastSeason.players;
  const fadeOf = (e: ProjectionElement) =>
    params.previousSeasonDecay ** (lastSeason.clubMatches.get(e.team) ?? 0);
  const positions = new Map<number, Position>();
  for (const e of elements) {
    const position = positionOfElementType(e.element_type);
    if (position) positions.set(e.id, position);
  }
  const sums = new Map<number, Sums>();
  for (const row of history) {
    const position = positions.get(row.element);
    if (!position || row.gameweek >= gameweek) continue;
    const n = row.fixtureCount ?? 1;
    if (n <= 0) continue;
    let s = sums.get(row.element);
    if (!s) {
      s = emptySums();
      sums.set(row.element, s);
    }
    const age = gameweek - 1 - row.gameweek;
    const wm = params.minutesDecay ** age;
    const wr = params.rateDecay ** age;
    const rec = recordedIn(recorded, row.gameweek);
    const starts = startsOf(row, rec);
    s.matches += wm * n;
    s.starts += wm * Math.min(starts, n);
    const wl = params.longMinutesDecay ** age;
    s.matchesLong += wl * n;
    s.startsLong += wl * Math.min(starts, n);
    if (n === 1) {
      // How long starts last is a steadier trait than selection: it keeps the longer memory.
      if (starts >= 1) {
        s.singleStarts += wr;
        if (row.minutes >= 60) s.singleSixty += wr;
      } else {
        s.singleBench += wm;
        if (row.minutes > 0) s.singleSubs += wm;
      }
    }
    s.minutes90 += (wr * row.minutes) / 90;
    const xg = expectedGoalsOf(row, rec);
    if (xg === undefined) s.xgFallback += wr * row.goalsScored;
    else {
      s.xg += wr * xg;
      s.goalsWithXg += wr * row.goalsScored;
    }
    s.goals += wr * row.goalsScored;
    const xa = expectedAssistsOf(row, rec);
    if (xa === undefined) s.xaFallback += wr * row.assists;
    else {
      s.xa += wr * xa;
      s.assistsWithXa += wr * row.assists;
    }
    s.assists += wr * row.assists;
    s.bonus += wr * row.bonus;
    s.saves += wr * row.saves;
    s.yellow += wr * row.yellowCards;
    s.red += wr * row.redCards;
    s.defcon += wr * row.defensiveContribution;
    s.defconMinutes90 += (wr * row.minutes) / 90;
    const threshold = DEFCON_THRESHOLD[position];
    if (n === 1 && row.minutes >= 60 && threshold !== null) {
      s.defconApps += wr;
      if (row.defensiveContribution >= threshold) s.defconHits += wr;
    }
  }

  // Last season's totals count as previousSeasonWeight of this season's in every per-90 rate before his club's
  // first match, fading by previousSeasonDecay a match (transfers, new roles and form make it ever less his
  // current self).
  for (const e of elements) {
    const prev = previousSeason.get(e.id);
    if (!prev || !positions.has(e.id)) continue;
    let s = sums.get(e.id);
    if (!s) {
      s = emptySums();
      sums.set(e.id, s);
    }
    const pw = params.previousSeasonWeight * fadeOf(e);
    const minutes90 = (pw * prev.minutes) / 90;
    s.minutes90 += minutes90;
    s.xg += pw * prev.expectedGoals;
    s.goals += pw * prev.goalsScored;
    s.goalsWithXg += pw * prev.goalsScored;
    s.xa += pw * prev.expectedAssists;
    s.assists += pw * prev.assists;
    s.assistsWithXa += pw * prev.assists;
    s.bonus += pw * prev.bonus;
    s.saves += pw * prev.saves;
    s.yellow += pw * prev.yellowCards;
    s.red += pw * prev.redCards;
    if (prev.defensiveContribution !== undefined) {
      s.defcon += pw * prev.defensiveContribution;
      s.defconMinutes90 += minutes90;
    }
  }

  // League ratios of FPL goals and assists to xG and xA, shrunk towards typical values, over what records xG
  // and xA; goals and assists standing in for them are FPL's own already and join unscaled.
  let goals = 0;
  let xg = 0;
  let assists = 0;
  let xa = 0;
  for (const s of sums.values()) {
    goals += s.goalsWithXg;
    xg += s.xg;
    assists += s.assistsWithXa;
    xa += s.xa;
  }
  const goalsPerXg = (goals + RATIO_PRIOR * GOALS_PER_XG) / (xg + RATIO_PRIOR);
  const assistsPerXa = (assists + RATIO_PRIOR * ASSISTS_PER_XA) / (xa + RATIO_PRIOR);
  for (const s of sums.values()) {
    s.xg = s.xg * goalsPerXg + s.xgFallback;
    s.xa = s.xa * assistsPerXa + s.xaFallback;
  }

  const priors = fitPriors(elements, positions, sums, previousSeason, fadeOf, params);
  const rates = new Map<number, PlayerRates>();
  for (const e of elements) {
    const position = positions.get(e.id);
    if (!position) continue;
    const s = sums.get(e.id) ?? emptySums();
    const price = e.now_cost / 10;
    const prior = priors.get(position);
    if (!prior) continue;
    const m = params.attackPriorMinutes / 90;
    const b = params.bonusPriorMinutes / 90;
    const o = params.otherPriorMinutes / 90;
    const fw = params.finishingWeight;
    const shrink = (count: number, priorRate: number, pseudo: number) =>
      shrinkShare(count, s.minutes90, priorRate, pseudo);
    // The price line's start rate, or last season's start share shrunk towards it.
    const prev = previousSeason.get(e.id);
    const fade = fadeOf(e);
    const priceStart = prior.start(price);
    const startPrior = prev
      ? shrinkShare(prev.starts, prev.clubMatches, priceStart, params.previousStartShrinkMatches)
      : priceStart;
    const longPseudo = prev
      ? Math.max(params.startPriorMatches, fade * params.previousSeasonLongMatches)
      : params.startPriorMatches;
    const defcon90 = shrinkShare(s.defcon, s.defconMinutes90, prior.defcon90, DEFCON_PRIOR_MINUTES / 90);
    const threshold = DEFCON_THRESHOLD[position];
    const defconModel =
      threshold === null ? 0 : tailAtLeast(defcon90 * (MINUTES_FULL / 90), threshold, DEFCON_DISPERSION);
    rates.set(e.id, {
      startRate:
        params.recentSelectionWeight *
          shrinkShare(s.starts, s.matches, startPrior, params.startPriorMatches) +
        (1 - params.recentSelectionWeight) * shrinkShare(s.startsLong, s.matchesLong, startPrior, longPseudo),
      sixtyGivenStart:
        (s.singleSixty + SIXTY_PRIOR_STARTS * prior.sixtyGivenStart) / (s.singleStarts + SIXTY_PRIOR_STARTS),
      subRate: shrinkShare(s.singleSubs, s.singleBench, prior.subRate, params.subPriorMatches),
      xg90: shrink((1 - fw) * s.xg + fw * s.goals, prior.xg90(price), m),
      xa90: shrink((1 - fw) * s.xa + fw * s.assists, prior.xa90(price), m),
      bonus90: shrink(s.bonus, prior.bonus90(price), b),
      saves90: shrink(s.saves, prior.saves90, o),
      yellow90: shrink(s.yellow, prior.yellow90, o),
      red90: shrink(s.red, prior.red90, o * 4),
      defconHit: (s.defconHits + DEFCON_PRIOR_APPS * defconModel) / (s.defconApps + DEFCON_PRIOR_APPS),
    });
  }
  return rates;
}

/** (count + pseudo × prior) / (exposure + pseudo), and the prior itself when there is nothing to weigh. */
function shrinkShare(hits: number, trials: number, prior: number, pseudo: number): number {
  const weight = trials + pseudo;
  return weight > 0 ? (hits + pseudo * prior) / weight : prior;
}

interface PositionPrior {
  start: (price: number) => number;
  sixtyGivenStart: number;
  subRate: number;
  xg90: (price: number) => number;
  xa90: (price: number) => number;
  bonus90: (price: number) => number;
  saves90: number;
  yellow90: number;
  red90: number;
  defcon90: number;
}

function fitPriors(
  elements: readonly ProjectionElement[],
  positions: ReadonlyMap<number, Position>,
  sums: ReadonlyMap<number, Sums>,
  previousSeason: ReadonlyMap<number, PreviousSeasonPlayer>,
  fadeOf: (e: ProjectionElement) => number,
  params: ProjectionParams,
): Map<Position, PositionPrior> {
  const priors = new Map<Position, PositionPrior>();
  for (const position of ['GKP', 'DEF', 'MID', 'FWD'] as const) {
    const fallback = FALLBACK[position];
    const players = elements.filter((e) => positions.get(e.id) === position);
    const prices: number[] = [];
    const withSums: Sums[] = [];
    // Start shares by price: this season's where the player has matches, else last season's.
    const startShares: number[] = [];
    const startWeights: number[] = [];
    for (const e of players) {
      const s = sums.get(e.id);
      if (!s) continue;
      prices.push(e.now_cost / 10);
      withSums.push(s);
      const prev = previousSeason.get(e.id);
      if (s.matches > 0 || !prev) {
        startShares.push(s.matches > 0 ? s.starts / s.matches : 0);
        startWeights.push(s.matches / (s.matches + 1));
      } else {
        startShares.push(prev.clubMatches > 0 ? prev.starts / prev.clubMatches : 0);
        startWeights.push(PREVIOUS_START_FIT_WEIGHT * fadeOf(e));
      }
    }
    // Rates of players who play, by price; weights grow with minutes so cameos do not set the prior.
    const minuteWeights = withSums.map((s) => s.minutes90 / (s.minutes90 + 10));
    const perNinety = (pick: (s: Sums) => number) =>
      withSums.map((s) => (s.minutes90 > 0 ? pick(s) / s.minutes90 : 0));
    const fw = params.finishingWeight;
    const priceLine = (ys: number[], floor: number, fallbackRate: number, weights = minuteWeights) => {
      const [a, b] = weightedLinearFit(prices, ys, weights);
      if (!Number.isFinite(a)) return () => fallbackRate;
      return (price: number) => Math.max(floor, a + b * price);
    };
    const share = (part: (s: Sums) => number, whole: (s: Sums) => number, fallbackShare: number) => {
      let p = 0;
      let w = 0;
      for (const s of withSums) {
        p += part(s);
        w += whole(s);
      }
      return w > 5 ? p / w : fallbackShare;
    };
    const pooled = (pick: (s: Sums) => number, fallbackRate: number) =>
      pooledOver(withSums, pick, (s) => s.minutes90, fallbackRate);
    const startLine = priceLine(startShares, 0.01, fallback.startRate, startWeights);
    priors.set(position, {
      start: (price) => clamp01(Math.min(0.95, startLine(price))),
      sixtyGivenStart: share(
        (s) => s.singleSixty,
        (s) => s.singleStarts,
        SIXTY_PRIOR[position],
      ),
      subRate: share(
        (s) => s.singleSubs,
        (s) => s.singleBench,
        SUB_PRIOR,
      ),
      xg90: priceLine(
        perNinety((s) => (1 - fw) * s.xg + fw * s.goals),
        fallback.xg90 * 0.2,
        fallback.xg90,
      ),
      xa90: priceLine(
        perNinety((s) => (1 - fw) * s.xa + fw * s.assists),
        fallback.xa90 * 0.2,
        fallback.xa90,
      ),
      bonus90: priceLine(
        perNinety((s) => s.bonus),
        fallback.bonus90 * 0.2,
        fallback.bonus90,
      ),
      saves90: pooled((s) => s.saves, fallback.saves90),
      yellow90: pooled((s) => s.yellow, fallback.yellow90),
      red90: pooled((s) => s.red, fallback.red90),
      defcon90: pooledOver(
        withSums,
        (s) => s.defcon,
        (s) => s.defconMinutes90,
        FALLBACK_DEFCON90[position],
      ),
    });
  }
  return priors;
}

/** Σ count / Σ exposure (per 90) over players, or the fallback with under 20 matches' worth to go on. */
function pooledOver(
  players: readonly Sums[],
  count: (s: Sums) => number,
  exposure: (s: Sums) => number,
  fallbackRate: number,
): number {
  let c = 0;
  let minutes = 0;
  for (const s of players) {
    c += count(s);
    minutes += exposure(s);
  }
  return minutes > 20 ? c / minutes : fallbackRate;
}
