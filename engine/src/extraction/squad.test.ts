import { describe, expect, it } from 'vitest';
import type { FplFixture } from '../fpl-api.js';
import { MESSAGES } from '../messages.js';
import { ExtractionError } from './error.js';
import { EXTRACTION_CONFIDENCE_THRESHOLD, extractSquad } from './squad.js';
import { badge, ELEMENTS, FIXTURES, plate, TEAMS } from './test-data.js';
import type { OcrLine } from './types.js';

const context = { bootstrap: { elements: ELEMENTS, teams: TEAMS }, fixtures: FIXTURES, gameweek: 13 };

/** A Pick Team pitch: rows at y 100…900, the bench last, C on Salah and V on Jiménez. */
function pickTeam(overrides: Record<string, [string, string?]> = {}): OcrLine[] {
  const rows: [string, string][][] = [
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
    row.flatMap(([name, second], i) => {
      const [shown, under] = overrides[name] ?? [name, second];
      return plate(100 + 220 * i, 100 + 200 * r, shown, under);
    }),
  );
  lines.push({ text: 'GK', confidence: 90, box: { x0: 110, y0: 960, x1: 140, y1: 980 } });
  lines.push(badge(180, 450, 'C'), badge(180, 650, 'V'));
  lines.push({ text: 'Premier League', confidence: 60, box: { x0: 100, y0: 10, x1: 260, y1: 30 } });
  return lines;
}

const ids = (names: string[]) => names.map((name) => ELEMENTS.find((e) => e.web_name === name)?.id);

