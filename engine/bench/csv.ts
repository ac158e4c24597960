// CSV helpers of the benchmarks: reading is the engine's own RFC 4180 reader; writing and numbers live here.
export { type CsvRecord, parseCsvRecords as parseCsv } from '../src/csv.js';

/** A number from a CSV field; empty or unparsable fields give `fallback`. */
export function num(value: string | undefined, fallback = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function csvLine(values: readonly (string | number)[]): string {
  return values
    .map((v) => {
      const s = String(v);
      return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
    })
    .join(',');
}
