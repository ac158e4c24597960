import { z } from '@hono/zod-openapi';

// Request and response schemas shared by routes; the OpenAPI document is generated from these.
export const TierSchema = z.enum(['free', 'starter', 'pro', 'season_pass']).openapi('Tier');

export const PositionSchema = z.enum(['GKP', 'DEF', 'MID', 'FWD']);

export const PlayerSchema = z
  .object({
    id: z.number().int(),
    name: z.string().min(1).max(100),
    team: z.string().min(1).max(40),
    teamId: z.number().int().min(1).max(40).optional(),
    position: PositionSchema,
    price: z.number().min(0).max(50),
    isStarter: z.boolean(),
    isCaptain: z.boolean(),
    isViceCaptain: z.boolean(),
    fixture: z.string().max(100).optional(),
    form: z.number().optional(),
    benchOrder: z.number().int().min(1).max(4).optional(),
    confidence: z.number().min(0).max(1).optional(),
    lowConfidenceFields: z.array(z.string().max(40)).max(20).optional(),
  })
  .openapi('Player');

const ChipStateSchema = z.object({ used: z.boolean(), gameweek: z.number().int().nullable().optional() });

export const ChipStatusSchema = z
  .object({
    wildcard_1: ChipStateSchema,
    wildcard_2: ChipStateSchema,
    free_hit: ChipStateSchema,
    bench_boost: ChipStateSchema,
    triple_captain: ChipStateSchema,
    free_hit_2: ChipStateSchema,
    bench_boost_2: ChipStateSchema,
    triple_captain_2: ChipStateSchema,
  })
  .partial()
  // A misspelt chip is refused, not silently dropped: the planner would otherwise count that chip as unused.
  .strict()
  .openapi('ChipStatus');

export const GameweekSchema = z.number().int().min(1).max(38);

const UnresolvedPlateSchema = z
  .object({
    read: z.string().max(100),
    position: PositionSchema.optional(),
    isStarter: z.boolean(),
    benchOrder: z.number().int().min(1).max(4).optional(),
    price: z.number().min(0).max(50).optional(),
    fixture: z.string().max(100).optional(),
    isCaptain: z.boolean().optional(),
    isViceCaptain: z.boolean().optional(),
    candidateIds: z.array(z.number().int()).max(10).optional(),
  })
  .openapi('UnresolvedPlate');

export const ExtractedTeamDataSchema = z
  .object({
    gameweek: GameweekSchema,
    freeTransfers: z.number().int().min(0).max(5),
    budget: z.number().min(-100).max(200),
    formation: z.string().regex(/^\d-\d-\d$/, 'formation must look like 3-4-3'),
    teamValue: z.number().min(0).max(300).optional(),
    bank: z.number().min(-100).max(200).optional(),
    players: z.array(PlayerSchema).min(1).max(15),
    chipStatus: ChipStatusSchema.optional(),
    unresolved: z.array(UnresolvedPlateSchema).max(15).optional(),
    lowConfidenceFields: z
      .array(z.enum(['gameweek', 'freeTransfers', 'bank']))
      .max(3)
      .optional(),
  })
  .openapi('ExtractedTeamData');

/** What a failed read still found: the review opens with it (possibly no players at all). */
export const PartialTeamDataSchema = ExtractedTeamDataSchema.extend({
  players: z.array(PlayerSchema).max(15),
}).openapi('PartialTeamData');

/** Recommendations are produced by the analyzer and stored as sent; validated as an object, typed in the engine. */
export const RecommendationsSchema = z
  .object({
    transfers: z.array(z.record(z.string(), z.unknown())),
    captain: z.record(z.string(), z.unknown()),
    viceCaptain: z.record(z.string(), z.unknown()),
    startingXI: z.array(z.string()),
    bench: z.array(z.string()),
    budgetImpact: z.object({ starting: z.number(), afterTransfers: z.number(), affordable: z.boolean() }),
  })
  .passthrough()
  .openapi('Recommendations');

export const UuidParam = z.object({
  id: z.uuid({ message: 'id must be a UUID' }).openapi({ param: { name: 'id', in: 'path' } }),
});
