// OCR lines → name plates (a name with the line under it), badges and pitch rows, by geometry alone.

import type { Position } from '../types.js';
import {
  cleanPlateText,
  type FixtureText,
  looksLikeName,
  parseBadgeText,
  parseFixtureText,
  parsePointsText,
  parsePriceText,
} from './text.js';
import { type Box, boxHeight, boxWidth, centreX, centreY, type OcrLine } from './types.js';

export interface Plate {
  name: string;
  box: Box;
  /** OCR confidence of the name, 0–100. */
  confidence: number;
  /** The line printed under the name, when one was read. */
  second?: OcrLine;
  fixture?: FixtureText;
  price?: number;
  points?: number;
}

export interface Badge {
  kind: 'C' | 'V';
  box: Box;
  confidence: number;
}

/** A bench slot's label: 'GK', 'GKP', '1', '2. DEF'. */
export interface BenchLabel {
  position: Position | null;
  box: Box;
}

export interface PlateLayout {
  plates: Plate[];
  badges: Badge[];
  benchLabels: BenchLabel[];
  /** Lines that are neither names nor what is printed under them (header, labels, shirts' sponsors). */
  others: OcrLine[];
}

const overlapY = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);

/** Words of one plate can come back as separate lines ("AVL" "(H)"): join neighbours on the same baseline. */
export function mergeFragments(lines: readonly OcrLine[]): OcrLine[] {
  const sorted = lines
    .filter((line) => line.text.trim().length > 0)
    .map((line) => ({ ...line, box: { ...line.box } }))
    .sort((a, b) => a.box.x0 - b.box.x0);
  const out: OcrLine[] = [];
  for (const line of sorted) {
    const h = boxHeight(line.box);
    // The same word read twice over the same pixels is one word.
    const twice = out.some(
      (other) =>
        other.text.trim() === line.text.trim() &&
        Math.abs(other.box.x0 - line.box.x0) < 0.5 * h &&
        overlapY(other.box, line.box) >= 0.6 * h,
    );
    if (twice) continue;
    const into = out.find((other) => {
      const oh = boxHeight(other.box);
      const gap = line.box.x0 - other.box.x1;
      return (
        overlapY(other.box, line.box) >= 0.6 * Math.min(h, oh) &&
        gap <= 0.9 * Math.max(h, oh) &&
        gap >= -0.5 * Math.max(h, oh) &&
        Math.abs(h - oh) <= 0.5 * Math.max(h, oh)
      );
    });
    if (!into) {
      out.push(line);
      continue;
    }
    const total = into.text.length + line.text.length;
    into.confidence = (into.confidence * into.text.length + line.confidence * line.text.length) / total;
    into.text = `${into.text.trim()} ${line.text.trim()}`;
    into.box = {
      x0: Math.min(into.box.x0, line.box.x0),
      y0: Math.min(into.box.y0, line.box.y0),
      x1: Math.max(into.box.x1, line.box.x1),
      y1: Math.max(into.box.y1, line.box.y1),
    };
  }
  return out.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

const BENCH_POSITION: Record<string, Position> = {
  GK: 'GKP',
  GKP: 'GKP',
  DEF: 'DEF',
  MID: 'MID',
  FWD: 'FWD',
};

/** 'GK', 'GKP', '1', '2. DEF' → the slot's position when printed. */
export function parseBenchLabel(text: string): { position: Position | null } | null {
  const match = /^\s*(?:(GKP?)|[1-3][.,]?\s*(DEF|MID|FWD|GKP)?)\s*$/i.exec(text);
  if (!match) return null;
  const code = (match[1] ?? match[2])?.toUpperCase();
  return { position: code ? (BENCH_POSITION[code] ?? null) : null };
}

const isSecondLine = (text: string) =>
  parseFixtureText(text) !== null || parsePriceText(text) !== null || parsePointsText(text) !== null;

/**
 * Whether `line` sits where the line under `name` is printed: just below it, at about its size (`minRatio`
 * of its height at least).
 */
function fitsUnder(name: OcrLine, line: OcrLine, minRatio = 0.6): boolean {
  const h = boxHeight(name.box);
  const gap = line.box.y0 - name.box.y1;
  // A name without ascenders or descenders ("Lacroix", "Senesi") has a box shorter than its price's ("£5.0m"
  // reaches from the £'s top to the baseline), and a price whose tops the line finding missed starts lower:
  // the gap is judged on the taller of the two, with room for a few lost rows.
  const tall = Math.max(h, boxHeight(line.box));
  if (gap < -0.3 * h || gap > 1.6 * tall) return false;
  // Both lines of a plate are printed at about one size; a shirt's logo above is not a name.
  const ratio = boxHeight(line.box) / h;
  return ratio >= minRatio && ratio <= 1.6;
}

/** The line printed right under a name and centred with it. */
function lineUnder(name: OcrLine, candidates: readonly OcrLine[]): OcrLine | undefined {
  const h = boxHeight(name.box);
  let best: OcrLine | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const line of candidates) {
    const gap = line.box.y0 - name.box.y1;
    if (!fitsUnder(name, line)) continue;
    const reach = Math.max(boxWidth(name.box), boxWidth(line.box)) / 2 + h;
    if (Math.abs(centreX(line.box) - centreX(name.box)) > reach) continue;
    if (gap < bestGap) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Names of neighbouring plates read as one line ("M.França George…" on a small phone capture, where the plates
 * nearly touch): a name line with the lines of two or more plates under it is split between them, each word
 * going to the plate under its estimated place (its characters' share of the line's width). A line over one
 * plate is left whole.
 */
export function splitAcrossPlates(
  name: OcrLine,
  seconds: readonly OcrLine[],
): (OcrLine & { under?: OcrLine })[] {
  const { x0, x1 } = name.box;
  const under = seconds
    // Two names found as one line come back up to twice as tall as one (a descender, a stroke of the shirt).
    .filter((line) => fitsUnder(name, line, 0.4) && centreX(line.box) > x0 && centreX(line.box) < x1)
    .sort((a, b) => centreX(a.box) - centreX(b.box));
  if (under.length < 2) return [name];
  const text = name.text.trim();
  const words = [...text.matchAll(/\S+/g)];
  if (words.length < 2) return [name];
  const perChar = boxWidth(name.box) / text.length;
  const groups = new Map<number, { words: string[]; from: number; to: number; under: OcrLine }>();
  for (const word of words) {
    const start = x0 + (word.index as number) * perChar;
    const end = start + word[0].length * perChar;
    const mid = (start + end) / 2;
    let nearest = 0;
    for (const [i, line] of under.entries()) {
      const best = under[nearest] as OcrLine;
      if (Math.abs(centreX(line.box) - mid) < Math.abs(centreX(best.box) - mid)) nearest = i;
    }
    const group = groups.get(nearest) ?? {
      words: [],
      from: start,
      to: end,
      under: under[nearest] as OcrLine,
    };
    group.words.push(word[0]);
    group.to = end;
    groups.set(nearest, group);
  }
  if (groups.size < 2) return [name];
  // Each piece keeps the line it was split over: its box is as tall as the merged line, too tall to be paired
  // with the line under it by size.
  return [...groups.values()].map((group) => ({
    text: group.words.join(' '),
    confidence: name.confidence,
    box: { ...name.box, x0: Math.round(group.from), x1: Math.round(group.to) },
    under: group.under,
  }));
}

export function layoutPlates(lines: readonly OcrLine[]): PlateLayout {
  const merged = mergeFragments(lines);
  const badges: Badge[] = [];
  const benchLabels: BenchLabel[] = [];
  const seconds: OcrLine[] = [];
  const names: (OcrLine & { under?: OcrLine })[] = [];
  const others: OcrLine[] = [];
  for (const line of merged) {
    const w = boxWidth(line.box);
    const h = boxHeight(line.box);
    const badge = parseBadgeText(line.text);
    const label = parseBenchLabel(line.text);
    if (badge && w <= 3 * h) badges.push({ kind: badge, box: line.box, confidence: line.confidence });
    else if (label?.position) benchLabels.push({ position: label.position, box: line.box });
    else if (isSecondLine(line.text)) seconds.push(line);
    else if (looksLikeName(cleanPlateText(line.text))) names.push(line);
    else others.push(line);
  }
  names.splice(0, names.length, ...names.flatMap((line) => splitAcrossPlates(line, seconds)));
  const used = new Set<OcrLine>();
  const plates = names.map((line): Plate => {
    const second =
      line.under && !used.has(line.under)
        ? line.under
        : lineUnder(
            line,
            seconds.filter((s) => !used.has(s)),
          );
    const { under: _, ...read } = line;
    const plate: Plate = { name: cleanPlateText(read.text), box: read.box, confidence: read.confidence };
    if (second) {
      used.add(second);
      plate.second = second;
      const fixture = parseFixtureText(second.text);
      const price = parsePriceText(second.text);
      const points = parsePointsText(second.text);
      if (fixture) plate.fixture = fixture;
      if (price !== null) plate.price = price;
      else if (points !== null) plate.points = points;
    }
    return plate;
  });
  for (const line of seconds) if (!used.has(line)) others.push(line);
  return { plates, badges, benchLabels, others };
}

/** Plates grouped into pitch rows, top to bottom, each row left to right. */
export function pitchRowsOf<T extends { box: Box }>(plates: readonly T[]): T[][] {
  if (plates.length === 0) return [];
  const heights = plates.map((plate) => boxHeight(plate.box)).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)] as number;
  const sorted = [...plates].sort((a, b) => centreY(a.box) - centreY(b.box));
  const rows: T[][] = [];
  let row: T[] = [];
  let rowY = 0;
  for (const plate of sorted) {
    const y = centreY(plate.box);
    if (row.length > 0 && y - rowY > 1.6 * h) {
      rows.push(row);
      row = [];
    }
    row.push(plate);
    rowY = row.reduce((sum, p) => sum + centreY(p.box), 0) / row.length;
  }
  rows.push(row);
  return rows.map((r) => r.sort((a, b) => a.box.x0 - b.box.x0));
}

