// `fpl-assistant extract`: a pitch drawn here (SVG → PNG, hand-made names) is read back by the real OCR.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BootstrapStatic } from '@fpl-assistant/engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSquadFromFile, renderSquad, runExtract } from '../src/commands/extract.js';
import { makeBootstrap, makeElements, makeFixtures, memoryIo, removeDir } from './helpers.js';

// Distinct surnames for the helpers' fifteen players (their own names differ only by a digit).
const NAMES = [
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

function bootstrap(): BootstrapStatic {
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
async function pitchPng(): Promise<Buffer> {
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

describe('fpl-assistant extract', () => {
  let dir: string;
  let pitch: string;
  let blank: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fpl-extract-'));
    pitch = join(dir, 'pitch.png');
    blank = join(dir, 'blank.png');
    await writeFile(pitch, await pitchPng());
    await writeFile(
      blank,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#37003c' } })
        .png()
        .toBuffer(),
    );
    await writeFile(join(dir, 'bootstrap-static.json'), JSON.stringify(bootstrap()));
    await writeFile(join(dir, 'fixtures.json'), JSON.stringify(makeFixtures()));
  });
  afterAll(async () => {
    await removeDir(dir);
  });

  it('reads every plate: ids, prices, positions, captain, vice and bench order', async () => {
    const { io } = memoryIo();
    const data = await extractSquadFromFile(pitch, { gameweek: 3 }, io, {
      bootstrap: bootstrap(),
      fixtures: makeFixtures(),
    });
    const elements = bootstrap().elements;
    expect(data.players.map((p) => p.id).sort()).toEqual(elements.map((e) => e.id).sort());
    expect(data.players.find((p) => p.name === 'Castellano')?.price).toBe(5.2);
    expect(data.players.find((p) => p.isCaptain)?.name).toBe('Hendricks');
    expect(data.players.find((p) => p.isViceCaptain)?.name).toBe('Marchetti');
    expect(data.players.filter((p) => !p.isStarter).map((p) => p.name)).toEqual([
      'Brannigan',
      'Galloway',
      'Lockwood',
      'Osterberg',
    ]);
    expect(data.formation).toBe('4-4-2');
    expect(renderSquad(data)).toMatch(/Hendricks \(C\)/);
  }, 60_000);

  it('prints JSON with --json and a table otherwise; a spinner only on a terminal', async () => {
    const json = memoryIo();
    await runExtract(pitch, { data: dir, json: true, gameweek: 3 }, json.io);
    expect(JSON.parse(json.stdout()).players).toHaveLength(15);
    expect(json.stderr()).toBe('');
    const tty = memoryIo({ stderrTTY: true });
    await runExtract(pitch, { data: dir, gameweek: 3 }, tty.io);
    expect(tty.stdout()).toMatch(/formation 4-4-2 {2}15\/15 players/);
    expect(tty.stderr()).toContain('Extracting team data...');
  }, 60_000);

  it('says what it found when the image holds no squad, and checks the file first', async () => {
    const { io } = memoryIo();
    await expect(runExtract(blank, { data: dir }, io)).rejects.toThrow(
      'No FPL squad found in the image: read no text but only 0 player names',
    );
    await expect(runExtract(join(dir, 'missing.png'), { data: dir }, io)).rejects.toThrow(
      /^Cannot read .*missing\.png: ENOENT$/,
    );
    await expect(runExtract(join(dir, 'fixtures.json'), { data: dir }, io)).rejects.toThrow(
      'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
    );
  }, 60_000);
});
