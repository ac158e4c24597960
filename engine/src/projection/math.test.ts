import { describe, expect, it } from 'vitest';
import { expectedFloorDiv, poissonPmf, tailAtLeast, weightedLinearFit } from './math.js';

describe('projection math', () => {
  it('poisson probabilities sum to about 1', () => {
    const pmf = poissonPmf(2.5, 40);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('expected points per 2 conceded match a direct sum', () => {
    const mean = 1.7;
    const pmf = poissonPmf(mean, 60);
    const direct = pmf.reduce((sum, p, k) => sum + p * Math.floor(k / 2), 0);
    expect(expectedFloorDiv(mean, 2)).toBeCloseTo(direct, 10);
    expect(expectedFloorDiv(0, 3)).toBe(0);
  });

  it('tail probabilities fall as the threshold rises and stay within [0, 1]', () => {
    const poisson = [5, 10, 15].map((t) => tailAtLeast(9, t, Number.POSITIVE_INFINITY));
    const negBin = [5, 10, 15].map((t) => tailAtLeast(9, t, 5));
    for (const series of [poisson, negBin]) {
      expect(series[0] ?? 0).toBeGreaterThan(series[1] ?? 0);
      expect(series[1] ?? 0).toBeGreaterThan(series[2] ?? 0);
      for (const p of series) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
    }
    // Overdispersion fattens the far tail.
    expect(negBin[2] ?? 0).toBeGreaterThan(poisson[2] ?? 0);
  });

  it('fits a weighted line', () => {
    const [a, b] = weightedLinearFit([1, 2, 3], [3, 5, 7], [1, 1, 1]);
    expect(a).toBeCloseTo(1, 10);
    expect(b).toBeCloseTo(2, 10);
  });
});
