// A squad file is ExtractedTeamData JSON, as the review screen saves it.
import { checkSquad, type ExtractedTeamData } from '@fpl-assistant/engine';
import { ExtractedTeamDataSchema } from '@fpl-assistant/squad-contract';
import { DataError, InvalidSquadError } from './errors.js';
import { firstIssue } from './fpl-schema.js';
import { parseJson, readJsonFile } from './json-file.js';

// The squad contract the API checks requests with, so a squad file passes here exactly when the server would
// accept it.

/**
 * Check parsed JSON against the squad contract (the error names the first bad field), then against FPL's squad
 * rules (every broken rule, as the API's 422 lists them).
 */
export function asExtractedTeamData(value: unknown, label: string): ExtractedTeamData {
  const result = ExtractedTeamDataSchema.safeParse(value);
  if (!result.success) {
    throw new DataError(`${label} is not a valid squad (ExtractedTeamData): ${firstIssue(result.error)}`);
  }
  const check = checkSquad(result.data);
  if (!check.valid)
    throw new InvalidSquadError(
      label,
      check.broken.map((b) => b.message),
    );
  return result.data;
}

/** A squad file, or with `-` the squad piped on standard input (`fpl-assistant extract --json … | … --squad -`). */
export async function readSquadFile(
  path: string,
  stdin: AsyncIterable<string | Buffer> = process.stdin,
): Promise<ExtractedTeamData> {
  if (path === '-') {
    return asExtractedTeamData(
      parseJson(await readAll(stdin), 'The squad on standard input'),
      'The squad on standard input',
    );
  }
  return asExtractedTeamData(await readJsonFile(path, 'squad file'), `Squad file ${path}`);
}

async function readAll(stream: AsyncIterable<string | Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  if (!text.trim())
    throw new DataError('No squad on standard input: pipe ExtractedTeamData JSON into --squad -');
  return text;
}
