// Finds text lines on a greyscale image without OCR: dense vertical strokes (horizontal gradient) form text;
// pitch lines, shirts' outlines and flat plates do not. Each box is then cropped and read on its own.
import type { Box } from '@fpl-assistant/engine/extraction';
import { isShort } from './line-strip.js';

export interface GreyImage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

/** Interleaved pixels, `channels` bytes each (1 grey, 3 RGB). */
export interface PixelImage extends GreyImage {
  channels: number;
}

/** A step of at least this many grey levels between x-1 and x+1 counts as a stroke edge. */
const EDGE_STEP = 90;
/** Half-width of the window in which stroke edges are counted. */
const WINDOW = 12;
/** Share of edge pixels in the window (3 rows × 25 columns) that marks text. */
const DENSITY = 0.2;
/** Weaker density that still counts when it continues a text run along the row. */
const WEAK_DENSITY = 0.1;
const MIN_HEIGHT = 6;
const MAX_HEIGHT = 90;

/** Boxes (pixels of `image`) around text lines, top to bottom then left to right. */
export interface TextLine extends Box {
  /**
   * A short box (a badge, a short name) is found from dense strokes alone, as a badge needs it; `wide` is the
   * same line as the weaker strokes beside it found it, to read instead when it is no badge.
   */
  wide?: Box;
}

/**
 * `upscaled`: the image is a copy enlarged this many times (a page too small to find lines on as it is), so a
 * stroke's edge is judged over as many more pixels: its step per pixel shrank with the enlargement.
 */
