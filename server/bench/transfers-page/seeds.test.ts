import { describe, expect, it } from 'vitest';
import { pageSeeds, REPORT_SEED, SeedRangeError } from './seeds.js';

describe('pageSeeds', () => {
  it('starts development runs at seed 1', () => {
    expect(pageSeeds({ report: false, count: 24 })).toBe(1);
    expect(pageSeeds({ report: false, seed: '500', count: 24 })).toBe(500);
  });

  it('uses the report range only with --report', () => {
    expect(pageSeeds({ report: true, count: 24 })).toBe(REPORT_SEED);
    expect(() => pageSeeds({ report: true, seed: '3', count: 24 })).toThrow(SeedRangeError);
  });

  it('refuses a development run that reaches the report range', () => {
    expect(() => pageSeeds({ report: false, seed: String(REPORT_SEED), count: 1 })).toThrow(/report range/);
    expect(() => pageSeeds({ report: false, seed: String(REPORT_SEED - 10), count: 24 })).toThrow(
      SeedRangeError,
    );
    expect(pageSeeds({ report: false, seed: String(REPORT_SEED - 24), count: 24 })).toBe(REPORT_SEED - 24);
  });
});
