// The rules editor the results page offers its cards (player cards, transfers, the chip-week picker): absent on
// the demo and saved pages, so those cards show no rule buttons.
import type { ManagerConstraints } from '@fpl-assistant/engine';
import { createContext, useContext } from 'react';

export interface RulesEditor {
  rules: ManagerConstraints;
  /** The manager's own players: "Keep" and "Never buy" are offered on their cards (a player the plan buys has
   * "Not this one" on his transfer instead). */
  owned: ReadonlySet<number>;
  /** The gameweek planned: the chip-week picker offers it and the next ones. */
  gameweek: number;
  /** A re-plan is running: the buttons wait. */
  busy: boolean;
  change(next: ManagerConstraints): void;
}

export const RulesContext = createContext<RulesEditor | null>(null);

export const useRules = () => useContext(RulesContext);
