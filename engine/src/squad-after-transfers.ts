import { foldName } from './names.js';
import { XI_SIZE } from './rules.js';
import { playerTeamId, type TeamRef } from './squad-teams.js';
import type { Player, Recommendations, TransferRecommendation } from './types.js';

/** What a transfer must say to be applied: who leaves, who comes, his club and the money it moves. */
export type SquadTransfer = Pick<TransferRecommendation, 'playerOut' | 'playerIn' | 'playerInTeam' | 'cost'> &
  Partial<Pick<TransferRecommendation, 'playerOutId' | 'playerInId'>>;

/** The parts of a plan that shape the squad it fields; a saved plan may lack the lineup. */
export interface SquadPlanParts {
  transfers: readonly SquadTransfer[];
  startingXI?: readonly string[];
  bench?: readonly string[];
  captain?: Pick<Recommendations['captain'], 'player'>;
  viceCaptain?: Pick<Recommendations['viceCaptain'], 'player'>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The squad a plan fields: each player bought takes the slot of the one sold (same position, his club from
 * `playerInTeam`, his FPL team id from `teams`, priced at the selling price plus the transfer's cost), then the
 * plan's XI, bench order, captain and vice. Without a full XI the squad's own starters stay; without a
 * captain or vice the squad's own armbands stay, unless their wearer was sold. A transfer whose player is not
 * in the squad is left out. Squad order is kept, so a pitch draws the bought player where the sold one stood.
 */
export function squadAfterTransfers(
  players: readonly Player[],
  plan: SquadPlanParts,
  teams: readonly TeamRef[] = [],
): Player[] {
  const squad = players.map((player) => ({ ...player }));
  for (const transfer of plan.transfers) {
    const index = indexOf(squad, transfer.playerOut, transfer.playerOutId);
    const sold = squad[index];
    if (!sold) continue;
    const bought: Player = {
      id: transfer.playerInId ?? -1 - index,
      name: transfer.playerIn,
      team: transfer.playerInTeam,
      position: sold.position,
      price: round1(sold.price + transfer.cost),
      isStarter: sold.isStarter,
      isCaptain: false,
      isViceCaptain: false,
    };
    const teamId = playerTeamId(bought, teams);
    if (teamId !== undefined) bought.teamId = teamId;
    if (sold.benchOrder !== undefined) bought.benchOrder = sold.benchOrder;
    squad[index] = bought;
  }

  const xi = (plan.startingXI ?? []).map((name) => indexOf(squad, name));
  if (xi.length === XI_SIZE && xi.every((i) => i >= 0) && new Set(xi).size === XI_SIZE) {
    const starters = new Set(xi);
    const benchNamed = (plan.bench ?? []).map((name) => indexOf(squad, name)).filter((i) => i >= 0);
    const benchOrder = [
      ...benchNamed.filter((i) => !starters.has(i)),
      ...squad
        .map((player, i) => ({ player, i }))
        .filter(({ i }) => !starters.has(i) && !benchNamed.includes(i))
        .sort((a, b) => (a.player.benchOrder ?? 99) - (b.player.benchOrder ?? 99))
        .map(({ i }) => i),
    ];
    squad.forEach((player, i) => {
      player.isStarter = starters.has(i);
      delete player.benchOrder;
    });
    benchOrder.forEach((i, order) => {
      (squad[i] as Player).benchOrder = order + 1;
    });
  }

  markArmband(squad, plan.captain?.player, 'isCaptain');
  markArmband(squad, plan.viceCaptain?.player, 'isViceCaptain');
  return squad;
}

/** Team value as FPL shows it: the squad's (selling) prices plus the bank, to the tenth. */
export function teamValue(players: readonly Pick<Player, 'price'>[], bank: number): number {
  return round1(players.reduce((sum, player) => sum + player.price, bank));
}

/** The bank once the transfers are made: each costs its price difference. */
export function bankAfterTransfers(bank: number, transfers: readonly Pick<SquadTransfer, 'cost'>[]): number {
  return round1(transfers.reduce((left, transfer) => left - transfer.cost, bank));
}

function indexOf(squad: readonly Player[], name: string, id?: number): number {
  if (id !== undefined && id > 0) {
    const byId = squad.findIndex((player) => player.id === id);
    if (byId >= 0) return byId;
  }
  const folded = foldName(name);
  return folded ? squad.findIndex((player) => foldName(player.name) === folded) : -1;
}

function markArmband(squad: Player[], name: string | undefined, flag: 'isCaptain' | 'isViceCaptain'): void {
  const index = name ? indexOf(squad, name) : -1;
  if (index < 0) return;
  squad.forEach((player, i) => {
    player[flag] = i === index;
  });
}
