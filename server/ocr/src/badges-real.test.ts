// The captain and vice badges of a real screenshot a browser extension recoloured (../shared/screenshots): the
// vice's disc nearly touches the shirt's print, and the line finder joins the two into one box.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrWorker } from './ocr-worker.js';
import { readScreenshot } from './read-screenshot.js';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared');
const overlay = path.join(shared, 'screenshots/fpl_points_pitch_2022-23_extension-overlay.png');
const haveShared = fs.existsSync(overlay);
if (!haveShared) console.warn(`Skipping the real-screenshot badge test: ${overlay} is not there.`);

describe.skipIf(!haveShared)('badges on a recoloured Points pitch', () => {
  const ocr = createOcrWorker();
  afterAll(() => ocr.terminate());

  it('finds the captain on Salah and the vice on Jesus, one each', async () => {
    const lines = await readScreenshot(fs.readFileSync(overlay), ocr);
    // Badges come as one-letter lines at the shape reader's confidence; where each is, from annotations.json's
    // image (1800×1350): Salah's shirt's top right and Jesus's.
    const badges = lines.filter((line) => /^[CV]$/.test(line.text) && line.box.x1 - line.box.x0 < 20);
    const at = (kind: string) => badges.filter((line) => line.text === kind).map((line) => line.box);
    expect(at('C')).toHaveLength(1);
    expect(at('V')).toHaveLength(1);
    const [captain] = at('C');
    const [vice] = at('V');
    expect(Math.abs((captain?.x0 ?? 0) - 1404)).toBeLessThan(10);
    expect(Math.abs((captain?.y0 ?? 0) - 643)).toBeLessThan(10);
    expect(Math.abs((vice?.x0 ?? 0) - 1587)).toBeLessThan(10);
    expect(Math.abs((vice?.y0 ?? 0) - 811)).toBeLessThan(10);
  }, 60_000);
});
