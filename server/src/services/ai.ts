import type {
  ConstraintKind,
  ExtractedTeamData,
  ManagerConstraints,
  Recommendations,
} from '@fpl-assistant/engine';
import type { Tier } from '@fpl-assistant/engine/pricing';

export interface AiUsage {
  modelUsed: string;
  tokensUsed: number;
  /** US dollars. */
  cost: number;
}

/** Thrown by providers; the route turns it into the spec's AI response with this code. */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly code: 'EXTRACTION_ERROR' | 'ANALYSIS_ERROR',
    message: string,
    readonly status: 422 | 500 | 501 | 502 | 503 = 502,
    /** The squad as far as it was read, when reading failed: the review starts from it. */
    readonly partial?: ExtractedTeamData,
  ) {
    super(message);
  }
}

/** The manager's rules cannot all be kept for this squad: `constraint` names the one, the message says why. */
export class AnalysisConstraintError extends Error {
  override name = 'AnalysisConstraintError';
  constructor(
    readonly constraint: ConstraintKind,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a squad from a screenshot (OCR or a vision model). */
export interface Extractor {
  extract(input: {
    imageBase64: string;
    gameweek: number;
    /** The user's tier, from the profile: a vision model may use a stronger model for paid tiers. */
    tier?: Tier;
    /** Aborted when the request's client has gone: a queued read is dropped. */
    signal?: AbortSignal;
  }): Promise<AiUsage & { data: ExtractedTeamData }>;
}

/** Turns a reviewed squad into recommendations. The tier comes from the profile, never the request. */
export interface Analyzer {
  analyze(input: {
    extractedData: ExtractedTeamData;
    gameweek: number;
    tier: Tier;
    /** The manager's own rules for the plan (AnalysisConstraintError when one cannot be kept). */
    constraints?: ManagerConstraints;
    /** Aborted when the request's client has gone: a queued analysis is dropped. */
    signal?: AbortSignal;
  }): Promise<AiUsage & { recommendations: Recommendations }>;
}

/** Until an extractor lands the server says so plainly; it never makes up a squad. */
export const noExtractor: Extractor = {
  async extract() {
    throw new AiProviderError('EXTRACTION_ERROR', 'Extraction failed: no extractor configured', 501);
  },
};
