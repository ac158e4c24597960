import type { APIRequestContext, Page } from '@playwright/test';

// Squads and recommendations for the results specs, built at test time from the recorded FPL data the
// server serves (never committed). Shapes follow spec §3 (engine/src/types.ts).

interface Element {
  id: number;
  web_name: string;
  team: number;
  element_type: 1 | 2 | 3 | 4;
  now_cost: number;
  total_points: number;
  form: string;
  expected_goals_per_90: number;
  expected_assists_per_90: number;
}
interface Bootstrap {
  elements: Element[];
  teams: { id: number; short_name: string }[];
  /** Attached by loadBootstrap: the season's fixtures, for the transfer cards' next five. */
  fixtures: { event: number | null; team_h: number; team_a: number }[];
}

export type Position = 'GKP' | 'DEF' | 'MID' | 'FWD';
export interface SquadPlayer {
  id: number;
  name: string;
  team: string;
  position: Position;
  price: number;
  isStarter: boolean;
  isCaptain: boolean;
  isViceCaptain: boolean;
  benchOrder?: number;
  /** As a read gives them: how sure, and which fields the manager should check. */
  confidence?: number;
  lowConfidenceFields?: string[];
}
/** A plate read that fits no player well (ExtractedTeamData's unresolved slots). */
export interface UnresolvedPlate {
  read: string;
  position?: Position;
  isStarter: boolean;
  benchOrder?: number;
  candidateIds: number[];
}
export interface Squad {
  gameweek: number;
  freeTransfers: number;
  budget: number;
  formation: string;
  teamValue: number;
  bank: number;
  players: SquadPlayer[];
  unresolved?: UnresolvedPlate[];
  chipStatus: Record<string, { used: boolean; gameweek?: number }>;
}
export type Recommendations = Record<string, unknown> & {
  transfers: { playerOut: string; playerIn: string; priority: string; cost: number; reason: string }[];
  captain: { player: string; reason: string; fixture: string; expectedPoints: number };
  viceCaptain: { player: string; reason: string; fixture: string; expectedPoints: number };
  startingXI: string[];
  bench: string[];
};

const POSITIONS: Record<number, Position> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };
const SHAPE: Record<Position, { squad: number; starters: number }> = {
  GKP: { squad: 2, starters: 1 },
  DEF: { squad: 5, starters: 4 },
  MID: { squad: 5, starters: 4 },
  FWD: { squad: 3, starters: 2 },
};

export async function loadBootstrap(request: APIRequestContext): Promise<Bootstrap> {
  const res = await request.get(`/api/fpl?endpoint=${encodeURIComponent('/bootstrap-static/')}`);
  if (!res.ok()) throw new Error(`bootstrap-static: ${res.status()}`);
  const fixtures = await request.get(`/api/fpl?endpoint=${encodeURIComponent('/fixtures/')}`);
  if (!fixtures.ok()) throw new Error(`fixtures: ${fixtures.status()}`);
  return { ...((await res.json()) as Bootstrap), fixtures: (await fixtures.json()) as Bootstrap['fixtures'] };
}

/** A club's next five fixtures from `gameweek` on, written as the analysis writes them ('ARS (H)'). */
export function nextFixtures(bootstrap: Bootstrap, teamId: number, gameweek: number): string[] {
  const club = (id: number) => bootstrap.teams.find((t) => t.id === id)?.short_name ?? '???';
  return bootstrap.fixtures
    .filter((f) => f.event !== null && f.event >= gameweek && (f.team_h === teamId || f.team_a === teamId))
    .sort((a, b) => (a.event ?? 0) - (b.event ?? 0))
    .slice(0, 5)
    .map((f) => (f.team_h === teamId ? `${club(f.team_a)} (H)` : `${club(f.team_h)} (A)`));
}

