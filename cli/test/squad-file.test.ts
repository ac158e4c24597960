import { afterEach, describe, expect, it } from 'vitest';
import { asExtractedTeamData, readSquadFile } from '../src/squad-file.js';
import { makeSquad, removeDir, tempDataDir } from './helpers.js';

describe('asExtractedTeamData', () => {
  it('accepts a squad of spec §3', () => {
    const squad = makeSquad({
      chipStatus: { wildcard_1: { used: true, gameweek: 9 }, bench_boost_2: { used: false } },
    });
    expect(asExtractedTeamData(squad, 'squad')).toEqual(squad);
  });

  it.each([
    [{ gameweek: '33' }, 'gameweek: expected number, received string'],
    [{ gameweek: 39 }, 'gameweek: Too big: expected number to be <=38'],
    [{ formation: undefined }, 'formation: missing (expected string)'],
    [{ players: [] }, 'players: Too small: expected array to have >=1 items'],
    [{ chipStatus: { wildcard_3: { used: true } } }, 'chipStatus: Unrecognized key: "wildcard_3"'],
    [
      { chipStatus: { free_hit: { used: 'yes' } } },
      'chipStatus.free_hit.used: expected boolean, received string',
    ],
  ])('names the bad field of %j', (override, message) => {
    expect(() => asExtractedTeamData({ ...makeSquad(), ...override }, 'Squad file s.json')).toThrow(
      `Squad file s.json is not a valid squad (ExtractedTeamData): ${message}`,
    );
  });

  it('names a bad player field with its index', () => {
    const squad = makeSquad();
    const players = squad.players.map((p, i) => (i === 4 ? { ...p, isCaptain: undefined } : p));
    expect(() => asExtractedTeamData({ ...squad, players }, 'x')).toThrow(
      'players[4].isCaptain: missing (expected boolean)',
    );
  });

  it('names the root when the file holds something else', () => {
    expect(() => asExtractedTeamData([1, 2], 'x')).toThrow('(root): expected object, received array');
  });
});

describe('readSquadFile', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await removeDir(dir);
  });

  it('reads, or names the missing file or the bad JSON', async () => {
    dir = await tempDataDir({ 'good.json': makeSquad(), 'bad.json': '{ "gameweek": 3,' });
    expect((await readSquadFile(`${dir}/good.json`)).players).toHaveLength(15);
    await expect(readSquadFile(`${dir}/none.json`)).rejects.toThrow(
      `Cannot read squad file ${dir}/none.json: no such file`,
    );
    await expect(readSquadFile(`${dir}/bad.json`)).rejects.toThrow(
      `squad file ${dir}/bad.json is not valid JSON`,
    );
  });
});
