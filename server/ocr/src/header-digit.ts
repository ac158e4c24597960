// The free transfers on a Transfers page: one big bold digit alone, whose few vertical strokes (a "3", a "1")
// the stroke density often misses, or finds only in part. Its ink is looked for under its label when no read
// line there holds a digit, or, when the label did not read (a page shrunk for upload), left of the cost.
import {
  type Box,
  HEADER_ROW_REACH,
  isTransferCost,
  isUnderLabel,
  type OcrLine,
} from '@fpl-assistant/engine/extraction';
import { clearInk } from './ink-component.js';
import type { GreyImage } from './text-lines.js';

const LABEL = /Free\s*Transfers?/i;
/** The value sits within this many label heights under the label (a phone's digit is ~1.7 label heights tall). */
const REACH = 2.8;
/** A digit's box under the label is at least this many label heights tall: a glyph's ink, not a piece of it. */
const WHOLE_DIGIT = 0.8;
/** OCR confidence (0–100) under which a digit under the label is read again. */
export const SURE_DIGIT = 75;
/** The widest a "1" is for its height (a serif one with its foot); a thin-stroked serif "4" read as "1" is wider. */
export const MAX_ONE_ASPECT = 0.75;
/** A pixel this far in grey from the card's ground is ink. */
const INK_CONTRAST = 80;

/** The box of the free transfers' digit, to be read on its own; boxes in `grey`'s pixels. */
export function freeTransfersDigitBox(grey: GreyImage, lines: readonly OcrLine[]): Box | undefined {
  const label = lines.find((line) => LABEL.test(line.text));
  // "Free Transfers: 2" on one line needs nothing more.
  if (label) return /\d/.test(label.text) ? undefined : underLabel(grey, lines, label.box);
  const cost = lines.find((line) => isTransferCost(line.text));
  return cost ? besideCost(grey, cost.box) : undefined;
}

function underLabel(grey: GreyImage, lines: readonly OcrLine[], label: Box): Box | undefined {
  const h = label.y1 - label.y0;
  const cx = (label.x0 + label.x1) / 2;
  // A digit read whole under the label needs nothing more; a piece of one (the bar of a small serif "4", read
  // as "1") or an unsure read is read again from the glyph's ink.
  const readWhole = (line: OcrLine) =>
    /\d/.test(line.text) &&
    isUnderLabel(line.box, label) &&
    line.box.y1 - line.box.y0 >= WHOLE_DIGIT * h &&
    line.confidence >= SURE_DIGIT &&
    !(line.text.trim() === '1' && line.box.x1 - line.box.x0 > MAX_ONE_ASPECT * (line.box.y1 - line.box.y0));
  if (lines.some(readWhole)) return undefined;
  const area = {
    x0: Math.max(0, label.x0),
    y0: Math.min(grey.height, label.y1 + Math.round(0.15 * h)),
    x1: Math.min(grey.width, label.x1),
    y1: Math.min(grey.height, label.y1 + Math.round(REACH * h)),
  };
  // A digit is at least as tall as the label's capitals and no wider than about its own height.
  return digitShaped(inkNear(grey, area, cx), 0.6 * h, 2.5 * h);
}

/** The ink nearest the cost on its rows to its left: the free transfers' digit, whole ("5", not a piece of it). */
function besideCost(grey: GreyImage, cost: Box): Box | undefined {
  const h = cost.y1 - cost.y0;
  const margin = Math.round(0.3 * h);
  const area = {
    x0: Math.max(0, cost.x0 - HEADER_ROW_REACH * h),
    y0: Math.max(0, cost.y0 - margin),
    x1: Math.max(0, cost.x0 - 1),
    y1: Math.min(grey.height, cost.y1 + margin),
  };
  // The cost's box holds the descender of its "p": the digit is about its capitals' height.
  return digitShaped(inkNear(grey, area, area.x1), 0.4 * h, 1.5 * h);
}

function digitShaped(glyph: Box | undefined, minHeight: number, maxHeight: number): Box | undefined {
  if (!glyph) return undefined;
  const gh = glyph.y1 - glyph.y0;
  const gw = glyph.x1 - glyph.x0;
  return gh >= minHeight && gh <= maxHeight && gw <= 1.5 * gh ? glyph : undefined;
}

/**
 * The 8-connected ink (far from the area's commonest grey) nearest the column `cx`, not touching the area's
 * edges (a card's border, the label over it), with the ink beside it on its rows (a second digit).
 */
