import type { CalendarEntry, GameweekType } from '@fpl-assistant/engine';

const TYPE_LABELS: Record<GameweekType, string> = { normal: 'Normal', dgw: 'Double', bgw: 'Blank' };

export function gameweekTypeLabel(type: GameweekType): string {
  return TYPE_LABELS[type];
}

/** The calendar as a grid of 'GW33 Double' cells, as many a line as fit in `width`. */
export function calendarGrid(calendar: readonly CalendarEntry[], width = 100, indent = '  '): string {
  if (calendar.length === 0) return `${indent}No gameweeks left`;
  const cells = calendar.map((entry) => `GW${entry.gameweek} ${gameweekTypeLabel(entry.type)}`);
  const cellWidth = Math.max(...cells.map((cell) => cell.length)) + 3;
  const perLine = Math.max(1, Math.floor((width - indent.length) / cellWidth));
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += perLine) {
    lines.push(
      `${indent}${cells
        .slice(i, i + perLine)
        .map((cell) => cell.padEnd(cellWidth))
        .join('')}`.trimEnd(),
    );
  }
  return lines.join('\n');
}