/** A legal 4-4-2 squad of high scorers (at most 3 a club), GW2 of the recorded 2026-27 season. */
export function buildSquad(bootstrap: Bootstrap, gameweek = 2): Squad {
  const club = (id: number) => bootstrap.teams.find((t) => t.id === id)?.short_name ?? '???';
  const perClub = new Map<number, number>();
  const taken: Record<Position, Element[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  const ranked = [...bootstrap.elements].sort((a, b) => b.total_points - a.total_points || a.id - b.id);
  for (const element of ranked) {
    const position = POSITIONS[element.element_type];
    if (!position || taken[position].length >= SHAPE[position].squad) continue;
    if ((perClub.get(element.team) ?? 0) >= 3) continue;
    perClub.set(element.team, (perClub.get(element.team) ?? 0) + 1);
    taken[position].push(element);
  }
  let bench = 0;
  const players = (['GKP', 'DEF', 'MID', 'FWD'] as const).flatMap((position) =>
    taken[position].map((e, i) => {
      const isStarter = i < SHAPE[position].starters;
      return {
        id: e.id,
        name: e.web_name,
        team: club(e.team),
        position,
        price: e.now_cost / 10,
        isStarter,
        isCaptain: false,
        isViceCaptain: false,
        ...(isStarter ? {} : { benchOrder: ++bench }),
      };
    }),
  );
  return {
    gameweek,
    freeTransfers: 1,
    budget: 1.5,
    formation: '4-4-2',
    teamValue: 100.5,
    bank: 1.5,
    players,
    chipStatus: {
      wildcard_1: { used: false },
      wildcard_2: { used: false },
      free_hit: { used: false },
      bench_boost: { used: false },
      triple_captain: { used: false },
    },
  };
}

/**
 * Recommendations with everything the page can show: two transfers (the second a bench forward for the best
 * forward outside the squad), captaincy, the XI, and a chip strategy with three doubles and three blanks.
 */
export function buildRecommendations(squad: Squad, bootstrap: Bootstrap): Recommendations {
  const inSquad = new Set(squad.players.map((p) => p.id));
  const club = (id: number) => bootstrap.teams.find((t) => t.id === id)?.short_name ?? '???';
  const best = (position: number, not: Set<number>) =>
    [...bootstrap.elements]
      .filter((e) => e.element_type === position && !inSquad.has(e.id) && !not.has(e.id))
      .sort((a, b) => b.total_points - a.total_points || a.id - b.id)[0] as Element;
  const starters = squad.players.filter((p) => p.isStarter);
  const benchPlayers = squad.players.filter((p) => !p.isStarter);
  const outMid = starters.filter((p) => p.position === 'MID').at(-1) as SquadPlayer;
  const outFwd = benchPlayers.find((p) => p.position === 'FWD') as SquadPlayer;
  const inMid = best(3, new Set());
  const inFwd = best(4, new Set());
  const transfer = (out: SquadPlayer, into: Element, priority: string) => ({
    playerOut: out.name,
    playerOutTeam: out.team,
    playerIn: into.web_name,
    playerInTeam: club(into.team),
    cost: Math.round((into.now_cost / 10 - out.price) * 10) / 10,
    priority,
    reason: `${into.web_name} projects more points than ${out.name} over the next five gameweeks.`,
    stats: {
      form: Number(into.form),
      xG: Number(into.expected_goals_per_90),
      xA: Number(into.expected_assists_per_90),
      fixtures: nextFixtures(bootstrap, into.team, squad.gameweek),
    },
  });
  const transfers = [transfer(outMid, inMid, 'High'), transfer(outFwd, inFwd, 'Low')];
  const startingXI = starters.map((p) => (p.id === outMid.id ? inMid.web_name : p.name));
  const bench = benchPlayers.map((p) => (p.id === outFwd.id ? inFwd.web_name : p.name));
  const captain = starters.find((p) => p.position === 'FWD') as SquadPlayer;
  const vice = starters.find((p) => p.position === 'MID') as SquadPlayer;
  const spent = transfers.reduce((sum, t) => sum + t.cost, 0);
  const fixture = (opponent: string, venue: 'H' | 'A', difficulty: number) => ({
    opponent,
    venue,
    difficulty,
  });
  const dgw = (gameweek: number, score: number) => ({
    gameweek,
    teams: [
      { teamId: 1, teamName: 'Arsenal', fixtures: [fixture('BOU', 'H', 2), fixture('CHE', 'A', 4)] },
      { teamId: 2, teamName: 'Aston Villa', fixtures: [fixture('FUL', 'A', 2), fixture('EVE', 'H', 3)] },
    ],
    topAssets: {
      GKP: [],
      DEF: [],
      MID: [
        {
          name: vice.name,
          team: vice.team,
          position: 'MID',
          price: vice.price,
          fixtures: [],
          expectedPoints: 12.4,
          rotationRisk: 'low',
        },
      ],
      FWD: [],
    },
    benchBoostScore: score,
    tripleCaptainRecommendation: {
      player: captain.name,
      expectedPoints: 14.2,
      reasoning: `${captain.name} plays twice.`,
    },
  });
  const bgw = (gameweek: number, affected: string[]) => {
    const n = affected.length;
    const freeHit = n >= 6;
    return {
      gameweek,
      teamsAffected: ['BUR', 'LEE'],
      userPlayersAffected: affected,
      expectedPointLoss: n * 5,
      freeHitRecommended: freeHit,
      freeHitExpectedGain: freeHit ? n * 3.5 : 0,
      alternativeStrategy:
        freeHit || n === 0
          ? null
          : {
              description: `Transfer out ${Math.ceil(n / 2)} of the ${n} players without a fixture.`,
              transfersRequired: Math.ceil(n / 2),
              hitsRequired: Math.max(0, Math.ceil(n / 2) - 1),
              expectedPoints: 65 - n * 5,
            },
    };
  };
  const names = squad.players.map((p) => p.name);
  const chip = (chipKey: string, timing: number, priority: string, expectedGain: number) => ({
    chip: chipKey,
    timing,
    reasoning: `Play ${chipKey} in GW${timing}.`,
    confidence: 0.85,
    expectedGain,
    priority,
  });
  return {
    transfers,
    captain: {
      player: captain.name,
      reason: 'Best projected points.',
      fixture: 'BOU (H)',
      expectedPoints: 7.8,
    },
    viceCaptain: {
      player: vice.name,
      reason: 'Second best projected points.',
      fixture: 'FUL (A)',
      expectedPoints: 6.4,
    },
    startingXI,
    bench,
    budgetImpact: {
      starting: squad.budget,
      afterTransfers: Math.round((squad.budget - spent) * 10) / 10,
      affordable: squad.budget - spent >= 0,
    },
    chipStrategy: {
      currentRecommendation: chip('bench_boost', 3, 'immediate', 35),
      upcomingDGWs: [dgw(3, 8), dgw(6, 6), dgw(9, 3)],
      upcomingBGWs: [bgw(4, names.slice(0, 7)), bgw(7, names.slice(0, 3)), bgw(8, [])],
      fixtureCalendar: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((gameweek) => ({
        gameweek,
        type: [3, 6, 9].includes(gameweek) ? 'dgw' : [4, 7, 8].includes(gameweek) ? 'bgw' : 'normal',
      })),
      optimalSequence: [
        chip('wildcard_1', 9, 'future', 25),
        chip('bench_boost', 3, 'immediate', 35),
        chip('free_hit', 4, 'upcoming', 24.5),
      ],
      chipsRemaining: 5,
    },
    analysis: 'A seeded analysis for the results page.',
    researchSources: ['FPL API: bootstrap-static', 'FPL API: fixtures'],
  };
}

const FLOW_KEY = 'fpl-assistant.flow';
const DEMO_FLOW_KEY = 'fpl-assistant.demo-flow';

/** Puts a flow state where the web kit's persisted flow store reads it, before the app starts. */
export async function seedFlow(
  page: Page,
  state: { extracted: Squad; recommendations: Recommendations | null; screenshotUrl?: string | null },
  demo = false,
): Promise<void> {
  const value = JSON.stringify({
    state: {
      screenshot: state.screenshotUrl
        ? {
            fileName: 'team.png',
            fileSize: 1000,
            imageBase64: '',
            uploadId: null,
            screenshotUrl: state.screenshotUrl,
          }
        : null,
      extracted: state.extracted,
      recommendations: state.recommendations,
      savedSuggestionId: null,
    },
    version: 0,
  });
  await page.addInitScript(
    ([key, json]) => {
      if (!sessionStorage.getItem(`${key}.seeded`)) {
        sessionStorage.setItem(`${key}.seeded`, '1');
        sessionStorage.setItem(key, json);
      }
    },
    [demo ? DEMO_FLOW_KEY : FLOW_KEY, value] as const,
  );
}
