// The FPL Assistant app's own entities: accounts, saved suggestions, AI endpoint responses.
import type { Tier } from '../pricing/types.js';
import type { ExtractedTeamData, Recommendations } from '../types.js';

/** Why an AI endpoint failed. */
export type AiErrorCode = 'EXTRACTION_ERROR' | 'ANALYSIS_ERROR';

/** An AI endpoint's error, as the API returns it. */
export interface AiError {
  message: string;
  code: AiErrorCode | (string & {});
}

/** The API's answer to an extraction or analysis request. */
export interface AiResponse {
  success: boolean;
  data?: ExtractedTeamData;
  recommendations?: Recommendations;
  modelUsed?: string;
  tokensUsed?: number;
  /** US dollars. */
  cost?: number;
  /** Milliseconds. */
  processingTime?: number;
  error?: AiError;
}

/** An FPL Assistant account. */
export interface User {
  id: string;
  email: string;
  name: string | null;
  fplTeamId: number | null;
  tier: Tier;
  createdAt: string;
  lastLogin: string | null;
}

/** A saved analysis: the reviewed squad and the recommendations made for it. */
export interface Suggestion {
  id: string;
  userId: string;
  gameweek: number;
  screenshotUrl: string | null;
  extractedData: ExtractedTeamData;
  recommendations: Recommendations;
  researchSources: string[];
  createdAt: string;
  userNotes: string | null;
}
