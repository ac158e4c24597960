import { CHIP_KEYS } from '@fpl-assistant/engine';
import { z } from '@hono/zod-openapi';

// Request and response schemas shared by routes; the OpenAPI document is generated from these.

/** RFC 5321's limits: a whole address, and the part before the @. Every route that takes an email uses these. */
export const MAX_EMAIL_LENGTH = 320;
export const MAX_EMAIL_LOCAL_LENGTH = 64;
/** A manager's display name, wherever it is set (sign-up metadata, PUT /auth/v1/user, PATCH /api/profile). */
export const MAX_NAME_LENGTH = 100;

const EMAIL_INVALID = 'Unable to validate email address: invalid format';

/** An email address, trimmed and lower-cased. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `Email address too long: at most ${MAX_EMAIL_LENGTH} characters`)
  .refine(
    (email) => email.indexOf('@') <= MAX_EMAIL_LOCAL_LENGTH,
    `Email address too long: at most ${MAX_EMAIL_LOCAL_LENGTH} characters before the @`,
  )
  .pipe(z.email({ message: EMAIL_INVALID }));

export const NameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH, `at most ${MAX_NAME_LENGTH} characters`);

/**
 * User metadata (sign-up `data`, PUT /auth/v1/user `data`): a name under the name rule and a few flat values,
 * never nested objects.
 */
export const UserMetadataSchema = z
  .object({ name: NameSchema.nullable().optional() })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 20, 'data: at most 20 fields');
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

/**
 * Extracted data as a suggestion stores it: the same fields, unknown keys refused at every level, so what is
 * kept is exactly what the review produced (the plain schema strips unknown keys, which the AI routes rely on).
 */
const StoredChipState = ChipStateSchema.strict().optional();
export const StoredTeamDataSchema = ExtractedTeamDataSchema.extend({
  players: z.array(PlayerSchema.strict()).min(1).max(15),
  chipStatus: z
    .object(
      Object.fromEntries(CHIP_KEYS.map((key) => [key, StoredChipState])) as Record<
        (typeof CHIP_KEYS)[number],
        typeof StoredChipState
      >,
    )
    .strict()
    .optional(),
  unresolved: z.array(UnresolvedPlateSchema.strict()).max(15).optional(),
}).strict();

// Recommendations as the engine types them (engine/src/types.ts), every object strict and every size capped:
// a saved suggestion is read back whole, so nothing unbounded may ride along in it.
const Name = z.string().max(100);
const Text = z.string().max(2000);
const Points = z.number().min(-1000).max(1000);
const PriorityEnum = z.enum(['High', 'Medium', 'Low']);
const ChipKeySchema = z.enum(CHIP_KEYS);

const TransferSchema = z
  .object({
    playerOut: Name,
    playerOutTeam: z.string().max(40),
    playerIn: Name,
    playerInTeam: z.string().max(40),
    cost: z.number().min(-200).max(200),
    priority: PriorityEnum,
    reason: Text,
    stats: z
      .object({
        form: z.union([z.number(), z.string().max(20)]),
        xG: z.number(),
        xA: z.number(),
        fixtures: z.array(z.string().max(40)).max(10),
      })
      .strict()
      .optional(),
    playerOutId: z.number().int().optional(),
    playerInId: z.number().int().optional(),
  })
  .strict();

const CaptainSchema = z
  .object({
    player: Name,
    reason: Text,
    fixture: z.string().max(100),
    expectedPoints: Points,
    playerId: z.number().int().optional(),
  })
  .strict();

const ChipRecommendationSchema = z
  .object({
    chip: ChipKeySchema,
    timing: z.number().int().min(1).max(38),
    reasoning: Text,
    confidence: z.number().min(0).max(1),
    expectedGain: Points,
    priority: z.enum(['immediate', 'upcoming', 'future']),
  })
  .strict();

const FixtureSchema = z
  .object({ opponent: z.string().max(40), venue: z.enum(['H', 'A']), difficulty: z.number().min(0).max(10) })
  .strict();

const DoubleGameweekAssetSchema = z
  .object({
    name: Name,
    team: z.string().max(40),
    position: PositionSchema,
    price: z.number().min(0).max(50),
    fixtures: z.array(FixtureSchema).max(5),
    expectedPoints: Points,
    rotationRisk: z.enum(['low', 'medium', 'high']),
  })
  .strict();

const DoubleGameweekSchema = z
  .object({
    gameweek: GameweekSchema,
    teams: z
      .array(
        z
          .object({
            teamId: z.number().int(),
            teamName: z.string().max(40),
            fixtures: z.array(FixtureSchema).max(5),
          })
          .strict(),
      )
      .max(20),
    topAssets: z
      .object(
        Object.fromEntries(
          PositionSchema.options.map((position) => [position, z.array(DoubleGameweekAssetSchema).max(20)]),
        ) as Record<z.infer<typeof PositionSchema>, z.ZodArray<typeof DoubleGameweekAssetSchema>>,
      )
      .strict(),
    benchBoostScore: z.number().min(0).max(10),
    tripleCaptainRecommendation: z
      .object({ player: Name, expectedPoints: Points, reasoning: Text })
      .strict()
      .nullable(),
  })
  .strict();

const BlankGameweekSchema = z
  .object({
    gameweek: GameweekSchema,
    teamsAffected: z.array(z.string().max(40)).max(20),
    userPlayersAffected: z.array(Name).max(15),
    expectedPointLoss: Points,
    freeHitRecommended: z.boolean(),
    freeHitExpectedGain: Points,
    alternativeStrategy: z
      .object({
        description: Text,
        transfersRequired: z.number().int().min(0).max(15),
        hitsRequired: z.number().int().min(0).max(15),
        expectedPoints: Points,
      })
      .strict()
      .nullable(),
  })
  .strict();

const ChipStrategySchema = z
  .object({
    currentRecommendation: ChipRecommendationSchema.nullable(),
    upcomingDGWs: z.array(DoubleGameweekSchema).max(38),
    upcomingBGWs: z.array(BlankGameweekSchema).max(38),
    fixtureCalendar: z
      .array(z.object({ gameweek: GameweekSchema, type: z.enum(['normal', 'dgw', 'bgw']) }).strict())
      .max(38),
    optimalSequence: z.array(ChipRecommendationSchema).max(CHIP_KEYS.length),
    chipsRemaining: z.number().int().min(0).max(CHIP_KEYS.length),
  })
  .strict();

export const RecommendationsSchema = z
  .object({
    transfers: z.array(TransferSchema).max(15),
    captain: CaptainSchema,
    viceCaptain: CaptainSchema,
    startingXI: z.array(Name).max(15),
    bench: z.array(Name).max(15),
    budgetImpact: z
      .object({ starting: z.number(), afterTransfers: z.number(), affordable: z.boolean() })
      .strict(),
    chipStrategy: ChipStrategySchema.optional(),
    analysis: z.string().max(20_000).optional(),
    researchSources: z.array(z.string().max(500)).max(50).optional(),
  })
  .strict()
  .openapi('Recommendations');

export const UuidParam = z.object({
  id: z.uuid({ message: 'id must be a UUID' }).openapi({ param: { name: 'id', in: 'path' } }),
});