export function findTextLines(image: PixelImage, upscaled = 1): TextLine[] {
  const { data, width, height, channels } = image;
  const edges = new Uint8Array(width * height);
  const reach = Math.max(1, Math.round(upscaled));
  // The largest step of any channel: white on salmon differs little in grey but much in green and blue.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = reach; x < width - reach; x++) {
      const left = (row + x - reach) * channels;
      const right = (row + x + reach) * channels;
      for (let c = 0; c < channels; c++) {
        const step = (data[right + c] as number) - (data[left + c] as number);
        if (step >= EDGE_STEP || step <= -EDGE_STEP) {
          edges[row + x] = 1;
          break;
        }
      }
    }
  }
  clearLongVerticalEdges(edges, width, height);
  // Column sums over 3 rows, then a running window along each row. `dense` marks dense stretches;
  // `text` also the weaker stretches that continue a dense one along its row.
  const dense = new Uint8Array(width * height);
  const text = new Uint8Array(width * height);
  const span = 2 * WINDOW + 1;
  const threshold = DENSITY * span * 3;
  const weakThreshold = WEAK_DENSITY * span * 3;
  const column = new Uint16Array(width);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 0; x < width; x++) {
      column[x] =
        (edges[(y - 1) * width + x] as number) +
        (edges[y * width + x] as number) +
        (edges[(y + 1) * width + x] as number);
    }
    let sum = 0;
    for (let x = 0; x < Math.min(span, width); x++) sum += column[x] as number;
    // Big, widely spaced glyphs ("£7.7m" on a phone) have fewer edges per pixel than small ones, but sit
    // beside dense ones: a run of weak density along the row is text when it holds a dense stretch.
    let runStart = -1;
    let runDense = false;
    const endRun = (end: number) => {
      if (runStart >= 0 && runDense) text.fill(1, y * width + runStart, y * width + end);
      runStart = -1;
      runDense = false;
    };
    for (let x = WINDOW; x < width - WINDOW; x++) {
      if (sum >= weakThreshold) {
        if (runStart < 0) runStart = x;
        if (sum >= threshold) {
          runDense = true;
          dense[y * width + x] = 1;
        }
      } else endRun(x);
      if (x + WINDOW + 1 < width) sum += (column[x + WINDOW + 1] as number) - (column[x - WINDOW] as number);
    }
    endRun(width - WINDOW);
  }
  // Shapes no line has go before fitting and merging: a region taller than any line (a pitch's outline)
  // would swallow every line inside it, a narrow one (a slanting pitch line) fall into line-sized pieces,
  // and a speck would grow to a line's size.
  const fitsLine = (box: Box) => {
    const h = box.y1 - box.y0;
    return h >= MIN_HEIGHT && h <= MAX_HEIGHT && box.x1 - box.x0 >= 0.7 * h;
  };
  const boxesOf = (mask: Uint8Array) =>
    components(mask, width, height)
      .map((box) => trimToEdges(box, edges, width))
      .filter(fitsLine);
  // Short boxes (a C/V badge, a short name) come from the dense mask alone and as found: the weak
  // stretches would pull in a shirt's edge beside a badge, and the strip crops them to their letters itself.
  const denseBoxes = boxesOf(dense);
  const short = joinGlyphHalves(image, edges, denseBoxes.filter(isShort));
  const weakBoxes = boxesOf(text);
  const weak = weakBoxes.filter((box) => !isShort(box));
  // Where the weak stretches joined a whole row of small plates and shirts into one region too tall for a
  // line (a phone page scaled down for upload), the dense lines inside it stand on their own.
  const orphans = denseBoxes.filter((box) => !isShort(box) && !weak.some((line) => mostlyInside(box, line)));
  const lines = [...weak, ...orphans].flatMap((box) => fitToInk(image, edges, box));
  const merged = mergeOverlapping(image, lines).filter(fitsLine);
  // A dense piece of a longer line ("7m" of "£7.7m") is already read with it.
  // A short word beside a line ("Free" before "Transfers") joins it; other short boxes stand alone.
  const rest = short.filter((box) => !merged.some((line) => mostlyInside(box, line)));
  for (let i = rest.length - 1; i >= 0; i--) {
    const word = rest[i] as Box;
    const at = merged.findIndex((line) => sideBySide(image, word, line));
    if (at < 0) continue;
    merged[at] = union(merged[at] as Box, word);
    rest.splice(i, 1);
  }
  const alone: TextLine[] = rest.map((box) => {
    // The same short line as the weak stretches found it, when they found more of it ("Hill", not "ill"), or
    // grown over the letters the dense window missed at its ends (the stem of "Beto"'s B on a small desktop
    // page): a letter the box cuts would be cleared with the plate's edge when the strip crops to letters.
    const wide =
      weakBoxes.find(
        (other) => isShort(other) && mostlyInside(box, other) && other.x1 - other.x0 > box.x1 - box.x0,
      ) ?? grow(image, edges, box);
    return wide.x1 - wide.x0 > box.x1 - box.x0 ? { ...box, wide } : box;
  });
  return [...merged, ...alone].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/**
 * A pitch's side line, drawn a few pixels wide, is as dense in stroke edges as text: beside a name on the
 * outermost plate it joins the name's region into one far taller than a line, and the name is lost. Its edges
 * run down a column much longer than any glyph's stroke: runs longer than the tallest line are cleared.
 */
export function clearLongVerticalEdges(edges: Uint8Array, width: number, height: number): void {
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && edges[y * width + x] === 1;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start > MAX_HEIGHT) for (let k = start; k < y; k++) edges[k * width + x] = 0;
        start = -1;
      }
    }
  }
}

/** A row or column of a box's ground (JPEG noise and all) has no channel spread this wide; text has. */
const INK_SPREAD = 90;
/** How far a box may grow on each side, in its own heights: big bold text loses its tops and feet. */
const MAX_GROWTH = 0.25;
/** Share of the width on each side left out when a row is tested for ink. */
const ROW_INSET = 0.2;
/** An ink-free gap of this many line heights splits a box's columns: wider than a word gap. */
const COLUMN_GAP = 0.8;
/** Side-by-side pieces at most this many line heights apart are words of one line. */
const WORD_GAP = 0.9;
/** Ink-free columns a box grows sideways across: a letter gap, in line heights. */
const LETTER_GAP = 0.35;
/** How far a box may grow sideways, in line heights: a glyph or two the density missed. */
const SIDE_REACH = 2;
/** Stacked pieces of a glyph are at most this many times the taller piece's height together. */
const MAX_GLYPH_STACK = 2;
/** A piece left with less than this share of the rows its columns were judged on is judged again. */
const TRIMMED_ROWS = 0.75;
/** Pieces of one line: the shorter is at least this share of the taller. */
const SAME_HEIGHT = 0.6;

