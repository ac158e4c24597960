import type { Recommendations } from '@fpl-assistant/engine';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { FIXTURE_DIR, testClock } from '../testing/harness.js';
import type { Analyzer } from './ai.js';
import { proseAnalyzer } from './analysis-prose.js';
import { directoryFplService } from './fpl.js';
import type { GeminiClient, GeminiRequest } from './gemini-client.js';

const planned: Recommendations = {
  transfers: [
    {
      playerOut: 'Player14',
      playerOutTeam: 'LIV',
      playerIn: 'Player15',
      playerInTeam: 'TOT',
      cost: 0.1,
      priority: 'Medium',
      reason: 'Player15 (TOT, £6.5m) projects 21.4 points over GW3–7 against 17.0 for Player14 (LIV).',
    },
  ],
  captain: {
    player: 'Player13',
    reason: 'Captain: Player13 projects 7.2 points',
    fixture: 'ARS (H)',
    expectedPoints: 7.2,
  },
  viceCaptain: {
    player: 'Player9',
    reason: 'Vice: Player9 projects 5.1 points',
    fixture: 'LIV (A)',
    expectedPoints: 5.1,
  },
  startingXI: ['Player13'],
  bench: [],
  budgetImpact: { starting: 0.5, afterTransfers: 0.4, affordable: true },
  analysis: 'The plan projects 120.4 points.',
  researchSources: ['FPL API: fixtures'],
};
const base: Analyzer = {
  analyze: async () => ({
    recommendations: planned,
    modelUsed: 'fpl-assistant-planner',
    tokensUsed: 0,
    cost: 0,
  }),
};
const fpl = directoryFplService(FIXTURE_DIR, testClock());

function fakeClient(answer: unknown | Error): GeminiClient & { requests: GeminiRequest[] } {
  const requests: GeminiRequest[] = [];
  return {
    model: 'flash',
    proModel: 'pro',
    modelForTier: (tier) => (tier === 'pro' ? 'pro' : 'flash'),
    requests,
    async generate(request) {
      requests.push(request);
      if (answer instanceof Error) throw answer;
      return {
        text: JSON.stringify(answer),
        modelUsed: request.model ?? 'flash',
        inputTokens: 100,
        outputTokens: 50,
        tokensUsed: 150,
        cost: 0.002,
        attempts: 1,
      };
    },
  };
}

const input = { extractedData: {} as never, gameweek: 3, tier: 'pro' as const };
const good = {
  transferReasons: ['Player15 projects 21.4 points against 17.0 for Player14.'],
  captainReason: 'Player13 leads the XI with 7.2 points.',
  viceCaptainReason: 'Player9 is next with 5.1.',
  analysis: 'A steady week: 120.4 points projected.',
  playersNamed: ['Player15', 'Player14', 'Player13', 'Player9'],
};

describe('proseAnalyzer', () => {
  it('rewrites the reasons with the tier’s model and keeps every number and choice', async () => {
    const client = fakeClient(good);
    const result = await proseAnalyzer(base, client, fpl, silentLogger).analyze(input);
    expect(client.requests[0]?.model).toBe('pro');
    expect(client.requests[0]?.parts[0]).toMatchObject({
      text: expect.stringContaining('"in":"Player15 (TOT)"'),
    });
    expect(result).toMatchObject({ modelUsed: 'fpl-assistant-planner + pro', tokensUsed: 150, cost: 0.002 });
    const r = result.recommendations;
    expect(r.transfers[0]).toEqual({ ...planned.transfers[0], reason: good.transferReasons[0] });
    expect(r.captain).toEqual({ ...planned.captain, reason: good.captainReason });
    expect(r.analysis).toBe(good.analysis);
    expect(r.researchSources).toEqual(planned.researchSources);
  });

  it('keeps the planner’s reasons when the answer names a player the data does not have', async () => {
    const client = fakeClient({ ...good, analysis: 'Think about Mbappe for next week.' });
    const result = await proseAnalyzer(base, client, fpl, silentLogger).analyze(input);
    expect(result.recommendations).toEqual(planned);
    // The call was made and paid for.
    expect(result.cost).toBe(0.002);
  });

  it('returns the planner’s analysis unchanged when Gemini fails', async () => {
    const result = await proseAnalyzer(
      base,
      fakeClient(new Error('Gemini unavailable (503)')),
      fpl,
      silentLogger,
    ).analyze(input);
    expect(result).toEqual({
      recommendations: planned,
      modelUsed: 'fpl-assistant-planner',
      tokensUsed: 0,
      cost: 0,
    });
  });
});
