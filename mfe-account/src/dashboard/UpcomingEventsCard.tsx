import type { GameweekNotice } from './upcoming-events';
import { useUpcomingEvents } from './use-upcoming-events';

/** Spec §2: shown only when the chip data has a double or a blank within the current gameweek to +5. */
export function UpcomingEventsCard() {
  const events = useUpcomingEvents();
  if (!events || (events.doubles.length === 0 && events.blanks.length === 0)) return null;
  return (
    <section className="fpl-card acc-card" aria-labelledby="events-title">
      <div className="acc-card-head">
        <h2 id="events-title">Upcoming Events</h2>
      </div>
      <ul className="acc-events">
        {events.doubles.map((notice) => (
          <Notice key={`d${notice.gameweek}`} kind="double" notice={notice} />
        ))}
        {events.blanks.map((notice) => (
          <Notice key={`b${notice.gameweek}`} kind="blank" notice={notice} />
        ))}
      </ul>
    </section>
  );
}

function Notice({ kind, notice }: { kind: 'double' | 'blank'; notice: GameweekNotice }) {
  const double = kind === 'double';
  return (
    <li className={`acc-event is-${kind}`}>
      <span className="acc-event-tag">{double ? 'DGW' : 'BGW'}</span>
      <div>
        <p className="acc-event-title">
          {double ? 'Double Gameweek' : 'Blank Gameweek'} {notice.gameweek}
        </p>
        <p className="acc-small">
          {double
            ? `${notice.teams.join(', ')} play twice. Consider Bench Boost or Triple Captain.`
            : `${notice.teams.join(', ')} don't play. Consider Free Hit.`}
        </p>
      </div>
    </li>
  );
}
