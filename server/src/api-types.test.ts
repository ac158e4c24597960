// The front ends' API types (shell/kit/src/api/schema.gen.ts) are generated from this server's OpenAPI document
// and committed. Regenerating must give the committed file: a route's schema changed without regenerating fails
// here, and after regenerating, any front-end call that no longer matches fails the front ends' typecheck.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../scripts/api-types.js';

it('the committed front-end API types match the OpenAPI document (else: pnpm --filter @fpl-assistant/server gen:api-types)', {
  timeout: 60_000,
}, async () => {
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  const generated = await generateApiTypes();
  expect(generated.split('\n').length).toBeGreaterThan(1000);
  expect(committed).toBe(generated);
});
