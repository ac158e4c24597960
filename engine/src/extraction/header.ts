// The Transfers page header: gameweek, free transfers and money in the bank, read from label/value pairs
// (value under or beside its label).

import { HIT_POINTS, LAST_GAMEWEEK } from '../rules.js';
import { type Box, boxHeight, centreX, type OcrLine } from './types.js';

export interface HeaderFacts {
  gameweek?: number;
  freeTransfers?: number;
  /** Millions; negative when over budget. */
  bank?: number;
}

/** The value printed beside a label on its line, else the nearest line under it. */
function labelValue(label: OcrLine, lines: readonly OcrLine[], pattern: RegExp): string | undefined {
  const inline = pattern.exec(label.text);
  if (inline?.[1]) return inline[1];
  const under = lines
    .filter((line) => line !== label && isUnderLabel(line.box, label.box))
    .sort((a, b) => a.box.y0 - b.box.y0);
  for (const line of under) {
    const match = pattern.exec(line.text);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Whether a value's box sits where a header value goes under its label: just below it, centred on it. */
export function isUnderLabel(value: Box, label: Box): boolean {
  const h = boxHeight(label);
  return (
    value.y0 >= label.y1 - 0.3 * h &&
    value.y0 - label.y1 <= 2.5 * h &&
    Math.abs(centreX(value) - centreX(label)) <= 4 * h
  );
}

const MONEY = /(-?\s*[£fE€]?\s*-?\d{1,3}[.,]\d)\s*m?\b/;

function money(text: string): number | undefined {
  const negative = /-/.test(text);
  const digits = /(\d{1,3})[.,](\d)/.exec(text);
  if (!digits) return undefined;
  const value = Number(`${digits[1]}.${digits[2]}`);
  return negative ? -value : value;
}

export function readHeader(lines: readonly OcrLine[]): HeaderFacts {
  const facts: HeaderFacts = {};
  for (const line of lines) {
    const gameweek = /Gameweek\s*(\d{1,2})\b/i.exec(line.text) ?? /\bGW\s*(\d{1,2})\b/.exec(line.text);
    if (gameweek && facts.gameweek === undefined) {
      const n = Number(gameweek[1]);
      if (n >= 1 && n <= LAST_GAMEWEEK) facts.gameweek = n;
    }
    if (/Free\s*Transfers?/i.test(line.text) && facts.freeTransfers === undefined) {
      const value = labelValue(line, lines, /(?:Free\s*Transfers?\s*:?\s*)?\b(\d{1,2})\b/i);
      const n = value === undefined ? Number.NaN : Number(value);
      if (Number.isInteger(n) && n >= 0 && n <= 5) facts.freeTransfers = n;
    }
    if (/Budget|Money\s*Rem|In\s*the\s*Bank|\bBank\b/i.test(line.text) && facts.bank === undefined) {
      const value = labelValue(line, lines, MONEY);
      const bank = value === undefined ? undefined : money(value);
      if (bank !== undefined && Math.abs(bank) < 100) facts.bank = bank;
    }
  }
  if (facts.freeTransfers === undefined || facts.bank === undefined) readStatRow(lines, facts);
  return facts;
}

/**
 * The cost of transfers made, the value between the free transfers and the bank: nothing or a hit of four points
 * a transfer ("-8 pts", its minus now and then lost to OCR), not points scored ("56 pts").
 */
const COST = /^(-?)\s?(\d{1,2})\s*pts$/i;
export function isTransferCost(text: string): boolean {
  const match = COST.exec(text.trim());
  const points = Number(match?.[2]);
  // Without its minus only a small hit is taken: more points are as likely scored.
  return match !== null && points % HIT_POINTS === 0 && (match[1] === '-' || points <= 8);
}
/** Values beside the cost further than this many of its heights belong to something else. */
export const HEADER_ROW_REACH = 20;

/**
 * A page shrunk for upload has labels too small to read, but the values under them still read: the cost's
 * "0 pts" sits between the free transfers (a lone digit to its left) and the bank (money to its right).
 */
function readStatRow(lines: readonly OcrLine[], facts: HeaderFacts): void {
  const cost = lines.find((line) => isTransferCost(line.text));
  if (!cost) return;
  const h = boxHeight(cost.box);
  const onRow = lines.filter((line) => {
    const overlap = Math.min(line.box.y1, cost.box.y1) - Math.max(line.box.y0, cost.box.y0);
    return line !== cost && overlap >= 0.5 * Math.min(boxHeight(line.box), h);
  });
  const nearest = (side: readonly OcrLine[], gap: (line: OcrLine) => number) =>
    side
      .filter((line) => gap(line) >= 0 && gap(line) <= HEADER_ROW_REACH * h)
      .sort((a, b) => gap(a) - gap(b))[0];
  if (facts.freeTransfers === undefined) {
    const left = nearest(
      onRow.filter((line) => /^\d$/.test(line.text.trim())),
      (line) => cost.box.x0 - line.box.x1,
    );
    const n = left === undefined ? Number.NaN : Number(left.text.trim());
    if (n >= 0 && n <= 5) facts.freeTransfers = n;
  }
  if (facts.bank === undefined) {
    const right = nearest(
      onRow.filter((line) => MONEY.test(line.text)),
      (line) => line.box.x0 - cost.box.x1,
    );
    const bank = right === undefined ? undefined : money(right.text);
    if (bank !== undefined && Math.abs(bank) < 100) facts.bank = bank;
  }
}

/**
 * Labels of the header strip and the buttons above the pitch, as printed or as OCR joins them with their
 * value or button word: "Free Transfers", "Cost", "Money Remaining", "Bank", "Wildcard Play", "Free Hit".
 */
const PAGE_LABEL =
  /^(?:free\s*transfers?|transfers?\s*made|cost|money\s*remaining|remaining|(?:in\s*the\s*)?bank|budget|wild\s*card|free\s*hit|bench\s*boost|triple\s*captain|assistant\s*manager|chips?|play(?:ed)?|active|cancel|reset|auto\s*pick|make\s*transfers|confirm|save\s*your\s*team|player\s*selection|pick\s*team|points|gameweek\s*\d*|deadline)(?:\s*[:|]?\s*(?:play|active|played|\d{1,2}|-?\s*\d+\s*pts|[£fE€]?\s*-?\d{1,3}[.,]\d\s*m?))?$/i;

export function isPageLabel(text: string): boolean {
  return PAGE_LABEL.test(
    text
      .trim()
      .replace(/[|:]+$/, '')
      .trim(),
  );
}
