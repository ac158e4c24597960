// OCR lines of a Pick Team / My Team / Transfers / Points screenshot → ExtractedTeamData: plates are
// matched to FPL elements by name, then same names are told apart by pitch row, fixture, price and squad rules.

import { REVIEW_CONFIDENCE_THRESHOLD } from '../app/limits.js';
import { formationOf } from '../formation.js';
import type { BootstrapStatic, FplElement, FplFixture, FplTeam } from '../fpl-api.js';
import { toPlayerPosition } from '../positions.js';
import { BENCH_SIZE, MAX_PER_CLUB, SQUAD_SHAPE } from '../rules.js';
import { sellingPriceRange } from '../selling-price.js';
import type { ExtractedTeamData, Player, Position, SquadField, UnresolvedPlate } from '../types.js';
import { ExtractionError } from './error.js';
import { isPageLabel, readHeader } from './header.js';
import { badgedPlate, benchLabelOf, layoutPlates, type Plate, pitchRowsOf } from './layout.js';
import {
  buildNameIndex,
  type NameCandidate,
  type NameIndexEntry,
  nameCandidates,
} from './name-resolution.js';
import { placeRows, type RowRole } from './rows.js';
import { boxHeight, centreX, centreY, type OcrLine } from './types.js';

/** Plates matched less surely than this come back unresolved, showing what was read: never guessed. */
export const EXTRACTION_CONFIDENCE_THRESHOLD = 0.6;
/** Below this many matched names the image is not taken for a squad... */
export const MIN_SQUAD_PLAYERS_FOUND = 9;
/** ...unless the pitch holds this many plates, of which at least MIN_PLAYERS_ON_A_READ_PITCH matched. */
const MIN_PLATES_ON_A_PITCH = 12;
const MIN_PLAYERS_ON_A_READ_PITCH = 3;
/** A player whose club does not play the printed fixture: kept, but under REVIEW_CONFIDENCE_THRESHOLD. */
const FIXTURE_MISMATCH_CONFIDENCE = 0.75;
/** Fixtures checked before the page as a whole is judged to be from another gameweek. */
const MIN_FIXTURES_TO_JUDGE_PAGE = 4;
/** A plate's name is at least this share of the page's usual name height. */
const SMALLEST_NAME = 0.5;
/** Prices read on the pitch that show the page is a Transfers page, which prints one under every name. */
const PRICES_OF_A_TRANSFERS_PAGE = 3;
/** A plate with a bench label ('GKP', '1. DEF') over it fits the bench row this much better. */
const BENCH_LABEL_FIT = 0.3;

export interface ExtractionContext {
  bootstrap: Pick<BootstrapStatic, 'elements' | 'teams'>;
  /** The season's fixtures: an opponent printed under a name then tells clubs apart. */
  fixtures?: readonly FplFixture[];
  /** Gameweek of the screenshot when the image does not say (Pick Team views carry no header). */
  gameweek: number;
  /** A name index built once per bootstrap (see `buildNameIndex`), to save rebuilding it per image. */
  nameIndex?: readonly NameIndexEntry[];
}

interface Slot {
  plate: Plate;
  role: RowRole;
  benchIndex?: number;
  /** A bench slot's position when the page fixes it. */
  fixed?: Position | 'outfield';
  options: Option[];
}

interface Option {
  element: FplElement;
  /** How well the printed name fits, 0–1. */
  name: number;
  /** The name plus the page's other evidence (row, fixture, price, ownership). */
  total: number;
  /** Whether the fixture printed under the name is this player's club's: false flags him for review. */
  fixtureFits?: boolean;
  /** Whether the name matched is the one FPL prints (web_name); see `NameCandidate.byWebName`. */
  byWebName: boolean;
}

