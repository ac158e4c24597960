// Simple SVG shirts in club colours, like the kit images FPL puts above each name plate.

interface Kit {
  body: string;
  sleeves: string;
  /** Vertical stripes over the body, when the club plays in them. */
  stripes?: string;
  trim: string;
}

const KITS: Record<string, Kit> = {
  ARS: { body: '#EF0107', sleeves: '#FFFFFF', trim: '#FFFFFF' },
  AVL: { body: '#670E36', sleeves: '#95BFE5', trim: '#95BFE5' },
  BHA: { body: '#0057B8', sleeves: '#0057B8', stripes: '#FFFFFF', trim: '#FFFFFF' },
  BOU: { body: '#DA291C', sleeves: '#DA291C', stripes: '#000000', trim: '#000000' },
  BRE: { body: '#E30613', sleeves: '#E30613', stripes: '#FFFFFF', trim: '#000000' },
  BUR: { body: '#6C1D45', sleeves: '#99D6EA', trim: '#99D6EA' },
  CHE: { body: '#034694', sleeves: '#034694', trim: '#FFFFFF' },
  COV: { body: '#59CBE8', sleeves: '#59CBE8', trim: '#FFFFFF' },
  CRY: { body: '#1B458F', sleeves: '#1B458F', stripes: '#C4122E', trim: '#C4122E' },
  EVE: { body: '#003399', sleeves: '#003399', trim: '#FFFFFF' },
  FUL: { body: '#FFFFFF', sleeves: '#FFFFFF', trim: '#000000' },
  HUL: { body: '#F5A12D', sleeves: '#F5A12D', stripes: '#000000', trim: '#000000' },
  IPS: { body: '#3A64A3', sleeves: '#3A64A3', trim: '#FFFFFF' },
  LEE: { body: '#FFFFFF', sleeves: '#FFFFFF', trim: '#1D428A' },
  LEI: { body: '#003090', sleeves: '#003090', trim: '#FDBE11' },
  LIV: { body: '#C8102E', sleeves: '#C8102E', trim: '#F6EB61' },
  LUT: { body: '#F78F1E', sleeves: '#F78F1E', trim: '#002D62' },
  MCI: { body: '#6CABDD', sleeves: '#6CABDD', trim: '#FFFFFF' },
  MUN: { body: '#DA291C', sleeves: '#DA291C', trim: '#000000' },
  NEW: { body: '#FFFFFF', sleeves: '#000000', stripes: '#241F20', trim: '#241F20' },
  NFO: { body: '#DD0000', sleeves: '#DD0000', trim: '#FFFFFF' },
  NOR: { body: '#FFF200', sleeves: '#00A650', trim: '#00A650' },
  SHU: { body: '#EE2737', sleeves: '#EE2737', stripes: '#FFFFFF', trim: '#000000' },
  SOU: { body: '#D71920', sleeves: '#D71920', stripes: '#FFFFFF', trim: '#000000' },
  SUN: { body: '#EB172B', sleeves: '#EB172B', stripes: '#FFFFFF', trim: '#000000' },
  TOT: { body: '#FFFFFF', sleeves: '#FFFFFF', trim: '#132257' },
  WAT: { body: '#FBEE23', sleeves: '#FBEE23', trim: '#ED2127' },
  WHU: { body: '#7A263A', sleeves: '#1BB1E7', trim: '#1BB1E7' },
  WOL: { body: '#FDB913', sleeves: '#FDB913', trim: '#231F20' },
};

// Goalkeepers wear their own kit; FPL shows it instead of the outfield shirt.
const GOALKEEPER_KITS: readonly Kit[] = [
  { body: '#2DBE60', sleeves: '#2DBE60', trim: '#0B3D20' },
  { body: '#F4E409', sleeves: '#F4E409', trim: '#222222' },
  { body: '#222222', sleeves: '#222222', trim: '#E5E5E5' },
  { body: '#FF7F27', sleeves: '#FF7F27', trim: '#222222' },
  { body: '#8E44AD', sleeves: '#8E44AD', trim: '#FFFFFF' },
];

function kitFor(team: string, goalkeeper: boolean): Kit {
  const hash = [...team].reduce((sum, ch) => sum * 31 + ch.charCodeAt(0), 7);
  if (goalkeeper) return GOALKEEPER_KITS[hash % GOALKEEPER_KITS.length] as Kit;
  return KITS[team] ?? { body: `hsl(${hash % 360} 60% 45%)`, sleeves: '#FFFFFF', trim: '#FFFFFF' };
}

/** A 64×64 shirt: body, sleeves, collar, optional stripes, a soft shadow under it. */
export function shirtSvg(team: string, goalkeeper: boolean): string {
  const kit = kitFor(team, goalkeeper);
  const body = 'M20 8 L28 6 Q32 11 36 6 L44 8 L46 58 L18 58 Z';
  const stripes = kit.stripes
    ? [24, 32, 40]
        .map((x) => `<rect x="${x - 2}" y="8" width="4" height="50" fill="${kit.stripes}"/>`)
        .join('')
    : '';
  return [
    '<svg viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" class="shirt">',
    '<ellipse cx="32" cy="61" rx="16" ry="2.5" fill="rgba(0,0,0,0.25)"/>',
    `<path d="M20 8 L6 18 L11 29 L19 25 Z" fill="${kit.sleeves}" stroke="rgba(0,0,0,0.25)"/>`,
    `<path d="M44 8 L58 18 L53 29 L45 25 Z" fill="${kit.sleeves}" stroke="rgba(0,0,0,0.25)"/>`,
    `<clipPath id="b-${team}-${goalkeeper ? 'g' : 'o'}"><path d="${body}"/></clipPath>`,
    `<path d="${body}" fill="${kit.body}" stroke="rgba(0,0,0,0.25)"/>`,
    `<g clip-path="url(#b-${team}-${goalkeeper ? 'g' : 'o'})">${stripes}</g>`,
    `<path d="M28 6 Q32 11 36 6" fill="none" stroke="${kit.trim}" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
