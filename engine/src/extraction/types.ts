// What OCR hands to extraction: text lines with where they sit on the image. Coordinates are pixels of the
// screenshot, y growing downwards.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One line of text as read by OCR (or typed by a test). */
export interface OcrLine {
  text: string;
  /** 0–100, as OCR engines report it. */
  confidence: number;
  box: Box;
}

export const boxWidth = (box: Box) => box.x1 - box.x0;
export const boxHeight = (box: Box) => box.y1 - box.y0;
export const centreX = (box: Box) => (box.x0 + box.x1) / 2;
export const centreY = (box: Box) => (box.y0 + box.y1) / 2;
