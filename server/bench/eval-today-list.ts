// "Today's list": each real Pick Team screenshot read against its own season's player list and against today's
// lists (2025-26, 2026-27), where some of its players have left. A player is the same person across seasons by
// his stable FPL `code`. Every plate scores as
//   right    a returned player with that person's code, not flagged for review;
//   flagged  an unresolved plate matched to it, or a returned player with 'id' or 'name' in lowConfidenceFields;
//   wrong    a returned player, not flagged, who is another person (a confident wrong player);
//   missing  nothing came back for it (a refused screenshot counts all 15 as missing).
// Targets: own season 15/15 right with captain and vice on every screenshot; today's lists 0 wrong.
// Usage: pnpm eval:today   (from the repo root or server/)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ExtractedTeamData,
  type Player,
  type Position,
  planningGameweek,
  type UnresolvedPlate,
} from '@fpl-assistant/engine';
import { normaliseName, similarity } from '@fpl-assistant/engine/extraction';
import { createOcrWorker } from '@fpl-assistant/ocr';
import { AiProviderError } from '../src/services/ai.js';
import { ocrExtractor } from '../src/services/ocr-extractor.js';
import { memoryFplService } from './extract-fpl.js';
import { loadPlayerPool, readCsv, sharedDir } from './transfers-page/player-pool.js';

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
  rows?: Record<Position, Annotated[]>;
  bench?: Annotated[];
}

/** One name plate on the screenshot and the person behind it. */
interface TruthPlate {
  shown: string;
  code: number;
  /** The pitch row (starters) or undefined (bench). */
  row?: Position;
  isStarter: boolean;
  benchOrder?: number;
  captain: boolean;
  vice: boolean;
}

type Outcome = 'right' | 'flagged' | 'wrong' | 'missing';
type Candidate = { kind: 'player'; player: Player } | { kind: 'unresolved'; plate: UnresolvedPlate };

const screenshots = path.join(sharedDir, 'screenshots');
if (!fs.existsSync(screenshots)) {
  console.error(`No screenshots at ${screenshots}: this evaluation needs ../shared beside the repository.`);
  process.exit(1);
}
const annotations = JSON.parse(fs.readFileSync(path.join(screenshots, 'annotations.json'), 'utf8')) as {
  images: AnnotatedImage[];
};
const images = annotations.images.filter((image) => image.file.startsWith('fpl_pickteam_') && image.rows);

const vaastav = path.join(sharedDir, 'fpl-data/vaastav');
const LISTS = [
  { label: 'own season', source: (image: AnnotatedImage) => path.join(vaastav, image.season) },
  {
    label: '2025-26',
    source: () =>
      path.join(sharedDir, 'fpl-data/api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json'),
  },
  {
    label: '2026-27',
    source: () => path.join(sharedDir, 'fpl-data/api/2026-27/bootstrap-static_2026-08-22_gw1-current.json'),
  },
] as const;

console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

/** Element id → stable person code, from a season's players_raw.csv. */
function seasonCodes(season: string): Map<number, number> {
  return new Map(
    readCsv(path.join(vaastav, season, 'players_raw.csv')).map((row) => [Number(row.id), Number(row.code)]),
  );
}

function truthPlates(image: AnnotatedImage): TruthPlate[] {
  const codes = seasonCodes(image.season);
  const code = (p: Annotated) => {
    const found = codes.get(p.id);
    if (found === undefined) throw new Error(`${image.file}: no code for element ${p.id} in ${image.season}`);
    return found;
  };
  const flags = (p: Annotated) => ({ captain: p.captain === true, vice: p.vice_captain === true });
  return [
    ...(['GKP', 'DEF', 'MID', 'FWD'] as const).flatMap((row) =>
      (image.rows?.[row] ?? []).map((p) => ({
        shown: p.shown,
        code: code(p),
        row,
        isStarter: true,
        ...flags(p),
      })),
    ),
    ...(image.bench ?? []).map((p, i) => ({
      shown: p.shown,
      code: code(p),
      isStarter: false,
      benchOrder: i + 1,
      ...flags(p),
    })),
  ];
}

const isFlagged = (player: Player) =>
  player.lowConfidenceFields?.some((field) => field === 'id' || field === 'name') ?? false;

/** How alike a read and a plate's printed text are, comparing only what both show (plates cut names short). */
function textLikeness(read: string, shown: string): number {
  const a = normaliseName(read.replace(/(\.\.\.|…)\s*$/, ''));
  const b = normaliseName(shown.replace(/(\.\.\.|…)\s*$/, ''));
  const n = Math.min(a.length, b.length);
  return n === 0 ? 0 : similarity(a.slice(0, Math.max(n, 3)), b.slice(0, Math.max(n, 3)));
}

