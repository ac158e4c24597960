// What the vision model is asked for: a plain transcription of the squad screenshot (names as printed, the line
// under each name, pitch row, bench order, badges, header figures). Resolving names to FPL players is not its
// job: that goes through the same resolution and checks as OCR.

import { BENCH_SIZE, type ExtractedTeamData, LAST_GAMEWEEK } from '@fpl-assistant/engine';
import { type ResponseSchema, SchemaType } from '@google/generative-ai';
import { z } from 'zod';

export const PLATE_ROWS = ['GKP', 'DEF', 'MID', 'FWD', 'BENCH'] as const;

export const VisionPlateSchema = z.object({
  /** The name exactly as printed, truncation ('Alexand...') and accents kept. */
  name: z.string(),
  /** The line under the name: a fixture 'SOU (H)', a price '£5.5m', or points; null when none. */
  secondLine: z.string().nullish(),
  row: z.enum(PLATE_ROWS),
  /** 1–4 for bench players, left to right (1 is the goalkeeper slot). */
  benchOrder: z.number().int().min(1).max(BENCH_SIZE).nullish(),
  isCaptain: z.boolean().nullish(),
  isViceCaptain: z.boolean().nullish(),
});

export const VisionReadingSchema = z.object({
  isFplSquad: z.boolean(),
  /** A few words on what the image shows, used in the error when it is not a squad. */
  whatIsShown: z.string().nullish(),
  gameweek: z.number().int().min(1).max(LAST_GAMEWEEK).nullish(),
  freeTransfers: z.number().int().min(0).max(20).nullish(),
  /** 'Budget' / 'Money Remaining' / 'Bank' in millions. */
  bank: z.number().nullish(),
  plates: z.array(VisionPlateSchema),
});

export type VisionPlate = z.infer<typeof VisionPlateSchema>;
export type VisionReading = z.infer<typeof VisionReadingSchema>;

const nullable = <T extends object>(schema: T) => ({ ...schema, nullable: true });

export const VISION_RESPONSE_SCHEMA: ResponseSchema = {
  type: SchemaType.OBJECT,
  properties: {
    isFplSquad: { type: SchemaType.BOOLEAN, description: 'true only for an FPL squad on a pitch' },
    whatIsShown: { type: SchemaType.STRING, description: 'a few words on what the image shows' },
    gameweek: nullable({ type: SchemaType.INTEGER }),
    freeTransfers: nullable({ type: SchemaType.INTEGER }),
    bank: nullable({ type: SchemaType.NUMBER, description: 'Budget / Money Remaining in millions' }),
    plates: {
      type: SchemaType.ARRAY,
      items: {
        type: SchemaType.OBJECT,
        properties: {
          name: { type: SchemaType.STRING, description: 'exactly as printed, including "..." when cut' },
          secondLine: nullable({ type: SchemaType.STRING, description: 'text under the name, as printed' }),
          row: { type: SchemaType.STRING, format: 'enum', enum: [...PLATE_ROWS] },
          benchOrder: nullable({ type: SchemaType.INTEGER }),
          isCaptain: { type: SchemaType.BOOLEAN },
          isViceCaptain: { type: SchemaType.BOOLEAN },
        },
        required: ['name', 'row', 'isCaptain', 'isViceCaptain'],
      },
    },
  },
  required: ['isFplSquad', 'whatIsShown', 'plates'],
} as ResponseSchema;

export const VISION_PROMPT = [
  'This image should be a screenshot of a Fantasy Premier League squad (Pick Team, My Team, Points or Transfers page,',
  'desktop or phone). Transcribe it; do not interpret or complete anything.',
  '- plates: one entry per player name plate, top row to bottom row, left to right. name: the text exactly as',
  '  printed, keeping accents and a cut-off ending such as "Alexand..." (never expand it to a full name).',
  '  secondLine: the text printed under the name exactly (a fixture like "SOU (H)", a price like "£5.5m", or points).',
  '  row: GKP, DEF, MID or FWD by the pitch row of a starter; BENCH for the substitutes row, with benchOrder 1-4',
  '  from left to right. isCaptain / isViceCaptain: a C or V badge beside the shirt.',
  '- gameweek, freeTransfers and bank ("Budget" or "Money Remaining", in millions) when the page header shows them,',
  '  else null.',
  '- If the image is not an FPL squad on a pitch, set isFplSquad false, say in whatIsShown what it shows, and',
  '  return no plates. Never invent players that are not printed in the image.',
].join('\n');

/** Plates → resolved squad, shared with OCR. Throws an EngineError (or AiProviderError) when it cannot. */
export type SquadResolver = (
  reading: VisionReading,
  context: { gameweek: number },
) => ExtractedTeamData | Promise<ExtractedTeamData>;
