import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { fplProxyFailedMessage } from '@fpl-assistant/engine/app';
import { ApiError } from './errors.js';
import { requestJson } from './http.js';

/** GET /api/fpl?endpoint=... (the server's cached FPL proxy, spec §7 "Fantasy data proxy"). */
export async function fetchFpl<T>(endpoint: string, signal?: AbortSignal): Promise<T> {
  try {
    return await requestJson<T>(`/api/fpl?endpoint=${encodeURIComponent(endpoint)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(err.status, err.code, fplProxyFailedMessage(err.status));
    throw err;
  }
}

export const fetchBootstrapStatic = (signal?: AbortSignal) =>
  fetchFpl<BootstrapStatic>('/bootstrap-static/', signal);

export const fetchFixtures = (gameweek: number, signal?: AbortSignal) =>
  fetchFpl<FplFixture[]>(`/fixtures/?event=${gameweek}`, signal);

export const fetchFutureFixtures = (signal?: AbortSignal) =>
  fetchFpl<FplFixture[]>('/fixtures/?future=1', signal);
