// Table cells every squad listing shares (extract, squad): where a player or unread plate sits, and his armband.
import type { Player, UnresolvedPlate } from '@fpl-assistant/engine';

/** 'DEF' for a starter, 'SUB 2' on the bench; '?' for an unread starter plate whose row was not known. */
export const slotCell = (slot: Pick<Player, 'isStarter' | 'benchOrder'> & { position?: string }) =>
  slot.isStarter ? (slot.position ?? '?') : `SUB ${slot.benchOrder ?? ''}`.trim();

/** 'Salah (C)', 'Haaland (V)', or the name alone. */
export const armbandCell = (name: string, slot: Pick<UnresolvedPlate, 'isCaptain' | 'isViceCaptain'>) =>
  `${name}${slot.isCaptain ? ' (C)' : slot.isViceCaptain ? ' (V)' : ''}`;
