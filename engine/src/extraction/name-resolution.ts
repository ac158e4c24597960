// Matches a name as printed under a shirt ("Alexand...", "Jiménez", "A.Armstr...") to FPL elements, allowing for
// truncation, accents, split or merged words and the letters OCR confuses.
import type { FplElement } from '../fpl-api.js';

export interface NameCandidate {
  element: FplElement;
  /** 0–1: how well the printed name matches this element. */
  score: number;
  /**
   * Whether the score comes from the name FPL prints (web_name, or an OCR reading of it). A plate prints the
   * web_name: a match through another field (known name, surname, full name) needs more proof.
   */
  byWebName: boolean;
}

/** One element's searchable spellings, normalised once. */
export interface NameIndexEntry {
  element: FplElement;
  keys: string[];
  /** The first this many keys spell the web_name (as printed, and as OCR misreads it). */
  webKeys: number;
  /** 'first second', compared whole only. */
  fullName?: string;
}

/** Lower case, no accents, letters only; glyphs OCR mistakes for each other folded to one. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/gi, 'l')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[1|!]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/5/g, 's')
    .replace(/[^a-z]/g, '');
}

/** Letters OCR swaps for each other cost less than other substitutions. */
const CLOSE = new Set([
  'il',
  'li',
  'ec',
  'ce',
  'oc',
  'co',
  'ao',
  'oa',
  'uv',
  'vu',
  'nh',
  'hn',
  'ft',
  'tf',
  'ij',
  'ji',
]);

let previous = new Float64Array(64);
let current = new Float64Array(64);

/** Edit distance, or `Infinity` as soon as it must exceed `limit` (every row's minimum only grows). */
function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (previous.length <= b.length) {
    previous = new Float64Array(b.length * 2);
    current = new Float64Array(b.length * 2);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const ca = a[i - 1] as string;
      const cb = b[j - 1] as string;
      const substitution = ca === cb ? 0 : CLOSE.has(ca + cb) ? 0.5 : 1;
      const cell = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + substitution,
      );
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > limit) return Number.POSITIVE_INFINITY;
    for (let j = 0; j <= b.length; j++) previous[j] = current[j] as number;
  }
  return previous[b.length] as number;
}

/**
 * 1 for equal strings, falling with each edit relative to the longer one. Below `floor` the answer is only
 * "below floor" (0): the search stops as soon as the edits make it so, which spares most of the player list.
 */
export function similarity(a: string, b: string, floor = 0): number {
  if (!a || !b) return 0;
  const longer = Math.max(a.length, b.length);
  // Each letter of length difference is at least one edit: skip hopeless pairs cheaply.
  if (Math.abs(a.length - b.length) / longer > Math.min(0.5, 1 - floor)) return 0;
  const distance = editDistance(a, b, (1 - floor) * longer);
  return Math.max(0, 1 - distance / longer);
}

/** Printed names end in '...' (or an OCR reading of it) when the plate is too narrow. */
export function splitTruncation(shown: string): { text: string; truncated: boolean } {
  // Touching plates can read as one line ("N.Willi... | Van"): a cut name ends at its dots, and what follows
  // them is the next plate's.
  const joined = /^(.*?[^.\s])\s*(?:…|\.{2,})(?:\s*[|¦]\s*|\s+)\S.*$/.exec(shown.trim());
  if (joined?.[1]) return { text: joined[1], truncated: true };
  const match = /^(.*?)\s*(?:…|[.,:;]*\.[.,:;]*)\s*$/.exec(shown.trim());
  if (match?.[1]) return { text: match[1], truncated: true };
  return { text: shown.trim(), truncated: false };
}

/**
 * Letters the OCR model has no glyph for come back as the Latin letter they look like: "Groß" reads "GroB",
 * "GroR", "Grol" or "Grof8" (whose digit normalising drops); "Muñoz" reads "Muiioz". Each is searchable under
 * those readings too, beside its usual spelling ("gross", "munoz").
 */
