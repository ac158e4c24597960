// The manager's rules on the command line (`plan --lock … --ban … --book … --chip … --no-chip … --captain …`;
// `--lock 430@33` and `--ban 430@33` for one gameweek, `--book "33:in=430"` or `"34:out=16"` for one side):
// parsed and tied to FPL's players (an element id, or a name that only one player has), then given to the
// engine, which checks them against the squad and keeps them.
import type { ChipFamily, ConstraintKind, FplElement, ManagerConstraints } from '@fpl-assistant/engine';
import { type Command, Option } from 'commander';
import { UsageError } from './errors.js';

/** The rules as commander parses them: raw strings, names not yet resolved. */
export interface ConstraintOptions {
  lock?: string[];
  ban?: string[];
  book?: string[];
  /** `family@gameweek` for --chip, `!family` for --no-chip (commander gives both one attribute). */
  chip?: string[];
  captain?: string[];
}

/** The flag each kind of rule comes from, for messages. */
export const CONSTRAINT_FLAGS: Record<ConstraintKind, string> = {
  lock: '--lock',
  ban: '--ban',
  book: '--book',
  chip: '--chip',
  'no-chip': '--no-chip',
  captain: '--captain',
  hits: '--hits',
  'max-transfers': '--max-transfers',
};

const collect = (tag: string) => (value: string, previous: unknown) => [
  ...(Array.isArray(previous) ? previous : []),
  ...value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => `${tag}${v}`),
];

/** Adds --lock, --ban, --book, --chip, --no-chip and --captain. */
export function withConstraintOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        '--lock <players...>',
        'keep these players (element ids or unique names); PLAYER@GW keeps one through that gameweek only',
      ).argParser(collect('')),
    )
    .addOption(
      new Option(
        '--ban <players...>',
        'never buy these players, selling them first if held; PLAYER@GW keeps one out of the squad in that gameweek only',
      ).argParser(collect('')),
    )
    .addOption(
      new Option(
        '--book <moves...>',
        'make this transfer in that gameweek: "33:in=430,out=16" (ids or names); "33:in=430" or "34:out=16" leaves the other side to the planner',
      ).argParser((value, previous: unknown) => [...(Array.isArray(previous) ? previous : []), value]),
    )
    .addOption(
      new Option(
        '--chip <chips...>',
        'play a chip in a gameweek: bench_boost@36, triple_captain@34, free_hit@34, wildcard@33',
      ).argParser(collect('')),
    )
    .addOption(
      new Option(
        '--no-chip <chips...>',
        'never play these chips: wildcard, free_hit, bench_boost, triple_captain',
      ).argParser(collect('!')),
    )
    .addOption(
      new Option('--captain <picks...>', 'captain a player in a gameweek: "34:430" (id or name)').argParser(
        (value, previous: unknown) => [...(Array.isArray(previous) ? previous : []), value],
      ),
    );
}

