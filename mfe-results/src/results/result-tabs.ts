export type ResultTab = 'transfers' | 'captaincy' | 'xi' | 'chips' | 'analysis';

export const TAB_LABELS: Record<ResultTab, string> = {
  transfers: 'Transfers',
  captaincy: 'Captaincy',
  xi: 'Starting XI',
  chips: 'Chips',
  analysis: 'Analysis',
};

/** Spec §2: Transfers, Captaincy, Starting XI, Chips (only with a chip status), Analysis. */
export function resultTabs(withChips: boolean): ResultTab[] {
  return ['transfers', 'captaincy', 'xi', ...(withChips ? (['chips'] as const) : []), 'analysis'];
}

/**
 * What the manager has open, kept across the phone/desktop switch (a tablet turned): the tab shown on a wide
 * screen, and the sections open on a phone. The tab is the section last opened; a tab chosen opens its section.
 */
export interface TabState {
  current: ResultTab;
  open: readonly ResultTab[];
}

export const INITIAL_TAB_STATE: TabState = { current: 'transfers', open: ['transfers'] };

/** A tab chosen on a wide screen: on a phone, its section is the one open. */
export function selectTab(tab: ResultTab): TabState {
  return { current: tab, open: [tab] };
}

/** A phone section toggled: opening it makes it the tab; closing the tab falls back to the last still open. */
export function toggleSection(state: TabState, tab: ResultTab): TabState {
  if (!state.open.includes(tab)) return { current: tab, open: [...state.open, tab] };
  const open = state.open.filter((t) => t !== tab);
  return { current: state.current === tab ? (open.at(-1) ?? tab) : state.current, open };
}

/** The tab a wide screen shows: the current one if offered, else the first. */
export function shownTab(state: TabState, tabs: readonly ResultTab[]): ResultTab {
  return tabs.includes(state.current) ? state.current : (tabs[0] ?? 'transfers');
}
