import { describe, expect, it } from 'vitest';
import type { FplEntryHistory } from '../fpl-api.js';
import { loadEntryTeamData } from './team-load.js';
import { entryBootstrap, historyRow, picksOf } from './test-data.js';

class Missing extends Error {}

/** A recorded folder as an FplGet: the paths it holds, Missing for the rest. */
function folder(files: Record<string, unknown>) {
  const asked: string[] = [];
  const get = async (path: string) => {
    asked.push(path);
    if (!(path in files)) throw new Missing(path);
    return files[path];
  };
  return { get, asked };
}

const history: FplEntryHistory = { current: [historyRow(1, 0, 1000)], chips: [], past: [] };
const picks = picksOf(
  history.current[0] ?? historyRow(1, 0, 0),
  Array.from({ length: 15 }, (_, i) => i + 1),
  10,
  14,
);
const recorded = { '/entry/7/history/': history, '/entry/7/event/1/picks/': picks };

describe('loadEntryTeamData from a recorded folder (issue 30)', () => {
  it('loads without /entry/T/ and /transfers/ when told they may not be recorded', async () => {
    const { get } = folder(recorded);
    const team = await loadEntryTeamData(7, entryBootstrap(2), get, {
      notRecorded: (err) => err instanceof Missing,
    });
    expect(team.gameweek).toBe(2);
    expect(team.players).toHaveLength(15);
  });

  it('otherwise a missing entry is an unknown team, and a missing history always is', async () => {
    await expect(loadEntryTeamData(7, entryBootstrap(2), folder(recorded).get)).rejects.toBeInstanceOf(
      Missing,
    );
    const { get, asked } = folder({});
    await expect(
      loadEntryTeamData(7, entryBootstrap(2), get, { notRecorded: (err) => err instanceof Missing }),
    ).rejects.toThrow('/entry/7/history/');
    expect(asked).not.toContain('/entry/7/event/1/picks/');
  });
});
