import { type ExtractedTeamData, planningGameweek } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { ApiError, api, ok } from '@fpl-assistant/web-kit';
import { loadBootstrap } from './player-list';

/** The spec's client sends a hard-coded 15; we send the gameweek being planned, 15 only if FPL data fails. */
export const FALLBACK_GAMEWEEK = 15;

/** The gameweek being planned from the live FPL data, undefined when that data cannot be had. */
export async function gameweekToPlan(): Promise<number | undefined> {
  try {
    return planningGameweek((await loadBootstrap()).events);
  } catch (err) {
    console.warn('gameweek lookup failed', err);
    return undefined;
  }
}

/** A failed read, with the squad as far as the server read it (spec §8 EXTRACTION_ERROR, issue 13). */
export class SquadNotReadError extends Error {
  override name = 'SquadNotReadError';
  constructor(
    message: string,
    readonly partial: ExtractedTeamData | null,
  ) {
    super(message);
  }
}

function partialOf(body: unknown): ExtractedTeamData | null {
  if (typeof body !== 'object' || body === null || !('partial' in body)) return null;
  const partial = (body as { partial?: unknown }).partial;
  if (typeof partial !== 'object' || partial === null) return null;
  return Array.isArray((partial as { players?: unknown }).players) ? (partial as ExtractedTeamData) : null;
}

const extract = (imageBase64: string, gameweek: number, idempotencyKey: string | undefined) =>
  ok(
    api.POST('/api/ai/extract', {
      body: { imageBase64, gameweek },
      params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} },
    }),
  );

/**
 * POST /api/ai/extract; the squad, or a SquadNotReadError with the server's message and partial squad. With an
 * idempotency key a repeat (reload, Back) gets the server's stored read.
 */
export async function extractSquad(imageBase64: string, idempotencyKey?: string): Promise<ExtractedTeamData> {
  const gameweek = (await gameweekToPlan()) ?? FALLBACK_GAMEWEEK;
  let response: Awaited<ReturnType<typeof extract>>;
  try {
    response = await extract(imageBase64, gameweek, idempotencyKey);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'EXTRACTION_ERROR')
      throw new SquadNotReadError(err.message || MESSAGES.squadNotRead, partialOf(err.body));
    throw err;
  }
  if (!response.success || !response.data)
    throw new SquadNotReadError(response.error?.message || MESSAGES.extractTeamFailed, null);
  return response.data;
}
