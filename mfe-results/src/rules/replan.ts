import type { ExtractedTeamData, ManagerConstraints, Recommendations } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { api, ok } from '@fpl-assistant/web-kit';

/**
 * POST /api/ai/replan: the flow's analysis (its body as sent and its Idempotency-Key) planned again with the
 * manager's rules, never charged. An Error with the server's message (a rule it cannot keep names itself).
 */
export async function replanAnalysis(
  extractedData: ExtractedTeamData,
  userTier: string | undefined,
  analysisKey: string,
  constraints: ManagerConstraints,
): Promise<Recommendations> {
  const analysis = { extractedData, gameweek: extractedData.gameweek, ...(userTier ? { userTier } : {}) };
  const response = await ok(
    api.POST('/api/ai/replan', {
      body: { analysis, constraints },
      params: { header: { 'idempotency-key': analysisKey } },
    }),
  );
  if (!response.success || !response.recommendations)
    throw new Error(response.error?.message || MESSAGES.analyzeTeamFailed);
  // The document types recommendations as an open object: its shape is the engine's analysis document.
  return response.recommendations as unknown as Recommendations;
}
