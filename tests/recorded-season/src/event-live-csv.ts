// FPL's /event/{gw}/live/ bodies rebuilt from the shared per-gameweek CSV (../shared/fpl-data/derived), so a
// recorded-data folder has a season's history as the live API serves it.

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
] as const;
/** FPL sends the expected stats as decimal strings. */
const DECIMALS = ['expected_goals', 'expected_assists', 'expected_goals_conceded'] as const;

export interface EventLiveBody {
  elements: { id: number; stats: Record<string, number | string>; explain: { fixture: number }[] }[];
}

/** The CSV's rows of gameweeks before `before` as /event/{gw}/live/ bodies: stats, and a fixture per match. */
export function eventLiveBodies(csv: string, before: number): Map<number, EventLiveBody> {
  const [head = '', ...lines] = csv.trim().split('\n');
  const columns = head.split(',');
  const at = (name: string) => columns.indexOf(name);
  const bodies = new Map<number, EventLiveBody>();
  for (const line of lines) {
    const cells = line.split(',');
    const gameweek = Number(cells[at('gw')]);
    if (gameweek >= before) continue;
    const stats: Record<string, number | string> = {};
    for (const name of STATS) stats[name] = Number(cells[at(name)]);
    for (const name of DECIMALS) stats[name] = cells[at(name)] ?? '0';
    const fixtures = (cells[at('fixture_ids')] ?? '').split(';').filter(Boolean);
    const body = bodies.get(gameweek) ?? { elements: [] };
    body.elements.push({
      id: Number(cells[at('element')]),
      stats,
      explain: fixtures.map((fixture) => ({ fixture: Number(fixture) })),
    });
    bodies.set(gameweek, body);
  }
  return bodies;
}
