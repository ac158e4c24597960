import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';

/** Spec §3: the saved detail page reads transfers as out/in with a reason each, and the captain as name/reason. */
export interface DetailTransfer {
  out: string;
  outReason: string;
  in: string;
  inReason: string;
}

export interface DetailCaptain {
  name: string;
  reason: string;
}

type Loose = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads both shapes: the Recommendations this app saves (playerOut/playerIn/reason) and the detail shape
 * (out/outReason/in/inReason) older saves may hold.
 */
export function detailTransfers(recommendations: Recommendations | Loose): DetailTransfer[] {
  const transfers = (recommendations as Loose).transfers;
  if (!Array.isArray(transfers)) return [];
  return transfers.map((raw: Loose) => {
    if ('out' in raw || 'in' in raw) {
      return {
        out: text(raw.out),
        outReason: text(raw.outReason),
        in: text(raw.in),
        inReason: text(raw.inReason),
      };
    }
    const reason = text(raw.reason);
    return {
      out: text(raw.playerOut),
      outReason: text(raw.outReason) || `Sold to fund ${text(raw.playerIn) || 'the replacement'}.`,
      in: text(raw.playerIn),
      inReason: text(raw.inReason) || reason,
    };
  });
}

export function detailCaptain(recommendations: Recommendations | Loose): DetailCaptain | null {
  const captain = (recommendations as Loose).captain as Loose | undefined;
  if (!captain || typeof captain !== 'object') return null;
  const name = text(captain.player) || text(captain.name);
  return name ? { name, reason: text(captain.reason) } : null;
}

const NA = 'N/A';
const money = (value: number | undefined | null) =>
  typeof value === 'number' && Number.isFinite(value) ? `£${value.toFixed(1)}m` : NA;

/** Spec §2 team stats: formation, team value and bank, each 'N/A' when unknown. */
export function teamStats(extracted: Partial<ExtractedTeamData> | null | undefined): {
  formation: string;
  teamValue: string;
  bank: string;
} {
  return {
    formation: extracted?.formation?.trim() || NA,
    teamValue: money(extracted?.teamValue),
    bank: money(extracted?.bank ?? extracted?.budget),
  };
}
