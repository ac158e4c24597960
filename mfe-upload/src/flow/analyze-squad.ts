import {
  type AiResponse,
  type ExtractedTeamData,
  MESSAGES,
  type Recommendations,
} from '@fpl-assistant/engine';
import { api } from '@fpl-assistant/web-kit';

/** POST /api/ai/analyze: recommendations, or an Error with the server's message (spec §8 ANALYSIS_ERROR). */
export async function analyzeSquad(
  extractedData: ExtractedTeamData,
  userTier?: string,
): Promise<Recommendations> {
  const response = await api.post<AiResponse>('/api/ai/analyze', {
    extractedData,
    gameweek: extractedData.gameweek,
    ...(userTier ? { userTier } : {}),
  });
  if (!response.success || !response.recommendations)
    throw new Error(response.error?.message || MESSAGES.analyzeTeamFailed);
  return response.recommendations;
}
