// Scores an extraction against a generated page's ground truth. Each plate is one of:
// - right: the right player AND the right selling price, the price not flagged as unsure;
// - flagged: not right, but extraction said so (an unresolved plate, an identity or price it flagged for review);
// - wrong: a wrong player or a wrong price given with confidence (the failure that must never happen);
// - missing: nothing came back for it.
import type { ExtractedTeamData, Player, UnresolvedPlate } from '@fpl-assistant/engine';
import type { PageTruth, PlateTruth } from './render.js';

export type PlateOutcome = 'right' | 'flagged' | 'wrong' | 'missing';

export interface PlateMiss {
  outcome: Exclude<PlateOutcome, 'right'>;
  expected: string;
  got: string;
}

export interface PageScore {
  plates: number;
  right: number;
  flagged: number;
  wrong: number;
  missing: number;
  /** Players returned for no plate of the page (a decoy from the player list, a stray word). */
  extra: number;
  /**
   * Wrong and unflagged: a wrong player or price given with confidence in a plate's place (`wrong`), plus the
   * extras whose id is not flagged. Must be 0.
   */
  wrongUnflagged: number;
  /** Right player, wrong or unread price (counted in flagged or wrong). */
  wrongPrice: number;
  positionsRight: number;
  startersRight: number;
  headerRight: { gameweek: boolean; freeTransfers: boolean; bank: boolean };
  /** All three header fields right. */
  headerOk: boolean;
  /** What the extractor read from the header, for the report. */
  headerRead: string;
  misses: PlateMiss[];
}

const money = (price: number | undefined) => (price === undefined ? '?' : `£${price.toFixed(1)}m`);

const unsure = (player: Player, field: string) => player.lowConfidenceFields?.includes(field) ?? false;

/** Same slot on the page: starter or the same bench place. */
const sameSlot = (plate: PlateTruth, slot: { isStarter: boolean; benchOrder?: number }) =>
  plate.isStarter === slot.isStarter && (plate.isStarter || plate.benchOrder === slot.benchOrder);

/** Letters in common at the start: how an unresolved read ("Lewis-Sk…") is told to belong to a plate. */
function prefixLength(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

export function scorePage(truth: PageTruth, data: ExtractedTeamData): PageScore {
  const headerRight = {
    gameweek: data.gameweek === truth.gameweek,
    freeTransfers: data.freeTransfers === truth.freeTransfers,
    bank: Math.abs((data.bank ?? data.budget) - truth.bank) < 0.05,
  };
  const unsureHeader = data.lowConfidenceFields?.length
    ? ` [unsure: ${data.lowConfidenceFields.join(',')}]`
    : '';
  const score: PageScore = {
    plates: truth.players.length,
    right: 0,
    flagged: 0,
    wrong: 0,
    missing: 0,
    extra: 0,
    wrongUnflagged: 0,
    wrongPrice: 0,
    positionsRight: 0,
    startersRight: 0,
    headerRight,
    headerOk: headerRight.gameweek && headerRight.freeTransfers && headerRight.bank,
    headerRead: `gw ${data.gameweek} ft ${data.freeTransfers} bank ${data.bank ?? data.budget}${unsureHeader}`,
    misses: [],
  };
  const truthIds = new Set(truth.players.map((plate) => plate.id));
  // Players that are none of the page's plates: each is a wrong answer for some plate, or an extra.
  const strangers = data.players.filter((player) => !truthIds.has(player.id));
  const unresolved = [...(data.unresolved ?? [])];
  const describe = (plate: PlateTruth) =>
    `${plate.shown} (${plate.webName} #${plate.id} ${plate.team} ${plate.position} ${money(plate.price)})`;
  const describePlayer = (player: Player) =>
    `#${player.id} ${player.name} ${player.team} ${player.position} ${money(player.price)}${player.lowConfidenceFields?.length ? ` [unsure: ${player.lowConfidenceFields.join(',')}]` : ''}`;
  const describeUnresolved = (plate: UnresolvedPlate) =>
    `unresolved '${plate.read}' ${plate.position ?? '?'} ${money(plate.price)}`;
  const miss = (outcome: PlateMiss['outcome'], plate: PlateTruth, got: string) => {
    score[outcome]++;
    score.misses.push({ outcome, expected: describe(plate), got });
  };

  const notFound: PlateTruth[] = [];
  for (const plate of truth.players) {
    const got = data.players.find((player) => player.id === plate.id);
    if (!got) {
      notFound.push(plate);
      continue;
    }
    if (got.position === plate.position) score.positionsRight++;
    if (got.isStarter === plate.isStarter && got.benchOrder === plate.benchOrder) score.startersRight++;
    const priceRight = Math.abs(got.price - plate.price) < 0.05;
    if (priceRight) {
      score.right++;
      continue;
    }
    score.wrongPrice++;
    miss(unsure(got, 'price') ? 'flagged' : 'wrong', plate, describePlayer(got));
  }
  for (const plate of notFound) {
    // An unresolved plate in the same slot, the one whose read best fits the printed name.
    const fits = unresolved
      .filter((read) => sameSlot(plate, read) && (!read.position || read.position === plate.position))
      .sort((a, b) => prefixLength(b.read, plate.shown) - prefixLength(a.read, plate.shown));
    const flaggedSlot = fits[0];
    if (flaggedSlot) {
      unresolved.splice(unresolved.indexOf(flaggedSlot), 1);
      miss('flagged', plate, describeUnresolved(flaggedSlot));
      continue;
    }
    // Else a player that is no plate, from the same slot, same position first.
    const stranger =
      strangers.find((player) => sameSlot(plate, player) && player.position === plate.position) ??
      strangers.find((player) => sameSlot(plate, player));
    if (stranger) {
      strangers.splice(strangers.indexOf(stranger), 1);
      miss(unsure(stranger, 'id') ? 'flagged' : 'wrong', plate, describePlayer(stranger));
      continue;
    }
    miss('missing', plate, 'not found');
  }
  for (const extra of strangers) {
    score.extra++;
    const flagged = unsure(extra, 'id');
    if (!flagged) score.wrongUnflagged++;
    score.misses.push({
      outcome: flagged ? 'flagged' : 'wrong',
      expected: '(no such plate)',
      got: describePlayer(extra),
    });
  }
  score.wrongUnflagged += score.wrong;
  return score;
}
