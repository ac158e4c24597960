// Screenshot → OCR lines in screenshot coordinates: find text lines by their strokes, crop each, make it dark
// on light at one height, read all of them in one OCR call, map each read line back to its box.
import type { Box, OcrLine } from '@fpl-assistant/engine/extraction';
import sharp, { type OutputInfo } from 'sharp';
import { badgeAmong, badgeGlyph } from './badge-glyph.js';
import { digitByCounter, freeTransfersDigitBox, MAX_ONE_ASPECT, SURE_DIGIT } from './header-digit.js';
import { buildStrip, isShort, LINE_HEIGHT, stripLineAt, textIsBright } from './line-strip.js';
import type { OcrWorker } from './ocr-worker.js';
import { inColumns, pitchColumns } from './pitch-column.js';
import { erasePitchLines } from './pitch-lines.js';
import { cutByLinesUnder, onItsPlate } from './plate-pieces.js';
import { findTextLines, type GreyImage, mostlyInside, type PixelImage, type TextLine } from './text-lines.js';

/** Very large screenshots are scaled down first: plate text stays well above OCR's minimum size. */
const MAX_SIDE = 2400;
/** Heights the free transfers' digit is read at: the first, and when it is unsure or no digit, all three. */
const DIGIT_HEIGHTS = [LINE_HEIGHT, 60, 30];
/** A badge recognised by its shape is as sure as a clean OCR read. */
const BADGE_CONFIDENCE = 90;

export class ScreenshotDecodeError extends Error {
  override name = 'ScreenshotDecodeError';
}

