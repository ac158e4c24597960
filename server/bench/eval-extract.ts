// Runs the OCR extractor over every screenshot in ../shared/screenshots and scores it against annotations.json:
// element ids right out of 15, positions, captain and vice, seconds. The no-squad image must be rejected.
// Usage: pnpm eval:extract [--fit N]   (from the repo root or server/)
// --fit 900: each image first shrunk to fit N×N as the web app stores it (spec §5), to see what extraction
// would read from that copy instead of the original file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { createOcrWorker } from '@fpl-assistant/ocr';
import sharp from 'sharp';
import { AiProviderError } from '../src/services/ai.js';
import { ocrExtractor } from '../src/services/ocr-extractor.js';
import { memoryFplService } from './extract-fpl.js';
import { loadPlayerPool, sharedDir } from './transfers-page/player-pool.js';

interface Annotated {
  id: number;
  shown: string;
  captain?: boolean;
  vice_captain?: boolean;
}
interface AnnotatedImage {
  file: string;
  season: string;
  gameweek: number | null;
  formation?: string;
  rows?: Record<'GKP' | 'DEF' | 'MID' | 'FWD', Annotated[]>;
  bench?: Annotated[];
  use?: string;
}

const { values } = parseArgs({ options: { fit: { type: 'string' } } });
const fit = values.fit ? Number(values.fit) : undefined;

const screenshots = path.join(sharedDir, 'screenshots');
if (!fs.existsSync(screenshots)) {
  console.error(`No screenshots at ${screenshots}: this evaluation needs ../shared beside the repository.`);
  process.exit(1);
}
const annotations = JSON.parse(fs.readFileSync(path.join(screenshots, 'annotations.json'), 'utf8')) as {
  images: AnnotatedImage[];
};

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
/** The image's season, or the nearest stored one (the no-squad image is from a season not stored). */
function seasonFolder(season: string): string {
  const root = path.join(sharedDir, 'fpl-data/vaastav');
  const stored = fs.readdirSync(root).sort();
  return path.join(root, stored.includes(season) ? season : (stored.find((s) => s > season) ?? season));
}

let failures = 0;
// One OCR worker for every image, as in the server; it is started before the first timing.
const ocr = createOcrWorker();
await ocr.warm();
for (const image of annotations.images) {
  const pool = loadPlayerPool(seasonFolder(image.season));
  const extractor = ocrExtractor({ fpl: memoryFplService(pool.bootstrap, pool.fixtures), ocr });
  const file = fs.readFileSync(path.join(screenshots, image.file));
  const bytes = fit
    ? await sharp(file).resize(fit, fit, { fit: 'inside', withoutEnlargement: true }).png().toBuffer()
    : file;
  const imageBase64 = bytes.toString('base64');
  const started = performance.now();
  let data: ExtractedTeamData | undefined;
  let rejection: string | undefined;
  try {
    data = (await extractor.extract({ imageBase64, gameweek: image.gameweek ?? 1 })).data;
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    rejection = err.message;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!image.rows) {
    const ok = rejection !== undefined;
    if (!ok) failures++;
    console.log(
      `${image.file}: ${ok ? 'rejected' : 'NOT REJECTED'} in ${seconds} s${rejection ? ` — ${rejection}` : ''}`,
    );
    continue;
  }
  if (!data) {
    failures++;
    console.log(`${image.file}: REJECTED in ${seconds} s — ${rejection}`);
    continue;
  }
  const expected = [
    ...(['GKP', 'DEF', 'MID', 'FWD'] as const).flatMap((position) =>
      (image.rows?.[position] ?? []).map((p) => ({ ...p, position, isStarter: true })),
    ),
    ...(image.bench ?? []).map((p, i) => ({
      ...p,
      position: undefined,
      isStarter: false,
      benchOrder: i + 1,
    })),
  ];
  const byId = new Map(data.players.map((player) => [player.id, player]));
  const idsRight = expected.filter((p) => byId.has(p.id)).length;
  const positionsRight = expected.filter((p) => {
    const got = byId.get(p.id);
    return got && (p.position === undefined || got.position === p.position) && got.isStarter === p.isStarter;
  }).length;
  const captain = data.players.find((player) => player.isCaptain)?.id;
  const vice = data.players.find((player) => player.isViceCaptain)?.id;
  const captainRight = captain === expected.find((p) => p.captain)?.id;
  const viceRight = vice === expected.find((p) => p.vice_captain)?.id;
  const wrong = data.players.filter((player) => !expected.some((p) => p.id === player.id));
  const missing = expected.filter((p) => !byId.has(p.id));
  const target = image.file.startsWith('fpl_pickteam_')
    ? idsRight === 15 && captainRight && viceRight
    : idsRight >= 12;
  if (!target) failures++;
  console.log(
    `${image.file}: ids ${idsRight}/15, positions ${positionsRight}/15, captain ${captainRight ? 'ok' : 'WRONG'}, vice ${viceRight ? 'ok' : 'WRONG'}, formation ${data.formation} (${image.formation}), ${seconds} s${target ? '' : '  ← below target'}`,
  );
  if (missing.length > 0)
    console.log(`    missing: ${missing.map((p) => `${p.shown} (${p.id})`).join(', ')}`);
  if (wrong.length > 0)
    console.log(`    wrong: ${wrong.map((p) => `${p.name} (${p.id}, ${p.confidence})`).join(', ')}`);
}
await ocr.terminate();
console.log(failures === 0 ? 'all targets met' : `${failures} image(s) below target`);
process.exitCode = failures === 0 ? 0 : 1;
