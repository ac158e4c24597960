import type { ExtractedTeamData, ManagerConstraints, Recommendations } from '@fpl-assistant/engine';
import { type AiResponse, MESSAGES } from '@fpl-assistant/engine/app';
import { api } from '@fpl-assistant/web-kit';

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
  const response = await api.post<AiResponse>(
    '/api/ai/replan',
    { analysis, constraints } as unknown as Record<string, unknown>,
    { headers: { 'Idempotency-Key': analysisKey } },
  );
  if (!response.success || !response.recommendations)
    throw new Error(response.error?.message || MESSAGES.analyzeTeamFailed);
  return response.recommendations;
}
