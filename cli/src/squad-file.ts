// A squad file is ExtractedTeamData JSON (spec §3), as the review screen saves it.
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { ExtractedTeamDataSchema } from '@fpl-assistant/server/schemas';
import type { z } from 'zod';
import { DataError } from './errors.js';
import { firstIssue } from './fpl-schema.js';
import { readJsonFile } from './json-file.js';

// The API's own schema (spec §3 with the server's limits), so a squad file passes here exactly when the
// server would accept it. Compile-time guard: what the schema accepts is an ExtractedTeamData.
const _accepts: (value: z.infer<typeof ExtractedTeamDataSchema>) => ExtractedTeamData = (value) => value;
void _accepts;

/** Check parsed JSON against spec §3; the error names the first bad field. */
export function asExtractedTeamData(value: unknown, label: string): ExtractedTeamData {
  const result = ExtractedTeamDataSchema.safeParse(value);
  if (!result.success) {
    throw new DataError(`${label} is not a valid squad (ExtractedTeamData): ${firstIssue(result.error)}`);
  }
  return result.data;
}

export async function readSquadFile(path: string): Promise<ExtractedTeamData> {
  return asExtractedTeamData(await readJsonFile(path, 'squad file'), `Squad file ${path}`);
}
