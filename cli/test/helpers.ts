// Small hand-made FPL data for the CLI's tests: six clubs, gameweeks 1–6 (never real Premier League data).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  BootstrapStatic,
  ExtractedTeamData,
  FplElement,
  FplEvent,
  FplFixture,
  FplTeam,
  Player,
  Position,
} from '@fpl-assistant/engine';
import type { Io } from '../src/io.js';

export const CLI_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BINARY = join(CLI_DIR, 'dist', 'index.js');

export const CODES = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF'] as const;

export function makeTeams(): FplTeam[] {
  return CODES.map((short_name, i) => ({ id: i + 1, code: 90 + i, name: `Club ${short_name}`, short_name }));
}

/** Gameweek 3 is next; its deadline is 2026-01-17T11:00:00Z. */
export const NEXT_DEADLINE = '2026-01-17T11:00:00Z';

export function makeEvents(): FplEvent[] {
  return Array.from({ length: 6 }, (_, i) => {
    const id = i + 1;
    return {
      id,
      name: `Gameweek ${id}`,
      // FPL writes deadlines without milliseconds.
      deadline_time: new Date(Date.parse('2026-01-03T11:00:00Z') + i * 7 * 86_400_000)
        .toISOString()
        .replace('.000Z', 'Z'),
      finished: id < 3,
      is_previous: id === 1,
      is_current: id === 2,
      is_next: id === 3,
    };
  });
}

let fixtureId = 0;

function fixture(event: number, home: number, away: number, kickoff: string, finished = false): FplFixture {
  fixtureId += 1;
  return {
    id: fixtureId,
    event,
    team_h: home,
    team_a: away,
    team_h_difficulty: 2,
    team_a_difficulty: 4,
    kickoff_time: kickoff,
    finished,
  };
}

function round(event: number, day: string, finished = false): FplFixture[] {
  return [
    fixture(event, 1, 2, `${day}T12:30:00Z`, finished),
    fixture(event, 3, 4, `${day}T15:00:00Z`, finished),
    fixture(event, 5, 6, `${day}T17:30:00Z`, finished),
  ];
}

/**
 * GW1–2 played; GW3 normal (two kickoff days); GW4: AAA–DDD play twice (a normal gameweek overall, five
 * fixtures); GW5: only AAA v BBB (a blank for CCC–FFF); GW6 normal.
 */
export function makeFixtures(): FplFixture[] {
  fixtureId = 0;
  return [
    ...round(1, '2026-01-03', true),
    ...round(2, '2026-01-10', true),
    fixture(3, 1, 2, '2026-01-17T12:30:00Z'),
    fixture(3, 3, 4, '2026-01-17T15:00:00Z'),
    fixture(3, 5, 6, '2026-01-18T14:00:00Z'),
    ...round(4, '2026-01-24'),
    fixture(4, 1, 3, '2026-01-27T19:30:00Z'),
    fixture(4, 2, 4, '2026-01-27T20:00:00Z'),
    fixture(5, 1, 2, '2026-01-31T15:00:00Z'),
    ...round(6, '2026-02-07'),
  ];
}

/** Every club plays once in every gameweek: no doubles, no blanks. */
export function makeQuietFixtures(): FplFixture[] {
  fixtureId = 0;
  return [1, 2, 3, 4, 5, 6].flatMap((event) =>
    round(event, `2026-01-${String(3 + (event - 1) * 7).padStart(2, '0')}`, event < 3),
  );
}

const ELEMENT_TYPE: Record<Position, number> = { GKP: 1, DEF: 2, MID: 3, FWD: 4 };

/**
 * What every planning command warns of the helper squad: it holds four from CCC, which FPL allows only after a
 * real-life move (the engine's checkSquad lets it through, flagged).
 */
export const FOUR_FROM_CCC =
  'warning: 4 players from CCC: FPL allows this only when one of them moved to CCC after you bought him. Your first transfer must bring CCC down to 3.\n';

/** Squad: 2 GKP, 5 DEF, 5 MID, 3 FWD; twelve of them from CCC–FFF, the clubs that blank in GW5 (four from CCC). */
const SQUAD_SPEC: [Position, number][] = [
  ['GKP', 3],
  ['GKP', 1],
  ['DEF', 3],
  ['DEF', 4],
  ['DEF', 5],
  ['DEF', 6],
  ['DEF', 1],
  ['MID', 3],
  ['MID', 4],
  ['MID', 5],
  ['MID', 6],
  ['MID', 2],
  ['FWD', 3],
  ['FWD', 4],
  ['FWD', 5],
];

