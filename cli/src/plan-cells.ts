// The Plan table's moves cell, shared by `analyze` and `plan`: a Wildcard or Free Hit week is that chip's squad,
// not transfers made one by one; a Bench Boost or Triple Captain week says so beside its moves.
import { CHIP_FAMILY_LABELS, type GameweekPlan } from '@fpl-assistant/engine';

export function planMovesCell(
  week: Pick<GameweekPlan, 'chip' | 'transfers'>,
  name: (id: number) => string,
): string {
  const moves = week.transfers.map((t) => `${name(t.out)} → ${name(t.in)}`).join(', ');
  if (!week.chip) return moves || 'roll';
  const label = CHIP_FAMILY_LABELS[week.chip];
  if (week.chip === 'wildcard' || week.chip === 'free_hit')
    return `${label} (${week.transfers.length} moves, no points cost): ${moves || 'squad kept'}`;
  return `${label}; ${moves || 'roll'}`;
}
