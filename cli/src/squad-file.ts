// A squad file is ExtractedTeamData JSON, as the review screen saves it.
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { ExtractedTeamDataSchema } from '@fpl-assistant/squad-contract';
import { DataError } from './errors.js';
import { firstIssue } from './fpl-schema.js';
import { readJsonFile } from './json-file.js';

// The squad contract the API checks requests with, so a squad file passes here exactly when the server would
// accept it.

/** Check parsed JSON against the squad contract; the error names the first bad field. */
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
