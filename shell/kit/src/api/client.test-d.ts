// Type-level tests, checked by the kit's typecheck (tsc): a call the server's OpenAPI document does not describe
// fails to compile. Each @ts-expect-error below must stay an error, or tsc reports it as unused.
import type { Recommendations } from '@fpl-assistant/engine';
import type { Suggestion } from '@fpl-assistant/engine/app';
import type { UsageInfo } from '@fpl-assistant/engine/pricing';
import { api, ok } from './client.js';

export async function callsTheDocumentDescribes() {
  const usage: UsageInfo = await ok(api.GET('/api/usage'));
  const suggestion: Suggestion = await ok(
    api.GET('/api/suggestions/{id}', { params: { path: { id: 'x' } } }),
  );
  const { url } = await ok(api.POST('/api/checkout', { body: { tier: 'pro' } }));
  return [usage, suggestion, url satisfies string];
}

export async function callsItDoesNot(recommendations: Recommendations) {
  // @ts-expect-error: no such path
  await ok(api.GET('/api/suggestion'));
  // @ts-expect-error: the path has no PUT
  await ok(api.PUT('/api/usage', {}));
  // @ts-expect-error: a path parameter is required
  await ok(api.GET('/api/suggestions/{id}'));
  // @ts-expect-error: not a tier
  await ok(api.POST('/api/checkout', { body: { tier: 'gold' } }));
  // @ts-expect-error: limit is a number
  await ok(api.GET('/api/suggestions', { params: { query: { limit: 'all' } } }));
  // @ts-expect-error: a suggestion needs its squad
  await ok(api.POST('/api/suggestions', { body: { gameweek: 3, recommendations } }));
  const usage = await ok(api.GET('/api/usage'));
  // @ts-expect-error: the answer has no such field
  return usage.analysesLeft;
}