const CHIP_NAMES: Record<string, ChipFamily> = {
  wildcard: 'wildcard',
  wc: 'wildcard',
  free_hit: 'free_hit',
  freehit: 'free_hit',
  fh: 'free_hit',
  bench_boost: 'bench_boost',
  bboost: 'bench_boost',
  bb: 'bench_boost',
  triple_captain: 'triple_captain',
  '3xc': 'triple_captain',
  tc: 'triple_captain',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** An element id, or the one player whose name (web name, else full name) is `ref`. */
export function resolvePlayer(ref: string, elements: readonly FplElement[], flag: string): number {
  const text = ref.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const wanted = fold(text);
  const byWebName = elements.filter((e) => fold(e.web_name) === wanted);
  const matches =
    byWebName.length > 0
      ? byWebName
      : elements.filter((e) => fold(`${e.first_name} ${e.second_name}`).includes(wanted));
  const [only] = matches;
  if (matches.length === 1 && only) return only.id;
  if (matches.length === 0) throw new UsageError(`${flag}: no FPL player is called "${text}"`);
  const listed = matches
    .slice(0, 5)
    .map((e) => `${e.web_name} (${e.id})`)
    .join(', ');
  throw new UsageError(`${flag}: "${text}" is more than one player (${listed}); give the element id`);
}

function gameweekOf(text: string | undefined, flag: string, raw: string): number {
  const gw = Number(text);
  if (!Number.isInteger(gw) || gw < 1) throw new UsageError(`${flag}: "${raw}" has no gameweek (e.g. 33)`);
  return gw;
}

function chipFamily(name: string, flag: string): ChipFamily {
  const family = CHIP_NAMES[fold(name).replace(/-/g, '_')];
  if (!family)
    throw new UsageError(
      `${flag}: there is no chip called "${name}" (wildcard, free_hit, bench_boost, triple_captain)`,
    );
  return family;
}

/** The engine's rules from the command line, or undefined when none is given. */
export function constraintsFromOptions(
  options: ConstraintOptions,
  elements: readonly FplElement[],
): ManagerConstraints | undefined {
  const player = (ref: string, flag: string) => resolvePlayer(ref, elements, flag);
  const c: ManagerConstraints = {};
  // PLAYER for the whole plan, PLAYER@GW for one gameweek (kept through it; out of the squad in it).
  for (const raw of options.lock ?? []) {
    const [ref = '', week] = raw.split('@');
    if (week === undefined) c.locked = [...(c.locked ?? []), player(ref, '--lock')];
    else
      c.lockedThrough = [
        ...(c.lockedThrough ?? []),
        { player: player(ref, '--lock'), gameweek: gameweekOf(week, '--lock', raw) },
      ];
  }
  for (const raw of options.ban ?? []) {
    const [ref = '', week] = raw.split('@');
    if (week === undefined) c.banned = [...(c.banned ?? []), player(ref, '--ban')];
    else
      c.bannedIn = [
        ...(c.bannedIn ?? []),
        { player: player(ref, '--ban'), gameweek: gameweekOf(week, '--ban', raw) },
      ];
  }
  if (options.book?.length) {
    c.booked = options.book.map((raw) => {
      const match = /^\s*(\d+)\s*:\s*(.+)$/.exec(raw);
      if (!match)
        throw new UsageError(`--book: "${raw}" is not GW:in=PLAYER,out=PLAYER (e.g. "33:in=430,out=16")`);
      const fields = new Map(
        (match[2] ?? '').split(',').map((part) => {
          const [key = '', ...rest] = part.split('=');
          return [key.trim().toLowerCase(), rest.join('=').trim()] as const;
        }),
      );
      const into = fields.get('in');
      const out = fields.get('out');
      const unknown = [...fields.keys()].filter((k) => k !== 'in' && k !== 'out');
      if (unknown.length > 0 || (!into && !out))
        throw new UsageError(
          `--book: "${raw}" is not GW:in=PLAYER,out=PLAYER, GW:in=PLAYER or GW:out=PLAYER (e.g. "33:in=430,out=16")`,
        );
      return {
        gameweek: gameweekOf(match[1], '--book', raw),
        ...(into ? { in: player(into, '--book') } : {}),
        ...(out ? { out: player(out, '--book') } : {}),
      };
    });
  }
  for (const raw of options.chip ?? []) {
    if (raw.startsWith('!')) {
      c.forbiddenChips = [...(c.forbiddenChips ?? []), chipFamily(raw.slice(1), '--no-chip')];
      continue;
    }
    const [name = '', week] = raw.split('@');
    if (week === undefined) throw new UsageError(`--chip: "${raw}" is not CHIP@GW (e.g. bench_boost@36)`);
    c.chips = [
      ...(c.chips ?? []),
      { family: chipFamily(name, '--chip'), gameweek: gameweekOf(week, '--chip', raw) },
    ];
  }
  if (options.captain?.length) {
    c.captains = options.captain.map((raw) => {
      const match = /^\s*(\d+)\s*:\s*(.+)$/.exec(raw);
      if (!match) throw new UsageError(`--captain: "${raw}" is not GW:PLAYER (e.g. "34:430")`);
      return {
        gameweek: gameweekOf(match[1], '--captain', raw),
        player: player(match[2] ?? '', '--captain'),
      };
    });
  }
  return Object.keys(c).length > 0 ? c : undefined;
}