/**
 * The stroke density finds a line only roughly: big bold text loses its tops and feet (and a lone digit
 * falls in pieces), and a pitch line or plate border beside a name joins its box and can drag it down over
 * the price. So each box is fitted to its ink: it splits at ink-free column gaps wider than a word gap (the
 * plate's padding between a name and a border or the centre circle), then at ink-free rows across its
 * middle (the ground between a name and its price), and each part grows a little while the next row or
 * column still crosses ink.
 */
function fitToInk(image: PixelImage, edges: Uint8Array, box: Box, reached = false): Box[] {
  const parts: Box[] = [];
  const inset = rowInset(box);
  const inkRows = rowsOfInk(image, box.x0 + inset, box.x1 - inset, box.y0, box.y1);
  const rows = inkRuns(box.y0, box.y1, 1, (y) => (inkRows[y - box.y0] ? INK_SPREAD : 0));
  rows.forEach(([inkTop, inkBottom], i) => {
    // Only bands between two runs split; the box's own top and bottom stay (ascenders beside the middle).
    const y0 = i === 0 ? box.y0 : inkTop;
    const y1 = i === rows.length - 1 ? box.y1 : inkBottom;
    const minGap = Math.max(3, Math.round(COLUMN_GAP * (inkBottom - inkTop)));
    // Columns are judged a little above and below the ink: a column inside a bold stroke is all ink.
    const top = Math.max(0, inkTop - 2);
    const bottom = Math.min(image.height, inkBottom + 2);
    const columns = pitchSeparated(image, box.x0, box.x1, top, bottom).flatMap(([from, to]) =>
      inkRuns(from, to, minGap, (x) => spreadOf(image, x, x + 1, top, bottom)),
    );
    const pieces: Box[] = [];
    for (const [x0, x1] of columns) {
      // Each piece drops its own ink-free rows at top and bottom (the plate's padding, now without the
      // border or pitch line beside it), then grows.
      const piece = inkRuns(y0, y1, y1 - y0, (y) => spreadOf(image, x0, x1, y, y + 1))[0];
      if (!piece) continue;
      // When that dropped many rows (a price band's top under two joined names), its columns are judged again on
      // its own rows: the plate's padding beside the name held ink only beside the band.
      // They are judged with the ground row above and below the piece: a column inside a bold stem (the B of
      // "Beto") is all ink over the piece's own rows, and would be cut off with the padding.
      const above = Math.max(0, piece[0] - 1);
      const below = Math.min(image.height, piece[1] + 1);
      const sides: [number, number] | undefined =
        piece[1] - piece[0] < TRIMMED_ROWS * (bottom - top)
          ? inkRuns(x0, x1, x1 - x0, (x) => spreadOf(image, x, x + 1, above, below))[0]
          : [x0, x1];
      if (sides) pieces.push({ x0: sides[0], y0: piece[0], x1: sides[1], y1: piece[1] });
    }
    // A piece whose ink goes on above or below it was found without its tops or feet (a thin serif price
    // shrunk for upload): its columns were judged inside the glyphs, where a stem looks like pitch. The band
    // is fitted again over the rows its pieces reach.
    // Only a piece of a glyph's width or more counts: a sliver beside a line is a border or a pitch line.
    const reaches = reached ? [] : pieces.map((piece) => reachInk(image, piece, rowInset(piece)));
    const grew = (piece: Box, reach: Box) =>
      piece.x1 - piece.x0 >= 0.7 * (piece.y1 - piece.y0) && reach.y1 - reach.y0 >= piece.y1 - piece.y0 + 2;
    if (reaches.some((reach, k) => grew(pieces[k] as Box, reach))) {
      const band = {
        x0: box.x0,
        y0: Math.min(...reaches.map((reach) => reach.y0)),
        x1: box.x1,
        y1: Math.max(...reaches.map((reach) => reach.y1)),
      };
      parts.push(...fitToInk(image, edges, band, true));
    } else parts.push(...pieces.map((piece) => grow(image, edges, piece)));
  });
  return parts;
}

/**
 * A thin serif price shrunk for upload has stroke edges dense enough only in its lower half (the tops of "£5.5"
 * are curves and bars): the box extended up and down over rows that still cross ink, as far as the first
 * ink-free row (the plate's padding) and at most its own height.
 */
