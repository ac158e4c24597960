// A small Gemini client over @google/generative-ai: one model per call, retries with backoff on 429 and 5xx,
// a timeout per attempt, and tokens and cost in every answer. Reused by extraction and analysis prose.

import type { Tier } from '@fpl-assistant/engine/pricing';
import {
  GoogleGenerativeAI,
  GoogleGenerativeAIAbortError,
  GoogleGenerativeAIFetchError,
  GoogleGenerativeAIResponseError,
  type Part,
  type ResponseSchema,
} from '@google/generative-ai';
import type { AiUsage } from './ai.js';
import { geminiCost } from './gemini-pricing.js';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_PRO_MODEL = 'gemini-2.5-pro';

export interface GeminiClientOptions {
  apiKey: string;
  /** The everyday (flash) model. */
  model?: string;
  /** The stronger model of the pro and season_pass tiers. */
  proModel?: string;
  /** Another API origin: a local fake in tests. */
  baseUrl?: string;
  /** Per attempt; a timed-out attempt is not retried. */
  timeoutMs?: number;
  /** Retries after the first attempt, on 429, 5xx and network failures. */
  maxRetries?: number;
  /** First backoff; it doubles each retry (plus jitter), capped at maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Injected in tests so backoff does not wait for real. */
  sleep?: (ms: number) => Promise<void>;
}

export interface GeminiRequest {
  /** Defaults to the client's flash model. */
  model?: string;
  parts: Part[];
  systemInstruction?: string;
  /** With a schema the model must answer JSON of that shape. */
  responseSchema?: ResponseSchema;
  temperature?: number;
}

export interface GeminiAnswer extends AiUsage {
  text: string;
  inputTokens: number;
  outputTokens: number;
  attempts: number;
}

export type GeminiFailure = 'rate_limited' | 'unavailable' | 'timeout' | 'rejected' | 'blocked';

/** Every failure of the client, with what went wrong in `kind` and the HTTP status when there was one. */
export class GeminiError extends Error {
  override name = 'GeminiError';
  constructor(
    readonly kind: GeminiFailure,
    message: string,
    readonly attempts: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface GeminiClient {
  readonly model: string;
  readonly proModel: string;
  /** The model a tier's analyses use: pro and season_pass get the stronger one. */
  modelForTier(tier: Tier): string;
  generate(request: GeminiRequest): Promise<GeminiAnswer>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function geminiClient(options: GeminiClientOptions): GeminiClient {
  const model = options.model ?? DEFAULT_GEMINI_MODEL;
  const proModel = options.proModel ?? DEFAULT_GEMINI_PRO_MODEL;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxRetries = options.maxRetries ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const sleep = options.sleep ?? realSleep;
  const sdk = new GoogleGenerativeAI(options.apiKey);
  const requestOptions = options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, '') } : {};

  async function attempt(request: GeminiRequest, modelName: string) {
    const generative = sdk.getGenerativeModel(
      {
        model: modelName,
        ...(request.systemInstruction ? { systemInstruction: request.systemInstruction } : {}),
        generationConfig: {
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.responseSchema
            ? { responseMimeType: 'application/json', responseSchema: request.responseSchema }
            : {}),
        },
      },
      requestOptions,
    );
    // Our own signal rather than the SDK's `timeout`, whose timer is never cleared and holds the process open.
    const result = await generative.generateContent(
      { contents: [{ role: 'user', parts: request.parts }] },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    return result.response;
  }

  return {
    model,
    proModel,
    modelForTier: (tier) => (tier === 'pro' || tier === 'season_pass' ? proModel : model),
    async generate(request) {
      const modelName = request.model ?? model;
      for (let attempts = 1; ; attempts++) {
        try {
          const response = await attempt(request, modelName);
          let text: string;
          try {
            text = response.text();
          } catch (err) {
            // The SDK throws when the answer was blocked (safety, recitation) or holds no candidate.
            throw new GeminiError('blocked', `Gemini gave no answer: ${(err as Error).message}`, attempts);
          }
          const inputTokens = response.usageMetadata?.promptTokenCount ?? 0;
          // total - prompt counts thinking tokens too, which bill as output; candidatesTokenCount alone does not.
          const outputTokens = Math.max(
            response.usageMetadata?.candidatesTokenCount ?? 0,
            (response.usageMetadata?.totalTokenCount ?? 0) - inputTokens,
          );
          return {
            text,
            modelUsed: modelName,
            inputTokens,
            outputTokens,
            tokensUsed: inputTokens + outputTokens,
            cost: geminiCost(modelName, inputTokens, outputTokens),
            attempts,
          };
        } catch (err) {
          const failure = classify(err, attempts);
          const retryable = failure.kind === 'rate_limited' || failure.kind === 'unavailable';
          if (!retryable || attempts > maxRetries) throw failure;
          const exponential = Math.min(maxBackoffMs, backoffMs * 2 ** (attempts - 1));
          const hinted = retryDelayMs(err);
          const jitter = Math.random() * backoffMs * 0.25;
          await sleep(Math.min(maxBackoffMs, Math.max(exponential, hinted ?? 0) + jitter));
        }
      }
    },
  };
}

function classify(err: unknown, attempts: number): GeminiError {
  if (err instanceof GeminiError) return err;
  if (err instanceof GoogleGenerativeAIFetchError && err.status !== undefined) {
    const status = err.status;
    if (status === 429) return new GeminiError('rate_limited', 'Gemini rate limit (429)', attempts, status);
    if (status >= 500)
      return new GeminiError('unavailable', `Gemini unavailable (${status})`, attempts, status);
    return new GeminiError(
      'rejected',
      `Gemini refused the request (${status}): ${err.message}`,
      attempts,
      status,
    );
  }
  if (err instanceof GoogleGenerativeAIAbortError || (err as Error)?.name === 'TimeoutError') {
    return new GeminiError('timeout', 'Gemini did not answer in time', attempts);
  }
  if (err instanceof GoogleGenerativeAIResponseError) {
    return new GeminiError('blocked', `Gemini gave no answer: ${err.message}`, attempts);
  }
  return new GeminiError(
    'unavailable',
    `Gemini unreachable: ${(err as Error)?.message ?? String(err)}`,
    attempts,
  );
}

/** Google's RetryInfo detail ('retryDelay': '7s' or '1.5s') on a 429, in milliseconds. */
function retryDelayMs(err: unknown): number | undefined {
  if (!(err instanceof GoogleGenerativeAIFetchError)) return undefined;
  for (const detail of err.errorDetails ?? []) {
    const delay = (detail as { retryDelay?: unknown }).retryDelay;
    const match = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay) : null;
    if (match) return Number(match[1]) * 1000;
  }
  return undefined;
}