/** Teams that can be printed with `opponent (venue)` in `gameweek`: the other side of those fixtures. */
function teamsFacing(
  plate: Plate,
  teams: readonly FplTeam[],
  fixtures: readonly FplFixture[] | undefined,
  gameweek: number,
): { possible?: Set<number>; opponent?: number; unknownOpponent?: boolean } {
  if (!plate.fixture) return {};
  const opponent = teams.find((team) => team.short_name.toUpperCase() === plate.fixture?.opponent)?.id;
  if (opponent === undefined) return { unknownOpponent: true };
  const ofWeek = fixtures?.filter((fixture) => fixture.event === gameweek) ?? [];
  if (ofWeek.length === 0) return { opponent };
  // The week's fixtures are known: the printed one either is among them (for one or two clubs) or is not.
  const possible = new Set<number>();
  for (const fixture of ofWeek) {
    if (plate.fixture.venue === 'H' && fixture.team_a === opponent) possible.add(fixture.team_h);
    if (plate.fixture.venue === 'A' && fixture.team_h === opponent) possible.add(fixture.team_a);
  }
  return { possible, opponent };
}

const OWNERSHIP_WEIGHT = 0.004;

/**
 * The selling price a plate's read stands for, when this player's price history allows it: as read, or with the
 * "1" of "£14.2m" that a tight "£1" loses ("4.2m" for a £14m player; no player sells for £4.2m and £14.2m both
 * within his own range). Undefined when neither fits.
 */
function sellingPriceOf(element: FplElement, read: number | undefined): number | undefined {
  if (read === undefined) return undefined;
  if (priceOutside(element, read) === 0) return read;
  const tens = Math.round((read + 10) * 10) / 10;
  return read < 10 && priceOutside(element, tens) === 0 ? tens : undefined;
}

/** How far (millions) a printed price lies outside the selling prices this player can have; 0 inside. */
function priceOutside(element: FplElement, price: number): number {
  const { min, max } = sellingPriceRange(element);
  const tenths = Math.round(price * 10);
  return Math.max(0, min - tenths, tenths - max) / 10;
}

/**
 * The bench slot's position when the page fixes it: a printed label ('GKP', '1. DEF'), or the goalkeeper slot
 * first when the whole bench row was read. Only 'is it the goalkeeper' is used on a Pick Team bench.
 */
function benchPosition(labelled: Position | undefined, benchIndex: number, benchSize: number) {
  if (labelled) return labelled;
  if (benchSize === BENCH_SIZE) return benchIndex === 0 ? 'GKP' : 'outfield';
  return undefined;
}

function scoreOptions(
  plate: Plate,
  role: RowRole,
  benchIndex: number | undefined,
  fixedBenchPosition: Position | 'outfield' | undefined,
  candidates: readonly NameCandidate[],
  context: ExtractionContext,
  gameweek: number,
): Slot['options'] {
  const facing = teamsFacing(plate, context.bootstrap.teams, context.fixtures, gameweek);
  // The row fixes the position: a player of another position is not this plate, however alike the name.
  const fits = candidates.filter(({ element }) => {
    const position = toPlayerPosition(element.element_type);
    if (role !== 'BENCH') return role === null || position === role;
    if (fixedBenchPosition === 'outfield') return position !== 'GKP';
    return fixedBenchPosition === undefined || position === fixedBenchPosition;
  });
  return fits.map(({ element, score, byWebName }) => {
    const position = toPlayerPosition(element.element_type);
    let total = score;
    if (role === 'BENCH' && fixedBenchPosition === undefined) {
      if (benchIndex === 0) total += position === 'GKP' ? 0.1 : -0.2;
      else if (position === 'GKP') total -= 0.2;
    } else if (role) total += 0.1;
    // The printed fixture must be his club's: an opponent not in this list (a screenshot from another season)
    // or another club's fixture leaves him possible but flagged.
    let fixtureFits: boolean | undefined;
    if (facing.unknownOpponent) fixtureFits = false;
    else if (facing.possible) fixtureFits = facing.possible.has(element.team);
    else if (facing.opponent === element.team) fixtureFits = false;
    if (fixtureFits !== undefined) total += fixtureFits ? 0.1 : -0.25;
    // A tie-breaker only (at most ~0.02): when a plate fits two players equally ("Van de…" is Van de Ven or
    // Van den Berg), the one more managers own is the likelier owner of this squad.
    total += OWNERSHIP_WEIGHT * Math.log1p(Number(element.selected_by_percent) || 0);
    if (plate.price !== undefined) {
      // The Transfers page shows the selling price, which the player's price history bounds.
      const outside =
        sellingPriceOf(element, plate.price) === undefined ? priceOutside(element, plate.price) : 0;
      total += outside === 0 ? 0.05 : outside > 1.5 ? -0.15 : -0.05;
    }
    return {
      element,
      name: score,
      total,
      byWebName,
      ...(fixtureFits === undefined ? {} : { fixtureFits }),
    };
  });
}

