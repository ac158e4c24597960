// How one generated page looks: every axis real captures vary along (fonts, pixel ratio, shrink, JPEG, status
// bar and browser chrome, crops), drawn from the page's seeded rng.
import { execFileSync } from 'node:child_process';
import type { Device, PageFont, PageOptions, PlateTheme } from './page-html.js';
import type { Rng } from './rng.js';

export interface PageVariant extends PageOptions {
  /**
   * 'page': the whole page; 'main': the desktop main column only; 'column': 840-880 CSS pixels from the main
   * column's left edge (the sidebar's edge in it), its top at or inside the header strip; 'pitch': only the pitch
   * and bench.
   */
  crop: CropMode;
  /** A 'column' crop: its width (CSS pixels) and whether its top cuts through the header strip. */
  column?: { width: number; cutsStrip: boolean };
  /** CSS pixels to device pixels. */
  deviceScaleFactor: number;
  /** The capture shrunk after the fact (a phone screenshot sent through a chat app): 1 when not. */
  shrink: number;
  /** JPEG quality 70–90, or undefined for a PNG. */
  jpegQuality?: number;
}

export type CropMode = 'page' | 'main' | 'column' | 'pitch';

const PHONE_WIDTHS = [360, 375, 390, 393, 412, 430] as const;
const DESKTOP_WIDTHS = [1280, 1366, 1440, 1536] as const;

/**
 * One page's look, drawn from its seeded rng: device (alternating, so both get half the pages), plate theme,
 * font and size, device pixel ratio, shrink, JPEG quality, status bar and browser chrome, crop.
 */
export function drawVariant(index: number, rng: Rng, fonts: readonly string[]): PageVariant {
  const device: Device = index % 2 === 0 ? 'desktop' : 'phone';
  const phone = device === 'phone';
  const theme: PlateTheme = rng.next() < 0.5 ? 'modern' : 'classic';
  const crop: CropMode = phone
    ? rng.next() < 0.15
      ? 'pitch'
      : 'page'
    : rng.weighted(
        ['page', 'main', 'column', 'pitch'] as const,
        (mode) => ({ page: 45, main: 20, column: 25, pitch: 10 })[mode],
      );
  const font: PageFont = {
    family: rng.pick(fonts),
    plateSize: phone ? rng.int(10, 12) : rng.int(11, 13),
    weight: rng.pick([600, 700, 700, 800]),
  };
  const variant: PageVariant = {
    device,
    theme,
    bankLabel: rng.weighted(
      ['Budget', 'Money Remaining', 'Bank'] as const,
      (label) => ({ Budget: 35, 'Money Remaining': 35, Bank: 30 })[label],
    ),
    // Today's Transfers page: the squad by position (2-5-5-3) under a one-line strip of stats and chip buttons;
    // older captures: an XI and a bench under stacked stats and chips.
    pitchLayout: rng.next() < 0.5 ? 'squad' : 'xi-bench',
    // The strip drawn as one line of text, each value beside its label, as other captures show it.
    headerLayout: rng.weighted(
      ['strip', 'line', 'stacked'] as const,
      (layout) => ({ strip: 35, line: 30, stacked: 35 })[layout],
    ),
    width: phone ? rng.pick(PHONE_WIDTHS) : rng.pick(DESKTOP_WIDTHS),
    font,
    crop,
    deviceScaleFactor: phone ? rng.pick([2, 2.625, 3, 3]) : rng.pick([1, 1, 1.25, 1.5, 2]),
    shrink: phone && rng.next() < 0.4 ? 0.6 + 0.15 * rng.next() : 1,
  };
  if (rng.next() < 0.5) variant.jpegQuality = rng.int(70, 90);
  if (crop === 'column') variant.column = { width: rng.int(840, 880), cutsStrip: rng.next() < 0.5 };
  // The Player Selection list (names and prices of players not in the squad, decoys among them): beside the
  // pitch on a desktop page, or below it (a narrow window, a phone scrolled down).
  if (crop === 'page' || crop === 'column') {
    const place = rng.next();
    if (!phone) variant.listPlace = place < 0.3 ? 'below' : 'beside';
    else if (place < 0.4) variant.listPlace = 'below';
  }
  if (phone && crop === 'page') {
    variant.statusBar = {
      time: `${rng.int(6, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      battery: rng.int(5, 100),
      network: rng.pick(['5G', '4G', 'LTE', 'wifi']),
      dark: rng.next() < 0.3,
    };
    if (rng.next() < 0.6)
      variant.browserChrome = { place: rng.next() < 0.5 ? 'top' : 'bottom', tabs: rng.int(1, 9) };
  }
  if (!phone && crop === 'page' && rng.next() < 0.6)
    variant.browserChrome = { place: 'top', tabs: rng.int(1, 5) };
  return variant;
}

/** Sans (and one serif) families the machine has, as fc-list names them; DejaVu Sans is always there. */
export function installedFonts(): string[] {
  const wanted = [
    'DejaVu Sans',
    'DejaVu Sans Condensed',
    'DejaVu Serif',
    'Liberation Sans',
    'Liberation Sans Narrow',
    'Roboto',
    'Open Sans',
    'Lato',
    'Noto Sans',
    'FreeSans',
    'Cantarell',
  ];
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return ['DejaVu Sans'];
  }
  const families = new Set(listed.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())));
  const found = wanted.filter((family) => families.has(family));
  return found.length > 0 ? found : ['DejaVu Sans'];
}
