import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { type AiResponse, MESSAGES } from '@fpl-assistant/engine/app';
import { api } from '@fpl-assistant/web-kit';

/**
 * POST /api/ai/analyze: recommendations, or an Error with the server's message (spec §8 ANALYSIS_ERROR). The
 * confirmed squad's idempotency key makes a reload or Back replay the stored result, counted once.
 */
export async function analyzeSquad(
  extractedData: ExtractedTeamData,
  userTier?: string,
  idempotencyKey?: string,
): Promise<Recommendations> {
  const response = await api.post<AiResponse>(
    '/api/ai/analyze',
    { extractedData, gameweek: extractedData.gameweek, ...(userTier ? { userTier } : {}) },
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );
  if (!response.success || !response.recommendations)
    throw new Error(response.error?.message || MESSAGES.analyzeTeamFailed);
  return response.recommendations;
}
