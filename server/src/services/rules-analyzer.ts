import {
  type BootstrapStatic,
  type CaptainPick,
  type ChipStrategy,
  type ExtractedTeamData,
  emptyChipStrategy,
  estimateGameweekPoints,
  type FplElement,
  type FplFixture,
  formatFixture,
  type GameweekFixture,
  type Player,
  playerTeamId,
  pointsPerMatch,
  type Recommendations,
  recommendChips,
  teamGameweekFixtures,
} from '@fpl-assistant/engine';
import type { Logger } from '../logger.js';
import type { Analyzer } from './ai.js';
import { type FplService, loadBootstrap, loadFixtures } from './fpl.js';

interface FplData {
  bootstrap: BootstrapStatic;
  fixtures: FplFixture[];
}

interface ScoredStarter {
  player: Player;
  expectedPoints: number;
  perMatch: number;
  fixtures: GameweekFixture[] | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function scoreStarters(squad: ExtractedTeamData, gameweek: number, data: FplData | null): ScoredStarter[] {
  const elements = new Map<number, FplElement>((data?.bootstrap.elements ?? []).map((e) => [e.id, e]));
  const byTeam = data ? teamGameweekFixtures(data.fixtures, gameweek, data.bootstrap.teams) : null;
  return squad.players
    .filter((p) => p.isStarter)
    .map((player) => {
      const perMatch = pointsPerMatch(player, elements.get(player.id));
      const teamId = playerTeamId(player, data?.bootstrap.teams ?? []);
      const fixtures = byTeam && teamId !== undefined ? (byTeam.get(teamId) ?? []) : null;
      // Without fixture data every starter is assumed to have one average (difficulty 3) match.
      const difficulties = fixtures ? fixtures.map((f) => f.difficulty) : [3];
      return { player, perMatch, fixtures, expectedPoints: estimateGameweekPoints(perMatch, difficulties) };
    })
    .sort((a, b) => b.expectedPoints - a.expectedPoints || b.player.price - a.player.price);
}

function captainPick(scored: ScoredStarter | undefined, role: string): CaptainPick {
  if (!scored) return { player: '', reason: 'No starters in the squad', fixture: '', expectedPoints: 0 };
  const fixtureText = scored.fixtures
    ? scored.fixtures.map(formatFixture).join(', ') || 'no fixture'
    : (scored.player.fixture ?? 'fixture unknown');
  const matches = scored.fixtures ? scored.fixtures.length : 1;
  return {
    player: scored.player.name,
    playerId: scored.player.id,
    fixture: fixtureText,
    expectedPoints: round1(scored.expectedPoints),
    reason:
      `${role}: highest expected points among the starters by a simple rule — ` +
      `${round1(scored.perMatch)} points per match (FPL form) adjusted ±10% per difficulty step ` +
      `over ${matches} fixture${matches === 1 ? '' : 's'} (${fixtureText}).`,
  };
}

/**
 * The default analyzer: engine rules only, no AI. Chip strategy from recommendChips, captain by the
 * transparent form × fixture-difficulty rule, no transfers suggested (no transfer planner yet).
 */
export function rulesAnalyzer(fpl: FplService, logger: Logger): Analyzer {
  return {
    async analyze({ extractedData, gameweek }) {
      let data: FplData | null = null;
      try {
        data = { bootstrap: await loadBootstrap(fpl), fixtures: await loadFixtures(fpl) };
      } catch (err) {
        logger.error('FPL data unavailable for analysis', { error: (err as Error).message });
      }

      let chipStrategy: ChipStrategy = emptyChipStrategy();
      if (data) {
        try {
          chipStrategy = recommendChips({
            squad: extractedData,
            fixtures: data.fixtures,
            teams: data.bootstrap.teams,
            currentGw: gameweek,
            chips: data.bootstrap.chips,
            elements: data.bootstrap.elements,
          });
        } catch (err) {
          // Spec §8: a failed chip strategy is logged and returns the empty strategy.
          logger.error('chip strategy failed', { error: (err as Error).message });
        }
      }

      const ranked = scoreStarters(extractedData, gameweek, data);
      const bench = extractedData.players
        .filter((p) => !p.isStarter)
        .sort((a, b) => (a.benchOrder ?? 99) - (b.benchOrder ?? 99));
      const recommendations: Recommendations = {
        transfers: [],
        captain: captainPick(ranked[0], 'Captain'),
        viceCaptain: captainPick(ranked[1], 'Vice-captain'),
        startingXI: extractedData.players.filter((p) => p.isStarter).map((p) => p.name),
        bench: bench.map((p) => p.name),
        budgetImpact: {
          starting: extractedData.budget,
          afterTransfers: extractedData.budget,
          affordable: extractedData.budget >= 0,
        },
        chipStrategy,
        analysis:
          'Rule-based analysis (no AI model configured): captaincy ranks starters by FPL form adjusted for ' +
          'fixture difficulty; chip advice follows the double and blank gameweek rules; no transfers are ' +
          'suggested without a transfer planner.',
        researchSources: data ? ['FPL API: bootstrap-static', 'FPL API: fixtures'] : [],
      };
      return { recommendations, modelUsed: 'rules-engine', tokensUsed: 0, cost: 0 };
    },
  };
}
