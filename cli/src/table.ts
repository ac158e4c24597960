// Plain-text tables for the terminal: padded columns that fit a width, any column wrapping at word boundaries.
import { PIPED_WIDTH } from './io.js';

export interface TableOptions {
  /** Column titles; without them only the rows are printed. */
  header?: readonly string[];
  /** Total width to fit, indent and gaps included (default: 100, the width of piped output). */
  width?: number;
  indent?: string;
  gap?: string;
}

/** Below this a column breaks its words rather than shrink further: two or three letters a line help no one. */
const NARROWEST_COLUMN = 6;

/** Characters on screen: code points, so '£', '→' and 'é' count once. */
export function textWidth(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}

export function renderTable(rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const { header, width = PIPED_WIDTH, indent = '  ', gap = '  ' } = options;
  const all = header ? [header, ...rows] : rows;
  const columns = Math.max(0, ...all.map((row) => row.length));
  const cellsOf = (row: readonly string[]) => Array.from({ length: columns }, (_, i) => row[i] ?? '');
  const natural = Array.from({ length: columns }, (_, i) =>
    Math.max(0, ...all.map((row) => textWidth(row[i] ?? ''))),
  );
  const longestWord = Array.from({ length: columns }, (_, i) =>
    Math.max(0, ...all.flatMap((row) => (row[i] ?? '').split(/\s+/).map(textWidth))),
  );
  const room = width - textWidth(indent) - textWidth(gap) * Math.max(0, columns - 1);
  const widths = fitColumns(natural, longestWord, room);
  const lines: string[] = [];
  for (const row of all) {
    const wrapped = cellsOf(row).map((cell, i) => wrap(cell, widths[i] ?? 0));
    const height = Math.max(...wrapped.map((cell) => cell.length));
    for (let line = 0; line < height; line++) {
      const text = wrapped.map((cell, i) => padEnd(cell[line] ?? '', widths[i] ?? 0)).join(gap);
      lines.push(`${indent}${text}`.trimEnd());
    }
  }
  return lines.join('\n');
}

/**
 * Column widths that add up to at most `room`: the widest column gives up a character at a time, first down
 * to its longest word (so words stay whole), then down to NARROWEST_COLUMN (long words break).
 */
export function fitColumns(
  natural: readonly number[],
  longestWord: readonly number[],
  room: number,
): number[] {
  const widths = [...natural];
  const total = () => widths.reduce((sum, w) => sum + w, 0);
  for (const floorOf of [
    (i: number) => Math.min(natural[i] ?? 0, Math.max(longestWord[i] ?? 0, NARROWEST_COLUMN)),
    (i: number) => Math.min(natural[i] ?? 0, NARROWEST_COLUMN),
  ]) {
    while (total() > room) {
      let widest = -1;
      widths.forEach((w, i) => {
        if (w > floorOf(i) && (widest < 0 || w > (widths[widest] ?? 0))) widest = i;
      });
      if (widest < 0) break;
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  }
  return widths;
}

/** Greedy word wrap; a word longer than the width is broken across lines. */
export function wrap(text: string, width: number): string[] {
  const size = Math.max(1, width);
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => chunks(word, size));
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && textWidth(line) + 1 + textWidth(word) > size) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

function chunks(word: string, size: number): string[] {
  const letters = [...word];
  if (letters.length <= size) return [word];
  const parts: string[] = [];
  for (let i = 0; i < letters.length; i += size) parts.push(letters.slice(i, i + size).join(''));
  return parts;
}

/** A paragraph wrapped to `width`, every line starting with `indent`. */
export function paragraph(text: string, width: number, indent = '    '): string {
  return wrap(text, Math.max(30, width - textWidth(indent)))
    .map((line) => `${indent}${line}`)
    .join('\n');
}