/** Best choice per slot with distinct elements, at most 2/5/5/3 per position and 3 per club. */
function assign(slots: readonly Slot[]): (Option | undefined)[] {
  const order = slots
    .map((slot, i) => ({ slot, i }))
    .sort((a, b) => (b.slot.options[0]?.total ?? 0) - (a.slot.options[0]?.total ?? 0));
  const best: (Option | undefined)[] = new Array(slots.length).fill(undefined);
  const current: (Option | undefined)[] = new Array(slots.length).fill(undefined);
  let bestTotal = Number.NEGATIVE_INFINITY;
  const used = new Set<number>();
  const perPosition: Record<Position, number> = { GKP: 0, DEF: 0, MID: 0, FWD: 0 };
  const perClub = new Map<number, number>();
  const remainingBest = order.map((_, k) =>
    order.slice(k).reduce((sum, { slot }) => sum + Math.max(0, slot.options[0]?.total ?? 0), 0),
  );
  let budget = 4000;
  const visit = (k: number, total: number) => {
    if (--budget < 0) return;
    if (k === order.length) {
      if (total > bestTotal) {
        bestTotal = total;
        current.forEach((choice, i) => {
          best[i] = choice;
        });
      }
      return;
    }
    if (total + (remainingBest[k] as number) <= bestTotal) return;
    const { slot, i } = order[k] as (typeof order)[number];
    for (const option of slot.options) {
      const { element } = option;
      const position = toPlayerPosition(element.element_type);
      const club = perClub.get(element.team) ?? 0;
      if (used.has(element.id) || perPosition[position] >= SQUAD_SHAPE[position] || club >= MAX_PER_CLUB) {
        continue;
      }
      used.add(element.id);
      perPosition[position]++;
      perClub.set(element.team, club + 1);
      current[i] = option;
      visit(k + 1, total + option.total);
      current[i] = undefined;
      used.delete(element.id);
      perPosition[position]--;
      perClub.set(element.team, club);
    }
    // Leaving a slot empty is allowed (a misread plate), at the cost of its score.
    visit(k + 1, total);
  };
  visit(0, 0);
  return best;
}

function describeFound(lines: readonly OcrLine[], found: number): string {
  const texts = lines
    .map((line) => line.text.trim())
    .filter((text) => /[A-Za-z]{3}/.test(text))
    .slice(0, 6)
    .map((text) => `'${text.length > 30 ? `${text.slice(0, 30)}…` : text}'`);
  const read = texts.length > 0 ? `read ${lines.length} lines of text (${texts.join(', ')})` : 'read no text';
  return `No FPL squad found in the image: ${read} but only ${found} player name${found === 1 ? '' : 's'}`;
}

/**
 * Rows with the names that sit in line with their plates but had no fixture or price read under them and matched
 * nobody well (a player who has left): each becomes a slot of its row, so it is reported, not dropped.
 */