const OCR_LOOKALIKES: readonly [RegExp, readonly string[]][] = [
  [/ß/g, ['b', 'r', 'l', 'f']],
  // "ñ" and "ú" read as "ii": "Muiioz", "Riiben".
  [/[ñúü]/g, ['ii']],
];

function ocrReadings(text: string): string[] {
  const readings = [text];
  for (const [letter, lookalikes] of OCR_LOOKALIKES) {
    if (!letter.test(text)) continue;
    for (const lookalike of lookalikes) readings.push(text.replace(letter, lookalike));
  }
  return readings;
}

export function buildNameIndex(elements: readonly FplElement[]): NameIndexEntry[] {
  return elements.map((element) => {
    const keys = new Set<string>();
    const add = (text: string | undefined) => {
      const key = text ? normaliseName(text) : '';
      if (key.length > 0) keys.add(key);
    };
    add(element.web_name);
    for (const reading of ocrReadings(element.web_name).slice(1)) add(reading);
    const webKeys = keys.size;
    add(element.known_name);
    add(element.second_name);
    // Compound surnames are often printed by their last part.
    for (const part of element.second_name.split(/[\s-]+/)) if (part.length >= 4) add(part);
    // The full name is matched whole only: a plate never prints a first name cut short, so "Antonio" is not
    // the start of "António Silva".
    const fullName = normaliseName(`${element.first_name} ${element.second_name}`);
    return { element, keys: [...keys], webKeys, ...(keys.has(fullName) ? {} : { fullName }) };
  });
}

/** How well `shown` names one of `keys`; a truncated name is compared with the same-length start. */
function keyScore(shown: string, truncated: boolean, key: string, isWebName: boolean, floor: number): number {
  if (!truncated) {
    // OCR may drop the dots of a truncated name: a clear prefix still counts, a little less. Only the web_name
    // is ever cut on a plate: "Gabriel" is not the start of the known name "Gabriel Martinelli".
    const prefixed =
      isWebName && key.length > shown.length + 2
        ? similarity(shown, key.slice(0, shown.length), floor) * 0.85
        : 0;
    const score = Math.max(similarity(shown, key, floor), prefixed);
    // A full web_name printed in full is the strongest evidence; other spellings count slightly less.
    return isWebName ? score : score * 0.97;
  }
  if (key.length < shown.length) return similarity(shown, key, floor) * 0.9;
  const prefix = key.slice(0, shown.length);
  // Cutting at one letter more or less than the OCR read is common.
  const best = Math.max(
    similarity(shown, prefix, floor),
    similarity(shown, key.slice(0, shown.length + 1), floor),
    shown.length > 2 ? similarity(shown, key.slice(0, shown.length - 1), floor) : 0,
  );
  return (isWebName ? best : best * 0.97) * (key.length === shown.length ? 0.95 : 1);
}

/** Elements the printed name may be, best first, down to `minScore`. */
export function nameCandidates(
  shown: string,
  index: readonly NameIndexEntry[],
  options: { minScore?: number; limit?: number } = {},
): NameCandidate[] {
  const { minScore = 0.6, limit = 8 } = options;
  const { text, truncated } = splitTruncation(shown);
  const key = normaliseName(text);
  if (key.length < 2) return [];
  const out: NameCandidate[] = [];
  for (const entry of index) {
    let score = 0;
    let web = 0;
    // Every factor applied to a similarity is at most 1: one below minScore can never make the list.
    entry.keys.forEach((candidate, i) => {
      const keyFit = keyScore(key, truncated, candidate, i === 0, minScore);
      score = Math.max(score, keyFit);
      if (i < entry.webKeys) web = Math.max(web, keyFit);
    });
    if (entry.fullName && !truncated) {
      score = Math.max(score, similarity(key, entry.fullName, minScore) * 0.97);
    }
    // Short names leave little room for error: "Son" read as "Sen" is not Son.
    if (key.length <= 3 && score < 1) {
      score *= 0.8;
      web *= 0.8;
    }
    if (score >= minScore) out.push({ element: entry.element, score, byWebName: web >= score });
  }
  return out.sort((a, b) => b.score - a.score).slice(0, limit);
}
