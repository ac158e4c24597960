// `fpl-assistant squad --team ID [--json]`: a manager's squad by FPL team ID, as the review screen would show it:
// players, armbands, bench order and selling prices, bank, free transfers and chips (`--json`: ExtractedTeamData).
import { CHIP_LABELS, type ChipKey, checkSquad, type ExtractedTeamData } from '@fpl-assistant/engine';
import type { Command } from 'commander';
import { type DataSourceOptions, type LoadOptions, loadFplData, resolveDataSource } from '../data-source.js';
import { type Io, outputWidth, PIPED_WIDTH } from '../io.js';
import { positiveInteger } from '../option-parsers.js';
import { armbandCell, slotCell } from '../squad-cells.js';
import { renderTable } from '../table.js';
import { loadTeam } from '../team-source.js';

export interface SquadOptions extends DataSourceOptions {
  team: number;
  json?: boolean;
}

const money = (n: number) => `£${n.toFixed(1)}m`;

export function renderTeam(data: ExtractedTeamData, width = PIPED_WIDTH): string {
  const unsureFree = data.lowConfidenceFields?.includes('freeTransfers');
  const rows = data.players.map((player) => [
    slotCell(player),
    armbandCell(player.name, player),
    player.team,
    `${money(player.price)}${player.lowConfidenceFields?.includes('price') ? '?' : ''}`,
    String(player.id),
  ]);
  for (const plate of data.unresolved ?? []) {
    rows.push([slotCell(plate), plate.read, '', '', '']);
  }
  const used = Object.entries(data.chipStatus ?? {})
    .filter(([, state]) => state?.used)
    .map(([key, state]) => `${CHIP_LABELS[key as ChipKey]} GW${state?.gameweek ?? '?'}`);
  const lines = [
    `GW${data.gameweek}  formation ${data.formation}  free transfers ${data.freeTransfers}${unsureFree ? '? (at least)' : ''}  bank ${money(data.budget)}${data.teamValue === undefined ? '' : `  team value ${money(data.teamValue)}`}`,
    renderTable(rows, { header: ['Pos', 'Player', 'Club', 'Sells for', 'Id'], width }),
    `Chips used: ${used.length > 0 ? used.join(', ') : 'none'}`,
  ];
  if (data.players.some((player) => player.lowConfidenceFields?.includes('price')))
    lines.push(
      "Price '?': FPL's data does not settle what was paid (the lowest price it allows; his current price when the transfers are not recorded). Check it on the Transfers page.",
    );
  return `${lines.join('\n')}\n`;
}

export async function runSquad(
  options: SquadOptions,
  io: Io,
  deps: { load?: LoadOptions } = {},
): Promise<ExtractedTeamData> {
  const source = resolveDataSource(options);
  const data = await loadFplData(source, { progress: io.stderr, ...deps.load });
  const team = await loadTeam(source, options.team, data.bootstrap, {
    ...(deps.load?.fetch ? { fetch: deps.load.fetch } : {}),
  });
  io.stdout.write(
    options.json ? `${JSON.stringify(team, null, 2)}\n` : renderTeam(team, outputWidth(io.stdout)),
  );
  // A club over three after a real-life move: FPL allows it, but the next transfer must fix it.
  for (const club of checkSquad(team, data.bootstrap).clubsOverLimit)
    io.stderr.write(`warning: ${club.message}\n`);
  return team;
}

export function registerSquad(
  program: Command,
  io: Io,
  withDataOptions: (command: Command) => Command,
): void {
  withDataOptions(
    program
      .command('squad')
      .description(
        "a manager's squad by FPL team ID: players, selling prices, bank, free transfers and chips (--json: ExtractedTeamData)",
      ),
  )
    .requiredOption(
      '--team <id>',
      'the FPL team ID (the number in your FPL points page address)',
      positiveInteger,
    )
    .action(async (_options, command: Command) => {
      await runSquad(command.opts<SquadOptions>(), io);
    });
}
