// Renders generated Transfers pages in headless Chromium (Debian's, never a downloaded one) and writes each PNG
// beside its ground truth JSON.
import fs from 'node:fs';
import path from 'node:path';
import type { BootstrapStatic } from '@fpl-assistant/engine';
import { toPlayerPosition } from '@fpl-assistant/engine';
import { type Browser, chromium } from 'playwright-core';
import {
  type Device,
  type ListedPlayer,
  type PageOptions,
  type PlateTheme,
  transfersPageHtml,
} from './page-html.js';
import type { PlayerPool } from './player-pool.js';
import { type Rng, seededRng } from './rng.js';
import { assertLegalSquad, randomSquad, type TransfersSquad } from './squad.js';

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

export interface PageVariant extends PageOptions {
  /** true: only the pitch and bench (a tight crop), false: the whole page. */
  crop: boolean;
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
  isStarter: boolean;
  benchOrder?: number;
}

export interface PageTruth {
  file: string;
  source: string;
  seed: number;
  device: Device;
  theme: PlateTheme;
  crop: boolean;
  viewport: { width: number; height: number; deviceScaleFactor: number };
  gameweek: number;
  deadline: string;
  freeTransfers: number;
  /** Money remaining, millions. */
  bank: number;
  cost: number;
  formation: string;
  players: PlateTruth[];
}

const VIEWPORTS: Record<Device, PageTruth['viewport']> = {
  desktop: { width: 1280, height: 900, deviceScaleFactor: 1 },
  phone: { width: 390, height: 844, deviceScaleFactor: 3 },
};

/** A fixed rotation of sizes and looks so any 20 consecutive pages mix all of them. */
export function variantFor(index: number): PageVariant {
  const device: Device = index % 2 === 0 ? 'desktop' : 'phone';
  const theme: PlateTheme = index % 4 < 2 ? 'modern' : 'classic';
  return {
    device,
    theme,
    bankLabel: index % 3 === 0 ? 'Money Remaining' : 'Budget',
    crop: index % 5 === 4,
  };
}

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface GeneratedPage {
  png: string;
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
  const viewport = VIEWPORTS[variant.device];
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
    if (variant.crop) await page.locator('.pitch').screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
    const truth: PageTruth = {
      file: path.basename(file),
      source: meta.source,
      seed: meta.seed,
      device: variant.device,
      theme: variant.theme,
      crop: variant.crop,
      viewport,
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
        isStarter: player.isStarter,
        ...(player.benchOrder === undefined ? {} : { benchOrder: player.benchOrder }),
      })),
    };
    fs.writeFileSync(file.replace(/\.png$/, '.json'), `${JSON.stringify(truth, null, 2)}\n`);
    return { png: file, truth };
  } finally {
    await context.close();
  }
}

/** The desktop page's player list: the best scorers not in the squad, as FPL lists them by total points. */
function playerList(bootstrap: BootstrapStatic, squad: TransfersSquad, rng: Rng): ListedPlayer[] {
  const teams = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const inSquad = new Set(squad.players.map((player) => player.id));
  const start = rng.int(0, 20);
  return bootstrap.elements
    .filter((element) => element.element_type <= 4 && !inSquad.has(element.id))
    .sort((a, b) => b.total_points - a.total_points)
    .slice(start, start + 14)
    .map((element) => ({
      webName: element.web_name,
      team: teams.get(element.team) ?? '???',
      position: toPlayerPosition(element.element_type),
      nowCost: element.now_cost,
      totalPoints: element.total_points,
    }));
}

/** `count` pages from one seed: page i uses squad seed `seed + i` and the i-th variant. */
export async function generatePages(opts: {
  pool: PlayerPool;
  count: number;
  seed: number;
  outDir: string;
  browser?: Browser;
}): Promise<GeneratedPage[]> {
  const browser = opts.browser ?? (await launchChromium());
  try {
    const pages: GeneratedPage[] = [];
    for (let i = 0; i < opts.count; i++) {
      const seed = opts.seed + i;
      const rng = seededRng(seed);
      const squad = randomSquad(opts.pool.bootstrap, rng);
      assertLegalSquad(squad);
      const variant = variantFor(i);
      if (variant.device === 'desktop' && !variant.crop) {
        variant.playerList = playerList(opts.pool.bootstrap, squad, rng);
      }
      const name = `transfers-${String(seed).padStart(4, '0')}-${variant.device}-${variant.theme}${variant.crop ? '-crop' : ''}.png`;
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
