// Connected ink in a binary mask: the glyph finders (a badge's letters, the free transfers' digit) take whole
// 8-connected components so a stroke is never cut.

/**
 * Clears the 8-connected ink of `ink` (w × h, 1 = ink) reachable from the seeds, returning the cleared pixels'
 * bounding box (empty, x1 ≤ x0, when no seed was ink).
 */
export function clearInk(ink: Uint8Array, w: number, h: number, seeds: readonly number[]) {
  const box = { x0: w, y0: h, x1: 0, y1: 0 };
  const stack = seeds.filter((i) => ink[i]);
  while (stack.length > 0) {
    const i = stack.pop() as number;
    if (!ink[i]) continue;
    ink[i] = 0;
    const x = i % w;
    const y = (i - x) / w;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x + 1);
    box.y1 = Math.max(box.y1, y + 1);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < w && ny >= 0 && ny < h && ink[ny * w + nx]) stack.push(ny * w + nx);
      }
    }
  }
  return box;
}
