// A local fake of the Gemini REST API (generateContent), speaking its wire format, for the SDK's baseUrl option.
// Each request takes the next scripted reply; with none left it answers `defaultReply`.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export type FakeGeminiReply =
  /** A candidate whose only part is this text (JSON mode returns the JSON as text). */
  | { text: string; promptTokens?: number; outputTokens?: number; finishReason?: string }
  /** An API error as Google sends it: { error: { code, message, status, details } }. */
  | { status: number; message?: string; retryDelay?: string }
  /** Never answers within the client's timeout. */
  | { hangMs: number };

export interface FakeGeminiRequest {
  model: string;
  method: string;
  apiKey: string | undefined;
  body: GenerateContentBody;
}

export interface GenerateContentBody {
  contents?: {
    role?: string;
    parts?: { text?: string; inlineData?: { mimeType: string; data: string } }[];
  }[];
  generationConfig?: { responseMimeType?: string; responseSchema?: unknown; temperature?: number };
  systemInstruction?: unknown;
}

export interface FakeGemini {
  /** Pass as the SDK's baseUrl. */
  url: string;
  requests: FakeGeminiRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: FakeGeminiReply[]): void;
  defaultReply: FakeGeminiReply;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export async function startFakeGemini(apiKey = 'test-gemini-key'): Promise<FakeGemini> {
  const queue: FakeGeminiReply[] = [];
  const requests: FakeGeminiRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const fake = {
    defaultReply: { status: 500, message: 'No scripted reply' } as FakeGeminiReply,
  };
  // The model and method share one path segment ('gemini-2.5-flash:generateContent'): a wildcard, not a :param.
  const app = new Hono().post('/v1beta/models/*', async (c) => {
    const [model = '', method = ''] = decodeURIComponent(c.req.path.slice('/v1beta/models/'.length)).split(
      ':',
    );
    const body = (await c.req.json()) as GenerateContentBody;
    const key = c.req.header('x-goog-api-key');
    requests.push({ model, method, apiKey: key, body });
    if (key !== apiKey) {
      return c.json(errorBody(400, 'API key not valid. Please pass a valid API key.'), 400);
    }
    if (method !== 'generateContent') return c.json(errorBody(404, `Method ${method} not found`), 404);
    const reply = queue.shift() ?? fake.defaultReply;
    if ('hangMs' in reply) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reply.hangMs);
        timers.add(timer);
      });
      return c.json(errorBody(504, 'Deadline expired'), 504);
    }
    if ('status' in reply) {
      return c.json(errorBody(reply.status, reply.message, reply.retryDelay), reply.status as 500);
    }
    const promptTokens = reply.promptTokens ?? 1290;
    const outputTokens = reply.outputTokens ?? 310;
    return c.json({
      candidates: [
        {
          content: { parts: [{ text: reply.text }], role: 'model' },
          finishReason: reply.finishReason ?? 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: promptTokens,
        candidatesTokenCount: outputTokens,
        totalTokenCount: promptTokens + outputTokens,
        promptTokensDetails: [{ modality: 'IMAGE', tokenCount: promptTokens }],
      },
      modelVersion: model,
      responseId: `fake-${requests.length}`,
    });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies: FakeGeminiReply[]) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function errorBody(code: number, message = 'Error', retryDelay?: string) {
  return {
    error: {
      code,
      message,
      status: STATUS_NAMES[code] ?? 'UNKNOWN',
      ...(retryDelay
        ? { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }] }
        : {}),
    },
  };
}
