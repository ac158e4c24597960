import { playerTeamId, type TeamRef, teamShortName } from '../squad-teams.js';
import type { BlankGameweekAnalysis, Player } from '../types.js';

// The blank gameweek rule's constants: points lost per missing player, when a free hit pays.
export const BLANK_POINTS_LOST_PER_PLAYER = 5;
export const FREE_HIT_MIN_AFFECTED = 6;
export const FREE_HIT_RECOVERY_SHARE = 0.7;
export const BASELINE_GAMEWEEK_POINTS = 65;

/** What a blank gameweek costs a squad, and whether a Free Hit or a few transfers answer it. */
export function analyzeBlankGameweek(
  gameweek: number,
  blankTeamIds: readonly number[],
  squad: readonly Player[],
  teams: readonly TeamRef[] = [],
): BlankGameweekAnalysis {
  const blank = new Set(blankTeamIds);
  const affected = squad.filter((player) => {
    const teamId = playerTeamId(player, teams);
    return teamId !== undefined && blank.has(teamId);
  });
  const n = affected.length;
  const expectedPointLoss = n * BLANK_POINTS_LOST_PER_PLAYER;
  const freeHitRecommended = n >= FREE_HIT_MIN_AFFECTED;
  const transfersRequired = Math.ceil(n / 2);
  return {
    gameweek,
    teamsAffected: blankTeamIds.map((id) => teamShortName(id, teams)),
    userPlayersAffected: affected.map((player) => player.name),
    expectedPointLoss,
    freeHitRecommended,
    freeHitExpectedGain: freeHitRecommended
      ? Math.round(expectedPointLoss * FREE_HIT_RECOVERY_SHARE * 10) / 10
      : 0,
    alternativeStrategy:
      freeHitRecommended || n === 0
        ? null
        : {
            description: `Transfer out ${transfersRequired} of the ${n} player${n === 1 ? '' : 's'} without a fixture before GW${gameweek} and bench the rest.`,
            transfersRequired,
            hitsRequired: Math.max(0, transfersRequired - 1),
            expectedPoints: BASELINE_GAMEWEEK_POINTS - expectedPointLoss,
          },
  };
}
