// Random and garbled OCR output: extraction either returns players it is sure of or throws ExtractionError.
import { describe, expect, it } from 'vitest';
import { ExtractionError } from './error.js';
import { buildNameIndex, nameCandidates } from './name-resolution.js';
import { EXTRACTION_CONFIDENCE_THRESHOLD, extractSquad } from './squad.js';
import { badge, ELEMENTS, FIXTURES, plate, TEAMS } from './test-data.js';
import type { OcrLine } from './types.js';

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GLYPHS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .()[]|£-_~©é…\'"';

function garble(text: string, random: () => number): string {
  let out = '';
  for (const ch of text) {
    const roll = random();
    if (roll < 0.08) continue;
    if (roll < 0.16) out += GLYPHS[Math.floor(random() * GLYPHS.length)];
    else if (roll < 0.2) out += ch + ch;
    else out += ch;
  }
  return random() < 0.2 ? `${out.slice(0, Math.max(1, Math.floor(out.length * random())))}...` : out;
}

function randomText(random: () => number): string {
  const kind = random();
  if (kind < 0.45) return garble(ELEMENTS[Math.floor(random() * ELEMENTS.length)]?.web_name ?? '', random);
  if (kind < 0.6)
    return `${TEAMS[Math.floor(random() * TEAMS.length)]?.short_name} (${random() < 0.5 ? 'H' : 'A'})`;
  if (kind < 0.7) return `£${(4 + random() * 10).toFixed(1)}m`;
  if (kind < 0.78) return random() < 0.5 ? 'C' : 'V';
  const length = Math.floor(random() * 14);
  return Array.from({ length }, () => GLYPHS[Math.floor(random() * GLYPHS.length)]).join('');
}

function randomLines(random: () => number): OcrLine[] {
  const count = Math.floor(random() * 60);
  return Array.from({ length: count }, () => {
    const x0 = Math.floor(random() * 1200) - 50;
    const y0 = Math.floor(random() * 1400) - 50;
    const w = Math.floor(random() * 200) - 5;
    const h = Math.floor(random() * 40) - 2;
    return {
      text: randomText(random),
      confidence: random() * 100,
      box: { x0, y0, x1: x0 + w, y1: y0 + h },
    };
  });
}

describe('extraction fuzz', () => {
  const context = { bootstrap: { elements: ELEMENTS, teams: TEAMS }, fixtures: FIXTURES, gameweek: 13 };

  it('never throws anything but ExtractionError and never returns an unsure player (300 seeded runs)', () => {
    let squads = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const random = rng(seed);
      const lines = randomLines(random);
      try {
        const data = extractSquad(lines, context);
        squads++;
        for (const player of data.players) {
          expect(player.confidence ?? 0, `seed ${seed}`).toBeGreaterThanOrEqual(
            EXTRACTION_CONFIDENCE_THRESHOLD,
          );
        }
        expect(new Set(data.players.map((p) => p.id)).size, `seed ${seed}`).toBe(data.players.length);
      } catch (err) {
        if (!(err instanceof ExtractionError)) throw new Error(`seed ${seed}: ${(err as Error).stack}`);
      }
    }
    // Most random pages are no squad; the test is about never failing any other way.
    expect(squads).toBeLessThan(300);
  }, 120_000);

  it('a pitch of garbled plates in the right places: only sure players, one each, at most three a club (300 runs)', () => {
    // Fifteen plates laid out as a Pick Team pitch (1-4-4-2 and a bench of four), each name a garbled real
    // name: this drives resolution, row positions, fixtures and squad rules, not only the "no squad" path.
    const rows = [1, 4, 4, 2, 4];
    let squads = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const random = rng(seed * 7919);
      const lines: OcrLine[] = [];
      rows.forEach((count, r) => {
        for (let i = 0; i < count; i++) {
          const element = ELEMENTS[Math.floor(random() * ELEMENTS.length)];
          const name = random() < 0.85 ? garble(element?.web_name ?? '', random) : randomText(random);
          const team = TEAMS.find((t) => t.id === element?.team);
          const under =
            random() < 0.7
              ? `${team?.short_name ?? 'XXX'} (${random() < 0.5 ? 'H' : 'A'})`
              : randomText(random);
          lines.push(...plate(100 + 220 * i, 100 + 200 * r, name, random() < 0.9 ? under : undefined));
        }
      });
      if (random() < 0.7) lines.push(badge(180, 450, random() < 0.8 ? 'C' : 'V'));
      try {
        const data = extractSquad(lines, context);
        squads++;
        for (const player of data.players) {
          expect(player.confidence ?? 0, `seed ${seed}`).toBeGreaterThanOrEqual(
            EXTRACTION_CONFIDENCE_THRESHOLD,
          );
        }
        expect(new Set(data.players.map((p) => p.id)).size, `seed ${seed}`).toBe(data.players.length);
        const perClub = new Map<string, number>();
        for (const player of data.players) perClub.set(player.team, (perClub.get(player.team) ?? 0) + 1);
        expect(Math.max(0, ...perClub.values()), `seed ${seed}`).toBeLessThanOrEqual(3);
        expect(data.players.filter((p) => p.isCaptain).length, `seed ${seed}`).toBeLessThanOrEqual(1);
      } catch (err) {
        if (!(err instanceof ExtractionError)) throw new Error(`seed ${seed}: ${(err as Error).stack}`);
      }
    }
    // Enough of these pitches resolve to a squad for the checks above to have bitten.
    expect(squads).toBeGreaterThan(30);
  }, 120_000);

  it('name candidates for random text: never throw, scores in (0, 1], best first, none under the floor', () => {
    const index = buildNameIndex(ELEMENTS);
    for (let seed = 1; seed <= 2000; seed++) {
      const random = rng(seed);
      const text = randomText(random);
      const candidates = nameCandidates(text, index, { minScore: 0.6 });
      candidates.forEach((candidate, i) => {
        expect(candidate.score, text).toBeGreaterThanOrEqual(0.6);
        expect(candidate.score, text).toBeLessThanOrEqual(1);
        if (i > 0) expect(candidate.score, text).toBeLessThanOrEqual(candidates[i - 1]?.score ?? 1);
      });
    }
  });
});
