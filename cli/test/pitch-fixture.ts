// A Pick Team screenshot drawn here (SVG → PNG) over hand-made players, for tests that run the real OCR.
import type { BootstrapStatic } from '@fpl-assistant/engine';
import sharp from 'sharp';
import { makeBootstrap, makeElements } from './helpers.js';

// Distinct surnames for the helpers' fifteen players (their own names differ only by a digit).
export const NAMES = [
  'Mitchley',
  'Brannigan',
  'Castellano',
  'Dunmore',
  'Everwood',
  'Fairclough',
  'Galloway',
  'Hendricks',
  'Ingleby',
  'Jorgensen',
  'Kilbride',
  'Lockwood',
  'Marchetti',
  'Northcott',
  'Osterberg',
];

export function pitchBootstrap(): BootstrapStatic {
  // Clubs spread 3, 3, 3, 2, 2, 2: the helpers' squad has four of one club, which no real squad can.
  const elements = makeElements().map((element, i) => ({
    ...element,
    team: (i % 6) + 1,
    web_name: NAMES[i] as string,
    second_name: NAMES[i] as string,
  }));
  return makeBootstrap({ elements });
}

/** Pick Team rows: GKP, 4 DEF, 4 MID, 2 FWD, then the bench (GK first); C and V badges by the shirts. */
export async function pitchPng(): Promise<Buffer> {
  const rows = [[0], [2, 3, 4, 5], [7, 8, 9, 10], [12, 13], [1, 6, 11, 14]];
  const parts: string[] = ['<rect width="900" height="1000" fill="#00a650"/>'];
  rows.forEach((row, r) => {
    row.forEach((player, i) => {
      const x = ((i + 1) * 900) / (row.length + 1);
      const y = 150 + r * 190;
      parts.push(
        `<rect x="${x - 75}" y="${y}" width="150" height="28" fill="#005a2f"/>`,
        `<text x="${x}" y="${y + 21}" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#fff" text-anchor="middle">${NAMES[player]}</text>`,
        `<rect x="${x - 75}" y="${y + 28}" width="150" height="26" fill="#00ff87"/>`,
        `<text x="${x}" y="${y + 48}" font-family="DejaVu Sans" font-weight="bold" font-size="17" fill="#005a2f" text-anchor="middle">£${(5 + player / 10).toFixed(1)}m</text>`,
      );
    });
  });
  const badge = (x: number, y: number, letter: string) =>
    `<circle cx="${x}" cy="${y}" r="15" fill="#000"/><text x="${x}" y="${y + 7}" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="#fff" text-anchor="middle">${letter}</text>`;
  // Captain on the first midfielder, vice on the first forward: above-right of their plates.
  parts.push(badge(180 + 50, 340 + 190 - 70, 'C'), badge(300 + 50, 340 + 380 - 70, 'V'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1000">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
