// The Transfers page as FPL draws it today: the header strip (free transfers, cost, money, chip buttons) above a
// pitch of the whole squad by position, 2-5-5-3, a price under each name.
import { describe, expect, it } from 'vitest';
import type { FplElement } from '../fpl-api.js';
import { extractSquad } from './squad.js';
import { ELEMENTS, FIXTURES, plate, TEAMS } from './test-data.js';
import type { OcrLine } from './types.js';

const base = ELEMENTS[0] as FplElement;
/** Two Arsenal players whose first name is Gabriel: FPL prints the defender as "Gabriel". */
const GABRIEL: FplElement = {
  ...base,
  id: 101,
  code: 2101,
  web_name: 'Gabriel',
  first_name: 'Gabriel',
  second_name: 'dos Santos Magalhães',
  known_name: 'Gabriel Magalhães',
  team: 1,
  element_type: 2,
  now_cost: 60,
};
const MARTINELLI: FplElement = {
  ...base,
  id: 102,
  code: 2102,
  web_name: 'Martinelli',
  first_name: 'Gabriel',
  second_name: 'Martinelli Silva',
  known_name: 'Gabriel Martinelli',
  team: 1,
  element_type: 3,
  now_cost: 68,
};
const elements = [...ELEMENTS, GABRIEL, MARTINELLI];
const context = { bootstrap: { elements, teams: TEAMS }, fixtures: FIXTURES, gameweek: 13 };

const SQUAD: string[][] = [
  ['Ramsdale', 'Lloris'],
  ['James', 'Alexander-Arnold', 'Cancelo', 'Gabriel', 'Livramento'],
  ['Salah', 'Son', 'Saka', 'Armstrong', 'Rashford'],
  ['Jiménez', 'Haaland', 'A.Armstrong'],
];

const byName = (name: string) => elements.find((element) => element.web_name === name) as FplElement;
const money = (element: FplElement) => `£${(element.now_cost / 10).toFixed(1)}m`;

/** The five labels of the strip over their values, on one line, as OCR finds them. */
function headerStrip(y: number, bankLabel: string, garbled = false): OcrLine[] {
  const cells: [string, string][] = garbled
    ? [
        ['Frce Transtcrs', '1'],
        ['Cosl', '0 pts'],
        [`${bankLabel.slice(0, -2)}ng`, '£6.5m'],
        ['Wi1dcard Plav', ''],
        ['Frec Hlt Plav', ''],
      ]
    : [
        ['Free Transfers', '1'],
        ['Cost', '0 pts'],
        [bankLabel, '£6.5m'],
        ['Wildcard', 'Play'],
        ['Free Hit', 'Play'],
      ];
  return cells.flatMap(([label, value], i) => [
    {
      text: label,
      confidence: 91,
      box: { x0: 100 + 200 * i, y0: y, x1: 100 + 200 * i + 10 * label.length, y1: y + 20 },
    },
    { text: value, confidence: 91, box: { x0: 110 + 200 * i, y0: y + 26, x1: 170 + 200 * i, y1: y + 46 } },
  ]);
}

/** A Transfers page: the strip, then rows 2-5-5-3 (each name with its price under it). */
function transfersPage(options: { bankLabel?: string; strip?: boolean; garbled?: boolean } = {}): OcrLine[] {
  const lines: OcrLine[] =
    options.strip === false
      ? []
      : headerStrip(60, options.bankLabel ?? 'Money Remaining', options.garbled).filter(
          (line) => line.text !== '',
        );
  SQUAD.forEach((row, r) => {
    row.forEach((name, i) => {
      lines.push(...plate(100 + 200 * i, 240 + 180 * r, name, money(byName(name))));
    });
  });
  return lines;
}

