// The squad contract: what a squad (ExtractedTeamData) must look like wherever it crosses a boundary. The server
// checks request bodies with it, the CLI checks squad files with it; the enums come from the engine's constants
// and the bounds from ./limits, so no package repeats a rule. Schema ids (`meta({ id })`) name the OpenAPI
// components the server's document shows.
import {
  CHIP_KEYS,
  type ChipKey,
  type ExtractedTeamData,
  POSITIONS,
  type Position,
} from '@fpl-assistant/engine';
import { TIERS, type Tier } from '@fpl-assistant/engine/pricing';
import { z } from 'zod';
import { SQUAD_CONTRACT_LIMITS as L } from './limits.js';

export { SQUAD_CONTRACT_LIMITS } from './limits.js';

const SQUAD_FIELDS = ['gameweek', 'freeTransfers', 'bank'] as const;

/** A subscription tier. */
export const TierSchema = z.enum(TIERS as readonly [Tier, ...Tier[]]).meta({ id: 'Tier' });

/** A position: GKP, DEF, MID or FWD. */
export const PositionSchema = z.enum(POSITIONS as readonly [Position, ...Position[]]);

/** A gameweek of the season (1–38). */
export const GameweekSchema = z.number().int().min(L.gameweek.min).max(L.gameweek.max);

/** A squad player as read or entered and reviewed. */
export const PlayerSchema = z
  .object({
    id: z.number().int(),
    name: z.string().min(1).max(L.nameLength),
    team: z.string().min(1).max(L.clubLength),
    teamId: z.number().int().min(L.teamId.min).max(L.teamId.max).optional(),
    position: PositionSchema,
    price: z.number().min(L.price.min).max(L.price.max),
    isStarter: z.boolean(),
    isCaptain: z.boolean(),
    isViceCaptain: z.boolean(),
    fixture: z.string().max(L.fixtureLength).optional(),
    form: z.number().optional(),
    benchOrder: z.number().int().min(L.benchOrder.min).max(L.benchOrder.max).optional(),
    confidence: z.number().min(0).max(1).optional(),
    lowConfidenceFields: z.array(z.string().max(L.clubLength)).max(20).optional(),
  })
  .meta({ id: 'Player' });

/** Whether one chip is used, and in which gameweek. */
export const ChipStateSchema = z.object({
  used: z.boolean(),
  gameweek: z.number().int().nullable().optional(),
});

const chipFields = <T extends z.ZodType>(state: T) =>
  Object.fromEntries(CHIP_KEYS.map((key) => [key, state])) as Record<ChipKey, T>;

/** Each chip's state; a misspelt chip is refused, not dropped, or the planner would count it as unused. */
export const ChipStatusSchema = z
  .object(chipFields(ChipStateSchema))
  .partial()
  .strict()
  .meta({ id: 'ChipStatus' });

/** A plate the reader saw but could not match to a player: the review asks the manager to pick him. */
export const UnresolvedPlateSchema = z
  .object({
    read: z.string().max(L.nameLength),
    position: PositionSchema.optional(),
    isStarter: z.boolean(),
    benchOrder: z.number().int().min(L.benchOrder.min).max(L.benchOrder.max).optional(),
    price: z.number().min(L.price.min).max(L.price.max).optional(),
    fixture: z.string().max(L.fixtureLength).optional(),
    isCaptain: z.boolean().optional(),
    isViceCaptain: z.boolean().optional(),
    candidateIds: z.array(z.number().int()).max(10).optional(),
  })
  .meta({ id: 'UnresolvedPlate' });

/** A squad: up to 15 players, the gameweek, free transfers, bank and chips. Unknown keys are stripped. */
export const ExtractedTeamDataSchema = z
  .object({
    gameweek: GameweekSchema,
    freeTransfers: z.number().int().min(L.freeTransfers.min).max(L.freeTransfers.max),
    budget: z.number().min(L.bank.min).max(L.bank.max),
    formation: z.string().regex(/^\d-\d-\d$/, 'formation must look like 3-4-3'),
    teamValue: z.number().min(L.teamValue.min).max(L.teamValue.max).optional(),
    bank: z.number().min(L.bank.min).max(L.bank.max).optional(),
    players: z.array(PlayerSchema).min(L.players.min).max(L.players.max),
    chipStatus: ChipStatusSchema.optional(),
    unresolved: z.array(UnresolvedPlateSchema).max(L.players.max).optional(),
    lowConfidenceFields: z.array(z.enum(SQUAD_FIELDS)).max(SQUAD_FIELDS.length).optional(),
  })
  .meta({ id: 'ExtractedTeamData' });

/** What a failed read still found: the review opens with it (possibly no players at all). */
export const PartialTeamDataSchema = ExtractedTeamDataSchema.extend({
  players: z.array(PlayerSchema).max(L.players.max),
}).meta({ id: 'PartialTeamData' });

const StoredChipState = ChipStateSchema.strict().optional();

/**
 * A squad as a saved suggestion keeps it: the same fields, unknown keys refused at every level, so what is kept
 * is exactly what the review produced (the plain schema strips unknown keys, which the AI routes rely on).
 */
export const StoredTeamDataSchema = ExtractedTeamDataSchema.extend({
  players: z.array(PlayerSchema.strict()).min(L.players.min).max(L.players.max),
  chipStatus: z.object(chipFields(StoredChipState)).strict().optional(),
  unresolved: z.array(UnresolvedPlateSchema.strict()).max(L.players.max).optional(),
}).strict();

// The schema and the engine's type describe the same squad: a parsed value is an ExtractedTeamData.
const _parsedIsEngineSquad = (value: z.infer<typeof ExtractedTeamDataSchema>): ExtractedTeamData => value;
void _parsedIsEngineSquad;

/** Parses a squad (e.g. a file's JSON): the squad, or one line per problem naming the field. */
export function parseSquad(
  value: unknown,
): { ok: true; squad: ExtractedTeamData } | { ok: false; problems: string[] } {
  const result = ExtractedTeamDataSchema.safeParse(value);
  if (result.success) return { ok: true, squad: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(squad)'}: ${issue.message}`),
  };
}
