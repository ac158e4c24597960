// Every ```ts block of the README runs here, against FPL data kept beside the repository: `fetch` of the FPL API
// and `readFile` of the files the examples name are served locally; imports resolve to the engine's source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as app from '../src/app/index.js';
import * as extraction from '../src/extraction/index.js';
import { badge, ELEMENTS, FIXTURES, plate, TEAMS } from '../src/extraction/test-data.js';
import * as engine from '../src/index.js';
import * as pricing from '../src/pricing/index.js';
import * as prompts from '../src/prompts/index.js';
import { hasSharedData, readSharedJson } from './shared-data.js';

const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(engineDir, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/^###? (.+)$|^```ts\n([\s\S]*?)^```$/gm)].reduce<
  { title: string; code: string }[]
>((found, match, index, all) => {
  if (match[2] === undefined) return found;
  const heading = all.slice(0, index).findLast((m) => m[1] !== undefined)?.[1] ?? 'README';
  found.push({ title: heading, code: match[2] });
  return found;
}, []);

/** A Pick Team pitch as OCR lines: 11 starters in a 4-4-2… shape of the extraction tests, bench last. */
function pickTeamLines() {
  const rows = [
    [['Ramsdale', 'MCI (A)']],
    [
      ['James', 'MUN (H)'],
      ['Alexand...', 'SOU (H)'],
      ['Cancelo', 'ARS (H)'],
      ['Semedo', 'LEE (H)'],
    ],
    [
      ['Salah', 'SOU (H)'],
      ['Son', 'CHE (A)'],
      ['Saka', 'MCI (A)'],
      ['Armstrong', 'LIV (A)'],
    ],
    [
      ['Jiménez', 'LEE (H)'],
      ['Haaland', 'ARS (H)'],
    ],
    [
      ['Sá', 'LEE (H)'],
      ['Rashford', 'CHE (A)'],
      ['Livrame...', 'LIV (A)'],
      ['A.Armstr...', 'LIV (A)'],
    ],
  ];
  const lines = rows.flatMap((row, r) =>
    row.flatMap(([name, under], i) => plate(100 + 220 * i, 100 + 200 * r, name ?? '', under)),
  );
  lines.push({ text: 'GK', confidence: 90, box: { x0: 110, y0: 960, x1: 140, y1: 980 } });
  lines.push(badge(180, 450, 'C'), badge(180, 650, 'V'));
  return lines;
}

const files: Record<string, () => unknown> = {
  'squad.json': () =>
    JSON.parse(readFileSync(path.join(engineDir, '../cli/test/fixtures/squad-gw33.json'), 'utf8')),
  'pick-team-ocr.json': () => ({
    lines: pickTeamLines(),
    bootstrap: { elements: ELEMENTS, teams: TEAMS },
    fixtures: FIXTURES,
  }),
};
const api: Record<string, string> = {
  '/bootstrap-static/': 'api/2025-26/bootstrap-static_2026-04-18_pre-gw33-deadline.json',
  '/fixtures/': 'derived/2025-26/fixtures_2025-26_pre-gw33-deadline.json',
  '/event/33/live/': 'api/2025-26/event-live_gw33.json',
};

const modules: Record<string, unknown> = {
  '@fpl-assistant/engine': engine,
  '@fpl-assistant/engine/app': app,
  '@fpl-assistant/engine/extraction': extraction,
  '@fpl-assistant/engine/pricing': pricing,
  '@fpl-assistant/engine/prompts': prompts,
  'node:fs/promises': {
    readFile: async (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`the README reads ${name}, which the test does not serve`);
      return JSON.stringify(file());
    },
  },
};

async function fakeFetch(url: string) {
  const { pathname } = new URL(url);
  const file = api[pathname.replace(/^\/api/, '')];
  if (!file) throw new Error(`the README fetches ${url}, which the test does not serve`);
  const body = readSharedJson<unknown>(file);
  return { ok: true, json: async () => body };
}

/** The block as the body of an async function: imports become look-ups in `modules`. */
async function run(code: string): Promise<string[]> {
  const body = code.replace(
    /^import \{([^}]*)\} from '([^']+)';$/gm,
    (_, names: string, from: string) => `const {${names.replace(/\bas\b/g, ':')}} = __modules['${from}'];`,
  );
  const { code: js } = await transform(`(async () => {\n${body}\n})`, { loader: 'ts' });
  const printed: string[] = [];
  const console = { log: (...args: unknown[]) => printed.push(args.map((a) => JSON.stringify(a)).join(' ')) };
  const fn = new Function('__modules', 'fetch', 'console', `return ${js}`);
  await fn(modules, fakeFetch, console)();
  return printed;
}

describe.runIf(hasSharedData)('README examples', () => {
  it('has an example for each section', () => {
    expect(blocks.map((b) => b.title)).toEqual([
      'From install to a plan',
      'Squad rules',
      'Projections',
      'Planner',
      'Chips',
      'Analysis',
      'Many squads on the same data',
      "The manager's own rules",
      'Reading a screenshot',
    ]);
  });

  for (const [index, block] of blocks.entries()) {
    it(`${index + 1}. ${block.title} runs and prints`, async () => {
      const printed = await run(block.code);
      expect(printed.length).toBeGreaterThan(0);
      console.info(`${block.title}:\n  ${printed.join('\n  ')}`);
    }, 120_000);
  }
});
