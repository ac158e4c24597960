// Renders generated Transfers pages in headless Chromium (Debian's, never a downloaded one) and writes each
// image (PNG or JPEG) beside its ground truth JSON.
import fs from 'node:fs';
import path from 'node:path';
import type { BootstrapStatic } from '@fpl-assistant/engine';
import { toPlayerPosition } from '@fpl-assistant/engine';
import { type Browser, chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { BrowserChrome } from './chrome-html.js';
import {
  type Device,
  type ListedPlayer,
  type PageFont,
  type PageOptions,
  type PlateTheme,
  transfersPageHtml,
} from './page-html.js';
import type { PlayerPool } from './player-pool.js';
import { type Rng, seededRng } from './rng.js';
import { assertLegalSquad, randomSquad, surnameOf, type TransfersSquad } from './squad.js';
import { type CropMode, drawVariant, installedFonts, type PageVariant } from './variant.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PlateTruth {
  id: number;
  webName: string;
  /** The name as the plate prints it: cut with an ellipsis when it does not fit. */
  shown: string;
  team: string;
  position: string;
  /** Selling price in millions, as printed under the name. */
  price: number;
  /** Current price in millions: the selling price is at most this. */
  nowCost: number;
  isStarter: boolean;
  benchOrder?: number;
}

export interface PageTruth {
  file: string;
  source: string;
  seed: number;
  device: Device;
  theme: PlateTheme;
  crop: CropMode;
  /** false for a pitch crop or a crop through the header strip: no free transfers, bank or gameweek to read. */
  hasHeader: boolean;
  pitchLayout: PageOptions['pitchLayout'];
  headerLayout: PageOptions['headerLayout'];
  bankLabel: PageOptions['bankLabel'];
  listPlace?: PageOptions['listPlace'];
  column?: PageVariant['column'];
  viewport: { width: number; height: number; deviceScaleFactor: number };
  font: PageFont;
  shrink: number;
  jpegQuality?: number;
  statusBar: boolean;
  browserChrome?: BrowserChrome['place'];
  /** Player Selection rows beside the pitch (desktop full pages): names and prices that are no plate. */
  decoys: string[];
  gameweek: number;
  deadline: string;
  freeTransfers: number;
  /** Money remaining, millions. */
  bank: number;
  cost: number;
  formation: string;
  players: PlateTruth[];
}

export interface GeneratedPage {
  /** The image file: PNG, or JPEG when the variant says so. */
  image: string;
  truth: PageTruth;
}

/** Renders one squad; the page measures each plate so `shown` is what Chromium really printed. */
export async function renderPage(
  browser: Browser,
  squad: TransfersSquad,
  variant: PageVariant,
  file: string,
  meta: { source: string; seed: number },
): Promise<GeneratedPage> {
  const viewport = {
    width: variant.width,
    height: variant.device === 'phone' ? 844 : 900,
    deviceScaleFactor: variant.deviceScaleFactor,
  };
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    await page.setContent(transfersPageHtml(squad, variant), { waitUntil: 'load' });
    const shown = await page.evaluate(() => {
      const result: Record<string, string> = {};
      const canvas = document.createElement('canvas').getContext('2d');
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('.element'))) {
        const name = element.querySelector<HTMLElement>('.name');
        if (!name || !canvas) continue;
        const text = name.textContent ?? '';
        const style = getComputedStyle(name);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          name.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        let visible = text;
        if (name.scrollWidth > name.clientWidth) {
          let cut = text.length;
          while (cut > 0 && canvas.measureText(`${text.slice(0, cut)}…`).width > room) cut--;
          visible = `${text.slice(0, cut)}…`;
        }
        result[element.dataset.id ?? ''] = visible;
      }
      return result;
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const shot =
      variant.crop === 'pitch'
        ? await page.locator('.pitch').screenshot()
        : variant.crop === 'main'
          ? await page.locator('main').screenshot()
          : variant.crop === 'column'
            ? await page.screenshot({ fullPage: true, clip: await columnClip(page, variant) })
            : await page.screenshot({ fullPage: true });
    const byPosition = variant.pitchLayout === 'squad';
    fs.writeFileSync(file, await finishCapture(shot, variant));
    const truth: PageTruth = {
      file: path.basename(file),
      source: meta.source,
      seed: meta.seed,
      device: variant.device,
      theme: variant.theme,
      crop: variant.crop,
      hasHeader: variant.crop !== 'pitch' && !(variant.crop === 'column' && variant.column?.cutsStrip),
      pitchLayout: variant.pitchLayout,
      headerLayout: variant.headerLayout,
      bankLabel: variant.bankLabel,
      ...(variant.listPlace ? { listPlace: variant.listPlace } : {}),
      ...(variant.column ? { column: variant.column } : {}),
      viewport,
      font: variant.font,
      shrink: Math.round(variant.shrink * 1000) / 1000,
      ...(variant.jpegQuality === undefined ? {} : { jpegQuality: variant.jpegQuality }),
      statusBar: variant.statusBar !== undefined,
      ...(variant.browserChrome ? { browserChrome: variant.browserChrome.place } : {}),
      decoys: (variant.playerList ?? []).map((listed) => `${listed.webName} ${listed.team}`),
      gameweek: squad.gameweek,
      deadline: squad.deadline,
      freeTransfers: squad.freeTransfers,
      bank: squad.bank / 10,
      cost: squad.cost,
      formation: squad.formation,
      players: squad.players.map((player) => ({
        id: player.id,
        webName: player.webName,
        shown: shown[String(player.id)] ?? player.webName,
        team: player.team,
        position: player.position,
        price: player.sellingPrice / 10,
        nowCost: player.nowCost / 10,
        // The squad by position shows no XI: every plate is read as in the squad, none on a bench.
        isStarter: byPosition || player.isStarter,
        ...(player.benchOrder === undefined || byPosition ? {} : { benchOrder: player.benchOrder }),
      })),
    };
    fs.writeFileSync(file.replace(/\.(png|jpg)$/, '.json'), `${JSON.stringify(truth, null, 2)}\n`);
    return { image: file, truth };
  } finally {
    await context.close();
  }
}

