// Extraction speed with the OCR worker warm, per kind of image, beside a bare tesseract.js recognize of the same
// image in the same run, and memory over the runs.
// Usage: pnpm bench:extract [--runs 5]   (from the repo root or server/)
// Images: a full-resolution phone capture (generated Transfers page, 390×844 viewport at 3×: 1170×2532), a desktop
// Transfers page (1280 wide, full page, player list beside the pitch), and the four real Pick Team screenshots.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BootstrapStatic, planningGameweek, toPlayerPosition } from '@fpl-assistant/engine';
import { createOcrWorker } from '@fpl-assistant/ocr';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { AiProviderError } from '../src/services/ai.js';
import { type OcrExtractor, ocrExtractor } from '../src/services/ocr-extractor.js';
import { memoryFplService } from './extract-fpl.js';
import { type ListedPlayer, transfersPageHtml } from './transfers-page/page-html.js';
import { loadPlayerPool, sharedDir } from './transfers-page/player-pool.js';
import { launchChromium } from './transfers-page/render.js';
import { seededRng } from './transfers-page/rng.js';
import { randomSquad, type TransfersSquad } from './transfers-page/squad.js';

/** The stated goal: a phone capture read in this time or less on a quiet machine. */
const PHONE_TARGET_SECONDS = 2.5;
const SQUAD_SEED = 20260418;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, got ${values.runs}`);
  process.exit(1);
}
const screenshots = path.join(sharedDir, 'screenshots');
if (!fs.existsSync(screenshots)) {
  console.error(`No screenshots at ${screenshots}: this benchmark needs ../shared beside the repository.`);
  process.exit(1);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => ms / 1000;
const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

console.log(
  `${os.cpus().length} cores × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()} (1/5/15 min)`,
);

/** The desktop page's player list: the best scorers not in the squad, as FPL lists them by total points. */
function playerList(bootstrap: BootstrapStatic, squad: TransfersSquad): ListedPlayer[] {
  const teams = new Map(bootstrap.teams.map((team) => [team.id, team.short_name]));
  const inSquad = new Set(squad.players.map((player) => player.id));
  return bootstrap.elements
    .filter((element) => element.element_type <= 4 && !inSquad.has(element.id))
    .sort((a, b) => b.total_points - a.total_points)
    .slice(0, 14)
    .map((element) => ({
      webName: element.web_name,
      team: teams.get(element.team) ?? '???',
      position: toPlayerPosition(element.element_type),
      nowCost: element.now_cost,
      totalPoints: element.total_points,
    }));
}

interface BenchImage {
  kind: string;
  bytes: Buffer;
  extractor: OcrExtractor;
  gameweek: number;
}

// One OCR worker pool for every extractor, as in the server (a worker a core, two at most); the bare
// reference is one tesseract.js worker reading the whole image.
const ocr = createOcrWorker();
console.log(`extractor: ${ocr.parallel} OCR worker${ocr.parallel === 1 ? '' : 's'}; reference: 1 worker`);
const current = loadPlayerPool();
const currentGameweek = planningGameweek(current.bootstrap.events) ?? 1;
const currentExtractor = ocrExtractor({ fpl: memoryFplService(current.bootstrap, current.fixtures), ocr });
const season2122 = loadPlayerPool(path.join(sharedDir, 'fpl-data/vaastav/2021-22'));
const extractor2122 = ocrExtractor({ fpl: memoryFplService(season2122.bootstrap, season2122.fixtures), ocr });

let started = performance.now();
const browser = await launchChromium();
const generated: BenchImage[] = [];
try {
  const squad = randomSquad(current.bootstrap, seededRng(SQUAD_SEED));
  // Plain FPL looks: Liberation Sans, bold plate names at the site's sizes, no status bar or browser chrome.
  // Declared apart from the call so the options fit PageOptions as the page generator grows it.
  const phone = {
    device: 'phone' as const,
    theme: 'modern' as const,
    bankLabel: 'Budget' as const,
    pitchLayout: 'xi-bench' as const,
    headerLayout: 'stacked' as const,
    width: 390,
    font: { family: 'Liberation Sans', plateSize: 11, weight: 700 },
  };
  const desktop = {
    device: 'desktop' as const,
    theme: 'modern' as const,
    bankLabel: 'Budget' as const,
    pitchLayout: 'xi-bench' as const,
    headerLayout: 'stacked' as const,
    listPlace: 'beside' as const,
    width: 1280,
    font: { family: 'Liberation Sans', plateSize: 12, weight: 700 },
    playerList: playerList(current.bootstrap, squad),
  };
  const pages = [
    {
      kind: 'phone capture',
      html: transfersPageHtml(squad, phone),
      viewport: [390, 844, 3],
      fullPage: false,
    },
    {
      kind: 'desktop page',
      html: transfersPageHtml(squad, desktop),
      viewport: [1280, 900, 1],
      fullPage: true,
    },
  ] as const;
  for (const { kind, html, viewport, fullPage } of pages) {
    const [width, height, deviceScaleFactor] = viewport;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const bytes = await page.screenshot({ fullPage });
      generated.push({ kind, bytes, extractor: currentExtractor, gameweek: currentGameweek });
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `rendered the phone capture and the desktop page (${current.source}, seed ${SQUAD_SEED}) in ${seconds(
    performance.now() - started,
  ).toFixed(1)} s`,
);

const real: BenchImage[] = fs
  .readdirSync(screenshots)
  .filter((file) => file.startsWith('fpl_pickteam_'))
  .sort()
  .map((file) => ({
    kind: file.replace(/\.\w+$/, ''),
    bytes: fs.readFileSync(path.join(screenshots, file)),
    extractor: extractor2122,
    gameweek: 13,
  }));
const images = [...generated, ...real];

/** width×height from the image itself, for the report. */
async function sizeOf(bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes).metadata();
  return `${meta.width}×${meta.height}`;
}

// The reference: a worker made exactly as ocr-worker.ts makes it, one plain recognize of the original image.
const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');

const memory = (label: string) => {
  const usage = process.memoryUsage();
  console.log(
    `  memory ${label}: rss ${mb(usage.rss)}, heap used ${mb(usage.heapUsed)}, external ${mb(usage.external)}`,
  );
};
memory('before the workers');

started = performance.now();
const reference = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
await reference.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
const extractOnce = async (image: BenchImage) =>
  (await image.extractor.extract({ imageBase64: image.bytes.toString('base64'), gameweek: image.gameweek }))
    .data;
// What each image gave, so a fast time that read nothing is visible beside it.
const outcome = new Map<string, string>();
// Cold: both workers start and every image is read once, untimed except as a whole.
for (const image of images) {
  try {
    const data = await extractOnce(image);
    const unresolved = (data.unresolved ?? []).map((plate) => `"${plate.read}"`).join(' ');
    outcome.set(
      image.kind,
      `${data.players.length} players${unresolved ? `, unresolved ${unresolved}` : ''}`,
    );
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    outcome.set(image.kind, `refused: ${err.message}`);
  }
  await reference.recognize(image.bytes);
}
console.log(
  `cold (two worker starts + one pass over ${images.length} images, both ways): ${seconds(
    performance.now() - started,
  ).toFixed(1)} s`,
);
memory('after the cold pass');

const timings = new Map(
  images.map((image) => [
    image.kind,
    { extract: [] as number[], bare: [] as number[], extractCpu: [] as number[], bareCpu: [] as number[] },
  ]),
);
// CPU seconds of the whole process (both workers are threads of it): what a read costs whatever else the
// machine is doing; on a quiet machine the wall time is about this.
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
const cpuBefore = process.cpuUsage();
const rss: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const image of images) {
    const timing = timings.get(image.kind);
    if (!timing) continue;
    // Alternate which goes first so a load spike does not always land on the same side.
    const order = run % 2 === 0 ? ['extract', 'bare'] : ['bare', 'extract'];
    for (const side of order) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      if (side === 'extract') await extractOnce(image).catch(() => undefined);
      else await reference.recognize(image.bytes);
      const cpuUsed = cpuSeconds(process.cpuUsage(cpu0));
      const wall = seconds(performance.now() - t0);
      if (side === 'extract') {
        timing.extract.push(wall);
        timing.extractCpu.push(cpuUsed);
      } else {
        timing.bare.push(wall);
        timing.bareCpu.push(cpuUsed);
      }
    }
  }
  rss.push(process.memoryUsage().rss);
  console.log(`  run ${run + 1}/${runs} done, load ${load()}`);
}
const cpu = process.cpuUsage(cpuBefore);
memory(`after ${runs} timed runs`);
await reference.terminate();
await currentExtractor.close();

console.log('');
console.log(
  `median over ${runs} warm runs, wall seconds per image, full extractor vs bare tesseract.js recognize (cpu: process cpu seconds):`,
);
console.log(
  `  ${'image'.padEnd(30)}${'size'.padEnd(11)}${'extract'.padStart(8)}${'bare'.padStart(7)}${'ratio'.padStart(7)}   cpu: extract   bare   extractor read`,
);
let phoneMedian: number | undefined;
for (const image of images) {
  const timing = timings.get(image.kind);
  if (!timing) continue;
  const extract = median(timing.extract);
  const bare = median(timing.bare);
  if (image.kind === 'phone capture') phoneMedian = extract;
  console.log(
    `  ${image.kind.padEnd(30)}${(await sizeOf(image.bytes)).padEnd(11)}${extract.toFixed(2).padStart(8)}${bare
      .toFixed(2)
      .padStart(7)}${`${(extract / bare).toFixed(2)}×`.padStart(7)}   ${median(timing.extractCpu)
      .toFixed(2)
      .padStart(12)}${median(timing.bareCpu).toFixed(2).padStart(7)}   ${outcome.get(image.kind) ?? ''}`,
  );
}
const recognitions = images.length * runs * 2;
console.log(
  `cpu (user + system) over the timed runs: ${cpuSeconds(cpu).toFixed(1)} s for ${recognitions} reads`,
);
console.log(
  `rss after each run: ${rss.map(mb).join(', ')}${rss.length > 1 ? ` (first to last ${mb((rss.at(-1) as number) - (rss[0] as number))})` : ''}`,
);
console.log(`load after: ${load()}`);
if (phoneMedian !== undefined) {
  console.log(
    `target: median ≤ ${PHONE_TARGET_SECONDS} s per phone capture on a quiet machine; here ${phoneMedian.toFixed(
      2,
    )} s (${phoneMedian <= PHONE_TARGET_SECONDS ? 'met' : 'not met'}, load ${load()} on ${os.cpus().length} cores)`,
  );
}
