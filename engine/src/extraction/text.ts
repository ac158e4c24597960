// What a line of OCR text under a shirt says: the next fixture ("MUN (H)"), a price ("£5.5m"), gameweek points,
// a captain/vice badge, or a name.

export interface FixtureText {
  /** The opponent's three-letter code as printed, upper case. */
  opponent: string;
  venue: 'H' | 'A';
}

/** OCR reads of 'H' and 'A' inside the brackets. */
const VENUE: Record<string, 'H' | 'A'> = { H: 'H', A: 'A', N: 'H', '4': 'A', K: 'H' };

/** 'MUN (H)', 'SOU(H)', '50U (H)' (OCR for SOU) → opponent and venue. */
export function parseFixtureText(text: string): FixtureText | null {
  const match = /([A-Za-z0-9]{3})\s*[([{][\s([{]*([A-Za-z4])\s*[)\]}]?/.exec(text.replace(/[‘’'"`_|]/g, ''));
  if (!match) return null;
  const venue = VENUE[(match[2] as string).toUpperCase()];
  if (!venue) return null;
  const opponent = (match[1] as string)
    .toUpperCase()
    .replace(/0/g, 'O')
    .replace(/5/g, 'S')
    .replace(/1/g, 'I');
  if (!/^[A-Z]{3}$/.test(opponent)) return null;
  return { opponent, venue };
}

/** Letters OCR reads for digits in a price. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  I: '1',
  l: '1',
  S: '5',
  s: '5',
  Z: '2',
  B: '8',
  // A thin serif "7" loses its foot's join: "£/.1m".
  '/': '7',
};

const inPriceRange = (price: number) => (price >= 3.5 && price <= 20 ? price : null);

/**
 * '£5.5m', '5.5', '£10.0m' → millions; a price is always one decimal between 3.5 and 20. A letter among the
 * digits ("E7Z.6m" for "£7.6m", "£S.5m") is read as the digit it looks like, else, when it is the only one,
 * taken for a stray mark.
 */
export function parsePriceText(text: string): number | null {
  // A small "£" also reads as "+" or "t".
  const cleaned = text
    .replace(/\s+/g, '')
    .replace(/[,]/g, '.')
    .replace(/^[+t](?=\d)/, '£');
  const match = /^[£fE€]?(\d{1,2})\.(\d)m?$/i.exec(cleaned);
  if (match) return inPriceRange(Number(`${match[1]}.${match[2]}`));
  const loose = /^[£fFE€]?([0-9A-Za-z/]{1,3})\.([0-9A-Za-z])m?$/.exec(cleaned);
  if (!loose) return null;
  const whole = loose[1] as string;
  const tenth = DIGIT_LOOKALIKES[loose[2] as string] ?? (loose[2] as string);
  if (!/^\d$/.test(tenth)) return null;
  const asDigits = whole.replace(/[A-Za-z/]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch);
  if (/^\d{1,2}$/.test(asDigits)) {
    const price = inPriceRange(Number(`${asDigits}.${tenth}`));
    if (price !== null) return price;
  }
  const stray = whole.replace(/[A-Za-z]/g, '');
  if (whole.length - stray.length !== 1 || !/^\d{1,2}$/.test(stray)) return null;
  return inPriceRange(Number(`${stray}.${tenth}`));
}

/** Gameweek points under a name on the Points page: a small integer. */
export function parsePointsText(text: string): number | null {
  const match = /^-?\d{1,2}$/.exec(text.trim());
  return match ? Number(match[0]) : null;
}

/** A captain or vice-captain badge: a lone C or V, often read with its circle as brackets. */
export function parseBadgeText(text: string): 'C' | 'V' | null {
  const letters = text.replace(/[^A-Za-z©]/g, '');
  if (letters.length === 0 || letters.length > 2) return null;
  const first = letters[0] as string;
  if (/[cC©]/.test(first) && /^[cC©]+$/.test(letters)) return 'C';
  if (/[vV]/.test(first) && /^[vV][vVliy]?$/.test(letters)) return 'V';
  return null;
}

/** Could this be a printed player name: mostly letters, at least two of them. */
export function looksLikeName(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters.length >= text.replace(/[\s.…'’-]/g, '').length * 0.6;
}

/**
 * OCR frames text with stray bars and quotes from the plate's edges, and now and then a lone mark beside a name
 * (the shirt's "i" badge, a plate corner read as "!"): a one-letter lower-case word before a capitalised name,
 * or anything short after the ellipsis that ends a cut name, is no part of it.
 */
export function cleanPlateText(text: string): string {
  return text
    .replace(/^[\s|[\](){}‘’'"`~>»«_=*#§©®@]+/, '')
    .replace(/[\s|[\](){}‘’'"`~<»«_=*#§©®@]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[a-z!|]\s+(?=\p{Lu})/u, '')
    .replace(/(…|\.{2,}|…\.)\s+\S{1,2}$/u, '$1');
}
