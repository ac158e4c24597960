import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { api, ok } from '@fpl-assistant/web-kit';

/**
 * POST /api/ai/analyze: recommendations, or an Error with the server's message (spec §8 ANALYSIS_ERROR). The
 * confirmed squad's idempotency key makes a reload or Back replay the stored result, counted once.
 */
export async function analyzeSquad(
  extractedData: ExtractedTeamData,
  userTier?: string,
  idempotencyKey?: string,
): Promise<Recommendations> {
  const response = await ok(
    api.POST('/api/ai/analyze', {
      body: { extractedData, gameweek: extractedData.gameweek, ...(userTier ? { userTier } : {}) },
      params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} },
    }),
  );
  if (!response.success || !response.recommendations)
    throw new Error(response.error?.message || MESSAGES.analyzeTeamFailed);
  // The document types recommendations as an open object: its shape is the engine's analysis document.
  return response.recommendations as unknown as Recommendations;
}
