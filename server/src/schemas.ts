import {
  CHIP_FAMILY_LABELS,
  CHIP_KEYS,
  type ChipFamily,
  CONSTRAINT_KINDS,
  LAST_GAMEWEEK,
  SQUAD_SIZE,
} from '@fpl-assistant/engine';
import { GameweekSchema, PositionSchema } from '@fpl-assistant/squad-contract';
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
// The squad's schemas (ExtractedTeamData and its parts) are the squad contract the CLI and the front ends share.
export {
  ChipStatusSchema,
  ExtractedTeamDataSchema,
  GameweekSchema,
  PartialTeamDataSchema,
  PlayerSchema,
  PositionSchema,
  StoredTeamDataSchema,
  TierSchema,
} from '@fpl-assistant/squad-contract';

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
    timing: z.number().int().min(1).max(LAST_GAMEWEEK),
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
    userPlayersAffected: z.array(Name).max(SQUAD_SIZE),
    expectedPointLoss: Points,
    freeHitRecommended: z.boolean(),
    freeHitExpectedGain: Points,
    alternativeStrategy: z
      .object({
        description: Text,
        transfersRequired: z.number().int().min(0).max(SQUAD_SIZE),
        hitsRequired: z.number().int().min(0).max(SQUAD_SIZE),
        expectedPoints: Points,
      })
      .strict()
      .nullable(),
  })
  .strict();

const ChipStrategySchema = z
  .object({
    currentRecommendation: ChipRecommendationSchema.nullable(),
    upcomingDGWs: z.array(DoubleGameweekSchema).max(LAST_GAMEWEEK),
    upcomingBGWs: z.array(BlankGameweekSchema).max(LAST_GAMEWEEK),
    fixtureCalendar: z
      .array(z.object({ gameweek: GameweekSchema, type: z.enum(['normal', 'dgw', 'bgw']) }).strict())
      .max(LAST_GAMEWEEK),
    optimalSequence: z.array(ChipRecommendationSchema).max(CHIP_KEYS.length),
    chipsRemaining: z.number().int().min(0).max(CHIP_KEYS.length),
  })
  .strict();

const ElementId = z.number().int().min(1).max(100_000);
const ChipFamilySchema = z.enum(Object.keys(CHIP_FAMILY_LABELS) as [ChipFamily, ...ChipFamily[]]);
/** Expected points over a whole plan (up to the season's gameweeks). */
const PlanPoints = z.number().min(-10_000).max(10_000);
/** How many of each rule a request may give: far more than a manager needs, few enough to plan quickly. */
const MAX_RULES = 15;

/** A player and a gameweek: a one-week lock (kept through it) or ban (out of the squad in it). */
const PlayerGameweekSchema = z.object({ player: ElementId, gameweek: GameweekSchema }).strict();

/** The manager's own rules (engine ManagerConstraints); the engine checks them against the squad. */
export const ManagerConstraintsSchema = z
  .object({
    locked: z.array(ElementId).max(MAX_RULES).optional(),
    lockedThrough: z.array(PlayerGameweekSchema).max(MAX_RULES).optional(),
    banned: z.array(ElementId).max(MAX_RULES).optional(),
    bannedIn: z.array(PlayerGameweekSchema).max(MAX_RULES).optional(),
    booked: z
      .array(
        z
          .object({ gameweek: GameweekSchema, in: ElementId.optional(), out: ElementId.optional() })
          .strict()
          .refine((b) => b.in !== undefined || b.out !== undefined, {
            message: 'a booked transfer needs the player in, the player out, or both',
          }),
      )
      .max(MAX_RULES)
      .optional(),
    chips: z
      .array(z.object({ family: ChipFamilySchema, gameweek: GameweekSchema }).strict())
      .max(4)
      .optional(),
    forbiddenChips: z.array(ChipFamilySchema).max(4).optional(),
    captains: z
      .array(z.object({ gameweek: GameweekSchema, player: ElementId }).strict())
      .max(MAX_RULES)
      .optional(),
    allowHits: z.boolean().optional(),
    maxTransfersPerGameweek: z.number().int().min(0).max(SQUAD_SIZE).optional(),
  })
  .strict()
  .openapi('ManagerConstraints');

/** The rules kept and what they cost (engine ConstraintReport), as a saved suggestion holds them. */
const ConstraintReportSchema = z
  .object({
    constraints: ManagerConstraintsSchema,
    freePoints: PlanPoints,
    points: PlanPoints,
    cost: PlanPoints,
    costs: z
      .array(z.object({ constraint: z.enum(CONSTRAINT_KINDS), cost: PlanPoints.nullable() }).strict())
      .max(CONSTRAINT_KINDS.length),
  })
  .strict()
  .openapi('ConstraintReport');

export const RecommendationsSchema = z
  .object({
    transfers: z.array(TransferSchema).max(SQUAD_SIZE),
    // Set when the transfers are a Wildcard's or Free Hit's squad (engine ChipWeekTransfers).
    transferChip: z
      .object({ chip: ChipKeySchema, heading: z.string().max(200) })
      .strict()
      .optional(),
    captain: CaptainSchema,
    viceCaptain: CaptainSchema,
    startingXI: z.array(Name).max(SQUAD_SIZE),
    bench: z.array(Name).max(SQUAD_SIZE),
    budgetImpact: z
      .object({ starting: z.number(), afterTransfers: z.number(), affordable: z.boolean() })
      .strict(),
    chipStrategy: ChipStrategySchema.optional(),
    analysis: z.string().max(20_000).optional(),
    researchSources: z.array(z.string().max(500)).max(50).optional(),
    constraints: ConstraintReportSchema.optional(),
  })
  .strict()
  .openapi('Recommendations');

export const UuidParam = z.object({
  id: z.uuid({ message: 'id must be a UUID' }).openapi({ param: { name: 'id', in: 'path' } }),
});
