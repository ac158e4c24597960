// `fpl-assistant extract SCREENSHOT`: reads a squad from an FPL screenshot with local OCR (no key, no network
// beyond the FPL data) and prints it as a table or as ExtractedTeamData JSON.
import { type ExtractedTeamData, planningGameweek, SQUAD_SIZE } from '@fpl-assistant/engine';
import { validateScreenshotFile } from '@fpl-assistant/engine/app';
import { ExtractionError } from '@fpl-assistant/engine/extraction';
import type { Command } from 'commander';
import { type DataSourceOptions, type FplData, loadFromOptions } from '../data-source.js';
import { CliError } from '../errors.js';
import { type Io, outputWidth, PIPED_WIDTH } from '../io.js';
import { readFileBytes } from '../json-file.js';
import { loadOcr } from '../ocr.js';
import { gameweekNumber } from '../option-parsers.js';
import { spinner } from '../progress.js';
import { armbandCell, slotCell } from '../squad-cells.js';
import { renderTable } from '../table.js';

export interface ExtractOptions extends DataSourceOptions {
  json?: boolean;
  /** The gameweek the screenshot shows; defaults to the data's next gameweek. */
  gameweek?: number;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Reads the screenshot and extracts the squad; the FPL data is passed in by tests. */
export async function extractSquadFromFile(
  file: string,
  options: ExtractOptions,
  io: Io,
  data?: FplData,
): Promise<ExtractedTeamData> {
  // Loaded here, not at the top: only the commands that read images need sharp and Tesseract.
  const { createOcrWorker, extractScreenshot, ScreenshotDecodeError } = await loadOcr();
  const progress = spinner(io.stderr);
  const ocr = createOcrWorker();
  try {
    progress.step('Processing screenshot...');
    const image = await readFileBytes(file, 'screenshot');
    const extension = file.split('.').pop()?.toLowerCase() ?? '';
    const problem = validateScreenshotFile({ type: MIME[extension] ?? '', size: image.byteLength });
    if (problem) throw new CliError(problem);
    progress.step('Loading FPL data...');
    const fpl = data ?? (await loadFromOptions(options));
    const gameweek = options.gameweek ?? planningGameweek(fpl.bootstrap.events) ?? 1;
    progress.step('Extracting team data...');
    return await extractScreenshot(image, {
      bootstrap: fpl.bootstrap,
      fixtures: fpl.fixtures,
      gameweek,
      ocr,
    });
  } catch (err) {
    if (err instanceof ExtractionError)
      throw new CliError(
        `${err.message} (${err.playersFound} player name${err.playersFound === 1 ? '' : 's'} matched)`,
      );
    if (err instanceof ScreenshotDecodeError) throw new CliError(`Failed to load image: ${file}`);
    throw err;
  } finally {
    progress.done();
    await ocr.terminate();
  }
}

const notRead = (data: ExtractedTeamData, field: 'freeTransfers' | 'bank') =>
  data.lowConfidenceFields?.includes(field) ? ' (not on the screenshot: check it)' : '';

export function renderSquad(data: ExtractedTeamData, width = PIPED_WIDTH): string {
  const rows = data.players.map((player) => [
    slotCell(player),
    armbandCell(player.name, player),
    player.team,
    // A price not read from the page (or not possible for this player) is his current price: marked '?'.
    `£${player.price.toFixed(1)}m${player.lowConfidenceFields?.includes('price') ? '?' : ''}`,
    player.fixture ?? '',
    String(player.id),
    player.lowConfidenceFields?.some((field) => field === 'id' || field === 'name')
      ? `${Math.round((player.confidence ?? 0) * 100)}% check`
      : `${Math.round((player.confidence ?? 0) * 100)}%`,
  ]);
  // Plates that fit no player well: what was read, never a guess.
  for (const plate of data.unresolved ?? []) {
    rows.push([
      slotCell(plate),
      armbandCell(`? read '${plate.read}'`, plate),
      '',
      plate.price === undefined ? '' : `£${plate.price.toFixed(1)}m`,
      plate.fixture ?? '',
      '',
      'not matched',
    ]);
  }
  const lines = [
    `GW${data.gameweek}  formation ${data.formation}  ${data.players.length}/${SQUAD_SIZE} players  free transfers ${data.freeTransfers}${notRead(data, 'freeTransfers')}  bank £${data.budget.toFixed(1)}m${notRead(data, 'bank')}`,
    renderTable(rows, { header: ['Pos', 'Player', 'Club', 'Price', 'Next', 'Id', 'Sure'], width }),
  ];
  if (data.players.some((player) => player.lowConfidenceFields?.includes('price')))
    lines.push("Price '?': not read from the screenshot, the player's current price stands in.");
  return lines.join('\n');
}

export async function runExtract(file: string, options: ExtractOptions, io: Io): Promise<void> {
  const data = await extractSquadFromFile(file, options, io);
  io.stdout.write(
    options.json ? `${JSON.stringify(data, null, 2)}\n` : `${renderSquad(data, outputWidth(io.stdout))}\n`,
  );
}

export function registerExtract(
  program: Command,
  io: Io,
  withDataOptions: (command: Command) => Command,
): void {
  withDataOptions(
    program
      .command('extract')
      .description(
        'read a squad from an FPL screenshot (Pick Team, My Team, Transfers or Points) with local OCR: ' +
          'names resolved to FPL players, captain, vice, bench order',
      )
      .argument('<screenshot>', 'a PNG, JPEG or WebP screenshot'),
  )
    .option(
      '--gameweek <n>',
      'gameweek the screenshot shows (default: the next gameweek in the data)',
      gameweekNumber,
    )
    .action(async (screenshot: string, _options, command: Command) => {
      await runExtract(screenshot, command.opts<ExtractOptions>(), io);
    });
}