export async function readScreenshot(image: Buffer, ocr: OcrWorker): Promise<OcrLine[]> {
  let pixels: { data: Buffer; info: OutputInfo };
  let longest: number;
  try {
    const decoded = sharp(image, { failOn: 'error' }).rotate();
    const meta = await decoded.metadata();
    longest = Math.max(meta.width ?? 0, meta.height ?? 0);
    const resized =
      longest > MAX_SIDE
        ? decoded.resize({ width: Math.round(((meta.width ?? 0) * MAX_SIDE) / longest) })
        : decoded;
    pixels = await resized.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new ScreenshotDecodeError((err as Error).message);
  }
  const { data, info } = pixels;
  const rgb = { data, width: info.width, height: info.height, channels: info.channels };
  erasePitchLines(rgb);
  const grey = toGrey(rgb);
  const scale = longest > MAX_SIDE ? longest / MAX_SIDE : 1;
  const toScreenshot = (box: Box): Box => ({
    x0: Math.round(box.x0 * scale),
    y0: Math.round(box.y0 * scale),
    x1: Math.round(box.x1 * scale),
    y1: Math.round(box.y1 * scale),
  });
  const lines: OcrLine[] = [];
  // C and V badges are recognised by shape; every other text line goes to OCR.
  const boxes: Box[] = [];
  // Text beside the pitch (a desktop page's player list) is no plate: it is not read at all.
  const pitch = pitchColumns(rgb);
  const found = (await findLines(rgb)).filter((box) => !pitch || inColumns(pitch, box, rgb.width));
  for (const box of found) {
    const bright = isShort(box) ? textIsBright(grey, box) : false;
    const badge = isShort(box) ? badgeGlyph(grey, box, bright) : undefined;
    if (badge) lines.push({ text: badge.kind, confidence: BADGE_CONFIDENCE, box: toScreenshot(badge.box) });
    else {
      // A badge joined to the shirt print beside it: the badge is taken, and the box is still read as before.
      const joined = isShort(box) ? badgeAmong(grey, box, bright) : undefined;
      if (joined)
        lines.push({ text: joined.kind, confidence: BADGE_CONFIDENCE, box: toScreenshot(joined.box) });
      // A short line and its wider twin can come out as the same text twice ("Eze" read as "Eze Eze" once the
      // two reads are joined): a box that is nearly one already taken is read once.
      const read = box.wide ?? box;
      if (!boxes.some((other) => sameBox(other, read))) boxes.push(read);
    }
  }
  if (boxes.length === 0) return lines;
  const first = await readStrips(grey, boxes, ocr);
  // Tesseract's layout pass now and then drops a clean line of the tall strip (a name among shirt crops):
  // the long lines that came back empty are read once more on their own strip.
  const missed = boxes.filter((box) => !first.has(box) && !isShort(box));
  const second = missed.length > 0 ? await readStrips(grey, missed, ocr) : new Map<Box, OcrLine[]>();
  // Names of neighbouring plates that nearly touch are found as one line, which OCR may not read at all: such a
  // line is cut between the plates, as the separate lines under it (their prices or fixtures) show them.
  const pieces = missed
    .filter((box) => !second.has(box))
    .flatMap((box) => cutByLinesUnder(box, boxes))
    .map((piece) => onItsPlate(grey, piece));
  const third = pieces.length > 0 ? await readStrips(grey, pieces, ocr) : new Map<Box, OcrLine[]>();
  for (const [box, parts] of [...first, ...second, ...third]) {
    parts.sort((a, b) => a.box.x0 - b.box.x0);
    const length = parts.reduce((sum, part) => sum + part.text.length, 0);
    lines.push({
      text: parts.map((part) => part.text).join(' '),
      confidence: parts.reduce((sum, part) => sum + part.confidence * part.text.length, 0) / length,
      box: toScreenshot(box),
    });
  }
  // The free transfers' lone digit is often missed by the line finding, or found in part: read it on its own.
  const fromScreenshot = (box: Box): Box => ({
    x0: Math.round(box.x0 / scale),
    y0: Math.round(box.y0 / scale),
    x1: Math.round(box.x1 / scale),
    y1: Math.round(box.y1 / scale),
  });
  const digit = freeTransfersDigitBox(
    grey,
    lines.map((line) => ({ ...line, box: fromScreenshot(line.box) })),
  );
  if (digit) {
    // Tesseract's layout pass drops or misreads ("a" for a "4") a small glyph alone in its strip; two copies
    // stacked read as a block. A small bold "5" (a page shrunk for upload) scaled to the strip's height may still
    // read as nothing, yet reads larger.
    const copies = [digit, { ...digit }];
    // Tesseract reads a lone bold glyph differently at different sizes, and its confidence does not say which
    // read is right (a serif "4": "4" at 67% at one height, "1" at 93% at the next). An unsure first read is
    // read at the other heights too and the digit most heights agree on is kept.
    const votes = new Map<string, { count: number; confidence: number; part: OcrLine }>();
    for (const [i, height] of DIGIT_HEIGHTS.entries()) {
      const reads = await readStrip(grey, copies, ocr, height);
      const best = copies
        .flatMap((copy) => reads.get(copy) ?? [])
        .filter((part) => /^\d$/.test(part.text))
        .sort((a, b) => b.confidence - a.confidence)[0];
      if (best) {
        const vote = votes.get(best.text) ?? { count: 0, confidence: 0, part: best };
        votes.set(best.text, {
          ...vote,
          count: vote.count + 1,
          confidence: vote.confidence + best.confidence,
        });
      }
      if (i === 0 && best && best.confidence >= SURE_DIGIT) break;
    }
    const vote = [...votes.values()].sort((a, b) => b.count - a.count || b.confidence - a.confidence)[0];
    // One unsure read that no other height confirms is a guess (a small serif "5" read "3" at 62%): the free
    // transfers then stay unread, flagged for the manager.
    const agreed = vote && (vote.part.confidence >= SURE_DIGIT || vote.count >= 2);
    const read = vote?.part;
    // A thin-stroked serif "4" reads as "1" at every size; a "1" is never that wide. Then nothing is read: the
    // free transfers stay unread (flagged for the manager), never a wrong number.
    const tooWideForOne = digit.x1 - digit.x0 > MAX_ONE_ASPECT * (digit.y1 - digit.y0);
    if (read) {
      // Pieces of the digit read as lines of their own ("2" for the foot of a "5") give way to it.
      const whole = toScreenshot(digit);
      const kept = lines.filter((line) => !mostlyInside(line.box, whole));
      // A "1" too wide for one is a thin serif "4" (or a "0") when its shape has the counter of one; else
      // nothing is read.
      const text = !agreed
        ? undefined
        : read.text === '1' && tooWideForOne
          ? digitByCounter(grey, digit)
          : read.text;
      const digitLine = text ? [{ text, confidence: read.confidence, box: whole }] : [];
      lines.splice(0, lines.length, ...kept, ...digitLine);
    }
  }
  return lines;
}

/** Whether two boxes cover nearly the same pixels (intersection over union at least 0.8). */
function sameBox(a: Box, b: Box): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const area = (box: Box) => (box.x1 - box.x0) * (box.y1 - box.y0);
  return (w * h) / (area(a) + area(b) - w * h) >= 0.8;
}

/**
 * A page narrower than this has under 1.5 pixels per CSS pixel (a phone page is about 400 CSS pixels wide;
 * the web upload shrinks one to 416×900): its plate text is a few pixels tall, below the size at which stroke
 * density tells a line from the shirts and plates around it. Its lines are found on a copy at twice the
 * size, and read from the screenshot itself.
 */
