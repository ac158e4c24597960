// `fpl-assistant extract`: a pitch drawn by pitch-fixture (SVG → PNG, hand-made names) is read back by the real OCR.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractSquadFromFile, renderSquad, runExtract } from '../src/commands/extract.js';
import { makeFixtures, memoryIo, removeDir } from './helpers.js';
import { pitchBootstrap as bootstrap, pitchPng } from './pitch-fixture.js';

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

  it('prints a plate whose player is not in the list as read, unmatched, never as someone else', async () => {
    const { io } = memoryIo();
    const full = bootstrap();
    const left = full.elements.find((e) => e.web_name === 'Castellano');
    const data = await extractSquadFromFile(pitch, { gameweek: 3 }, io, {
      bootstrap: { ...full, elements: full.elements.filter((e) => e !== left) },
      fixtures: makeFixtures(),
    });
    expect(data.players).toHaveLength(14);
    expect(data.unresolved).toEqual([expect.objectContaining({ read: 'Castellano' })]);
    expect(renderSquad(data)).toMatch(/\? read 'Castellano'.*not matched/);
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
      'We could not read a squad in this image. Try a screenshot of the Pick Team or Transfers page, or enter your team by hand. (0 player names matched)',
    );
    await expect(runExtract(join(dir, 'missing.png'), { data: dir }, io)).rejects.toThrow(
      /^Cannot read screenshot .*missing\.png: no such file$/,
    );
    await expect(runExtract(join(dir, 'fixtures.json'), { data: dir }, io)).rejects.toThrow(
      'Please upload a valid image file (PNG, JPG, JPEG, or WebP)',
    );
  }, 60_000);
});
