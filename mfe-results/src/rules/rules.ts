// The manager's rules as the results page edits them: pure changes to ManagerConstraints (the engine checks and
// keeps them; nothing here decides anything) and the sentence that says what they cost.
import type { ChipFamily, ConstraintReport, ManagerConstraints } from '@fpl-assistant/engine';

const without = (list: readonly number[] | undefined, id: number) => (list ?? []).filter((x) => x !== id);

/** Drops empty lists, so no rules is `{}`: the free plan. */
function tidy(rules: ManagerConstraints): ManagerConstraints {
  const out: ManagerConstraints = {};
  for (const [key, value] of Object.entries(rules) as [keyof ManagerConstraints, unknown][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export const isLocked = (rules: ManagerConstraints, id: number) => rules.locked?.includes(id) ?? false;
export const isBanned = (rules: ManagerConstraints, id: number) => rules.banned?.includes(id) ?? false;

/** The one-week rules (from the CLI or the API) on other players than `id`. */
const othersThan = (list: ManagerConstraints['lockedThrough'], id: number) =>
  (list ?? []).filter((x) => x.player !== id);

/** "Keep": a player kept, or no longer (and never both kept and never bought, for the plan or a week). */
export function toggleLock(rules: ManagerConstraints, id: number): ManagerConstraints {
  const locked = isLocked(rules, id) ? without(rules.locked, id) : [...(rules.locked ?? []), id];
  return tidy({
    ...rules,
    locked,
    lockedThrough: othersThan(rules.lockedThrough, id),
    banned: without(rules.banned, id),
    bannedIn: othersThan(rules.bannedIn, id),
  });
}

/** "Never buy" / "Not this one": a player never bought (sold first when held), or no longer. */
export function toggleBan(rules: ManagerConstraints, id: number): ManagerConstraints {
  const banned = isBanned(rules, id) ? without(rules.banned, id) : [...(rules.banned ?? []), id];
  return tidy({
    ...rules,
    banned,
    bannedIn: othersThan(rules.bannedIn, id),
    locked: without(rules.locked, id),
    lockedThrough: othersThan(rules.lockedThrough, id),
  });
}

/** What the chip-week picker shows for a chip: the planner's choice, a gameweek, or never. */
export type ChipChoice = 'auto' | 'never' | number;

export function chipChoice(rules: ManagerConstraints, family: ChipFamily): ChipChoice {
  if (rules.forbiddenChips?.includes(family)) return 'never';
  return rules.chips?.find((c) => c.family === family)?.gameweek ?? 'auto';
}

export function withChipChoice(
  rules: ManagerConstraints,
  family: ChipFamily,
  choice: ChipChoice,
): ManagerConstraints {
  const chips = (rules.chips ?? []).filter((c) => c.family !== family);
  const forbiddenChips = (rules.forbiddenChips ?? []).filter((f) => f !== family);
  if (choice === 'never') forbiddenChips.push(family);
  else if (choice !== 'auto') chips.push({ family, gameweek: choice });
  return tidy({ ...rules, chips, forbiddenChips });
}

/** How many rules are set. */
export function ruleCount(rules: ManagerConstraints): number {
  return (
    (rules.locked?.length ?? 0) +
    (rules.lockedThrough?.length ?? 0) +
    (rules.banned?.length ?? 0) +
    (rules.bannedIn?.length ?? 0) +
    (rules.booked?.length ?? 0) +
    (rules.chips?.length ?? 0) +
    (rules.forbiddenChips?.length ?? 0) +
    (rules.captains?.length ?? 0)
  );
}

/** "Your rules cost 3.2 expected points over 5 gameweeks (against the plan without them)." */
export function costSentence(report: ConstraintReport, gameweeks: number): string {
  const cost = Math.max(0, report.cost);
  const span = `${gameweeks} gameweek${gameweeks === 1 ? '' : 's'}`;
  if (cost < 0.05) return `Your rules cost nothing over ${span}: the plan without them is no better.`;
  return `Your rules cost ${cost.toFixed(1)} expected points over ${span} (${report.points.toFixed(1)} against ${report.freePoints.toFixed(1)} without them).`;
}