const MIN_WIDTH = 600;

/** Exported for its tests. */
export async function findLines(rgb: PixelImage): Promise<TextLine[]> {
  if (rgb.width >= MIN_WIDTH) return findTextLines(rgb);
  const { data, info } = await sharp(rgb.data, {
    raw: { width: rgb.width, height: rgb.height, channels: rgb.channels as 3 },
  })
    .resize({ width: 2 * rgb.width, height: 2 * rgb.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const doubled = { data, width: info.width, height: info.height, channels: info.channels };
  const halve = (box: Box): Box => ({
    x0: Math.floor(box.x0 / 2),
    y0: Math.floor(box.y0 / 2),
    x1: Math.min(rgb.width, Math.ceil(box.x1 / 2)),
    y1: Math.min(rgb.height, Math.ceil(box.y1 / 2)),
  });
  // On the doubled copy a stroke's edge steps over two pixels: a thin low-contrast stroke (a serif price, dark
  // green on bright green, shrunk and blurred) is found whole only when edges are judged two pixels apart,
  // which in turn joins the plates of a tight row of five into one region. Both are looked for: a line found
  // the second way replaces the pieces of it found the first way, when it is no taller than a line.
  const near = findTextLines(doubled);
  const lineHeight = median(near.filter((box) => !isShort(box)).map((box) => box.y1 - box.y0));
  const far = findTextLines(doubled, 2).filter((line) => {
    if (line.y1 - line.y0 > LINE_TOLERANCE * lineHeight) return false;
    const under = near.filter((other) => overlaps(line, other));
    return under.every((other) => mostlyInside(other, line) && other.y1 - other.y0 < line.y1 - line.y0);
  });
  const kept = near.filter((line) => !far.some((other) => overlaps(line, other)));
  return [...kept, ...far].map((line) =>
    line.wide ? { ...halve(line), wide: halve(line.wide) } : halve(line),
  );
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A line found whole is at most this many times the page's usual line height (a plate's text). */
const LINE_TOLERANCE = 1.5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 0 ? (sorted[sorted.length >> 1] as number) : Number.POSITIVE_INFINITY;
}

/**
 * The boxes read as `ocr.parallel` strips at once. Tesseract's time goes mostly by line, plus a little by
 * width: the boxes, top to bottom, are cut into runs of about equal weight.
 */
async function readStrips(grey: GreyImage, boxes: Box[], ocr: OcrWorker): Promise<Map<Box, OcrLine[]>> {
  const weight = (box: Box) => 1 + (box.x1 - box.x0) / (box.y1 - box.y0) / 8;
  const total = boxes.reduce((sum, box) => sum + weight(box), 0);
  const parts = Math.min(ocr.parallel, boxes.length);
  const runs: Box[][] = [[]];
  let filled = 0;
  for (const box of boxes) {
    if (filled >= (runs.length * total) / parts && runs.length < parts) runs.push([]);
    (runs[runs.length - 1] as Box[]).push(box);
    filled += weight(box);
  }
  const reads = await Promise.all(runs.map((run) => readStrip(grey, run, ocr)));
  return new Map(reads.flatMap((read) => [...read]));
}

/** The boxes cropped into one strip and read in one OCR call: the reads of each box (a box OCR split in two has two). */
async function readStrip(
  grey: GreyImage,
  boxes: Box[],
  ocr: OcrWorker,
  lineHeight?: number,
): Promise<Map<Box, OcrLine[]>> {
  const strip = buildStrip(grey, boxes, lineHeight);
  const png = await sharp(
    Buffer.from(strip.image.data.buffer, strip.image.data.byteOffset, strip.image.data.byteLength),
    {
      raw: { width: strip.image.width, height: strip.image.height, channels: 1 },
    },
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
  const reads = new Map<Box, OcrLine[]>();
  for (const read of await ocr.readLines(png)) {
    const line = stripLineAt(strip, (read.box.y0 + read.box.y1) / 2);
    if (!line || read.text.length === 0) continue;
    const box = boxes[strip.lines.indexOf(line)] as Box;
    reads.set(box, [...(reads.get(box) ?? []), read]);
  }
  return reads;
}

function toGrey(image: { data: Buffer; width: number; height: number; channels: number }) {
  const { data, width, height, channels } = image;
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += channels) {
    grey[i] =
      (0.299 * (data[p] as number) + 0.587 * (data[p + 1] as number) + 0.114 * (data[p + 2] as number)) | 0;
  }
  return { data: grey, width, height };
}
