/** Shirt colours by three-letter club code: body, sleeves, optional vertical stripes, and a contrasting trim. */
export interface ClubKit {
  body: string;
  sleeves: string;
  stripes?: string;
  trim: string;
}

const kit = (body: string, sleeves: string, trim: string, stripes?: string): ClubKit => ({
  body,
  sleeves,
  trim,
  ...(stripes ? { stripes } : {}),
});

// Home shirts as FPL draws them; clubs of recent seasons included so older saves still get their colours.
export const CLUB_KITS: Record<string, ClubKit> = {
  ARS: kit('#ef0107', '#ffffff', '#ffffff'),
  AVL: kit('#670e36', '#95bfe5', '#95bfe5'),
  BOU: kit('#da291c', '#da291c', '#000000', '#000000'),
  BRE: kit('#e30613', '#e30613', '#000000', '#ffffff'),
  BHA: kit('#0057b8', '#0057b8', '#ffffff', '#ffffff'),
  BUR: kit('#6c1d45', '#99d6ea', '#99d6ea'),
  CHE: kit('#034694', '#034694', '#ffffff'),
  COV: kit('#59cbe8', '#59cbe8', '#ffffff'),
  CRY: kit('#1b458f', '#1b458f', '#c4122e', '#c4122e'),
  EVE: kit('#003399', '#003399', '#ffffff'),
  FUL: kit('#ffffff', '#ffffff', '#000000'),
  HUL: kit('#f5a12d', '#f5a12d', '#000000', '#000000'),
  IPS: kit('#3a64a3', '#ffffff', '#ffffff'),
  LEE: kit('#ffffff', '#ffffff', '#1d428a'),
  LEI: kit('#003090', '#003090', '#fdbe11'),
  LIV: kit('#c8102e', '#c8102e', '#f6eb61'),
  LUT: kit('#f78f1e', '#f78f1e', '#002d62'),
  MCI: kit('#6cabdd', '#6cabdd', '#ffffff'),
  MUN: kit('#da291c', '#da291c', '#000000'),
  NEW: kit('#241f20', '#241f20', '#ffffff', '#ffffff'),
  NFO: kit('#dd0000', '#dd0000', '#ffffff'),
  SHU: kit('#ee2737', '#ee2737', '#000000', '#ffffff'),
  SOU: kit('#d71920', '#d71920', '#000000', '#ffffff'),
  SUN: kit('#eb172b', '#eb172b', '#000000', '#ffffff'),
  TOT: kit('#ffffff', '#ffffff', '#132257'),
  WHU: kit('#7a263a', '#1bb1e7', '#1bb1e7'),
  WOL: kit('#fdb913', '#fdb913', '#231f20'),
};

const UNKNOWN_KIT = kit('#e8e8ef', '#d0d0dc', '#37003c');
// Goalkeepers wear their own colour, as on the FPL pitch.
const KEEPER_KIT = kit('#00c26b', '#00c26b', '#1f1f1f');

export function clubKit(team: string, goalkeeper = false): ClubKit {
  if (goalkeeper) return KEEPER_KIT;
  return CLUB_KITS[team.trim().toUpperCase()] ?? UNKNOWN_KIT;
}
