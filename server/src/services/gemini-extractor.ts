// The vision Extractor: Gemini transcribes the screenshot into plates (structured JSON), then the names go
// through the same resolution and checks as OCR. A reading that is not a squad is an EXTRACTION_ERROR with
// what the model saw, never an invented squad.
import { EngineError, type ExtractedTeamData } from '@fpl-assistant/engine';
import { MIN_SQUAD_PLAYERS_FOUND } from '@fpl-assistant/engine/extraction';
import type { Config } from '../config.js';
import { readImageHeader } from '../uploads/image-header.js';
import { AiProviderError, type Extractor } from './ai.js';
import type { FplService } from './fpl.js';
import { type GeminiClient, type GeminiClientOptions, GeminiError, geminiClient } from './gemini-client.js';
import { engineSquadResolver } from './gemini-resolution.js';
import {
  type SquadResolver,
  VISION_PROMPT,
  VISION_RESPONSE_SCHEMA,
  type VisionReading,
  VisionReadingSchema,
} from './gemini-squad-reading.js';

export type { SquadResolver } from './gemini-squad-reading.js';

interface ExtractorBase {
  client: GeminiClient;
  /** A fixed model; without it the tier's model (flash, pro for the pro and season_pass tiers). */
  model?: string;
}

/** `fpl`: names resolve against this FPL data through the engine, as OCR's do; `resolve`: another step (tests). */
export type GeminiExtractorOptions = ExtractorBase & ({ fpl: FplService } | { resolve: SquadResolver });

const fail = (message: string, status: 422 | 502 | 503 = 422) =>
  new AiProviderError('EXTRACTION_ERROR', message, status);

export function geminiExtractor(options: GeminiExtractorOptions): Extractor {
  const resolve = 'resolve' in options ? options.resolve : engineSquadResolver({ fpl: options.fpl });
  return {
    async extract({ imageBase64, gameweek, tier }) {
      const image = await readImageHeader(Buffer.from(imageBase64, 'base64'));
      if (!image) throw fail('Extraction failed: the upload is not a PNG, JPEG or WebP image');
      let answer: Awaited<ReturnType<GeminiClient['generate']>>;
      try {
        answer = await options.client.generate({
          model: options.model ?? (tier ? options.client.modelForTier(tier) : options.client.model),
          parts: [{ text: VISION_PROMPT }, { inlineData: { mimeType: image.mime, data: imageBase64 } }],
          responseSchema: VISION_RESPONSE_SCHEMA,
          temperature: 0,
        });
      } catch (err) {
        throw err instanceof GeminiError ? providerError(err) : err;
      }
      const reading = parseReading(answer.text);
      if (!reading.isFplSquad || reading.plates.length === 0) {
        const seen = reading.whatIsShown?.trim() || 'no squad';
        throw fail(`Extraction failed: this is not an FPL squad screenshot (found: ${seen})`);
      }
      // The engine's own floor: fewer names than this is not taken for a squad, by OCR or by Gemini.
      if (reading.plates.length < MIN_SQUAD_PLAYERS_FOUND) {
        throw fail(
          `Extraction failed: found only ${reading.plates.length} player names, too few for a squad`,
        );
      }
      let data: ExtractedTeamData;
      try {
        data = await resolve(reading, { gameweek });
      } catch (err) {
        if (err instanceof AiProviderError) throw err;
        if (err instanceof EngineError) throw fail(`Extraction failed: ${err.message}`);
        throw err;
      }
      return { data, modelUsed: answer.modelUsed, tokensUsed: answer.tokensUsed, cost: answer.cost };
    },
  };
}

function parseReading(text: string): VisionReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail('Failed to extract team data: the vision model did not answer with JSON', 502);
  }
  const parsed = VisionReadingSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'answer';
    throw fail(`Failed to extract team data: the vision model's answer is malformed (${where})`, 502);
  }
  return parsed.data;
}

function providerError(err: GeminiError): AiProviderError {
  switch (err.kind) {
    case 'rate_limited':
      return fail('Extraction failed: the vision model is busy, please try again in a minute', 503);
    case 'timeout':
      return fail('Extraction failed: the vision model did not answer in time', 502);
    case 'blocked':
      return fail('Extraction failed: the vision model declined to read this image');
    default:
      return fail(`Extraction failed: the vision model is unavailable (${err.status ?? 'network'})`, 502);
  }
}

/** The client from the server's env, or undefined when no GEMINI_API_KEY is set. */
export function geminiClientFromConfig(
  config: Pick<Config, 'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_PRO_MODEL' | 'GEMINI_BASE_URL'>,
  overrides: Partial<GeminiClientOptions> = {},
): GeminiClient | undefined {
  if (!config.GEMINI_API_KEY) return undefined;
  return geminiClient({
    apiKey: config.GEMINI_API_KEY,
    model: config.GEMINI_MODEL,
    proModel: config.GEMINI_PRO_MODEL,
    ...(config.GEMINI_BASE_URL ? { baseUrl: config.GEMINI_BASE_URL } : {}),
    ...overrides,
  });
}
