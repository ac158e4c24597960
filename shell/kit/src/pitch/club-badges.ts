// Spec §7: badges come from the league's public badge host by team code; the map covers the 20 clubs
// (plus recently promoted/relegated ones so older saves keep theirs).
export const BADGE_NUMBERS: Record<string, number> = {
  ARS: 3,
  AVL: 7,
  BOU: 91,
  BRE: 94,
  BHA: 36,
  BUR: 90,
  CHE: 8,
  COV: 9,
  CRY: 31,
  EVE: 11,
  FUL: 54,
  HUL: 88,
  IPS: 40,
  LEE: 2,
  LEI: 13,
  LIV: 14,
  LUT: 102,
  MCI: 43,
  MUN: 1,
  NEW: 4,
  NFO: 17,
  SHU: 49,
  SOU: 20,
  SUN: 56,
  TOT: 6,
  WHU: 21,
  WOL: 39,
};

/** The badge number of a three-letter club code, for the kit's TeamBadge; undefined for an unknown club. */
export function clubBadgeCode(team: string): number | undefined {
  return BADGE_NUMBERS[team.trim().toUpperCase()];
}
