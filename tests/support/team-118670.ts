// Team 118670 after 2026-27 GW1 (GW2 next), as analyzeSquad takes it: the recorded picks as a squad (GW1's Bench
// Boost played), the season's bootstrap-static and fixtures, and last season's end as the projections' prior.
// Read from ../shared (@fpl-assistant/recorded-season), never copied into the repository.
import fs from 'node:fs';
import {
  type AnalyzeSquadInput,
  type BootstrapStatic,
  type ExtractedTeamData,
  type FplFixture,
  previousSeasonFromElements,
  toPlayerPosition,
} from '@fpl-assistant/engine';
import { haveSeason2026Data, RECORDED_TEAM_ID, SEASON_2026_27_FILES } from '@fpl-assistant/recorded-season';

export { haveSeason2026Data };

interface Picks {
  picks: { element: number; position: number; is_captain?: boolean }[];
}

const read = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(SEASON_2026_27_FILES[name] as string, 'utf8')) as T;

/** analyzeSquad's input for the recorded team at GW2: 1 free transfer, nothing in the bank. */
export function recordedTeamAtGw2(): AnalyzeSquadInput & {
  bootstrap: BootstrapStatic;
  fixtures: FplFixture[];
} {
  const bootstrap = read<BootstrapStatic>('bootstrap-static.json');
  const fixtures = read<FplFixture[]>('fixtures.json');
  const picks = read<Picks>(`entry-${RECORDED_TEAM_ID}-event-1-picks.json`);
  const lastSeason = read<BootstrapStatic>('previous-bootstrap-static.json');
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const squad: ExtractedTeamData = {
    gameweek: 2,
    freeTransfers: 1,
    budget: 0,
    bank: 0,
    formation: '3-4-3',
    players: picks.picks.flatMap((p) => {
      const e = byId.get(p.element);
      if (!e) return [];
      return [
        {
          id: e.id,
          name: e.web_name,
          team: bootstrap.teams.find((t) => t.id === e.team)?.short_name ?? '',
          position: toPlayerPosition(e.element_type),
          price: e.now_cost / 10,
          isStarter: p.position <= 11,
          isCaptain: p.is_captain ?? false,
          isViceCaptain: false,
          ...(p.position > 11 ? { benchOrder: p.position - 11 } : {}),
        },
      ];
    }),
    // GW1's Bench Boost, as the picks' active_chip says.
    chipStatus: { bench_boost: { used: true, gameweek: 1 } },
  };
  return {
    squad,
    bootstrap,
    fixtures,
    gameweek: 2,
    previousSeason: previousSeasonFromElements(lastSeason.elements),
  };
}
