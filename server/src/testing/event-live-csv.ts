// FPL's /event/{gw}/live/ bodies rebuilt from the shared per-gameweek CSV (../shared/fpl-data/derived), for the
// tests and benchmarks that serve a recorded-data folder with a season's history.

const STATS = [
  'minutes',
  'starts',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'saves',
  'bonus',
  'bps',
  'yellow_cards',
  'red_cards',
  'defensive_contribution',
  'total_points',
];
const DECIMALS = ['expected_goals', 'expected_assists', 'expected_goals_conceded'];

/** The CSV's rows of gameweeks before `before` as /event/{gw}/live/ bodies. */
export function eventLiveBodies(csv: string, before: number): Map<number, { elements: unknown[] }> {
  const [head = '', ...lines] = csv.trim().split('\n');
  const columns = head.split(',');
  const at = (name: string) => columns.indexOf(name);
  const bodies = new Map<number, { elements: unknown[] }>();
  for (const line of lines) {
    const cells = line.split(',');
    const gw = Number(cells[at('gw')]);
    if (gw >= before) continue;
    const stats: Record<string, number | string> = {};
    for (const s of STATS) stats[s] = Number(cells[at(s)]);
    for (const d of DECIMALS) stats[d] = cells[at(d)] ?? '0';
    const body = bodies.get(gw) ?? { elements: [] };
    body.elements.push({
      id: Number(cells[at('element')]),
      stats,
      explain: (cells[at('fixture_ids')] ?? '')
        .split(';')
        .filter(Boolean)
        .map((fixture) => ({ fixture: Number(fixture) })),
    });
    bodies.set(gw, body);
  }
  return bodies;
}
