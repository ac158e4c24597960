// Seeds of generated pages. Seeds from REPORT_SEED up are kept for the figure we report: a reader tuned on them
// would be measured on pages it was fitted to, so a development run never reaches them. A report range is spent
// once its misses have been looked at, or once it has been reported: 900000-900047 (reported, then studied,
// 2026-11-26 morning), 910000-910047 (reported, then studied, 2026-11-26 afternoon) and 920000-920047 (reported,
// then studied) are development data; 930000-930047 was reported once (issue 29, 2026-11-28: 718/720 plates, 0
// wrong unflagged, headers 43/44), never studied, and is spent too: the generator has since gained the one-line
// strip, which redraws those seeds. 940000-940047 was reported once (issue 29, 2026-12-07, before the OCR read
// a name found with its shirt's hem: raw phone 356/360 plates, desktop 360/360, 0 wrong unflagged, headers
// 42/43), never studied, and is spent. 950000-950047 was reported once (same day, before a player with no
// price read on a Transfers page had his id flagged: raw phone 360/360, desktop 358/360, headers 21/21 and
// 16/17, 0 wrong unflagged; web 496/720 with 4 wrong unflagged), never studied, and is spent. 960000-960095
// is issue 29's figure (2026-12-07, 96 pages, raw: phone 713/720 plates, desktop 719/720, headers 43/44 and
// 40/40, 0 wrong unflagged; web 1057/1440, 1 wrong unflagged: a price £7.1m read £7.0m, which his price history
// allows); that one web miss was looked at, so it is spent. The next report starts at 970000.

export const REPORT_SEED = 970_000;

export class SeedRangeError extends Error {
  override name = 'SeedRangeError';
}

/** The first seed of a run: REPORT_SEED with --report, else --seed (default 1), kept below the report range. */
export function pageSeeds(opts: { report: boolean; seed?: string | undefined; count: number }): number {
  if (opts.report) {
    if (opts.seed !== undefined) throw new SeedRangeError('--report picks its own seeds: leave out --seed');
    return REPORT_SEED;
  }
  const seed = Number(opts.seed ?? 1);
  if (!Number.isInteger(seed) || seed < 0)
    throw new SeedRangeError(`--seed must be a whole number, not ${opts.seed}`);
  if (seed + opts.count > REPORT_SEED) {
    throw new SeedRangeError(
      `seeds ${seed}-${seed + opts.count - 1} reach the report range (${REPORT_SEED} and up): develop on lower seeds, report with --report`,
    );
  }
  return seed;
}