export function makeElements(): FplElement[] {
  return SQUAD_SPEC.map(([position, team], i) => ({
    id: 100 + i,
    code: 5000 + i,
    web_name: `Player${i + 1}`,
    first_name: 'Test',
    second_name: `Player${i + 1}`,
    team,
    team_code: 90 + team - 1,
    element_type: ELEMENT_TYPE[position],
    now_cost: 50 + i,
    status: 'a',
    chance_of_playing_next_round: null,
    chance_of_playing_this_round: null,
    news: '',
    form: (3 + (i % 4)).toFixed(1),
    points_per_game: '4.0',
    ep_next: null,
    ep_this: null,
    total_points: 40 + i,
    minutes: 180,
    goals_scored: 0,
    assists: 0,
    clean_sheets: 0,
    selected_by_percent: '1.0',
  }));
}

export function makeBootstrap(overrides: Partial<BootstrapStatic> = {}): BootstrapStatic {
  return {
    events: makeEvents(),
    teams: makeTeams(),
    elements: makeElements(),
    element_types: [1, 2, 3, 4].map((id) => ({
      id,
      plural_name: `Type ${id}`,
      plural_name_short: `T${id}`,
      singular_name: `Type ${id}`,
      singular_name_short: `T${id}`,
      squad_select: 2,
      squad_min_play: 1,
      squad_max_play: 5,
    })),
    ...overrides,
  };
}

export function makeSquad(overrides: Partial<ExtractedTeamData> = {}): ExtractedTeamData {
  const players: Player[] = makeElements().map((element, i) => {
    const [position, team] = SQUAD_SPEC[i] ?? ['MID', 1];
    return {
      id: element.id,
      name: element.web_name,
      team: CODES[team - 1] ?? 'AAA',
      position,
      price: element.now_cost / 10,
      isStarter: i !== 1 && i < 12,
      isCaptain: i === 7,
      isViceCaptain: i === 8,
    };
  });
  return {
    gameweek: 3,
    freeTransfers: 1,
    budget: 1.5,
    formation: '4-4-2',
    players,
    chipStatus: {},
    ...overrides,
  };
}

/** A valid /event/{gw}/live/ body for the helper league: everyone played 90 minutes; Player13 had the xG. */
export function eventLive(gameweek: number) {
  return {
    elements: makeBootstrap().elements.map((e, i) => ({
      id: e.id,
      stats: {
        minutes: 90,
        starts: 1,
        goals_scored: i === 12 ? 2 : 0,
        assists: 0,
        clean_sheets: 0,
        goals_conceded: 1,
        saves: 0,
        bonus: 0,
        bps: 10,
        yellow_cards: 0,
        red_cards: 0,
        expected_goals: i === 12 ? '2.00' : '0.05',
        expected_assists: '0.05',
        expected_goals_conceded: '1.00',
        total_points: 2,
      },
      explain: [{ fixture: gameweek * 3 }],
    })),
  };
}

/** A fresh temp folder laid out by endpoint, with the given JSON (or raw text) per file. */
export async function tempDataDir(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fpl-cli-test-'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** An Io that records what a command writes. */
export function memoryIo(options: { stdoutTTY?: boolean; stderrTTY?: boolean; columns?: number } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    stdout: {
      write: (text: string) => out.push(text),
      isTTY: options.stdoutTTY ?? false,
      ...(options.columns ? { columns: options.columns } : {}),
    },
    stderr: { write: (text: string) => err.push(text), isTTY: options.stderrTTY ?? false },
  };
  return { io, stdout: () => out.join(''), stderr: () => err.join('') };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawn the built binary without blocking the event loop (a test's local HTTP server must keep answering). */
export function runBinary(args: readonly string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BINARY, ...args],
      { cwd: CLI_DIR, env: { ...process.env, DEBUG: '' }, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export interface LocalApi {
  /** Base URL to pass as --api, e.g. http://127.0.0.1:40123/api. */
  base: string;
  requests: string[];
  close(): Promise<void>;
}

type Route = { status?: number; body: string } | 'hang';

/** A local stand-in for the FPL API on 127.0.0.1 and a random port; paths are under /api. */
export async function startLocalApi(routes: Record<string, Route>): Promise<LocalApi> {
  const { createServer } = await import('node:http');
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = routes[req.url ?? ''];
    if (route === 'hang') return; // never answers: the client's timeout must end the wait
    res.writeHead(route?.status ?? (route ? 200 : 404), { 'content-type': 'application/json' });
    res.end(route?.body ?? '{"detail":"Not found."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}/api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Routes serving the given data at the FPL API's paths. */
export function fplRoutes(bootstrap: unknown, fixtures: unknown): Record<string, Route> {
  return {
    '/api/bootstrap-static/': { body: JSON.stringify(bootstrap) },
    '/api/fixtures/': { body: JSON.stringify(fixtures) },
  };
}

/** A port that was free a moment ago and has nothing listening now. */
export async function closedPort(): Promise<number> {
  const api = await startLocalApi({});
  const port = Number(new URL(api.base).port);
  await api.close();
  return port;
}
