// A manager's team from FPL's public entry data, as the review screen takes it (ExtractedTeamData) for the next
// deadline: the squad, armbands and bench order of the latest gameweek (the one before a Free Hit, which FPL
// undoes), bank and team value of that gameweek, free transfers replayed from the history, chips played, and
// each player's selling price from what was paid for him. What the data cannot settle is flagged for review.
import { chipFamilyOfFplName, chipWindows } from '../chips/index.js';
import { EngineError } from '../errors.js';
import { formationOf } from '../formation.js';
import type {
  BootstrapStatic,
  FplElement,
  FplEntry,
  FplEntryHistory,
  FplEntryPicks,
  FplEntryTransfer,
  FplPriceHistoryRow,
} from '../fpl-api.js';
import { planningGameweek, seasonLabel } from '../gameweeks.js';
import { toPlayerPosition } from '../positions.js';
import { LAST_GAMEWEEK, MAX_FREE_TRANSFERS, XI_SIZE } from '../rules.js';
import { sellingPrice } from '../selling-price.js';
import type {
  ChipStatus,
  ExtractedTeamData,
  Player,
  Position,
  SquadField,
  UnresolvedPlate,
} from '../types.js';
import { entryFreeTransfers, type FreeTransferTopUp } from './free-transfers.js';

/** The entry data does not describe a squad to plan from (no gameweek played yet, or picks of another week). */
export class EntryDataError extends EngineError {
  override name = 'EntryDataError';
}