/**
 * A 'column' crop: from just left of the main column, the variant's width, down to the main column's bottom; its
 * top just above the header strip, or through it (the labels cut, the values left).
 */
async function columnClip(page: Page, variant: PageVariant) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`No ${selector} on the generated page`);
    return found;
  };
  const main = await box('main');
  const strip = await box(
    variant.headerLayout === 'strip' ? '.strip' : variant.headerLayout === 'line' ? '.line-strip' : '.stats',
  );
  const seed = variant.column?.width ?? 860;
  const top = variant.column?.cutsStrip ? strip.y + strip.height * (0.3 + (seed % 5) / 20) : strip.y - 6;
  return {
    x: Math.max(0, main.x - (seed % 13)),
    y: Math.round(top),
    width: variant.column?.width ?? 860,
    height: Math.round(main.y + main.height - top),
  };
}

/** The capture as it reaches us: shrunk when the variant says so, saved as JPEG or PNG. */
async function finishCapture(png: Buffer, variant: PageVariant): Promise<Buffer> {
  let image = sharp(png);
  if (variant.shrink < 1) {
    const meta = await image.metadata();
    image = image.resize({ width: Math.round((meta.width ?? 0) * variant.shrink) });
  }
  return variant.jpegQuality === undefined
    ? image.png().toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: variant.jpegQuality }).toBuffer();
}

/**
 * The desktop page's player list: players not in the squad with their current prices, as FPL lists them by
 * total points, mixed with decoys a reader could take for squad players (the squad's surnames at other clubs).
 */
function playerList(bootstrap: BootstrapStatic, squad: TransfersSquad, rng: Rng): ListedPlayer[] {
  const teams = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const inSquad = new Set(squad.players.map((player) => player.id));
  const surnames = new Set(squad.players.map((player) => surnameOf(player.webName)));
  const outside = bootstrap.elements.filter(
    (element) => element.element_type <= 4 && !inSquad.has(element.id) && teams.has(element.team),
  );
  const namesakes = rng.shuffle(outside.filter((element) => surnames.has(surnameOf(element.web_name))));
  const start = rng.int(0, 20);
  const top = [...outside].sort((a, b) => b.total_points - a.total_points).slice(start, start + 14);
  const listed = [...new Set([...namesakes.slice(0, rng.int(0, 4)), ...top])].slice(0, 14);
  return listed
    .sort((a, b) => b.total_points - a.total_points)
    .map((element) => ({
      webName: element.web_name,
      team: teams.get(element.team) ?? '???',
      position: toPlayerPosition(element.element_type),
      nowCost: element.now_cost,
      totalPoints: element.total_points,
    }));
}

/** `count` pages from one seed: page i uses seed `seed + i` for its squad and its look. */
export async function generatePages(opts: {
  pool: PlayerPool;
  count: number;
  seed: number;
  outDir: string;
  browser?: Browser;
}): Promise<GeneratedPage[]> {
  const browser = opts.browser ?? (await launchChromium());
  const fonts = installedFonts();
  try {
    const pages: GeneratedPage[] = [];
    for (let i = 0; i < opts.count; i++) {
      const seed = opts.seed + i;
      const rng = seededRng(seed);
      const squad = randomSquad(opts.pool.bootstrap, rng);
      assertLegalSquad(squad);
      const variant = drawVariant(i, rng, fonts);
      if (variant.listPlace) variant.playerList = playerList(opts.pool.bootstrap, squad, rng);
      const crop = variant.crop === 'page' ? '' : `-${variant.crop}`;
      const ext = variant.jpegQuality === undefined ? 'png' : 'jpg';
      const name = `transfers-${String(seed).padStart(4, '0')}-${variant.device}-${variant.theme}${crop}.${ext}`;
      pages.push(
        await renderPage(browser, squad, variant, path.join(opts.outDir, name), {
          source: opts.pool.source,
          seed,
        }),
      );
    }
    return pages;
  } finally {
    if (!opts.browser) await browser.close();
  }
}
