import type { ExtractedTeamData } from '@fpl-assistant/engine';
import type { User } from '@fpl-assistant/engine/app';
import { ApiError, api, errorMessage, ok } from '@fpl-assistant/web-kit';

/** What the team ID field says when its text is not a team ID (the server is not asked). */
export const TEAM_ID_PROBLEM =
  'Enter your FPL team ID: the number after /entry/ in your FPL points page address.';

/** When FPL cannot be reached: what to do next, rather than the proxy's status line. */
export const FPL_UNREACHABLE =
  "FPL didn't answer just now. Please try again in a minute, or upload a screenshot.";

/** The largest team ID the profile keeps (the profile route's limit). */
const PROFILE_TEAM_ID_MAX = 100_000_000;

/** The team ID typed in the field, or null when it is not a positive whole number (at most ten digits). */
export function parseTeamId(text: string): number | null {
  const trimmed = text.trim();
  return /^[1-9][0-9]{0,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** GET /api/fpl/team/{id}: the team at the next deadline, or an ApiError with the server's sentence. */
export async function importTeam(teamId: number, signal?: AbortSignal): Promise<ExtractedTeamData> {
  const { data } = await ok(api.GET('/api/fpl/team/{id}', { params: { path: { id: teamId } }, signal }));
  return data;
}

/** What the manager reads when an import fails: the server's sentence (never its code), or FPL_UNREACHABLE. */
export function importProblem(err: unknown): string {
  if (err instanceof ApiError && err.retryable) return FPL_UNREACHABLE;
  return errorMessage(err, FPL_UNREACHABLE);
}

/**
 * Saves the team ID in the profile so /upload offers it next time. Best effort: the import already worked, so a
 * failed save is logged, never shown.
 */
export async function saveTeamId(teamId: number): Promise<User | null> {
  if (teamId > PROFILE_TEAM_ID_MAX) return null;
  try {
    return await ok(api.PATCH('/api/profile', { body: { fplTeamId: teamId } }));
  } catch (err) {
    console.warn('team ID not saved to the profile', err);
    return null;
  }
}
