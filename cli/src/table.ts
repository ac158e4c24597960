// Plain-text tables for the terminal: padded columns, the last one wrapped to the width left.

export interface TableOptions {
  /** Column titles; without them only the rows are printed. */
  header?: readonly string[];
  /** Total width to fit; the last column wraps within what the others leave. */
  width?: number;
  indent?: string;
  gap?: string;
}

export function renderTable(rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const { header, width = 120, indent = '  ', gap = '  ' } = options;
  const all = header ? [header, ...rows] : rows;
  const columns = Math.max(0, ...all.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, i) =>
    Math.max(...all.map((row) => (row[i] ?? '').length)),
  );
  const fixed = widths.slice(0, -1).reduce((sum, w) => sum + w + gap.length, indent.length);
  // Never squeeze the last column below 30 characters: wrap lines get too short to read.
  const lastWidth = Math.max(30, width - fixed);
  const lines: string[] = [];
  for (const row of all) {
    const cells = Array.from({ length: columns }, (_, i) => row[i] ?? '');
    const wrapped = wrap(cells[columns - 1] ?? '', lastWidth);
    const lead = cells
      .slice(0, -1)
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(gap);
    const blank = ' '.repeat(lead.length);
    wrapped.forEach((part, i) => {
      lines.push(`${indent}${columns > 1 ? `${i === 0 ? lead : blank}${gap}` : ''}${part}`.trimEnd());
    });
  }
  return lines.join('\n');
}

/** Greedy word wrap; a word longer than the width gets a line to itself. */
export function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

/** A paragraph wrapped to `width`, every line starting with `indent`. */
export function paragraph(text: string, width: number, indent = '    '): string {
  return wrap(text, Math.max(30, width - indent.length))
    .map((line) => `${indent}${line}`)
    .join('\n');
}
