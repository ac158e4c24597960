// A squad file is ExtractedTeamData JSON (spec §3), as the review screen saves it.
import { type ChipKey, type ExtractedTeamData, POSITIONS } from '@fpl-assistant/engine';
import { z } from 'zod';
import { DataError } from './errors.js';
import { firstIssue } from './fpl-schema.js';
import { readJsonFile } from './json-file.js';

const CHIP_KEYS = [
  'wildcard_1',
  'wildcard_2',
  'free_hit',
  'bench_boost',
  'triple_captain',
  'free_hit_2',
  'bench_boost_2',
  'triple_captain_2',
] as const satisfies readonly ChipKey[];

const player = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  team: z.string().min(1),
  teamId: z.number().int().optional(),
  position: z.enum(POSITIONS as readonly ['GKP', 'DEF', 'MID', 'FWD']),
  price: z.number(),
  isStarter: z.boolean(),
  isCaptain: z.boolean(),
  isViceCaptain: z.boolean(),
  fixture: z.string().optional(),
  form: z.number().optional(),
  benchOrder: z.number().int().optional(),
  confidence: z.number().optional(),
  lowConfidenceFields: z.array(z.string()).optional(),
});

const chipState = z.object({ used: z.boolean(), gameweek: z.number().int().nullable().optional() });

export const extractedTeamData = z.object({
  gameweek: z.number().int().min(1).max(38),
  freeTransfers: z.number(),
  budget: z.number(),
  formation: z.string(),
  teamValue: z.number().optional(),
  bank: z.number().optional(),
  players: z.array(player).min(1),
  chipStatus: z.partialRecord(z.enum(CHIP_KEYS), chipState).optional(),
});

// Compile-time guard: what the schema accepts is an ExtractedTeamData.
const _accepts: (value: z.infer<typeof extractedTeamData>) => ExtractedTeamData = (value) => value;
void _accepts;

/** Check parsed JSON against spec §3; the error names the first bad field. */
export function asExtractedTeamData(value: unknown, label: string): ExtractedTeamData {
  const result = extractedTeamData.safeParse(value);
  if (!result.success) {
    throw new DataError(`${label} is not a valid squad (ExtractedTeamData): ${firstIssue(result.error)}`);
  }
  return result.data;
}

export async function readSquadFile(path: string): Promise<ExtractedTeamData> {
  return asExtractedTeamData(await readJsonFile(path, 'squad file'), `Squad file ${path}`);
}
