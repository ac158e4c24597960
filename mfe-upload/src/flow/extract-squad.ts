import { type AiResponse, type ExtractedTeamData, MESSAGES, planningGameweek } from '@fpl-assistant/engine';
import { api, fetchBootstrapStatic } from '@fpl-assistant/web-kit';

/** The spec's client sends a hard-coded 15; we send the gameweek being planned, 15 only if FPL data fails. */
const FALLBACK_GAMEWEEK = 15;

async function gameweekToPlan(): Promise<number> {
  try {
    const bootstrap = await fetchBootstrapStatic();
    return planningGameweek(bootstrap.events) ?? FALLBACK_GAMEWEEK;
  } catch (err) {
    console.warn('gameweek lookup failed; extracting for the default gameweek', err);
    return FALLBACK_GAMEWEEK;
  }
}

/** POST /api/ai/extract; the squad, or an Error with the server's message (spec §8 EXTRACTION_ERROR). */
export async function extractSquad(imageBase64: string): Promise<ExtractedTeamData> {
  const gameweek = await gameweekToPlan();
  const response = await api.post<AiResponse>('/api/ai/extract', { imageBase64, gameweek });
  if (!response.success || !response.data)
    throw new Error(response.error?.message || MESSAGES.extractTeamFailed);
  return response.data;
}