/** FPL's public data for one team (entry, history, transfers, picks) and the season's bootstrap-static. */
export interface EntryTeamInput {
  bootstrap: BootstrapStatic;
  history: FplEntryHistory;
  /**
   * `/entry/{id}/transfers/`; null when it was not recorded (a data folder without it). A history with no
   * transfer in any gameweek settles them (none); otherwise every price that rests on them is flagged.
   */
  transfers: readonly FplEntryTransfer[] | null;
  /** The picks of `entrySquadGameweek(history)`. */
  picks: FplEntryPicks;
  /**
   * `/entry/{id}/`: its `started_event` and `joined_time` date the first squad. Without it the history's first
   * gameweek stands in for `started_event`.
   */
  entry?: Pick<FplEntry, 'started_event'> & Partial<Pick<FplEntry, 'joined_time'>>;
  /** `/element-summary/{id}/` `history` by element id, for players held since a first squad bought after GW1. */
  priceHistories?: Readonly<Record<number, readonly FplPriceHistoryRow[]>>;
  topUps?: readonly FreeTransferTopUp[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The last gameweek the history has a row for: the latest finished or current one. */
function latestGameweek(history: FplEntryHistory): number {
  const latest = Math.max(0, ...history.current.map((row) => row.event));
  if (latest === 0) {
    throw new EntryDataError(
      'This FPL team has not played a gameweek yet: its squad is public after its first deadline.',
    );
  }
  return latest;
}

function freeHitWeeks(history: FplEntryHistory): Set<number> {
  return new Set(history.chips.filter((chip) => chip.name === 'freehit').map((chip) => chip.event));
}

/**
 * The gameweek whose picks are the squad at the next deadline: the latest one, or after a Free Hit the last
 * week before it (FPL puts the squad back as it was).
 */
export function entrySquadGameweek(history: FplEntryHistory): number {
  const freeHits = freeHitWeeks(history);
  let gameweek = latestGameweek(history);
  while (freeHits.has(gameweek) && gameweek > 1) gameweek--;
  return gameweek;
}

/**
 * The transfers, or what the history settles without them: a history whose every gameweek made no transfer had
 * none. Null when they are unknown.
 */
function knownTransfers(
  input: Pick<EntryTeamInput, 'transfers' | 'history'>,
): readonly FplEntryTransfer[] | null {
  if (input.transfers) return input.transfers;
  return input.history.current.every((row) => row.event_transfers === 0) ? [] : null;
}

function startedEvent(input: Pick<EntryTeamInput, 'entry' | 'history'>): number {
  return input.entry?.started_event ?? Math.min(...input.history.current.map((row) => row.event));
}

/** The price each player was last bought at, from the transfers up to `gameweek` (Free Hit ones are undone). */
function purchasePrices(
  input: EntryTeamInput,
  transfers: readonly FplEntryTransfer[],
  gameweek: number,
): Map<number, number> {
  const freeHits = freeHitWeeks(input.history);
  const kept = transfers
    .filter((t) => t.event <= gameweek && !freeHits.has(t.event))
    .sort((a, b) => a.event - b.event || Date.parse(a.time) - Date.parse(b.time));
  const prices = new Map<number, number>();
  for (const transfer of kept) prices.set(transfer.element_in, transfer.element_in_cost);
  return prices;
}

/**
 * The players of the picks still held since the first squad: no transfer brought them in. Unknown transfers
 * settle no one: empty.
 */
export function entryPlayersHeldSinceStart(
  input: Pick<EntryTeamInput, 'history' | 'transfers' | 'picks'>,
): number[] {
  const transfers = knownTransfers(input);
  if (!transfers) return [];
  const gameweek = entrySquadGameweek(input.history);
  const freeHits = freeHitWeeks(input.history);
  const bought = new Set(
    transfers.filter((t) => t.event <= gameweek && !freeHits.has(t.event)).map((t) => t.element_in),
  );
  return input.picks.picks.map((pick) => pick.element).filter((id) => !bought.has(id));
}

/**
 * The element ids whose `/element-summary/` the caller should load for exact selling prices: players held since
 * a first squad bought after GW1. (A GW1 squad was bought at season-start prices, which bootstrap-static gives.)
 */
export function entryPriceHistoriesNeeded(
  input: Pick<EntryTeamInput, 'history' | 'transfers' | 'picks' | 'entry'>,
): number[] {
  return startedEvent(input) <= 1 ? [] : entryPlayersHeldSinceStart(input);
}

interface EntryPrice {
  price: number;
  sure: boolean;
}

/**
 * A first squad bought after GW1 was bought between the team's creation (or the deadline before its first
 * gameweek) and that gameweek's deadline. Element-summary gives his price at each fixture; when every price seen
 * around that span is the same, that was the price paid. Otherwise the lowest, flagged.
 */
function priceAtEntry(
  rows: readonly FplPriceHistoryRow[] | undefined,
  from: number,
  to: number,
  first: number,
): EntryPrice | undefined {
  if (!rows || rows.length === 0) return undefined;
  const timed = rows.every((row) => row.kickoff_time && Number.isFinite(Date.parse(row.kickoff_time)));
  const at = (row: FplPriceHistoryRow) => (timed ? Date.parse(row.kickoff_time as string) : row.round);
  const [start, end] = timed ? [from, to] : [first - 0.5, first];
  const sorted = [...rows].sort((a, b) => at(a) - at(b));
  const before = sorted.filter((row) => at(row) <= start).at(-1);
  const after = sorted.find((row) => at(row) >= end);
  const during = sorted.filter((row) => at(row) > start && at(row) < end);
  const seen = [before, ...during, after].flatMap((row) => (row ? [row.value] : []));
  if (seen.length === 0) return undefined;
  const price = Math.min(...seen);
  return { price, sure: before !== undefined && after !== undefined && seen.every((v) => v === price) };
}

function deadlineOf(bootstrap: BootstrapStatic, gameweek: number): number | undefined {
  const event = bootstrap.events.find((e) => e.id === gameweek);
  const time = event ? Date.parse(event.deadline_time) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

/** What the manager paid for a player held since the first squad, in tenths; undefined when unknown. */
function firstSquadPrice(input: EntryTeamInput, element: FplElement): EntryPrice | undefined {
  const first = startedEvent(input);
  if (first <= 1) {
    // Prices do not move before the first deadline: a GW1 squad was bought at season-start prices.
    const change = Number(element.cost_change_start);
    return Number.isFinite(change) ? { price: element.now_cost - change, sure: true } : undefined;
  }
  const to = deadlineOf(input.bootstrap, first) ?? Number.POSITIVE_INFINITY;
  const joined = input.entry?.joined_time ? Date.parse(input.entry.joined_time) : Number.NaN;
  const from = Math.max(
    deadlineOf(input.bootstrap, first - 1) ?? Number.NEGATIVE_INFINITY,
    Number.isFinite(joined) ? joined : Number.NEGATIVE_INFINITY,
  );
  return priceAtEntry(input.priceHistories?.[element.id], from, to, first);
}

/** Chips played, each in the window of its family that holds its gameweek; the rest of the windows unused. */
export function entryChipStatus(
  history: FplEntryHistory,
  bootstrap: Pick<BootstrapStatic, 'chips'>,
): ChipStatus {
  const windows = chipWindows(bootstrap.chips);
  const status: ChipStatus = {};
  for (const window of windows) status[window.key] = { used: false };
  const plays = [...history.chips].sort((a, b) => a.event - b.event);
  for (const play of plays) {
    const family = chipFamilyOfFplName(play.name);
    if (!family) continue;
    const window =
      windows.find((w) => w.family === family && w.start <= play.event && play.event <= w.stop) ??
      windows.find((w) => w.family === family && !status[w.key]?.used);
    if (window) status[window.key] = { used: true, gameweek: play.event };
  }
  return status;
}

/**
 * FPL's public entry data → the team at the next deadline, exact where the data settles it:
 * - squad, captain, vice and bench order from the picks of `entrySquadGameweek(history)`;
 * - bank and team value from that gameweek's history row (FPL's figures at its deadline);
 * - free transfers replayed from the history (see entryFreeTransfers), flagged when the data leaves them unsure;
 * - chips with their gameweeks, placed in bootstrap-static's chip windows;
 * - selling prices by FPL's rule (half the rise, rounded down) from what was paid: the transfer that brought
 *   each player in, or for the first squad the season-start price (GW1) or the element-summary price when the
 *   team was made (later). A price the data cannot settle is the lowest possible, flagged `price`.
 * Transfers made since the last deadline are not public and are not in it.
 */
export function entryToTeamData(input: EntryTeamInput): ExtractedTeamData {
  const { bootstrap, history, picks } = input;
  const latest = latestGameweek(history);
  const squadGameweek = entrySquadGameweek(history);
  if (picks.entry_history.event !== squadGameweek) {
    throw new EntryDataError(
      `The picks are for GW${picks.entry_history.event}; the squad at the next deadline is GW${squadGameweek}'s.`,
    );
  }
  // The next deadline; a bootstrap older than the history cannot put it before the gameweek after the latest.
  const gameweek = Math.min(Math.max(latest + 1, planningGameweek(bootstrap.events) ?? 0), LAST_GAMEWEEK);
  const elements = new Map(bootstrap.elements.map((element) => [element.id, element]));
  const teams = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const transfers = knownTransfers(input);
  // Unknown transfers: nobody's purchase price is known, so each price is his current one, flagged.
  const paid = transfers ? purchasePrices(input, transfers, squadGameweek) : undefined;

  const players: Player[] = [];
  const unresolved: UnresolvedPlate[] = [];
  for (const pick of [...picks.picks].sort((a, b) => a.position - b.position)) {
    const isStarter = pick.position <= XI_SIZE;
    const benchOrder = isStarter ? undefined : pick.position - XI_SIZE;
    const element = elements.get(pick.element);
    if (!element) {
      const position = pick.element_type ? safePosition(pick.element_type) : undefined;
      unresolved.push({
        read: `FPL player ${pick.element}`,
        ...(position ? { position } : {}),
        isStarter,
        ...(benchOrder === undefined ? {} : { benchOrder }),
        isCaptain: pick.is_captain,
        isViceCaptain: pick.is_vice_captain,
      });
      continue;
    }
    const bought = paid?.get(element.id);
    const purchase: EntryPrice | undefined = !paid
      ? undefined
      : bought === undefined
        ? firstSquadPrice(input, element)
        : { price: bought, sure: true };
    const player: Player = {
      id: element.id,
      name: element.web_name,
      team: teams.get(element.team) ?? '',
      teamId: element.team,
      position: toPlayerPosition(element.element_type),
      // Without a purchase price his current price stands in, flagged: the most he can sell for.
      price: (purchase ? sellingPrice(purchase.price, element.now_cost) : element.now_cost) / 10,
      isStarter,
      isCaptain: pick.is_captain,
      isViceCaptain: pick.is_vice_captain,
    };
    if (benchOrder !== undefined) player.benchOrder = benchOrder;
    if (!purchase?.sure) player.lowConfidenceFields = ['price'];
    players.push(player);
  }

  const row = history.current.find((r) => r.event === squadGameweek) ?? picks.entry_history;
  const bank = row.bank / 10;
  const maxExtra = Number(
    (bootstrap.game_settings as { max_extra_free_transfers?: unknown } | undefined)?.max_extra_free_transfers,
  );
  const free = entryFreeTransfers({
    history,
    gameweek,
    startedEvent: startedEvent(input),
    season: seasonLabel(bootstrap.events),
    ...(input.topUps ? { topUps: input.topUps } : {}),
    max: Number.isInteger(maxExtra) && maxExtra >= 0 ? maxExtra + 1 : MAX_FREE_TRANSFERS,
  });
  const unsure: SquadField[] = [];
  // Gameweeks the history has not caught up with: transfers in them are unknown.
  if (free.most !== free.freeTransfers || gameweek > latest + 1) unsure.push('freeTransfers');
  if (gameweek > latest + 1) unsure.push('bank');

  return {
    gameweek,
    freeTransfers: free.freeTransfers,
    budget: bank,
    formation: formationOf(players.filter((player) => player.isStarter)),
    teamValue: round1(row.value / 10),
    bank,
    players,
    chipStatus: entryChipStatus(history, bootstrap),
    ...(unresolved.length > 0 ? { unresolved } : {}),
    ...(unsure.length > 0 ? { lowConfidenceFields: unsure } : {}),
  };
}

function safePosition(elementType: number): Position | undefined {
  try {
    return toPlayerPosition(elementType);
  } catch {
    return undefined;
  }
}
