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
