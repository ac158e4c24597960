import { describe, expect, it } from 'vitest';
import type { FplElement, FplTeam } from '../fpl-api.js';
import type { Recommendations } from '../types.js';
import { applyProse, knownNames, type ProseAnswer, ProseRejected, prosePrompt } from './prompt-analysis.js';

const element = (id: number, web_name: string, first: string, second: string) =>
  ({ id, web_name, first_name: first, second_name: second }) as FplElement;
const elements = [
  element(1, 'Haaland', 'Erling', 'Haaland'),
  element(2, 'Semenyo', 'Antoine', 'Semenyo'),
  element(3, 'B.Fernandes', 'Bruno', 'Borges Fernandes'),
  element(4, 'Palmer', 'Cole', 'Palmer'),
];
const teams = [{ id: 1, code: 1, name: 'Man City', short_name: 'MCI' }] as FplTeam[];
const known = knownNames(elements, teams);

const recommendations: Recommendations = {
  transfers: [
    {
      playerOut: 'Palmer',
      playerOutTeam: 'CHE',
      playerIn: 'B.Fernandes',
      playerInTeam: 'MUN',
      cost: -0.5,
      priority: 'High',
      reason: 'B.Fernandes (MUN, £10.0m) projects 31.2 points over GW33–37 against 22.4 for Palmer (CHE).',
      stats: { form: 7.2, xG: 0.31, xA: 0.28, fixtures: ['LEE (H)'] },
    },
  ],
  captain: {
    player: 'Haaland',
    reason: 'Captain: Haaland projects 11.6 points',
    fixture: 'ARS (H), BUR (A)',
    expectedPoints: 11.6,
  },
  viceCaptain: {
    player: 'Semenyo',
    reason: 'Vice-captain: Semenyo projects 9.8 points',
    fixture: 'ARS (H), BUR (A)',
    expectedPoints: 9.8,
  },
  startingXI: ['Haaland', 'Semenyo', 'B.Fernandes'],
  bench: [],
  budgetImpact: { starting: 0.5, afterTransfers: 1, affordable: true },
  analysis: 'The plan projects 347.2 points.',
};

const good: ProseAnswer = {
  transferReasons: [
    'Swap Palmer for B.Fernandes: 31.2 projected points against 22.4 over the next five gameweeks.',
  ],
  captainReason: 'Haaland plays twice for Man City, 11.6 points expected.',
  viceCaptainReason: 'Semenyo also doubles: 9.8 points.',
  analysis: 'Keep the Man City core; the plan projects 347.2 points.',
  playersNamed: ['Palmer', 'B.Fernandes', 'Haaland', 'Semenyo'],
};

describe('applyProse', () => {
  it('puts the model’s reasons in and keeps every number and choice of the planner', () => {
    const out = applyProse(recommendations, good, known);
    expect(out.transfers[0]?.reason).toBe(good.transferReasons[0]);
    expect(out.captain).toEqual({ ...recommendations.captain, reason: good.captainReason });
    expect(out.analysis).toBe(good.analysis);
    expect({ ...out, transfers: [], captain: null, viceCaptain: null, analysis: '' }).toEqual({
      ...recommendations,
      transfers: [],
      captain: null,
      viceCaptain: null,
      analysis: '',
    });
    expect(out.transfers[0]).toMatchObject({ playerIn: 'B.Fernandes', cost: -0.5, priority: 'High' });
  });

  it('rejects a player the data does not have, listed or only written', () => {
    expect(() =>
      applyProse(recommendations, { ...good, playersNamed: [...good.playersNamed, 'Messi'] }, known),
    ).toThrow(ProseRejected);
    expect(() =>
      applyProse(
        recommendations,
        { ...good, analysis: 'Consider bringing in Mbappe before the deadline.' },
        known,
      ),
    ).toThrow(/Mbappe/);
  });

  it('rejects a reason that is not about its own player', () => {
    expect(() =>
      applyProse(recommendations, { ...good, captainReason: 'Semenyo, 9.8 points.' }, known),
    ).toThrow(/Haaland/);
  });

  it('rejects numbers the facts do not hold, and answers of the wrong shape', () => {
    expect(() =>
      applyProse(recommendations, { ...good, captainReason: 'Haaland, 14.2 points expected.' }, known),
    ).toThrow(/14\.2/);
    expect(() => applyProse(recommendations, { ...good, transferReasons: [] }, known)).toThrow(ProseRejected);
    expect(() => applyProse(recommendations, { transferReasons: 'x' }, known)).toThrow(ProseRejected);
  });

  it('gives the model the facts and the shape to answer', () => {
    const prompt = prosePrompt(recommendations);
    expect(prompt).toContain('"in":"B.Fernandes (MUN)"');
    expect(prompt).toContain('transferReasons (one per transfer, 1 in the same order)');
    expect(prompt).not.toContain('transfersAreChip');
  });

  it('tells the model when the transfers are a Wildcard’s squad', () => {
    const prompt = prosePrompt({
      ...recommendations,
      transferChip: { chip: 'wildcard_2', heading: 'Wildcard: 1 move, no points cost' },
    });
    expect(prompt).toContain('"transfersAreChip":"Wildcard: 1 move, no points cost"');
  });
});
