import type { BootstrapStatic, FplChip, FplElement, FplTeam } from '@fpl-assistant/engine';
import { fetchBootstrapStatic } from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';

/** The season's players and clubs, for the review's player search, and its chip windows for the chip toggles. */
export interface PlayerList {
  elements: FplElement[];
  teams: FplTeam[];
  chips: FplChip[];
}

let loading: Promise<BootstrapStatic> | null = null;

/** bootstrap-static once a page load (the server caches it too); a failure is retried on the next call. */
export function loadBootstrap(): Promise<BootstrapStatic> {
  loading ??= fetchBootstrapStatic().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** The player list, null while it loads; `failed` when the FPL data could not be fetched. */
export function usePlayerList(): { list: PlayerList | null; failed: boolean } {
  const [list, setList] = useState<PlayerList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBootstrap().then(
      (bootstrap) => {
        if (live)
          setList({
            elements: bootstrap.elements,
            teams: [...bootstrap.teams].sort((a, b) => a.name.localeCompare(b.name)),
            chips: bootstrap.chips ?? [],
          });
      },
      (err: unknown) => {
        console.warn('player list unavailable', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { list, failed };
}
