// `pnpm recorded-data DIR [--season 2026-27|2025-26]`: lays out ../shared's recorded FPL data in DIR as a
// `--data` / FPL_DATA_DIR folder, so the README's commands run offline on real data:
//   2026-27 (default): after GW1, with team 118670 (`fpl-assistant squad --team 118670 --data DIR`);
//   2025-26: three hours before the GW33 deadline, with GW1-32's event-live.
import path from 'node:path';
import { havePreGw33Data, writePreGw33DataDir } from './season-2025-26.js';
import { haveSeason2026Data, writeSeason2026DataDir } from './season-2026-27.js';

const args = process.argv.slice(2);
const seasonAt = args.indexOf('--season');
const season = seasonAt >= 0 ? args[seasonAt + 1] : '2026-27';
const target = args.find((arg, i) => !arg.startsWith('--') && (seasonAt < 0 || i !== seasonAt + 1));
if (!target || (season !== '2026-27' && season !== '2025-26')) {
  console.error('usage: pnpm recorded-data DIR [--season 2026-27|2025-26]');
  process.exit(2);
}
// pnpm runs this from tests/; a relative DIR is the caller's.
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
const available = season === '2026-27' ? haveSeason2026Data() : havePreGw33Data();
if (!available) {
  console.error(
    `../shared/fpl-data does not hold the recorded ${season} files (see ../shared/fpl-data/SOURCES.md)`,
  );
  process.exit(1);
}
if (season === '2026-27') writeSeason2026DataDir(dir);
else writePreGw33DataDir(dir, 'at-deadline');
console.log(
  season === '2026-27'
    ? `${dir}: 2026-27 after GW1 (GW2 next), team 118670. Try: node cli/dist/index.js squad --team 118670 --data ${dir}`
    : `${dir}: 2025-26 before the GW33 deadline. Try: node cli/dist/index.js gameweek --data ${dir}`,
);