function reachInk(image: PixelImage, box: Box, inset: number): Box {
  const reach = Math.max(2, box.y1 - box.y0);
  const top = Math.max(0, box.y0 - reach);
  const bottom = Math.min(image.height, box.y1 + reach);
  const ink = rowsOfInk(image, box.x0 + inset, box.x1 - inset, top, bottom);
  let y0 = box.y0;
  while (y0 > top && ink[y0 - 1 - top]) y0--;
  let y1 = box.y1;
  while (y1 < bottom && ink[y1 - top]) y1++;
  // Ink going on for a whole line height more is no glyph's lost top or foot but what lies beyond it (a
  // plate's border, the next plate): that side stays as found.
  return {
    ...box,
    y0: y0 > top || top === 0 ? y0 : box.y0,
    y1: y1 < bottom || bottom === image.height ? y1 : box.y1,
  };
}

/**
 * Which rows [y0, y1) cross ink over columns [x0, x1). A faint row between two rows of ink is a serif's
 * antialiased hairline (the top of a small "£5.5" shrunk for upload), not the ground between two lines.
 */
function rowsOfInk(image: PixelImage, x0: number, x1: number, y0: number, y1: number): boolean[] {
  const spreads: number[] = [];
  for (let y = y0; y < y1; y++) spreads.push(spreadOf(image, x0, x1, y, y + 1));
  return spreads.map(
    (spread, i) =>
      spread >= INK_SPREAD ||
      (spread >= INK_SPREAD / 2 &&
        (spreads[i - 1] ?? 0) >= INK_SPREAD &&
        (spreads[i + 1] ?? 0) >= INK_SPREAD),
  );
}

/**
 * Two plates side by side whose names fill them join into one region with the tops of both price bands, and
 * a row across it crosses the plates' edges, so it splits into no name and price rows, and the gap between
 * the plates is narrower than the region's height. A column all of pitch green is no plate: the region's
 * columns [from, to) split there first.
 */
export function pitchSeparated(
  image: PixelImage,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): [number, number][] {
  const { data, width, channels } = image;
  const isPitchColumn = (x: number) => {
    for (let y = y0; y < y1; y++) {
      const p = (y * width + x) * channels;
      const r = data[p] as number;
      const g = data[p + 1] as number;
      const b = data[p + 2] as number;
      if (g < 120 || g > 230 || g - r < 50 || g - b < 40) return false;
    }
    return true;
  };
  const segments: [number, number][] = [];
  let start = -1;
  for (let x = x0; x <= x1; x++) {
    const plate = x < x1 && (channels < 3 || !isPitchColumn(x));
    if (plate && start < 0) start = x;
    if (!plate && start >= 0) {
      segments.push([start, x]);
      start = -1;
    }
  }
  return segments;
}

/** A row is judged on the box's middle, unless the box is a glyph or two (a "2" has ink only at a side). */
function rowInset(box: Box): number {
  const w = box.x1 - box.x0;
  return isGlyph(box) ? 0 : Math.floor(w * ROW_INSET);
}

const isGlyph = (box: Box) => box.x1 - box.x0 < 2 * (box.y1 - box.y0);

/** Runs [from, to) of positions with ink, split where at least `minGap` positions in a row have none. */
function inkRuns(
  from: number,
  to: number,
  minGap: number,
  spread: (at: number) => number,
): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  let end = -1;
  for (let at = from; at < to; at++) {
    if (spread(at) < INK_SPREAD) continue;
    if (start >= 0 && at - end >= minGap) {
      runs.push([start, end]);
      start = -1;
    }
    if (start < 0) start = at;
    end = at + 1;
  }
  if (start >= 0) runs.push([start, end]);
  return runs;
}

/**
 * A part grown row by row while the next row still crosses stroke edges (a letter's top or foot; not a
 * plate's edge or JPEG ringing along a horizontal border, which have none), then sideways over letter gaps
 * to the last column that does (a "£" whose few edges the density missed; not a plate's border, which is
 * one flat colour all the way down).
 */
