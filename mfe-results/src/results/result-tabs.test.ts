import { describe, expect, it } from 'vitest';
import { INITIAL_TAB_STATE, resultTabs, selectTab, shownTab, toggleSection } from './result-tabs';

describe('resultTabs', () => {
  it('offers Chips only with a chip status', () => {
    expect(resultTabs(true)).toEqual(['transfers', 'captaincy', 'xi', 'chips', 'analysis']);
    expect(resultTabs(false)).not.toContain('chips');
  });
});

describe('the open tab across the phone breakpoint', () => {
  const tabs = resultTabs(true);

  it('opens Transfers first, as a tab and as the one section', () => {
    expect(shownTab(INITIAL_TAB_STATE, tabs)).toBe('transfers');
    expect(INITIAL_TAB_STATE.open).toEqual(['transfers']);
  });

  it('a tab chosen on a wide screen is the section open on a phone', () => {
    const state = selectTab('xi');
    expect(state.open).toEqual(['xi']);
    expect(shownTab(state, tabs)).toBe('xi');
  });

  it('the section last opened on a phone is the tab on a wide screen', () => {
    let state = toggleSection(INITIAL_TAB_STATE, 'chips');
    expect(state.open).toEqual(['transfers', 'chips']);
    expect(shownTab(state, tabs)).toBe('chips');
    state = toggleSection(state, 'captaincy');
    state = toggleSection(state, 'captaincy');
    expect(state).toEqual({ current: 'chips', open: ['transfers', 'chips'] });
    // Closing a section that is not the tab keeps the tab.
    expect(toggleSection(state, 'transfers')).toEqual({ current: 'chips', open: ['chips'] });
    // Every section closed: the tab stays the last one closed.
    expect(shownTab(toggleSection(toggleSection(state, 'transfers'), 'chips'), tabs)).toBe('chips');
  });

  it('falls back to the first tab when the current one is not offered', () => {
    expect(shownTab(selectTab('chips'), resultTabs(false))).toBe('transfers');
  });
});
