// The only FPL API paths the proxy serves. Anything else is refused, so the proxy can't reach other URLs.
import { LAST_GAMEWEEK } from '@fpl-assistant/engine';

export type FplEndpoint =
  | { kind: 'bootstrap-static'; path: '/bootstrap-static/' }
  | { kind: 'fixtures'; path: '/fixtures/' }
  | { kind: 'fixtures-event'; path: string; gameweek: number }
  | { kind: 'fixtures-future'; path: '/fixtures/?future=1' }
  | { kind: 'event-live'; path: string; gameweek: number }
  | { kind: 'element-summary'; path: string; elementId: number }
  | { kind: 'entry'; path: string; teamId: number }
  | { kind: 'entry-history'; path: string; teamId: number }
  | { kind: 'entry-transfers'; path: string; teamId: number }
  | { kind: 'entry-picks'; path: string; teamId: number; gameweek: number };

/** A manager's team data: it changes at every deadline, so it is cached briefly and rate-limited. */
export type FplEntryEndpoint = Extract<FplEndpoint, { teamId: number }>;

export function isEntryEndpoint(endpoint: FplEndpoint): endpoint is FplEntryEndpoint {
  return 'teamId' in endpoint;
}

/** A gameweek: one or two digits, checked against LAST_GAMEWEEK by gameweekOf. */
const GAMEWEEK = '([1-9][0-9]?)';
/** An FPL team ID: a positive integer (today's reach eight digits). */
const TEAM_ID = '([1-9][0-9]{0,9})';

function gameweekOf(digits: string | undefined): number | null {
  const gameweek = Number(digits);
  return gameweek <= LAST_GAMEWEEK ? gameweek : null;
}

export function parseFplEndpoint(raw: string): FplEndpoint | null {
  if (raw === '/bootstrap-static/') return { kind: 'bootstrap-static', path: raw };
  if (raw === '/fixtures/') return { kind: 'fixtures', path: raw };
  if (raw === '/fixtures/?future=1') return { kind: 'fixtures-future', path: raw };
  let match = new RegExp(`^/fixtures/\\?event=${GAMEWEEK}$`).exec(raw);
  if (match) {
    const gameweek = gameweekOf(match[1]);
    return gameweek === null ? null : { kind: 'fixtures-event', path: raw, gameweek };
  }
  match = new RegExp(`^/event/${GAMEWEEK}/live/$`).exec(raw);
  if (match) {
    const gameweek = gameweekOf(match[1]);
    return gameweek === null ? null : { kind: 'event-live', path: raw, gameweek };
  }
  match = /^\/element-summary\/([1-9][0-9]{0,4})\/$/.exec(raw);
  if (match) return { kind: 'element-summary', path: raw, elementId: Number(match[1]) };
  match = new RegExp(`^/entry/${TEAM_ID}/(history/|transfers/|event/${GAMEWEEK}/picks/)?$`).exec(raw);
  if (match) {
    const teamId = Number(match[1]);
    if (!Number.isSafeInteger(teamId)) return null;
    if (match[2] === undefined) return { kind: 'entry', path: raw, teamId };
    if (match[2] === 'history/') return { kind: 'entry-history', path: raw, teamId };
    if (match[2] === 'transfers/') return { kind: 'entry-transfers', path: raw, teamId };
    const gameweek = gameweekOf(match[3]);
    return gameweek === null ? null : { kind: 'entry-picks', path: raw, teamId, gameweek };
  }
  return null;
}

export const ALLOWED_FPL_ENDPOINTS = [
  '/bootstrap-static/',
  '/fixtures/',
  '/fixtures/?event={gameweek}',
  '/fixtures/?future=1',
  '/event/{gameweek}/live/',
  '/element-summary/{elementId}/',
  '/entry/{teamId}/',
  '/entry/{teamId}/history/',
  '/entry/{teamId}/transfers/',
  '/entry/{teamId}/event/{gameweek}/picks/',
] as const;

/** The endpoint for a path known to be allowed (the server's own look-ups). */
export function fplEndpoint(raw: string): FplEndpoint {
  const endpoint = parseFplEndpoint(raw);
  if (!endpoint) throw new Error(`Not an allowed FPL endpoint: ${raw}`);
  return endpoint;
}
