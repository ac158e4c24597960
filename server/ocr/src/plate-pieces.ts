// A line found as one across the name plates of a tight row ("Vuskovic Truffert Dragusin" on a phone row of five
// defenders) may read as nothing at all: OCR takes the plates' edges and the pitch between them for a frame.
// Such a line is cut between its plates, where the lines under it (prices, fixtures) show them, and each piece
// is kept to its own plate.
import type { Box } from '@fpl-assistant/engine/extraction';
import type { GreyImage } from './text-lines.js';

/**
 * `line` cut into one piece per line found under it (each centred under the line and no wider than half of it),
 * the cuts halfway between their centres: one line under it gives one piece, the line itself (a name found
 * together with the shirt's hem over it, to be kept to its plate); none gives no pieces.
 */
export function cutByLinesUnder(line: Box, found: readonly Box[]): Box[] {
  const width = line.x1 - line.x0;
  const under = found
    .filter((other) => {
      const h = other.y1 - other.y0;
      const centre = (other.x0 + other.x1) / 2;
      return (
        other !== line &&
        other.y0 >= line.y1 - 0.5 * h &&
        other.y0 - line.y1 <= 1.5 * h &&
        centre > line.x0 &&
        centre < line.x1 &&
        other.x1 - other.x0 <= 0.5 * width
      );
    })
    .sort((a, b) => a.x0 + a.x1 - (b.x0 + b.x1));
  // Two lines under one another (a price, then the next row's shirt) count once: the nearest row is kept.
  const nearest = Math.min(...under.map((other) => other.y0));
  const row = under.filter((other) => other.y0 - nearest <= 0.5 * (other.y1 - other.y0));
  if (row.length === 0) return [];
  if (row.length === 1) return [line];
  const centres = row.map((other) => (other.x0 + other.x1) / 2);
  const cuts = centres.slice(1).map((centre, i) => Math.round((centre + (centres[i] as number)) / 2));
  const edges = [line.x0, ...cuts, line.x1];
  return edges.slice(1).map((x1, i) => ({ x0: edges[i] as number, y0: line.y0, x1, y1: line.y1 }));
}

/**
 * The part of a piece on its own plate: the columns, then the rows, at its sides where the plate's colour (the
 * commonest grey of its middle rows) is scarce are cut off. A line found as one across neighbouring plates takes
 * the pitch between them and the plates' edges, which OCR takes for a frame and reads nothing in.
 */
export function onItsPlate(grey: GreyImage, box: Box): Box {
  const { data, width } = grey;
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  const midTop = box.y0 + Math.floor(h / 4);
  const midBottom = box.y1 - Math.floor(h / 4);
  const counts = new Map<number, number>();
  for (let y = midTop; y < midBottom; y++)
    for (let x = box.x0; x < box.x1; x++) {
      const level = (data[y * width + x] as number) >> 4;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
  const plate = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (plate === undefined) return box;
  const isPlate = (x: number, y: number) => Math.abs(((data[y * width + x] as number) >> 4) - plate) <= 1;
  const columnShare = (x: number) => {
    let n = 0;
    for (let y = box.y0; y < box.y1; y++) if (isPlate(x, y)) n++;
    return n / h;
  };
  // The longest run of columns on the plate: the pitch between the plates, the plates' edges and a sliver of the
  // next plate are left out.
  let left = box.x0;
  let right = box.x0;
  for (let x = box.x0, start = box.x0; x <= box.x1; x++) {
    if (x < box.x1 && columnShare(x) >= PLATE_SHARE) continue;
    if (x - start > right - left) {
      left = start;
      right = x;
    }
    start = x + 1;
  }
  const rowShare = (y: number) => {
    let n = 0;
    for (let x = left; x < right; x++) if (isPlate(x, y)) n++;
    return n / Math.max(1, right - left);
  };
  let top = box.y0;
  let bottom = box.y1;
  while (top < bottom && rowShare(top) < PLATE_SHARE) top++;
  while (bottom > top && rowShare(bottom - 1) < PLATE_SHARE) bottom--;
  // A piece whose plate cannot be told (most of it no plate colour) is read as it was.
  if (right - left < 0.4 * w || bottom - top < 0.4 * h) return box;
  // The strip adds a margin of 15% of the height around every box (line-strip's withMargin): kept inside.
  const margin = Math.max(2, Math.round((bottom - top) * 0.15));
  return { x0: left + margin, y0: top + margin, x1: right - margin, y1: bottom - margin };
}

/** A column or row on a plate shows its colour over at least this share (text strokes take the rest). */
const PLATE_SHARE = 0.3;
