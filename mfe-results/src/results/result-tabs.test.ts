import { describe, expect, it } from 'vitest';
import { resultTabs } from './result-tabs';

describe('resultTabs', () => {
  it('offers Chips only with a chip status', () => {
    expect(resultTabs(true)).toEqual(['transfers', 'captaincy', 'xi', 'chips', 'analysis']);
    expect(resultTabs(false)).not.toContain('chips');
  });
});
