import type { BootstrapStatic, FplFixture } from '@fpl-assistant/engine';
import { fetchFpl } from '@fpl-assistant/web-kit';
import { useEffect, useMemo, useState } from 'react';
import {
  type FixturesOf,
  fixturesOfFrom,
  NO_PITCH_FIXTURES,
  type PitchFixturesOf,
  pitchFixturesFrom,
  upcomingByTeam,
} from './team-fixtures';

interface FplData {
  bootstrap: BootstrapStatic;
  fixtures: FplFixture[];
}

// One load per page view is plenty: the server caches the FPL API for 6 hours.
let cached: Promise<FplData> | null = null;

function loadFplData() {
  cached ??= Promise.all([
    fetchFpl<BootstrapStatic>('/bootstrap-static/'),
    fetchFpl<FplFixture[]>('/fixtures/'),
  ]).then(([bootstrap, fixtures]) => ({ bootstrap, fixtures }));
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

function useFplData(enabled: boolean): FplData | null {
  const [data, setData] = useState<FplData | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadFplData().then(
      (loaded) => live && setData(loaded),
      (err: unknown) => console.warn('FPL fixtures unavailable', err),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return data;
}

/**
 * Colours the transfer cards' next fixtures from the FPL fixture list. Until it loads, or if it can't,
 * the fixtures show uncoloured: colour is an extra, never a reason to hide the recommendations.
 */
export function useFixturesOf(gameweek: number, enabled: boolean): FixturesOf {
  const data = useFplData(enabled);
  return useMemo(
    () => fixturesOfFrom(data ? upcomingByTeam(data.fixtures, data.bootstrap.teams, gameweek) : null),
    [data, gameweek],
  );
}

/** Each pitch player's fixtures in `gameweek` from the FPL fixture list; none known until it loads. */
export function usePitchFixturesOf(gameweek: number, enabled: boolean): PitchFixturesOf {
  const data = useFplData(enabled);
  return useMemo(
    () => (data ? pitchFixturesFrom(data.fixtures, data.bootstrap.teams, gameweek) : NO_PITCH_FIXTURES),
    [data, gameweek],
  );
}
