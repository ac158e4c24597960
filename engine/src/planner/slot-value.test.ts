import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/planner-fixtures.js';
import { type ScoreWeights, SQUAD_SLOTS, SquadScorer } from './score.js';
import { SLOT_VALUE_MARGIN, SlotValue } from './slot-value.js';

const HORIZON = 4;
/** Rows 0-14 the squad, 15-16 the values put into the slots. */
const ROWS = SQUAD_SLOTS + 2;

/** A random points matrix (ties and zeros included, as projections have them) and weights. */
function problem(seed: number, weights: Partial<ScoreWeights> = {}) {
  const random = seededRandom(seed);
  const points = new Float64Array(ROWS * HORIZON);
  for (let i = 0; i < points.length; i++) {
    const r = random();
    points[i] = r < 0.15 ? 0 : r < 0.25 ? 2 : Math.round(random() * 120) / 10;
  }
  const scorer = new SquadScorer(points, HORIZON, {
    gameweek: Float64Array.from({ length: HORIZON }, (_, g) => 0.9 ** g),
    bench: 0,
    vice: 0,
    ...weights,
  });
  return { scorer, points, squad: Int32Array.from({ length: SQUAD_SLOTS }, (_, s) => s) };
}

const WEIGHTS: [string, Partial<ScoreWeights>][] = [
  ['no bench or vice weight', {}],
  ['bench and vice weights', { bench: 0.1, vice: 0.05 }],
  ['a bench boost week', { bench: 0.1, benchAt: Float64Array.from([0.1, 1, 0.1, 0.1]) }],
];

describe('SlotValue: the closed form equals the scorer', () => {
  for (const [name, weights] of WEIGHTS)
    it(`one slot, every slot of 60 random squads (${name})`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        const { scorer, squad } = problem(seed, weights);
        const valuer = new SlotValue(scorer);
        for (let slot = 0; slot < SQUAD_SLOTS; slot++) {
          const from = seed % 2;
          expect(valuer.prepare(squad, slot, from)).toBe(false);
          for (const row of [slot, SQUAD_SLOTS, SQUAD_SLOTS + 1]) {
            const changed = Int32Array.from(squad);
            changed[slot] = row;
            expect(Math.abs(valuer.withRow(row) - scorer.value(changed, from))).toBeLessThan(
              SLOT_VALUE_MARGIN,
            );
          }
        }
      }
    });

  for (const [name, weights] of WEIGHTS)
    it(`two outfield slots of 40 random squads (${name})`, () => {
      for (let seed = 100; seed < 140; seed++) {
        const { scorer, squad, points } = problem(seed, weights);
        const valuer = new SlotValue(scorer);
        const xs = new Float64Array(HORIZON);
        const ys = new Float64Array(HORIZON);
        for (let first = 2; first < SQUAD_SLOTS; first++)
          for (let second = 2; second < SQUAD_SLOTS; second++) {
            if (first === second) continue;
            expect(valuer.prepare(squad, first, 0, second)).toBe(true);
            const changed = Int32Array.from(squad);
            changed[first] = SQUAD_SLOTS;
            changed[second] = SQUAD_SLOTS + 1;
            for (let g = 0; g < HORIZON; g++) {
              xs[g] = points[SQUAD_SLOTS * HORIZON + g] ?? 0;
              ys[g] = points[(SQUAD_SLOTS + 1) * HORIZON + g] ?? 0;
            }
            expect(Math.abs(valuer.pairValue(xs, ys) - scorer.value(changed, 0))).toBeLessThan(
              SLOT_VALUE_MARGIN,
            );
          }
      }
    });

  it('a goalkeeper in the pair is not paired (the one-slot form serves)', () => {
    const { scorer, squad } = problem(7);
    expect(new SlotValue(scorer).prepare(squad, 0, 0, 5)).toBe(false);
    expect(new SlotValue(scorer).prepare(squad, 5, 0, 1)).toBe(false);
  });
});
