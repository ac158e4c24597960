import {
  bankAfterTransfers,
  type ExtractedTeamData,
  type Recommendations,
  type SquadPlanParts,
  type SquadTransfer,
  teamValue,
} from '@fpl-assistant/engine';

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

/**
 * The parts of a saved plan that shape its squad, from either saved shape: the transfers (an older save's
 * out/in have no club or cost: the player bought then keeps the sold one's price), XI, bench and armbands.
 */
export function savedPlan(recommendations: Recommendations | Loose): SquadPlanParts {
  const saved = recommendations as Loose;
  const names = (value: unknown) =>
    Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  const transfers = (Array.isArray(saved.transfers) ? (saved.transfers as Loose[]) : []).flatMap(
    (raw): SquadTransfer[] => {
      const playerOut = text(raw.playerOut) || text(raw.out);
      const playerIn = text(raw.playerIn) || text(raw.in);
      if (!playerOut || !playerIn) return [];
      return [
        {
          playerOut,
          playerIn,
          playerInTeam: text(raw.playerInTeam),
          cost: finite(raw.cost) ?? 0,
          ...(finite(raw.playerOutId) === undefined ? {} : { playerOutId: raw.playerOutId as number }),
          ...(finite(raw.playerInId) === undefined ? {} : { playerInId: raw.playerInId as number }),
        },
      ];
    },
  );
  const captain = detailCaptain(saved)?.name;
  const vice = saved.viceCaptain as Loose | undefined;
  const viceName = vice && typeof vice === 'object' ? text(vice.player) || text(vice.name) : '';
  return {
    transfers,
    startingXI: names(saved.startingXI),
    bench: names(saved.bench),
    ...(captain ? { captain: { player: captain } } : {}),
    ...(viceName ? { viceCaptain: { player: viceName } } : {}),
  };
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const NA = 'N/A';
const money = (value: number | undefined | null) =>
  typeof value === 'number' && Number.isFinite(value) ? `£${value.toFixed(1)}m` : NA;

export interface TeamStats {
  formation: string;
  teamValue: string;
  bank: string;
  bankAfterTransfers: string;
}

/**
 * Spec §2 team stats of the saved squad, each 'N/A' when unknown: team value from its players' prices and
 * its bank (the budget confirmed on /confirm), never a stored figure that may predate the manager's edits;
 * the bank after the saved transfers when each has its cost. `formation` is the pitch's.
 */
export function teamStats(
  extracted: Partial<ExtractedTeamData> | null | undefined,
  recommendations: Recommendations | Loose | null | undefined,
  formation: string | undefined,
): TeamStats {
  const bank = finite(extracted?.budget) ?? finite(extracted?.bank);
  const players = Array.isArray(extracted?.players) ? extracted.players : [];
  const priced = players.length > 0 && players.every((player) => finite(player.price) !== undefined);
  const saved = (recommendations ?? {}) as Loose;
  const transfers = Array.isArray(saved.transfers) ? (saved.transfers as Loose[]) : [];
  const costs = transfers.map((transfer) => finite(transfer.cost));
  const costsKnown = costs.every((cost) => cost !== undefined);
  return {
    formation: formation?.trim() || extracted?.formation?.trim() || NA,
    teamValue: money(priced && bank !== undefined ? teamValue(players, bank) : null),
    bank: money(bank),
    bankAfterTransfers: money(
      bank !== undefined && costsKnown
        ? bankAfterTransfers(
            bank,
            costs.map((cost) => ({ cost: cost ?? 0 })),
          )
        : null,
    ),
  };
}
