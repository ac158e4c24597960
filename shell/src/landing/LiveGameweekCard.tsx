import { MESSAGES } from '@fpl-assistant/engine/app';
import { Badge, Skeleton, TeamBadge } from '@fpl-assistant/web-kit';
import { formatDeadline, formatFixtureDay, formatKickoff, type LiveGameweek } from './live-gameweek';
import { useCountdown } from './use-countdown';
import { useLiveGameweek } from './use-live-gameweek';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function CountdownClock({ deadline }: { deadline: string }) {
  const left = useCountdown(deadline);
  return (
    <div className="live-countdown" role="timer" aria-label="Time until the deadline">
      {UNITS.map((unit) => (
        <div key={unit} className="live-countdown__cell">
          <span className="live-countdown__value" data-unit={unit}>
            {String(left[unit]).padStart(2, '0')}
          </span>
          <span className="live-countdown__unit">{unit}</span>
        </div>
      ))}
    </div>
  );
}

function Fixtures({ data }: { data: LiveGameweek }) {
  if (data.days.length === 0) return <p className="live-empty">{MESSAGES.noFixtures}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard (axe scrollable-region-focusable)
    <section className="live-fixtures" tabIndex={0} aria-label="Upcoming fixtures list">
      {data.days.map((day) => (
        <section key={day.date} aria-label={formatFixtureDay(day.date)}>
          <h4 className="live-fixtures__day">{formatFixtureDay(day.date)}</h4>
          <ul className="live-fixtures__list">
            {day.fixtures.map((fixture) => {
              const home = data.teams.get(fixture.team_h);
              const away = data.teams.get(fixture.team_a);
              return (
                <li key={fixture.id} className="live-fixture" data-testid="live-fixture">
                  <span className="live-fixture__team live-fixture__team--home">
                    <TeamBadge code={home?.code} name={home?.name ?? `Team ${fixture.team_h}`} />
                  </span>
                  <time className="live-fixture__time" dateTime={fixture.kickoff_time ?? undefined}>
                    {fixture.kickoff_time ? formatKickoff(fixture.kickoff_time) : 'TBC'}
                  </time>
                  <span className="live-fixture__team live-fixture__team--away">
                    <TeamBadge code={away?.code} name={away?.name ?? `Team ${fixture.team_a}`} />
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** Spec §2 live gameweek card: next gameweek, season, live countdown, deadline, upcoming fixtures. */
export function LiveGameweekCard() {
  const state = useLiveGameweek();
  return (
    <section className="live-card" aria-labelledby="live-card-title" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <div data-testid="live-loading">
          <h2 id="live-card-title" className="fpl-sr-only">
            Next gameweek
          </h2>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="60%" height="3.5rem" className="live-card__skeleton" />
          <Skeleton height="1rem" className="live-card__skeleton" />
          <Skeleton height="1rem" className="live-card__skeleton" />
          <span className="fpl-sr-only">Loading live data...</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className="live-error" role="alert">
          <h2 id="live-card-title" className="live-card__title">
            {MESSAGES.liveDataError}
          </h2>
          <p>{state.message}</p>
          <p className="live-card__muted">{MESSAGES.liveDataRetry}</p>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <div className="live-card__head">
            <h2 id="live-card-title" className="live-card__title">
              {state.data.gameweekName}
            </h2>
            <Badge tone="solid" className="live-card__season">
              Season {state.data.season}
            </Badge>
          </div>
          <p className="live-card__label">Deadline countdown</p>
          <CountdownClock deadline={state.data.deadline} />
          <p className="live-card__deadline">
            Deadline: <time dateTime={state.data.deadline}>{formatDeadline(state.data.deadline)}</time>
          </p>
          <h3 className="live-card__subtitle">Upcoming fixtures</h3>
          <Fixtures data={state.data} />
        </>
      )}
    </section>
  );
}
