import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../testing/fake-gemini.js';
import { type GeminiClientOptions, GeminiError, geminiClient } from './gemini-client.js';
import { geminiCost } from './gemini-pricing.js';

let fake: FakeGemini;
const waits: number[] = [];

beforeAll(async () => {
  fake = await startFakeGemini('key-1');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  waits.length = 0;
});

const client = (overrides: Partial<GeminiClientOptions> = {}) =>
  geminiClient({
    apiKey: 'key-1',
    baseUrl: fake.url,
    model: 'gemini-2.5-flash',
    proModel: 'gemini-2.5-pro',
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err as GeminiError;
  }
  throw new Error('expected a failure');
};

describe('geminiClient', () => {
  it('sends the model, key, image and schema the SDK way and records tokens and cost', async () => {
    fake.reply({ text: '{"ok":true}', promptTokens: 1000, outputTokens: 200 });
    const answer = await client().generate({
      parts: [{ text: 'Read it' }, { inlineData: { mimeType: 'image/png', data: 'AAAA' } }],
      responseSchema: { type: 'object' as never, properties: {} },
    });
    expect(answer.text).toBe('{"ok":true}');
    expect(answer).toMatchObject({ modelUsed: 'gemini-2.5-flash', tokensUsed: 1200, attempts: 1 });
    expect(answer.cost).toBe(geminiCost('gemini-2.5-flash', 1000, 200));
    expect(answer.cost).toBeCloseTo(0.0008, 10);
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'gemini-2.5-flash', method: 'generateContent', apiKey: 'key-1' });
    expect(request?.body.contents?.[0]?.parts?.[1]).toEqual({
      inlineData: { mimeType: 'image/png', data: 'AAAA' },
    });
    expect(request?.body.generationConfig?.responseMimeType).toBe('application/json');
  });

  it('retries a 429 with backoff, honouring the RetryInfo delay, then succeeds', async () => {
    fake.reply({ status: 429, retryDelay: '2s' }, { status: 503 }, { text: 'fine' });
    const answer = await client({ backoffMs: 100 }).generate({ parts: [{ text: 'hi' }] });
    expect(answer.text).toBe('fine');
    expect(answer.attempts).toBe(3);
    expect(fake.requests).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits[1]).toBeGreaterThanOrEqual(200);
  });

  it('gives up after the retries on 5xx with a typed error', async () => {
    fake.reply({ status: 500 }, { status: 500 }, { status: 502 });
    const err = await failure(client({ maxRetries: 2 }).generate({ parts: [{ text: 'hi' }] }));
    expect(err).toBeInstanceOf(GeminiError);
    expect(err).toMatchObject({ kind: 'unavailable', status: 502, attempts: 3 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a request Gemini refuses (bad key)', async () => {
    const err = await failure(client({ apiKey: 'wrong' }).generate({ parts: [{ text: 'hi' }] }));
    expect(err).toMatchObject({ kind: 'rejected', status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a call that hangs, without retrying it', async () => {
    fake.reply({ hangMs: 5_000 });
    const err = await failure(client({ timeoutMs: 200 }).generate({ parts: [{ text: 'hi' }] }));
    expect(err).toMatchObject({ kind: 'timeout', attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a blocked answer as blocked', async () => {
    fake.reply({ text: '', finishReason: 'SAFETY' });
    const err = await failure(client().generate({ parts: [{ text: 'hi' }] }));
    expect(err).toMatchObject({ kind: 'blocked' });
  });

  it('uses the pro model for the pro and season_pass tiers only', () => {
    const gemini = client();
    expect(gemini.modelForTier('free')).toBe('gemini-2.5-flash');
    expect(gemini.modelForTier('starter')).toBe('gemini-2.5-flash');
    expect(gemini.modelForTier('pro')).toBe('gemini-2.5-pro');
    expect(gemini.modelForTier('season_pass')).toBe('gemini-2.5-pro');
  });

  it('prices unknown models by family, never as free', () => {
    expect(geminiCost('gemini-9-pro-preview', 1_000_000, 0)).toBe(1.25);
    expect(geminiCost('gemini-2.5-flash-lite', 1_000_000, 1_000_000)).toBe(0.5);
  });
});
