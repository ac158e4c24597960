import { describe, expect, it } from 'vitest';
import { formatMillions, formatTransferCost } from './transfer-cost';

describe('formatTransferCost', () => {
  it('prefixes a positive cost with +', () => {
    expect(formatTransferCost(1.5)).toBe('+£1.5m');
  });
  it('shows money freed as the absolute amount', () => {
    expect(formatTransferCost(-2.25)).toBe('£2.3m');
    expect(formatTransferCost(0)).toBe('£0.0m');
  });
});

describe('formatMillions', () => {
  it('keeps the sign of an overspend', () => {
    expect(formatMillions(0.5)).toBe('£0.5m');
    expect(formatMillions(-1.2)).toBe('-£1.2m');
  });
});
