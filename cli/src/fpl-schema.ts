// Shape checks for the FPL API's JSON: the fields the engine reads, objects left open for the rest (the API
// adds fields every season). A failed check names the first bad field.
import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { z } from 'zod';
import { DataError } from './errors.js';

const event = z.looseObject({
  id: z.number(),
  name: z.string(),
  deadline_time: z.string(),
  finished: z.boolean(),
  is_previous: z.boolean(),
  is_current: z.boolean(),
  is_next: z.boolean(),
});

const team = z.looseObject({ id: z.number(), code: z.number(), name: z.string(), short_name: z.string() });

const element = z.looseObject({
  id: z.number(),
  web_name: z.string(),
  team: z.number(),
  element_type: z.number(),
  now_cost: z.number(),
  status: z.string(),
  chance_of_playing_next_round: z.number().nullable(),
  minutes: z.number(),
  form: z.string(),
});

const chip = z.looseObject({
  id: z.number(),
  name: z.string(),
  start_event: z.number(),
  stop_event: z.number(),
});

const bootstrapStatic = z.looseObject({
  events: z.array(event).min(1),
  teams: z.array(team).min(1),
  elements: z.array(element),
  element_types: z.array(z.looseObject({ id: z.number() })),
  chips: z.array(chip).optional(),
});

// Last season's final bootstrap-static: its gameweeks say which season, its elements each player's totals.
const previousSeasonBootstrap = z.looseObject({
  events: z.array(z.looseObject({ id: z.number(), deadline_time: z.string() })).min(1),
  elements: z.array(z.looseObject({ code: z.number(), minutes: z.number() })).min(1),
});

const fixture = z.looseObject({
  id: z.number(),
  event: z.number().nullable(),
  team_h: z.number(),
  team_a: z.number(),
  team_h_difficulty: z.number(),
  team_a_difficulty: z.number(),
  kickoff_time: z.string().nullable(),
  finished: z.boolean(),
});

const fixtures = z.array(fixture);

/** `players.3.position` → `players[3].position`; the root is called `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text || '(root)';
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const message = issue.message
    .replace(/^Invalid input: /, '')
    .replace(/^expected (.+), received undefined$/, 'missing (expected $1)');
  return `${formatPath(issue.path)}: ${message}`;
}

/** The data as given (not a copy) once it has the shape of `/bootstrap-static/`. */
export function asBootstrapStatic(value: unknown, label: string): BootstrapStatic {
  const result = bootstrapStatic.safeParse(value);
  if (!result.success) {
    throw new DataError(`${label} is not FPL bootstrap-static data: ${firstIssue(result.error)}`);
  }
  return value as BootstrapStatic;
}

/** The data as given (not a copy) once it has the shape of `/fixtures/`. */
export function asFixtures(value: unknown, label: string): FplFixture[] {
  const result = fixtures.safeParse(value);
  if (!result.success) throw new DataError(`${label} is not FPL fixtures data: ${firstIssue(result.error)}`);
  return value as FplFixture[];
}

/** The data as given once it has what the engine reads of a previous season's `/bootstrap-static/`. */
export function asPreviousSeasonBootstrap(
  value: unknown,
  label: string,
): Pick<BootstrapStatic, 'events' | 'elements'> {
  const result = previousSeasonBootstrap.safeParse(value);
  if (!result.success) {
    throw new DataError(`${label} is not FPL bootstrap-static data: ${firstIssue(result.error)}`);
  }
  return value as Pick<BootstrapStatic, 'events' | 'elements'>;
}