describe('extractSquad on a Transfers page with a header strip over a 2-5-5-3 pitch', () => {
  for (const bankLabel of ['Money Remaining', 'Bank']) {
    it(`never takes the strip ("${bankLabel}") for the goalkeepers' row: all 15 found, none flagged`, () => {
      const data = extractSquad(transfersPage({ bankLabel }), context);
      expect(data.unresolved ?? []).toEqual([]);
      expect(data.players.map((player) => player.id).sort((a, b) => a - b)).toEqual(
        SQUAD.flat()
          .map((name) => byName(name).id)
          .sort((a, b) => a - b),
      );
      for (const player of data.players) {
        expect(player.position).toBe(toPosition(byName(player.name)));
        expect(player.lowConfidenceFields ?? []).toEqual([]);
      }
      expect(data.freeTransfers).toBe(1);
      expect(data.bank).toBe(6.5);
    });
  }

  it('reads the plate "Gabriel" in the defenders\' row as Gabriel (ARS DEF), never Martinelli', () => {
    const data = extractSquad(transfersPage(), context);
    const gabriel = data.players.find((player) => player.id === GABRIEL.id);
    expect(gabriel).toMatchObject({ name: 'Gabriel', position: 'DEF', team: 'ARS' });
    expect(data.players.some((player) => player.id === MARTINELLI.id)).toBe(false);
    // "James" in the same row is Reece James, the defender: the row was placed right.
    expect(data.players.find((player) => player.name === 'James')).toMatchObject({ position: 'DEF' });
  });

  it("places the rows by the names read when the strip's labels read as no label (misread)", () => {
    const data = extractSquad(transfersPage({ garbled: true }), context);
    expect(data.players).toHaveLength(15);
    expect(data.unresolved ?? []).toEqual([]);
    for (const player of data.players) expect(player.lowConfidenceFields ?? []).toEqual([]);
    expect(data.players.find((player) => player.id === GABRIEL.id)).toMatchObject({ position: 'DEF' });
  });

  it('reads a strip printed on one line, each value beside its label, or the whole strip as one line', () => {
    const pitch = transfersPage({ strip: false });
    const cells = ['Free Transfers 1', 'Cost 0 pts', 'Bank £6.5m', 'Wildcard Play', 'Free Hit Play'];
    const inline: OcrLine[] = cells.map((text, i) => ({
      text,
      confidence: 90,
      box: { x0: 100 + 200 * i, y0: 100, x1: 100 + 200 * i + 9 * text.length, y1: 120 },
    }));
    const whole: OcrLine = {
      text: 'Free Transfers 1 | Cost 0 pts | Money Remaining £6.5m | Wildcard Play | Free Hit Play',
      confidence: 90,
      box: { x0: 100, y0: 100, x1: 900, y1: 120 },
    };
    for (const strip of [inline, [whole]]) {
      const data = extractSquad([...strip, ...pitch], context);
      expect(data.players).toHaveLength(15);
      expect(data.unresolved ?? []).toEqual([]);
      expect(data.freeTransfers).toBe(1);
      expect(data.bank).toBe(6.5);
    }
  });

  it('reads the same pitch without a strip (a crop of the pitch) the same way', () => {
    const data = extractSquad(transfersPage({ strip: false }), context);
    expect(data.players).toHaveLength(15);
    expect(data.unresolved ?? []).toEqual([]);
  });

  it('flags every plate when no shape places the rows, instead of refusing true matches', () => {
    // The rows in an order no page draws: forwards, goalkeepers, midfielders, defenders.
    const order = [3, 0, 2, 1];
    const lines = order.flatMap((r, y) =>
      (SQUAD[r] as string[]).flatMap((name, i) =>
        plate(100 + 200 * i, 240 + 180 * y, name, money(byName(name))),
      ),
    );
    const data = extractSquad(lines, context);
    // The clear names are still found (not refused for their row), each flagged for review.
    expect(data.players.length).toBeGreaterThanOrEqual(12);
    for (const player of data.players)
      expect(player.lowConfidenceFields).toEqual(expect.arrayContaining(['id', 'position']));
  });

  it('never gives Martinelli unflagged for a "Gabriel" plate, whatever row it sits in', () => {
    // The defender Gabriel is already another plate of this page: the midfield "Gabriel" can only be a
    // misread, and a first name shared with the defender proves nobody.
    const lines = transfersPage();
    lines.push(...plate(1100, 600, 'Gabriel', '£6.8m'));
    const data = extractSquad(lines, context);
    const martinelli = data.players.find((player) => player.id === MARTINELLI.id);
    if (martinelli) expect(martinelli.lowConfidenceFields).toContain('id');
  });

  it('flags the id of a player with no price read under him, where every other plate has one', () => {
    // Salah's price is lost (a small copy of the page): his name alone, on a page of prices, proves nobody.
    const lines = transfersPage().filter((line) => line.text !== '£13.0m');
    const data = extractSquad(lines, context);
    const salah = data.players.find((player) => player.name === 'Salah');
    expect(salah?.lowConfidenceFields).toEqual(expect.arrayContaining(['id', 'price']));
    // The others, each with his price, stay unflagged.
    const son = data.players.find((player) => player.name === 'Son');
    expect(son?.lowConfidenceFields).toBeUndefined();
  });

  it('flags the id of a player whose printed price he cannot sell for', () => {
    // Salah costs £13.0m: no selling price of his is £4.5m (nor £14.5m).
    const lines = transfersPage().map((line) => (line.text === '£13.0m' ? { ...line, text: '£4.5m' } : line));
    const data = extractSquad(lines, context);
    const salah = data.players.find((player) => player.name === 'Salah');
    expect(salah?.lowConfidenceFields).toEqual(expect.arrayContaining(['id', 'price']));
  });
});

function toPosition(element: FplElement) {
  return (['GKP', 'DEF', 'MID', 'FWD'] as const)[element.element_type - 1];
}
