import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { fplProxyFailedMessage } from '@fpl-assistant/engine/app';
import { ok, publicApi } from './client.js';
import { ApiError } from './errors.js';

/**
 * GET /api/fpl?endpoint=... (the server's cached FPL proxy, spec §7 "Fantasy data proxy"). The document types the
 * answer as the FPL API's own JSON (unknown); the caller names the FPL type it asked for.
 */
export async function fetchFpl<T>(endpoint: string, signal?: AbortSignal): Promise<T> {
  try {
    return (await ok(publicApi.GET('/api/fpl', { params: { query: { endpoint } }, signal }))) as T;
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
