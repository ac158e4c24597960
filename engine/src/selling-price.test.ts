import { describe, expect, it } from 'vitest';
import { sellingPrice, sellingPriceRange } from './selling-price.js';

describe('sellingPrice', () => {
  it('adds half the rise, rounded down to £0.1m', () => {
    expect(sellingPrice(140, 145)).toBe(142);
    expect(sellingPrice(140, 141)).toBe(140);
    expect(sellingPrice(140, 142)).toBe(141);
  });
  it('sells at the current price after a fall or no change', () => {
    expect(sellingPrice(60, 57)).toBe(57);
    expect(sellingPrice(60, 60)).toBe(60);
  });
});

describe('sellingPriceRange', () => {
  it('a riser: from a purchase at his start price up to now_cost', () => {
    expect(sellingPriceRange({ now_cost: 145, cost_change_start: 5 })).toEqual({ min: 142, max: 145 });
  });
  it('a faller sells only at now_cost', () => {
    expect(sellingPriceRange({ now_cost: 57, cost_change_start: -3 })).toEqual({ min: 57, max: 57 });
  });
  it('a dip below the start price (from price history) widens the range', () => {
    expect(sellingPriceRange({ now_cost: 80, cost_change_start: 0 }, 76)).toEqual({ min: 78, max: 80 });
  });
  it('without cost_change_start the only sure price is now_cost', () => {
    expect(sellingPriceRange({ now_cost: 80 })).toEqual({ min: 80, max: 80 });
  });
});
