import type { FplFixture } from '@fpl-assistant/engine';
import { fetchBootstrapStatic, fetchFpl } from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';
import { type UpcomingEvents, upcomingEvents } from './upcoming-events';

/** Doubles and blanks near the current gameweek; empty lists when FPL data fails (spec §8: logged only). */
export function useUpcomingEvents(): UpcomingEvents | null {
  const [events, setEvents] = useState<UpcomingEvents | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([fetchBootstrapStatic(), fetchFpl<FplFixture[]>('/fixtures/')])
      .then(([bootstrap, fixtures]) => live && setEvents(upcomingEvents(bootstrap, fixtures)))
      .catch((err: unknown) => {
        console.warn('double/blank gameweeks failed to load', err);
        if (live) setEvents({ doubles: [], blanks: [] });
      });
    return () => {
      live = false;
    };
  }, []);
  return events;
}