function grow(image: PixelImage, edges: Uint8Array, part: Box): Box {
  const { width, height } = image;
  const out = { ...part };
  const h = part.y1 - part.y0;
  const limit = Math.max(2, Math.round(MAX_GROWTH * h));
  const edgesIn = (x0: number, x1: number, y0: number, y1: number) => {
    let count = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) count += edges[y * width + x] as number;
    return count;
  };
  const rowHasInk = (y: number) => {
    const inset = rowInset(out);
    return edgesIn(out.x0 + inset, out.x1 - inset, y, y + 1) >= 2;
  };
  for (let n = 0; n < limit && out.y0 > 0 && rowHasInk(out.y0 - 1); n++) out.y0--;
  for (let n = 0; n < limit && out.y1 < height && rowHasInk(out.y1); n++) out.y1++;
  const columnHasInk = (x: number) =>
    edgesIn(x, x + 1, out.y0, out.y1) >= 2 && spreadOf(image, x, x + 1, out.y0, out.y1) >= INK_SPREAD;
  const gap = Math.max(2, Math.round(LETTER_GAP * h));
  let left = out.x0;
  for (let x = out.x0 - 1; x >= Math.max(0, out.x0 - SIDE_REACH * h) && left - x <= gap; x--)
    if (columnHasInk(x)) left = x;
  let right = out.x1;
  for (let x = out.x1; x < Math.min(width, out.x1 + SIDE_REACH * h) && x - right < gap; x++)
    if (columnHasInk(x)) right = x + 1;
  out.x0 = left;
  out.x1 = right;
  return out;
}

/** The largest spread (max − min) of any channel over a rectangle. */
function spreadOf(image: PixelImage, x0: number, x1: number, y0: number, y1: number): number {
  const { data, width, channels } = image;
  let spread = 0;
  for (let c = 0; c < channels; c++) {
    let min = 255;
    let max = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const v = data[(y * width + x) * channels + c] as number;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    if (max - min > spread) spread = max - min;
  }
  return spread;
}

/** Pieces of one line that grew into each other become one box. */
function mergeOverlapping(image: PixelImage, boxes: Box[]): Box[] {
  const out = boxes.map((box) => ({ ...box }));
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i] as Box;
        const b = out[j] as Box;
        if (piecesOfOneLine(image, a, b)) {
          out[i] = union(a, b);
          out.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * A big bold digit alone (the free transfers on a phone page) has dense strokes at its top and foot but not
 * at its waist, so it comes out as two short boxes stacked in the same columns: they are joined back when
 * together they make one glyph's shape. A badge over a name, or a name over its fixture, differ in width.
 */
function joinGlyphHalves(image: PixelImage, edges: Uint8Array, short: Box[]): Box[] {
  const out = [...short];
  const joined = new Set<Box>();
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const a = out[i] as Box;
      const b = out[j] as Box;
      const overlapX = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const wider = Math.max(a.x1 - a.x0, b.x1 - b.x0);
      const gapY = Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1);
      const shorter = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const u = union(a, b);
      if (overlapX >= 0.6 * wider && gapY <= 0.6 * shorter && u.x1 - u.x0 <= 1.5 * (u.y1 - u.y0)) {
        out[i] = u;
        joined.add(u);
        out.splice(j, 1);
        j = i;
      }
    }
  }
  // A joined glyph (no badge: that is one piece) grows to the bars the dense strokes missed (a "2"'s foot).
  return out.map((box) => (joined.has(box) ? grow(image, edges, box) : box));
}

/** Whether at least half of `inner`'s area lies inside `outer`. */
export function mostlyInside(inner: Box, outer: Box): boolean {
  const w = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const h = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return w > 0 && h > 0 && 2 * w * h >= (inner.x1 - inner.x0) * (inner.y1 - inner.y0);
}

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

/**
 * Two boxes are pieces of one line when they overlap on most of their rows, or sit side by side on the same
 * rows a word gap apart ("Free" and "Transfers", "£" split from "4.6m"), or are the stacked halves of one
 * glyph that grew into each other through its ink (a bold "2" cut at its waist). Never when the union is
 * much taller than either (a name over its price, or a chain of boxes down a pitch line).
 */
