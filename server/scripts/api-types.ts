// The front ends' API types, generated from the server's own OpenAPI document (issue 33 §4): openapi-typescript
// turns /api/openapi.json into `paths`, which shell/kit's openapi-fetch client is typed with. The file is
// committed (the front ends typecheck without building or starting the server, and a review shows an API change
// as a diff of it); src/openapi-types.test.ts regenerates it and fails when the committed one differs.
//   pnpm --filter @fpl-assistant/server gen:api-types
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { makeTestApp } from '../src/testing/harness.js';

export const API_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shell/kit/src/api/schema.gen.ts',
);

const HEADER = `// Generated from the server's OpenAPI document by server/scripts/api-types.ts: do not edit.
// Regenerate with \`pnpm --filter @fpl-assistant/server gen:api-types\`; a test fails while this file is stale.
`;

/** The TypeScript source of the `paths`, `components` and `operations` types of the server's document. */
export async function generateApiTypes(): Promise<string> {
  const { app } = makeTestApp();
  const res = await app.request('/api/openapi.json');
  if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const document = (await res.json()) as Parameters<typeof openapiTS>[0] & { servers?: unknown };
  // The servers list comes from config (this machine's APP_URL): not part of the types.
  delete document.servers;
  const ast = await openapiTS(document, { alphabetize: true });
  return `${HEADER}${astToString(ast)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = await generateApiTypes();
  writeFileSync(API_TYPES_FILE, source);
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)} (${source.split('\n').length} lines)`);
}
