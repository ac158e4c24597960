// Scores an extraction against a generated page's ground truth: a plate counts when the right player AND the
// right selling price came back.
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import type { PageTruth } from './render.js';

export interface PlateMiss {
  expected: string;
  got: string;
}

export interface PageScore {
  plates: number;
  right: number;
  /** Right player, wrong or missing price. */
  wrongPrice: number;
  positionsRight: number;
  startersRight: number;
  headerRight: { gameweek: boolean; freeTransfers: boolean; bank: boolean };
  /** What the extractor read from the header, for the report. */
  headerRead: string;
  misses: PlateMiss[];
}

const money = (price: number | undefined) => (price === undefined ? '?' : `£${price.toFixed(1)}m`);

export function scorePage(truth: PageTruth, data: ExtractedTeamData): PageScore {
  const score: PageScore = {
    plates: truth.players.length,
    right: 0,
    wrongPrice: 0,
    positionsRight: 0,
    startersRight: 0,
    headerRight: {
      gameweek: data.gameweek === truth.gameweek,
      freeTransfers: data.freeTransfers === truth.freeTransfers,
      bank: Math.abs((data.bank ?? data.budget) - truth.bank) < 0.05,
    },
    headerRead: `gw ${data.gameweek} ft ${data.freeTransfers} bank ${data.bank ?? data.budget}`,
    misses: [],
  };
  const unmatched = new Set(data.players);
  for (const plate of truth.players) {
    const got = data.players.find((player) => player.id === plate.id);
    if (got) unmatched.delete(got);
    const priceRight = got !== undefined && Math.abs(got.price - plate.price) < 0.05;
    if (got && priceRight) score.right++;
    else if (got) score.wrongPrice++;
    if (got?.position === plate.position) score.positionsRight++;
    if (got && got.isStarter === plate.isStarter && got.benchOrder === plate.benchOrder)
      score.startersRight++;
    if (!got || !priceRight) {
      score.misses.push({
        expected: `${plate.shown} (${plate.webName} #${plate.id} ${plate.team} ${money(plate.price)})`,
        got: got
          ? `#${got.id} ${got.name} ${money(got.price)}${got.lowConfidenceFields?.length ? ` [unsure: ${got.lowConfidenceFields.join(',')}]` : ''}`
          : 'not found',
      });
    }
  }
  for (const extra of unmatched) {
    score.misses.push({
      expected: '(no such plate)',
      got: `#${extra.id} ${extra.name} ${extra.team} ${money(extra.price)}`,
    });
  }
  return score;
}