/**
 * The plate a C or V badge belongs to: the nearest name below it (badges sit on the shirt, above the name),
 * with the distance in name heights. A badge is about as tall as the name and about round.
 */
export function plateOfBadge<T extends { box: Box }>(
  badge: Badge,
  plates: readonly T[],
): { plate: T; distance: number } | undefined {
  let best: { plate: T; distance: number } | undefined;
  for (const plate of plates) {
    const h = boxHeight(plate.box);
    const bh = boxHeight(badge.box);
    if (bh < 0.6 * h || bh > 2.2 * h || boxWidth(badge.box) > 2.6 * bh) continue;
    const dy = centreY(plate.box) - centreY(badge.box);
    // Up to 8 name heights: on the desktop pitch the badge sits by the shirt's shoulder, 7–8 names above.
    if (dy < h || dy > 8 * h) continue;
    const dx = centreX(badge.box) - centreX(plate.box);
    if (Math.abs(dx) > boxWidth(plate.box) / 2 + 4 * h) continue;
    const distance = Math.hypot(dx, dy) / h;
    if (!best || distance < best.distance) best = { plate, distance };
  }
  return best;
}

/** The plate wearing the best-placed badge of a kind, if any badge of that kind sits on a plate. */
export function badgedPlate<T extends { box: Box }>(
  badges: readonly Badge[],
  kind: Badge['kind'],
  plates: readonly T[],
): T | undefined {
  let best: { plate: T; distance: number } | undefined;
  for (const badge of badges) {
    if (badge.kind !== kind) continue;
    const fit = plateOfBadge(badge, plates);
    if (fit && (!best || fit.distance < best.distance)) best = fit;
  }
  return best?.plate;
}

/** The bench label printed just above or below a plate, centred with it. */
export function benchLabelOf(plate: { box: Box }, labels: readonly BenchLabel[]): BenchLabel | undefined {
  const h = boxHeight(plate.box);
  return labels.find(
    (label) =>
      Math.abs(centreX(label.box) - centreX(plate.box)) <= boxWidth(plate.box) / 2 + h &&
      Math.abs(centreY(label.box) - centreY(plate.box)) <= 12 * h,
  );
}