function withNamesInLine(
  rows: readonly Plate[][],
  plates: readonly Plate[],
  taken: ReadonlySet<Plate>,
): Plate[][] {
  const out = rows.map((row) => [...row]);
  // Only within the pitch's width: names beside it (the desktop player list) are not plates.
  const onPitch = rows.flat();
  const left = Math.min(...onPitch.map((p) => p.box.x0));
  const right = Math.max(...onPitch.map((p) => p.box.x1));
  for (const plate of plates) {
    if (centreX(plate.box) < left || centreX(plate.box) > right) continue;
    // A plate's name is in Title case ('Son', 'A.Armstr...'); stray capitals (sponsors, logos) are not.
    const nameLike =
      /^[\p{L}.' -]{3,}$/u.test(plate.name) && (plate.name.match(/\p{Ll}/gu)?.length ?? 0) >= 2;
    if (taken.has(plate) || plate.confidence < 60 || !nameLike) continue;
    const h = boxHeight(plate.box);
    const row = out.find(
      (r) =>
        r.length > 0 &&
        Math.abs(median(r.map((p) => centreY(p.box))) - centreY(plate.box)) <= 0.5 * h &&
        r.every((p) => p.box.x1 < plate.box.x0 || p.box.x0 > plate.box.x1),
    );
    if (row) row.push(plate);
  }
  return out.map((row) => row.sort((a, b) => a.box.x0 - b.box.x0));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Reads a squad from OCR lines. Throws ExtractionError when the image holds no squad. */
export function extractSquad(lines: readonly OcrLine[], context: ExtractionContext): ExtractedTeamData {
  const fullIndex = context.nameIndex ?? buildNameIndex(context.bootstrap.elements);
  // Each printed name is looked up once, however often the squad search asks.
  const memo = new Map<string, NameCandidate[]>();
  const lookup = (name: string) => {
    let found = memo.get(name);
    if (!found) {
      found = nameCandidates(name, fullIndex, { minScore: 0.55, limit: 8 });
      memo.set(name, found);
    }
    return found;
  };
  const header = readHeader(lines);
  const gameweek = header.gameweek ?? context.gameweek;
  const layout = layoutPlates(lines);
  // The header strip and the buttons above the pitch ("Free Transfers", "Money Remaining", "Wildcard Play") are
  // no plates, whatever is printed under them; a player of that very name would still be one.
  const named = layout.plates.filter(
    (plate) =>
      !isPageLabel(plate.name) || lookup(plate.name).some((found) => found.score === 1 && found.byWebName),
  );
  // A name with a fixture or price under it is a plate, even when it matches nobody (a player who has left the
  // game): it stays a slot, unresolved, never someone else. A lone word must match a player much better.
  const plausible = named.filter((plate) => {
    if (plate.fixture || plate.price !== undefined) return true;
    const top = lookup(plate.name)[0];
    if (!top) return false;
    return plate.second ? top.score >= 0.62 : top.score >= 0.86;
  });
  // Names are printed at one size across the page: a word under half the usual height is a shirt's logo or
  // a scrap of one ("Lena" read off a badge under the goalkeeper), whatever it reads as.
  const usual = median(plausible.map((plate) => boxHeight(plate.box)));
  const sized = plausible.filter((plate) => boxHeight(plate.box) >= SMALLEST_NAME * usual);
  // How well a plate's name fits a player of a row's position: what places the rows.
  const fitOf = (plate: Plate, role: RowRole) => {
    const found = lookup(plate.name);
    const top =
      role === null || role === 'BENCH'
        ? found[0]
        : found.find((candidate) => toPlayerPosition(candidate.element.element_type) === role);
    const labelled = role === 'BENCH' && benchLabelOf(plate, layout.benchLabels) ? BENCH_LABEL_FIT : 0;
    return (top?.score ?? 0) + labelled;
  };
  const placement = placeRows(pitchRowsOf(sized), fitOf, (plate) => plate.second !== undefined);
  const roles = placement.roles;
  // A name read without its fixture, in line with a row's plates, is a plate too (unresolved if it fits nobody).
  const rows = withNamesInLine(placement.rows, named, new Set(plausible));
  const slots: Slot[] = rows.flatMap((row, r) =>
    row.map((plate, i) => {
      const role = roles[r] ?? null;
      const benchIndex = role === 'BENCH' ? i : undefined;
      const labelled = role === 'BENCH' ? benchLabelOf(plate, layout.benchLabels)?.position : undefined;
      const fixed =
        benchIndex === undefined ? undefined : benchPosition(labelled ?? undefined, i, row.length);
      return {
        plate,
        role,
        ...(benchIndex === undefined ? {} : { benchIndex }),
        ...(fixed === undefined ? {} : { fixed }),
        options: scoreOptions(plate, role, benchIndex, fixed, lookup(plate.name), context, gameweek),
      };
    }),
  );
  const choices = assign(slots);
  // When most fixtures printed on the page are not this list's for the gameweek, the page is from another week or
  // season: a name alone then proves little, so players matched by name alone are flagged too.
  const checked = choices.filter((choice) => choice?.fixtureFits !== undefined);
  const fitting = checked.filter((choice) => choice?.fixtureFits).length;
  const staleFixtures = checked.length >= MIN_FIXTURES_TO_JUDGE_PAGE && fitting < checked.length / 2;

  const onPitch = slots.map((slot) => slot.plate);
  const captainPlate = badgedPlate(layout.badges, 'C', onPitch);
  const vicePlate = badgedPlate(layout.badges, 'V', onPitch);

  // A Transfers page prints a price under every plate: there, a player with no price read under him has only
  // his name to go on, and a name alone (a decoy of the list below the pitch, a word read into the wrong plate on
  // a small copy) proves nobody. Its header (free transfers, bank) or a few prices on the pitch tell the page.
  const pricedPage =
    header.freeTransfers !== undefined ||
    header.bank !== undefined ||
    slots.filter((slot) => slot.plate.price !== undefined).length >= PRICES_OF_A_TRANSFERS_PAGE;

  const teamCode = new Map(context.bootstrap.teams.map((team) => [team.id, team.short_name]));
  const players: Player[] = [];
  const unresolved: UnresolvedPlate[] = [];
  slots.forEach((slot, i) => {
    const choice = choices[i];
    const isStarter = slot.role !== 'BENCH';
    const benchOrder = !isStarter && slot.benchIndex !== undefined ? slot.benchIndex + 1 : undefined;
    const fixture = slot.plate.fixture
      ? `${slot.plate.fixture.opponent} (${slot.plate.fixture.venue})`
      : undefined;
    const isCaptain = slot.plate === captainPlate;
    const isViceCaptain = slot.plate === vicePlate && !isCaptain;
    const sure = choice ? confidenceOf(slot, choice, staleFixtures) : 0;
    if (!choice || sure < EXTRACTION_CONFIDENCE_THRESHOLD) {
      const position = slotPosition(slot);
      unresolved.push({
        read: slot.plate.name,
        ...(position ? { position } : {}),
        isStarter,
        ...(benchOrder === undefined ? {} : { benchOrder }),
        ...(slot.plate.price === undefined ? {} : { price: slot.plate.price }),
        ...(fixture ? { fixture } : {}),
        ...(isCaptain ? { isCaptain } : {}),
        ...(isViceCaptain ? { isViceCaptain } : {}),
        candidateIds: [...new Set(slot.options.map((option) => option.element.id))].slice(0, 5),
      });
      return;
    }
    const { element } = choice;
    const lowConfidenceFields: string[] = [];
    // A selling price is kept only when the player's price history allows it; otherwise his current price
    // stands in, flagged for the manager to check: never a silent substitute.
    const sellingPrice = sellingPriceOf(element, slot.plate.price);
    // A player the read disagrees with (rows no shape places, a price he cannot sell for or none read where
    // every plate has one, a name that is not the one FPL prints and fits others or not his row and price) may
    // be the wrong player: his id is flagged.
    const doubtful =
      !placement.placed ||
      (slot.plate.price !== undefined && sellingPrice === undefined) ||
      (pricedPage && slot.plate.price === undefined) ||
      !provenName(slot, choice, lookup(slot.plate.name));
    const confidence = doubtful ? Math.min(sure, FIXTURE_MISMATCH_CONFIDENCE) : sure;
    if (confidence < REVIEW_CONFIDENCE_THRESHOLD) lowConfidenceFields.push('id', 'name');
    // No row fixed his position: the page's rows could not be placed.
    if (!placement.placed) lowConfidenceFields.push('position');
    if (sellingPrice === undefined) lowConfidenceFields.push('price');
    const player: Player = {
      id: element.id,
      name: element.web_name,
      team: teamCode.get(element.team) ?? '',
      teamId: element.team,
      position: toPlayerPosition(element.element_type),
      price: sellingPrice ?? element.now_cost / 10,
      isStarter,
      isCaptain,
      isViceCaptain,
      confidence,
    };
    if (fixture) player.fixture = fixture;
    if (benchOrder !== undefined) player.benchOrder = benchOrder;
    if (lowConfidenceFields.length > 0) player.lowConfidenceFields = lowConfidenceFields;
    players.push(player);
  });

  const bank = header.bank ?? 0;
  const value = players.reduce((sum, player) => sum + player.price, 0);
  const notRead: SquadField[] = [];
  if (header.freeTransfers === undefined) notRead.push('freeTransfers');
  if (header.bank === undefined) notRead.push('bank');
  const data: ExtractedTeamData = {
    gameweek,
    freeTransfers: header.freeTransfers ?? 1,
    budget: bank,
    // From the pitch's rows, slots not yet identified included: a half-read 4-4-2 is still a 4-4-2.
    formation: formationOf([
      ...players.filter((player) => player.isStarter),
      ...unresolved.flatMap((plate) =>
        plate.isStarter && plate.position ? [{ position: plate.position }] : [],
      ),
    ]),
    teamValue: Math.round((value + bank) * 10) / 10,
    bank,
    players,
    ...(unresolved.length > 0 ? { unresolved } : {}),
    ...(notRead.length > 0 ? { lowConfidenceFields: notRead } : {}),
  };
  const aSquad =
    players.length >= MIN_SQUAD_PLAYERS_FOUND ||
    (players.length >= MIN_PLAYERS_ON_A_READ_PITCH &&
      players.length + unresolved.length >= MIN_PLATES_ON_A_PITCH);
  if (!aSquad) throw new ExtractionError(describeFound(lines, players.length), players.length, data);
  return data;
}

/** 0–1: the name match, the OCR's own certainty, and how clearly it beats the next player. */
function confidenceOf(slot: Slot, choice: Option, staleFixtures: boolean): number {
  const runnerUp = slot.options.find(
    (option) => option !== choice && option.element.id !== choice.element.id,
  );
  const margin = runnerUp ? choice.total - runnerUp.total : 1;
  const ocr = 0.75 + 0.25 * Math.min(1, Math.max(0, slot.plate.confidence / 100));
  const confidence = Math.round(Math.min(1, choice.name) * ocr * (margin < 0.1 ? 0.8 : 1) * 100) / 100;
  // A name that fits but a fixture that does not: the right name, perhaps not the right person. Flag it.
  const unproven = choice.fixtureFits === false || (staleFixtures && choice.fixtureFits === undefined);
  return unproven ? Math.min(confidence, FIXTURE_MISMATCH_CONFIDENCE) : confidence;
}

/**
 * Whether the name read proves the player: it is his web_name, or another of his names (known name, surname)
 * that no other player shares, read in a row that fixes his position and over a price or fixture that fits him.
 */
function provenName(slot: Slot, choice: Option, found: readonly NameCandidate[]): boolean {
  if (choice.byWebName) return true;
  const rivals = found.some(
    (candidate) => candidate.element.id !== choice.element.id && candidate.score >= choice.name - 0.1,
  );
  const rowFits =
    slot.role !== null && (slot.role !== 'BENCH' || (slot.fixed !== undefined && slot.fixed !== 'outfield'));
  const evidence =
    slot.plate.price !== undefined
      ? sellingPriceOf(choice.element, slot.plate.price) !== undefined
      : choice.fixtureFits === true;
  return !rivals && rowFits && evidence;
}

/** The position a slot's place on the page fixes, if any. */
function slotPosition(slot: Slot): Position | undefined {
  if (slot.role && slot.role !== 'BENCH') return slot.role;
  return slot.fixed === 'outfield' ? undefined : slot.fixed;
}