function piecesOfOneLine(image: PixelImage, a: Box, b: Box): boolean {
  const ha = a.y1 - a.y0;
  const hb = b.y1 - b.y0;
  const u = union(a, b);
  const overlapY = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const gapX = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
  // Halves of a glyph share its columns; a shirt or a pitch line touching a plate does not.
  const wider = Math.max(a.x1 - a.x0, b.x1 - b.x0);
  if (
    isGlyph(u) &&
    u.y1 - u.y0 <= MAX_GLYPH_STACK * Math.max(ha, hb) &&
    overlapY >= 0 &&
    -gapX >= 0.8 * wider
  )
    return true;
  if (u.y1 - u.y0 > 1.5 * Math.max(ha, hb)) return false;
  // The tall glyphs' tops of a line found apart from the rest ("£5.5" over the "m" of "£5.5m", whose waist is
  // too sparse in strokes): a piece inside the other's columns whose rows reach into the other's.
  const [small, large] = a.x1 - a.x0 <= b.x1 - b.x0 ? [a, b] : [b, a];
  if (overlapY > 0 && small.x0 >= large.x0 && small.x1 <= large.x1) return true;
  // Words of one line are about as tall as each other; a pitch line's piece beside a name is not.
  if (Math.min(ha, hb) < SAME_HEIGHT * Math.max(ha, hb)) return false;
  if (gapX < 0 && overlapY >= 0.5 * Math.min(ha, hb)) return true;
  return sideBySide(image, a, b);
}

/**
 * Words of one line: on the same rows, a word gap apart, with one flat ground between them. Names on two
 * plates side by side (a phone row of five, shrunk) have the plates' edges and the pitch between them.
 */
function sideBySide(image: PixelImage, a: Box, b: Box): boolean {
  const ha = a.y1 - a.y0;
  const hb = b.y1 - b.y0;
  const overlapY = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const gapX = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
  if (Math.min(ha, hb) < SAME_HEIGHT * Math.max(ha, hb)) return false;
  if (overlapY < 0.6 * Math.min(ha, hb) || gapX > WORD_GAP * Math.max(ha, hb)) return false;
  if (gapX <= 0) return true;
  const left = a.x1 <= b.x0 ? a : b;
  const right = left === a ? b : a;
  const y0 = Math.max(a.y0, b.y0);
  const y1 = Math.min(a.y1, b.y1);
  return spreadOf(image, left.x1, right.x0, y0, y1) < INK_SPREAD;
}

/** Bounding boxes of 4-connected regions, found run by run with a union-find over runs. */
function components(mask: Uint8Array, width: number, height: number): Box[] {
  const parent: number[] = [];
  const boxes: Box[] = [];
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) {
      const next = parent[i] as number;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  let previous: { x0: number; x1: number; id: number }[] = [];
  for (let y = 0; y < height; y++) {
    const runs: { x0: number; x1: number; id: number }[] = [];
    let x = 0;
    while (x < width) {
      if (!mask[y * width + x]) {
        x++;
        continue;
      }
      const x0 = x;
      while (x < width && mask[y * width + x]) x++;
      const id = parent.length;
      parent.push(id);
      boxes.push({ x0, y0: y, x1: x, y1: y + 1 });
      for (const run of previous) {
        if (run.x1 > x0 && run.x0 < x) {
          const a = find(run.id);
          const b = find(id);
          if (a !== b) parent[b] = a;
        }
      }
      runs.push({ x0, x1: x, id });
    }
    previous = runs;
  }
  const merged = new Map<number, Box>();
  boxes.forEach((box, i) => {
    const root = find(i);
    const into = merged.get(root);
    if (!into) merged.set(root, { ...box });
    else {
      into.x0 = Math.min(into.x0, box.x0);
      into.y0 = Math.min(into.y0, box.y0);
      into.x1 = Math.max(into.x1, box.x1);
      into.y1 = Math.max(into.y1, box.y1);
    }
  });
  return [...merged.values()];
}

/** The window widens every region by its half-width: shrink the box back to the edge pixels inside it. */
function trimToEdges(box: Box, edges: Uint8Array, width: number): Box {
  let x0 = box.x1;
  let x1 = box.x0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      if (edges[y * width + x]) {
        if (x < x0) x0 = x;
        if (x + 1 > x1) x1 = x + 1;
      }
    }
  }
  return x1 > x0 ? { x0, y0: box.y0, x1, y1: box.y1 } : box;
}
