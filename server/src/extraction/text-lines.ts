// Finds text lines on a greyscale image without OCR: dense vertical strokes (horizontal gradient) form text;
// pitch lines, shirts' outlines and flat plates do not. Each box is then cropped and read on its own.
import type { Box } from '@fpl-assistant/engine';

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
const MIN_HEIGHT = 6;
const MAX_HEIGHT = 90;

/** Boxes (pixels of `image`) around text lines, top to bottom then left to right. */
export function findTextLines(image: PixelImage): Box[] {
  const { data, width, height, channels } = image;
  const edges = new Uint8Array(width * height);
  // The largest step of any channel: white on salmon differs little in grey but much in green and blue.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const left = (row + x - 1) * channels;
      const right = (row + x + 1) * channels;
      for (let c = 0; c < channels; c++) {
        const step = (data[right + c] as number) - (data[left + c] as number);
        if (step >= EDGE_STEP || step <= -EDGE_STEP) {
          edges[row + x] = 1;
          break;
        }
      }
    }
  }
  // Column sums over 3 rows, then a running window along each row.
  const text = new Uint8Array(width * height);
  const span = 2 * WINDOW + 1;
  const threshold = DENSITY * span * 3;
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
    for (let x = WINDOW; x < width - WINDOW; x++) {
      if (sum >= threshold) text[y * width + x] = 1;
      if (x + WINDOW + 1 < width) sum += (column[x + WINDOW + 1] as number) - (column[x - WINDOW] as number);
    }
  }
  return components(text, width, height)
    .map((box) => trimToEdges(box, edges, width))
    .filter((box) => {
      const h = box.y1 - box.y0;
      const w = box.x1 - box.x0;
      return h >= MIN_HEIGHT && h <= MAX_HEIGHT && w >= 0.7 * h;
    })
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
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
