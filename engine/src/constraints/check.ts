// The manager's rules checked on a finished plan, independently of how it was made: what the decision
// verifies before it answers, and what the property tests assert on every plan.
import { CHIP_FAMILY_LABELS } from '../chips/index.js';
import type { ChipDecision, TransferPlan } from '../planner/index.js';
import { bookingLabel } from './forced-moves.js';
import type { ConstraintKind, ManagerConstraints } from './types.js';

/** A rule a plan breaks, in words. */
export interface ConstraintViolation {
  constraint: ConstraintKind;
  message: string;
}

/**
 * Every rule `plan` (and its chips) breaks. `owned` is the squad before the plan. A free hit week's squad is
 * the chip's for one week, so locks and bans are read on the squads held the other weeks.
 */
export function constraintViolations(
  constraints: ManagerConstraints,
  plan: TransferPlan,
  chips: readonly Pick<ChipDecision, 'family' | 'gameweek'>[],
  owned: readonly number[],
  name: (id: number) => string = (id) => `#${id}`,
): ConstraintViolation[] {
  const found: ConstraintViolation[] = [];
  const weeks = plan.gameweeks;
  const held = (w: TransferPlan['gameweeks'][number]) => new Set([...w.startingXI, ...w.bench]);
  const squadWeeks = weeks.filter((w) => w.chip !== 'free_hit');
  for (const id of constraints.locked ?? []) {
    const week = squadWeeks.find((w) => !held(w).has(id));
    if (week)
      found.push({
        constraint: 'lock',
        message: `${name(id)} is kept, but the plan has him out in GW${week.gameweek}.`,
      });
  }
  for (const id of constraints.banned ?? []) {
    const bought = weeks.find((w) => w.chip !== 'free_hit' && w.transfers.some((t) => t.in === id));
    if (bought)
      found.push({
        constraint: 'ban',
        message: `${name(id)} is never bought, but the plan buys him in GW${bought.gameweek}.`,
      });
    const kept = squadWeeks.find((w) => held(w).has(id));
    if (kept && owned.includes(id))
      found.push({
        constraint: 'ban',
        message: `${name(id)} is sold first, but the plan still holds him in GW${kept.gameweek}.`,
      });
  }
  for (const l of constraints.lockedThrough ?? []) {
    const week = squadWeeks.find((w) => w.gameweek <= l.gameweek && !held(w).has(l.player));
    if (week)
      found.push({
        constraint: 'lock',
        message: `${name(l.player)} is kept through GW${l.gameweek}, but the plan has him out in GW${week.gameweek}.`,
      });
  }
  for (const b of constraints.bannedIn ?? []) {
    // A free hit's squad too: he is out of whatever squad plays that week.
    const week = weeks.find((w) => w.gameweek === b.gameweek);
    if (week && held(week).has(b.player))
      found.push({
        constraint: 'ban',
        message: `${name(b.player)} is out of the squad in GW${b.gameweek}, but the plan has him in it.`,
      });
  }
  for (const b of constraints.booked ?? []) {
    const week = weeks.find((w) => w.gameweek === b.gameweek);
    const sold = b.out === undefined || (week?.transfers.some((t) => t.out === b.out) ?? false);
    const bought = b.in === undefined || (week?.transfers.some((t) => t.in === b.in) ?? false);
    const made = sold && bought;
    const label = bookingLabel(b, name);
    if (!made) found.push({ constraint: 'book', message: `${label} is not in the plan.` });
    const into = b.in;
    if (into !== undefined) {
      const dropped = squadWeeks.find((w) => w.gameweek >= b.gameweek && !held(w).has(into));
      if (made && dropped)
        found.push({
          constraint: 'book',
          message: `${name(into)}, booked in for GW${b.gameweek}, is gone in GW${dropped.gameweek}.`,
        });
    } else if (made && week && week.chip !== 'free_hit' && held(week).has(b.out as number))
      found.push({
        constraint: 'book',
        message: `${label} is undone: the plan buys ${name(b.out as number)} back that week.`,
      });
  }
  const last = weeks[weeks.length - 1]?.gameweek ?? 0;
  for (const c of constraints.chips ?? []) {
    const week = weeks.find((w) => w.gameweek === c.gameweek);
    const listed = chips.some((d) => d.family === c.family && d.gameweek === c.gameweek);
    if (!listed || (week && week.chip !== c.family) || (!week && c.gameweek <= last))
      found.push({
        constraint: 'chip',
        message: `The ${CHIP_FAMILY_LABELS[c.family]} is fixed to GW${c.gameweek}, but the plan does not play it then.`,
      });
  }
  for (const family of constraints.forbiddenChips ?? []) {
    const played = chips.find((d) => d.family === family) ?? weeks.find((w) => w.chip === family);
    if (played)
      found.push({
        constraint: 'no-chip',
        message: `The ${CHIP_FAMILY_LABELS[family]} is never played, but the plan plays it in GW${played.gameweek}.`,
      });
  }
  for (const c of constraints.captains ?? []) {
    const week = weeks.find((w) => w.gameweek === c.gameweek);
    if (!week || week.captain !== c.player || !week.startingXI.includes(c.player))
      found.push({
        constraint: 'captain',
        message: `${name(c.player)} captains GW${c.gameweek}, but the plan has another captain.`,
      });
  }
  if (constraints.allowHits === false) {
    const week = weeks.find((w) => w.hits > 0);
    if (week)
      found.push({
        constraint: 'hits',
        message: `Hits are not allowed, but the plan takes ${week.hits} in GW${week.gameweek}.`,
      });
  }
  const most = constraints.maxTransfersPerGameweek;
  if (most !== undefined) {
    const week = weeks.find(
      (w) => w.chip !== 'wildcard' && w.chip !== 'free_hit' && w.transfers.length > most,
    );
    if (week)
      found.push({
        constraint: 'max-transfers',
        message: `At most ${most} transfers a week, but the plan makes ${week.transfers.length} in GW${week.gameweek}.`,
      });
  }
  return found;
}
