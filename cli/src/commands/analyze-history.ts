// Per-gameweek history for the projections: every earlier gameweek's /event/{gw}/live/, from the API or from
// a --data folder (event-N-live.json, as the server's folder mode reads them). When any gameweek is missing
// the analysis projects from bootstrap-static season totals instead, and says so.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type EventLiveElement,
  historyFromEventLive,
  type PlayerGameweekHistory,
} from '@fpl-assistant/engine';
import type { DataSource } from '../data-source.js';

const CONCURRENCY = 4;

export interface HistoryLoad {
  rows: PlayerGameweekHistory[];
  /** Why there is no history, when there is none. */
  warning?: string;
}

function liveElements(json: unknown): EventLiveElement[] | null {
  const elements = (json as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements) || elements.length === 0) return null;
  const ok = elements.every((e) => {
    const x = e as Partial<EventLiveElement> | null;
    return typeof x?.id === 'number' && Array.isArray(x.explain) && typeof x.stats?.minutes === 'number';
  });
  return ok ? (elements as EventLiveElement[]) : null;
}

export interface HistoryOptions {
  fetch?: typeof fetch;
  /** Called after each gameweek loads: (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export async function loadHistory(
  source: DataSource,
  before: number,
  options: HistoryOptions = {},
): Promise<HistoryLoad> {
  const gameweeks = Array.from({ length: Math.max(0, before - 1) }, (_, i) => i + 1);
  if (gameweeks.length === 0) return { rows: [] };
  if (source.kind === 'files') {
    return {
      rows: [],
      warning: 'no per-gameweek history with --bootstrap/--fixtures: projecting from season totals',
    };
  }
  const read = async (gameweek: number): Promise<unknown> => {
    if (source.kind === 'folder') {
      return JSON.parse(await readFile(join(source.dir, `event-${gameweek}-live.json`), 'utf8'));
    }
    const response = await (options.fetch ?? fetch)(`${source.base}/event/${gameweek}/live/`, {
      headers: { accept: 'application/json', 'user-agent': 'fpl-assistant-cli' },
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  };
  const byGameweek = new Map<number, PlayerGameweekHistory[]>();
  const failed: number[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < gameweeks.length) {
      const gameweek = gameweeks[next++] as number;
      try {
        const elements = liveElements(await read(gameweek));
        if (elements) byGameweek.set(gameweek, historyFromEventLive(gameweek, elements));
        else failed.push(gameweek);
      } catch {
        failed.push(gameweek);
      }
      options.onProgress?.(++done, gameweeks.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed.length > 0) {
    const list = failed.sort((a, b) => a - b);
    const where =
      source.kind === 'folder' ? `event-N-live.json in ${source.dir}` : 'the API’s event live data';
    return {
      rows: [],
      warning: `no usable ${where} for GW${list.slice(0, 5).join(', GW')}${list.length > 5 ? ' …' : ''}: projecting from season totals`,
    };
  }
  return { rows: gameweeks.flatMap((g) => byGameweek.get(g) ?? []) };
}