/**
 * Each plate's outcome. The plate's own person is looked for first (by code, anywhere in the squad); what is left
 * (other persons, unresolved entries) is paired with the plates still open by slot: bench order on the bench,
 * the pitch row and the read text for starters.
 */
function scorePlates(
  plates: readonly TruthPlate[],
  data: ExtractedTeamData,
  codeOf: ReadonlyMap<number, number>,
): { outcomes: Outcome[]; wrong: string[]; flaggedWrong: string[]; extra: string[] } {
  const assigned: (Candidate | undefined)[] = plates.map(() => undefined);
  const players = [...data.players];
  plates.forEach((plate, i) => {
    const at = players.findIndex((player) => codeOf.get(player.id) === plate.code);
    if (at >= 0) {
      assigned[i] = { kind: 'player', player: players[at] as Player };
      players.splice(at, 1);
    }
  });
  const rest: Candidate[] = [
    ...players.map((player): Candidate => ({ kind: 'player', player })),
    ...(data.unresolved ?? []).map((plate): Candidate => ({ kind: 'unresolved', plate })),
  ];
  const pairs: { plate: number; candidate: number; score: number }[] = [];
  plates.forEach((plate, p) => {
    if (assigned[p]) return;
    rest.forEach((candidate, c) => {
      const slot = candidate.kind === 'player' ? candidate.player : candidate.plate;
      if (slot.isStarter !== plate.isStarter) return;
      let score: number;
      if (!plate.isStarter) {
        if (slot.benchOrder !== undefined && slot.benchOrder !== plate.benchOrder) return;
        score = slot.benchOrder === plate.benchOrder ? 2 : 0;
      } else score = slot.position === plate.row ? 1 : 0;
      const read = candidate.kind === 'player' ? candidate.player.name : candidate.plate.read;
      pairs.push({ plate: p, candidate: c, score: score + textLikeness(read, plate.shown) });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const used = new Set<number>();
  for (const pair of pairs) {
    if (assigned[pair.plate] || used.has(pair.candidate)) continue;
    assigned[pair.plate] = rest[pair.candidate];
    used.add(pair.candidate);
  }
  const wrong: string[] = [];
  const flaggedWrong: string[] = [];
  const outcomes = plates.map((plate, i): Outcome => {
    const got = assigned[i];
    if (!got) return 'missing';
    if (got.kind === 'unresolved') return 'flagged';
    const { player } = got;
    const right = codeOf.get(player.id) === plate.code;
    const label = `"${plate.shown}" → ${player.name} (${player.team} ${player.position}, ${player.confidence ?? '?'})`;
    if (isFlagged(player)) {
      flaggedWrong.push(right ? `${label} [right person]` : label);
      return 'flagged';
    }
    if (right) return 'right';
    wrong.push(label);
    return 'wrong';
  });
  const extra = rest
    .filter((_, c) => !used.has(c))
    .map((candidate) =>
      candidate.kind === 'player'
        ? `${candidate.player.name} (player)`
        : `"${candidate.plate.read}" (unresolved)`,
    );
  return { outcomes, wrong, flaggedWrong, extra };
}

const count = (outcomes: readonly Outcome[], outcome: Outcome) =>
  outcomes.filter((o) => o === outcome).length;

/** A read's outcomes and what to print about it. */
function reading(
  plates: readonly TruthPlate[],
  data: ExtractedTeamData,
  codeOf: ReadonlyMap<number, number>,
  listed: ReadonlySet<number>,
) {
  const { outcomes, wrong, flaggedWrong, extra } = scorePlates(plates, data, codeOf);
  /** 'ok', 'WRONG', or 'left' when the person wearing the armband is not in the list at all. */
  const armband = (marked: Player | undefined, plate: TruthPlate | undefined) => {
    if (plate && !listed.has(plate.code)) return 'left';
    return marked && plate && codeOf.get(marked.id) === plate.code ? 'ok' : 'WRONG';
  };
  const captain = armband(
    data.players.find((player) => player.isCaptain),
    plates.find((plate) => plate.captain),
  );
  const vice = armband(
    data.players.find((player) => player.isViceCaptain),
    plates.find((plate) => plate.vice),
  );
  const summary = `right ${count(outcomes, 'right')}, flagged ${count(outcomes, 'flagged')}, wrong ${count(
    outcomes,
    'wrong',
  )}, missing ${count(outcomes, 'missing')}; captain ${captain}, vice ${vice}; ${data.players.length} players + ${
    data.unresolved?.length ?? 0
  } unresolved`;
  const details: string[] = [];
  if (wrong.length > 0) details.push(`wrong: ${wrong.join(', ')}`);
  if (flaggedWrong.length > 0) details.push(`flagged: ${flaggedWrong.join(', ')}`);
  const missing = plates.filter((_, i) => outcomes[i] === 'missing');
  if (missing.length > 0)
    details.push(
      `missing: ${missing.map((plate) => `"${plate.shown}"${listed.has(plate.code) ? '' : ' (left)'}`).join(', ')}`,
    );
  if (extra.length > 0) details.push(`not matched to any plate: ${extra.join(', ')}`);
  return { outcomes, captain, vice, summary, details };
}

// One OCR worker for every read, as in the server; started before the first read.
const ocr = createOcrWorker();
await ocr.warm();

/** Each list loaded once, with one extractor over it (the name index is built once per list). */
const loaded = new Map<string, ReturnType<typeof load>>();
function load(source: string) {
  const pool = loadPlayerPool(source);
  const codeOf = new Map(pool.bootstrap.elements.map((element) => [element.id, element.code]));
  const extractor = ocrExtractor({ fpl: memoryFplService(pool.bootstrap, pool.fixtures), ocr });
  return { pool, codeOf, listed: new Set(codeOf.values()), extractor };
}

const failures: string[] = [];
for (const list of LISTS) {
  const totals: Record<Outcome, number> = { right: 0, flagged: 0, wrong: 0, missing: 0 };
  let stillListed = 0;
  let plateCount = 0;
  console.log(`\n== ${list.label} list`);
  for (const image of images) {
    const source = list.source(image);
    if (!loaded.has(source)) loaded.set(source, load(source));
    const { pool, codeOf, listed, extractor } = loaded.get(source) as ReturnType<typeof load>;
    const ownSeason = list.label === 'own season';
    const gameweek = ownSeason ? (image.gameweek ?? 1) : (planningGameweek(pool.bootstrap.events) ?? 1);
    const plates = truthPlates(image);
    const present = plates.filter((plate) => listed.has(plate.code)).length;
    stillListed += present;
    plateCount += plates.length;
    const imageBase64 = fs.readFileSync(path.join(screenshots, image.file)).toString('base64');
    const started = performance.now();
    let data: ExtractedTeamData | undefined;
    let refusal: AiProviderError | undefined;
    try {
      data = (await extractor.extract({ imageBase64, gameweek })).data;
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      refusal = err;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const name = image.file.replace(/\.\w+$/, '');
    const head = `${name} vs ${path.basename(source)} (GW${gameweek}, ${present}/15 still listed)`;
    if (!data) {
      totals.missing += plates.length;
      console.log(
        `${head}: REFUSED in ${seconds} s — right 0, flagged 0, wrong 0, missing ${plates.length}\n    error: ${refusal?.message}`,
      );
      // Not counted (the manager gets the message and an unscored start): what the partial squad would score.
      if (refusal?.partial) {
        const partial = reading(plates, refusal.partial, codeOf, listed);
        console.log(`    partial squad returned, would score: ${partial.summary}`);
        for (const line of partial.details) console.log(`    ${line}`);
      }
      if (ownSeason) failures.push(`${name} refused against its own season`);
      continue;
    }
    const { outcomes, captain, vice, summary, details } = reading(plates, data, codeOf, listed);
    for (const outcome of outcomes) totals[outcome]++;
    console.log(`${head}: ${summary}, ${seconds} s`);
    for (const line of details) console.log(`    ${line}`);
    if (ownSeason && !(count(outcomes, 'right') === plates.length && captain === 'ok' && vice === 'ok'))
      failures.push(`${name}: own season not 15/15 right with captain and vice`);
    if (!ownSeason && count(outcomes, 'wrong') > 0)
      failures.push(`${name} vs ${list.label}: ${count(outcomes, 'wrong')} wrong`);
  }
  console.log(
    `total ${list.label}: right ${totals.right}, flagged ${totals.flagged}, wrong ${totals.wrong}, missing ${totals.missing} of ${plateCount}; best possible right ${stillListed}/${plateCount} (persons still in the list)`,
  );
}
await ocr.terminate();

console.log(
  '\ntargets: own season 15/15 right with captain and vice on every screenshot; 2025-26 and 2026-27: 0 wrong',
);
console.log(failures.length === 0 ? 'all targets met' : `targets missed:\n  ${failures.join('\n  ')}`);
process.exitCode = failures.length === 0 ? 0 : 1;