function inkNear(grey: GreyImage, area: Box, cx: number): Box | undefined {
  const w = area.x1 - area.x0;
  const h = area.y1 - area.y0;
  if (w < 3 || h < 3) return undefined;
  const counts = new Uint32Array(256);
  for (let y = area.y0; y < area.y1; y++)
    for (let x = area.x0; x < area.x1; x++) {
      const v = grey.data[y * grey.width + x] as number;
      counts[v] = (counts[v] as number) + 1;
    }
  const ground = counts.indexOf(Math.max(...counts));
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = grey.data[(area.y0 + y) * grey.width + area.x0 + x] as number;
      ink[y * w + x] = Math.abs(v - ground) >= INK_CONTRAST ? 1 : 0;
    }
  }
  const parts: Box[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start]) continue;
    const box = clearInk(ink, w, h, [start]);
    if (box.x0 === 0 || box.y0 === 0 || box.x1 === w || box.y1 === h) continue;
    parts.push({ x0: area.x0 + box.x0, y0: area.y0 + box.y0, x1: area.x0 + box.x1, y1: area.y0 + box.y1 });
  }
  // Specks (antialiasing) are no glyph.
  const glyphs = parts.filter((part) => part.y1 - part.y0 >= 3);
  if (glyphs.length === 0) return undefined;
  const distance = (box: Box) => Math.abs((box.x0 + box.x1) / 2 - cx);
  const nearest = glyphs.reduce((best, part) => (distance(part) < distance(best) ? part : best));
  const gh = nearest.y1 - nearest.y0;
  const out = { ...nearest };
  // The other digit of a "10" (never on FPL, but a split glyph too): ink on the same rows close beside it.
  for (const part of glyphs) {
    const overlap = Math.min(part.y1, out.y1) - Math.max(part.y0, out.y0);
    const gap = Math.max(part.x0, out.x0) - Math.min(part.x1, out.x1);
    if (part !== nearest && overlap >= 0.5 * gh && gap <= 0.5 * gh) {
      out.x0 = Math.min(out.x0, part.x0);
      out.y0 = Math.min(out.y0, part.y0);
      out.x1 = Math.max(out.x1, part.x1);
      out.y1 = Math.max(out.y1, part.y1);
    }
  }
  return out;
}

/**
 * What the digit's shape says when OCR read a thin-stroked serif "4" as "1": a "1" has no enclosed counter, a
 * "4" a small one in its upper part, a "0" one nearly as tall as itself. Undefined when the shape settles
 * nothing (no counter: it may well be a "1"). Ink is the side of the box's mid grey given by its darker or
 * lighter minority.
 */
export function digitByCounter(grey: GreyImage, box: Box): '4' | '0' | undefined {
  const w = box.x1 - box.x0 + 2;
  const h = box.y1 - box.y0 + 2;
  if (w < 4 || h < 6) return undefined;
  let min = 255;
  let max = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const v = grey.data[y * grey.width + x] as number;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  }
  const mid = (min + max) / 2;
  let dark = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) if ((grey.data[y * grey.width + x] as number) < mid) dark++;
  const inkIsDark = dark < ((box.x1 - box.x0) * (box.y1 - box.y0)) / 2;
  // Ground as a mask one pixel wider than the box all round, so the outside is one connected region.
  const ground = new Uint8Array(w * h).fill(1);
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const v = grey.data[y * grey.width + x] as number;
      if (inkIsDark ? v < mid : v > mid) ground[(y - box.y0 + 1) * w + (x - box.x0 + 1)] = 0;
    }
  }
  // The outside is 4-connected ground from the corner; what ground is left is enclosed: counters.
  const stack = [0];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    if (!ground[i]) continue;
    ground[i] = 0;
    const x = i % w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    if (i >= w) stack.push(i - w);
    if (i + w < w * h) stack.push(i + w);
  }
  let top = h;
  let bottom = 0;
  let area = 0;
  for (let i = 0; i < ground.length; i++) {
    if (!ground[i]) continue;
    const y = Math.floor(i / w);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y + 1);
    area++;
  }
  // A pixel or two enclosed is antialiasing where strokes meet, no counter.
  if (area < 3) return undefined;
  const glyphHeight = h - 2;
  if (bottom - top >= 0.5 * glyphHeight) return '0';
  return top - 1 < 0.5 * glyphHeight ? '4' : undefined;
}
