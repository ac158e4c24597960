// The pitch's columns: where a desktop page's player list beside the pitch is left out.
import { describe, expect, it } from 'vitest';
import { inColumns, pitchColumns } from './pitch-column.js';
import { drawSvg } from './testing/svg-image.js';

const draw = (body: string, width = 600, height = 400) => drawSvg(body, width, height, '#fff');

/** A striped pitch with white lines, a plate and a bench band, like FPL's. */
const pitch = (x: number, y: number, w: number, h: number) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#00a650"/>
  <rect x="${x}" y="${y + h / 4}" width="${w}" height="${h / 8}" fill="#019b4a"/>
  <rect x="${x + 15}" y="${y + 15}" width="${w - 30}" height="${h * 0.7}" fill="none" stroke="#fff" stroke-width="2"/>
  <rect x="${x}" y="${y + h * 0.8}" width="${w}" height="${h * 0.2}" fill="#5ecb8d"/>
  <rect x="${x + w / 2 - 40}" y="${y + h / 3}" width="80" height="30" fill="#fff"/>`;

describe('pitchColumns', () => {
  it('finds the pitch beside a player list, and leaves the list out', async () => {
    const image = await draw(
      `${pitch(20, 100, 380, 280)}<text x="430" y="150" font-family="DejaVu Sans" font-size="14" fill="#37003c">Saka £9.8m</text>`,
    );
    const columns = pitchColumns(image);
    expect(columns).toBeDefined();
    if (!columns) return;
    expect(columns.x0).toBeLessThanOrEqual(22);
    expect(columns.x1).toBeGreaterThanOrEqual(398);
    expect(columns.x1).toBeLessThan(420);
    // The header above the pitch is in the pitch's columns; the list beside it is not.
    expect(inColumns(columns, { x0: 30, y0: 40, x1: 200, y1: 60 }, image.width)).toBe(true);
    expect(inColumns(columns, { x0: 430, y0: 138, x1: 520, y1: 152 }, image.width)).toBe(false);
  });

  it('gives nothing to go by without a pitch', async () => {
    const image = await draw(
      '<text x="30" y="50" font-family="DejaVu Sans" font-size="14">No squad here</text>',
    );
    expect(pitchColumns(image)).toBeUndefined();
  });

  it('keeps every column of a crop that is all pitch', async () => {
    const image = await draw(pitch(0, 0, 600, 400));
    expect(pitchColumns(image)).toEqual({ x0: 0, x1: 600 });
  });
});