describe('extractSquad', () => {
  it('reads a Pick Team pitch: ids, positions, captain, vice, bench order, formation', () => {
    const data = extractSquad(pickTeam(), context);
    expect(data.players).toHaveLength(15);
    const starters = data.players.filter((p) => p.isStarter);
    expect(starters.map((p) => p.id)).toEqual(
      ids([
        'Ramsdale',
        'James',
        'Alexander-Arnold',
        'Cancelo',
        'Semedo',
        'Salah',
        'Son',
        'Saka',
        'Armstrong',
        'Jiménez',
        'Haaland',
      ]),
    );
    // Reece James (the defender), not Daniel James: the DEF row and MUN at home say so.
    expect(data.players.find((p) => p.name === 'James')).toMatchObject({ position: 'DEF', team: 'CHE' });
    const bench = data.players.filter((p) => !p.isStarter);
    expect(bench.map((p) => [p.name, p.benchOrder])).toEqual([
      ['Sá', 1],
      ['Rashford', 2],
      ['Livramento', 3],
      ['A.Armstrong', 4],
    ]);
    expect(data.players.find((p) => p.isCaptain)?.name).toBe('Salah');
    expect(data.players.find((p) => p.isViceCaptain)?.name).toBe('Jiménez');
    expect(data.formation).toBe('4-4-2');
    expect(data.gameweek).toBe(13);
    expect(data.players.find((p) => p.name === 'Salah')).toMatchObject({ fixture: 'SOU (H)', team: 'LIV' });
    // No price is printed on Pick Team: the current price is used and flagged for review.
    expect(data.players.every((p) => p.lowConfidenceFields?.includes('price'))).toBe(true);
  });

  it('tells same names apart by row and fixture: a midfield James at Wolves is Daniel James', () => {
    const data = extractSquad(pickTeam({ Saka: ['James', 'WOL (A)'] }), context);
    const jameses = data.players.filter((p) => p.name === 'James');
    expect(jameses.map((p) => [p.position, p.team]).sort()).toEqual([
      ['DEF', 'CHE'],
      ['MID', 'LEE'],
    ]);
  });

  it('reads the Transfers view: prices under names and the header', () => {
    const prices: Record<string, string> = {
      Ramsdale: '£5.0m',
      James: '£5.9m',
      'Alexand...': '£7.5m',
      Cancelo: '£7.0m',
      Semedo: '£5.0m',
      Salah: '£13.0m',
      Son: '£10.0m',
      Saka: '£8.5m',
      Armstrong: '£5.5m',
      Jiménez: '£7.5m',
      Haaland: '£12.0m',
      Sá: '£5.0m',
      Rashford: '£7.0m',
      'Livrame...': '£4.5m',
      'A.Armstr...': '£6.0m',
    };
    const overrides = Object.fromEntries(
      Object.entries(prices).map(([name, price]) => [name, [name, price] as [string, string]]),
    );
    const lines = pickTeam(overrides).filter((line) => line.text !== 'C' && line.text !== 'V');
    lines.push(
      {
        text: 'Gameweek 14 Deadline: Sat 18 Apr, 10:00',
        confidence: 90,
        box: { x0: 10, y0: -200, x1: 400, y1: -180 },
      },
      { text: 'Free Transfers', confidence: 90, box: { x0: 10, y0: -150, x1: 120, y1: -135 } },
      { text: '2', confidence: 90, box: { x0: 55, y0: -130, x1: 65, y1: -112 } },
      { text: 'Money Remaining', confidence: 90, box: { x0: 300, y0: -150, x1: 420, y1: -135 } },
      { text: '£1.5m', confidence: 90, box: { x0: 330, y0: -130, x1: 380, y1: -112 } },
    );
    const data = extractSquad(lines, context);
    expect(data).toMatchObject({ gameweek: 14, freeTransfers: 2, budget: 1.5, bank: 1.5 });
    expect(data.players).toHaveLength(15);
    expect(data.players.find((p) => p.name === 'James')?.price).toBe(5.9);
    expect(data.players.some((p) => p.lowConfidenceFields?.includes('price'))).toBe(false);
    expect(data.lowConfidenceFields).toBeUndefined();
    expect(data.players.some((p) => p.isCaptain || p.isViceCaptain)).toBe(false);
  });

  it('breaks a tie between two players a truncated plate fits equally by ownership', () => {
    const defender = (id: number, web_name: string, team: number, selected: string) => ({
      ...(ELEMENTS[7] as (typeof ELEMENTS)[number]),
      id,
      code: 5000 + id,
      web_name,
      first_name: 'Test',
      second_name: web_name,
      team,
      team_code: team,
      element_type: 2,
      now_cost: 45,
      selected_by_percent: selected,
    });
    const pick = (vanDeVen: string, vanDenBerg: string) => {
      const elements = [
        ...ELEMENTS.filter((e) => e.web_name !== 'Semedo'),
        defender(101, 'Van de Ven', 6, vanDeVen),
        defender(102, 'Van den Berg', 3, vanDenBerg),
      ];
      const lines = pickTeam({ Semedo: ['Van de...', '£4.5m'] });
      const data = extractSquad(lines, { ...context, bootstrap: { elements, teams: TEAMS } });
      return data.players.find((p) => p.id === 101 || p.id === 102)?.name;
    };
    expect(pick('24.5', '0.3')).toBe('Van de Ven');
    expect(pick('0.3', '24.5')).toBe('Van den Berg');
  });

  it('flags a selling price the price history does not allow and uses the current price', () => {
    const lines = pickTeam({ Cancelo: ['Cancelo', '£6.1m'], Salah: ['Salah', '£13.0m'] });
    const data = extractSquad(lines, context);
    const cancelo = data.players.find((p) => p.name === 'Cancelo');
    // Cancelo (now £7.0m, no rise) cannot sell for £6.1m: a misread, shown as £7.0m and flagged.
    expect(cancelo?.price).toBe(7);
    expect(cancelo?.lowConfidenceFields).toContain('price');
    const salah = data.players.find((p) => p.name === 'Salah');
    expect(salah?.price).toBe(13);
    expect(salah?.lowConfidenceFields ?? []).not.toContain('price');
  });

  it('reads "£4.5m" whose "£1" ran together as £14.5m for a £14.5m player, and only for him', () => {
    const elements = ELEMENTS.map((e) => (e.web_name === 'Salah' ? { ...e, now_cost: 145 } : e));
    const lines = pickTeam({ Salah: ['Salah', '4.5m'], Cancelo: ['Cancelo', '£7.0m'] });
    const data = extractSquad(lines, { ...context, bootstrap: { elements, teams: TEAMS } });
    const salah = data.players.find((p) => p.name === 'Salah');
    expect(salah?.price).toBe(14.5);
    expect(salah?.lowConfidenceFields ?? []).not.toContain('price');
    // Cancelo cannot sell for £17.0m either: "£7.0m" stands as read.
    expect(data.players.find((p) => p.name === 'Cancelo')?.price).toBe(7);
  });

  it('never matches a plate to a player of another position than its row', () => {
    // The defender row's "Alexand..." fits Alexander-Arnold (DEF) and Alexandre (MID): without him in the list
    // it must not become the midfielder, however alike the name.
    const elements = ELEMENTS.filter((e) => e.web_name !== 'Alexander-Arnold');
    const data = extractSquad(pickTeam(), { ...context, bootstrap: { elements, teams: TEAMS } });
    expect(data.players.some((p) => p.name === 'Alexandre')).toBe(false);
    expect(data.unresolved).toEqual([
      expect.objectContaining({ read: 'Alexand...', position: 'DEF', isStarter: true, fixture: 'SOU (H)' }),
    ]);
  });

  it('takes the goalkeeper row from real plates, not a small scrap of a shirt read as a name', () => {
    // Under the goalkeeper's plate a badge on a defender's shirt reads "Lloris" in letters a third the size,
    // with a stray "4" under it: one plate in a row like the goalkeeper's, but no name of this page.
    const scrap: OcrLine[] = [
      { text: 'Lloris', confidence: 40, box: { x0: 320, y0: 200, x1: 345, y1: 207 } },
      { text: '4', confidence: 60, box: { x0: 328, y0: 209, x1: 334, y1: 215 } },
    ];
    const data = extractSquad([...pickTeam(), ...scrap], context);
    expect(data.players.find((p) => p.position === 'GKP' && p.isStarter)?.name).toBe('Ramsdale');
    expect(data.players.some((p) => p.name === 'Lloris')).toBe(false);
  });

  it('keeps the plate of a player who has left as an unresolved slot showing what was read', () => {
    const elements = ELEMENTS.filter((e) => e.web_name !== 'Ramsdale' && e.web_name !== 'Haaland');
    const data = extractSquad(pickTeam(), { ...context, bootstrap: { elements, teams: TEAMS } });
    expect(data.players).toHaveLength(13);
    expect(data.unresolved?.map((plate) => [plate.read, plate.position])).toEqual([
      ['Ramsdale', 'GKP'],
      ['Haaland', 'FWD'],
    ]);
    // The formation is the pitch's, Haaland's slot counted in his row: not the identified starters' alone.
    expect(data.formation).toBe(extractSquad(pickTeam(), context).formation);
    expect(data.players.filter((p) => p.isStarter && p.position === 'FWD').length).toBeLessThan(
      Number(data.formation.split('-')[2]),
    );
  });

  it('keeps a name read without its fixture, in line with its row, as a slot', () => {
    // Saka's fixture line was not read, and he is not in this list: he is reported, not dropped.
    const elements = ELEMENTS.filter((e) => e.web_name !== 'Saka');
    const lines = pickTeam({ Saka: ['Saka'] });
    const data = extractSquad(lines, { ...context, bootstrap: { elements, teams: TEAMS } });
    expect(data.unresolved).toEqual([expect.objectContaining({ read: 'Saka', position: 'MID' })]);
  });

  it('flags a player whose club does not play the printed fixture', () => {
    // Cancelo's club (MCI) plays ARS at home in GW13, not LEE away: the name fits, the person may not.
    const data = extractSquad(pickTeam({ Cancelo: ['Cancelo', 'LEE (A)'] }), context);
    expect(data.players.find((p) => p.name === 'Cancelo')?.lowConfidenceFields).toContain('id');
    expect(data.players.find((p) => p.name === 'Salah')?.lowConfidenceFields ?? []).not.toContain('id');
  });

  it('flags every name-only match when the page is from another week', () => {
    // The same pitch read against GW14's fixtures: no printed fixture is that week's, so no name is proof
    // alone, not even Saka's, whose fixture was not read.
    const week14 = [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ].map(([home, away], i) => ({
      ...(FIXTURES[0] as FplFixture),
      id: 50 + i,
      event: 14,
      team_h: home as number,
      team_a: away as number,
    }));
    const data = extractSquad(pickTeam({ Saka: ['Saka'] }), { ...context, fixtures: week14, gameweek: 14 });
    expect(data.players.find((p) => p.name === 'Saka')).toBeDefined();
    expect(data.players.every((p) => p.lowConfidenceFields?.includes('id'))).toBe(true);
  });

  it('the bench goalkeeper slot takes only a goalkeeper', () => {
    // "Sá" read as "Son" on the bench's first plate: Son is a midfielder, so the slot stays unresolved.
    const data = extractSquad(pickTeam({ Sá: ['Lloris', 'LEE (H)'], Son: ['Sen', 'CHE (A)'] }), context);
    const benchKeeper = data.players.find((p) => p.benchOrder === 1);
    expect(benchKeeper?.position ?? 'GKP').toBe('GKP');
  });

  it('flags the bank and free transfers a Pick Team screenshot does not show', () => {
    const data = extractSquad(pickTeam(), context);
    expect(data.lowConfidenceFields).toEqual(['freeTransfers', 'bank']);
    expect(data.players.every((p) => p.lowConfidenceFields?.includes('price'))).toBe(true);
  });

  it('keeps at most three per club and one of each element', () => {
    const data = extractSquad(pickTeam({ Rashford: ['Salah', 'SOU (H)'] }), context);
    expect(new Set(data.players.map((p) => p.id)).size).toBe(data.players.length);
    expect(data.players.filter((p) => p.name === 'Salah')).toHaveLength(1);
  });

  it('rejects an image with no squad and says what it read', () => {
    const lines: OcrLine[] = ['Status', 'Points', 'Pick Team', 'Transfers', 'Gameweek 26', 'Average Pts'].map(
      (text, i) => ({ text, confidence: 95, box: { x0: 100 * i, y0: 10, x1: 100 * i + 80, y1: 30 } }),
    );
    expect(() => extractSquad(lines, context)).toThrow(ExtractionError);
    // The manager reads a plain sentence; the log gets what OCR read.
    const error = (() => {
      try {
        extractSquad(lines, context);
      } catch (err) {
        return err as ExtractionError;
      }
    })();
    expect(error?.message).toBe(MESSAGES.squadNotRead);
    expect(error?.detail).toBe(
      "No FPL squad found in the image: read 6 lines of text ('Status', 'Points', 'Pick Team', 'Transfers', 'Gameweek 26', 'Average Pts') but only 0 player names",
    );
    expect(error?.partial?.players).toEqual([]);
  });

  it('never returns a player below the confidence threshold', () => {
    const data = extractSquad(pickTeam({ Semedo: ['Sxmxdq', 'LEE (H)'] }), context);
    expect(data.players.every((p) => (p.confidence ?? 0) >= EXTRACTION_CONFIDENCE_THRESHOLD)).toBe(true);
    expect(data.players.some((p) => p.name === 'Semedo')).toBe(false);
  });
});
