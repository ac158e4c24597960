import type { CalendarEntry } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';

const TYPE_LABELS: Record<CalendarEntry['type'], string> = {
  normal: 'Normal',
  dgw: 'Double',
  bgw: 'Blank',
};

/** Spec §4: normal green, blank orange, double red; the current gameweek marked 'Now'. */
export function FixtureCalendar({
  entries,
  current,
}: {
  entries: readonly CalendarEntry[];
  current: number;
}) {
  if (entries.length === 0) return <p className="rs-unavailable">{MESSAGES.calendarUnavailable}</p>;
  return (
    <div className="rs-calendar-wrap">
      <ol className="rs-calendar" aria-label="Fixture calendar">
        {entries.map((entry) => (
          <li key={entry.gameweek} className={`rs-calendar__gw rs-calendar__gw--${entry.type}`}>
            <span className="rs-calendar__number">GW{entry.gameweek}</span>
            <span className="rs-calendar__type">{TYPE_LABELS[entry.type]}</span>
            {entry.gameweek === current && <span className="rs-calendar__now">Now</span>}
          </li>
        ))}
      </ol>
      <ul className="rs-calendar-legend" aria-label="Legend">
        <li className="rs-calendar-legend__item rs-calendar-legend__item--normal">Normal</li>
        <li className="rs-calendar-legend__item rs-calendar-legend__item--dgw">Double gameweek</li>
        <li className="rs-calendar-legend__item rs-calendar-legend__item--bgw">Blank gameweek</li>
      </ul>
    </div>
  );
}
