// The only FPL API paths the proxy serves. Anything else is refused, so the proxy can't reach other URLs.
export type FplEndpoint =
  | { kind: 'bootstrap-static'; path: '/bootstrap-static/' }
  | { kind: 'fixtures'; path: '/fixtures/' }
  | { kind: 'fixtures-event'; path: string; gameweek: number }
  | { kind: 'fixtures-future'; path: '/fixtures/?future=1' }
  | { kind: 'event-live'; path: string; gameweek: number }
  | { kind: 'element-summary'; path: string; elementId: number };

const GAMEWEEK = '([1-9]|[12][0-9]|3[0-8])';

export function parseFplEndpoint(raw: string): FplEndpoint | null {
  if (raw === '/bootstrap-static/') return { kind: 'bootstrap-static', path: raw };
  if (raw === '/fixtures/') return { kind: 'fixtures', path: raw };
  if (raw === '/fixtures/?future=1') return { kind: 'fixtures-future', path: raw };
  let match = new RegExp(`^/fixtures/\\?event=${GAMEWEEK}$`).exec(raw);
  if (match) return { kind: 'fixtures-event', path: raw, gameweek: Number(match[1]) };
  match = new RegExp(`^/event/${GAMEWEEK}/live/$`).exec(raw);
  if (match) return { kind: 'event-live', path: raw, gameweek: Number(match[1]) };
  match = /^\/element-summary\/([1-9][0-9]{0,4})\/$/.exec(raw);
  if (match) return { kind: 'element-summary', path: raw, elementId: Number(match[1]) };
  return null;
}

export const ALLOWED_FPL_ENDPOINTS = [
  '/bootstrap-static/',
  '/fixtures/',
  '/fixtures/?event={gameweek}',
  '/fixtures/?future=1',
  '/event/{gameweek}/live/',
  '/element-summary/{elementId}/',
] as const;
