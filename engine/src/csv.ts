// RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; a leading BOM is skipped.
// Used for projection files users bring (FPL Review, Solio) and by the benchmarks reading FPL data dumps.

/** A CSV row keyed by the header's column names. */
export type CsvRecord = Record<string, string>;

/** Every row as its fields, the header row included. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows after the header as records keyed by the header's names; blank lines are skipped. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const [header = [], ...rows] = parseCsvRows(text);
  return rows
    .filter((r) => r.length > 1 || (r[0] ?? '') !== '')
    .map((r) => {
      const record: CsvRecord = {};
      header.forEach((name, i) => {
        record[name] = r[i] ?? '';
      });
      return record;
    });
}
