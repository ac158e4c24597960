import { type ChipStrategy, sortChipRecommendations } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { isChipAnalysisUnavailable, PHONE_SPECIALS_SHOWN } from '../results/chip-views';
import { ChipWeekPicker } from '../rules/ChipWeekPicker';
import { BlankGameweekPanel } from './BlankGameweekPanel';
import { ChipRecommendationCard } from './ChipRecommendationCard';
import { DoubleGameweekView } from './DoubleGameweekView';
import { FixtureCalendar } from './FixtureCalendar';

export function ChipsPanel({
  strategy,
  currentGameweek,
  phone,
}: {
  strategy: ChipStrategy | undefined;
  currentGameweek: number;
  phone: boolean;
}) {
  if (!strategy || isChipAnalysisUnavailable(strategy)) {
    return (
      <div className="rs-stack">
        <p className="rs-unavailable">{MESSAGES.chipAnalysisUnavailable}</p>
        <FixtureCalendar entries={strategy?.fixtureCalendar ?? []} current={currentGameweek} />
      </div>
    );
  }
  const sequence = sortChipRecommendations(strategy.optimalSequence);
  const limit = phone ? PHONE_SPECIALS_SHOWN : Number.POSITIVE_INFINITY;
  const doubles = strategy.upcomingDGWs.slice(0, limit);
  const blanks = strategy.upcomingBGWs.slice(0, limit);
  return (
    <div className="rs-stack">
      <div className="rs-chips-top">
        {strategy.currentRecommendation ? (
          <ChipRecommendationCard recommendation={strategy.currentRecommendation} featured />
        ) : (
          <div className="rs-chip-card rs-chip-card--featured">
            {strategy.chipsRemaining === 0 ? (
              <>
                <h4 className="rs-chip-card__name">No chips left</h4>
                <p className="rs-chip-card__reason">Every chip you could still play this season is used.</p>
              </>
            ) : (
              <>
                <h4 className="rs-chip-card__name">Hold your chips</h4>
                <p className="rs-chip-card__reason">No chip beats keeping it for later this gameweek.</p>
              </>
            )}
          </div>
        )}
        <div className="rs-chips-remaining">
          <span className="rs-chips-remaining__count">{strategy.chipsRemaining}</span>
          <span className="rs-label">chips remaining</span>
        </div>
      </div>

      <ChipWeekPicker />

      <section aria-labelledby="rs-calendar-title">
        <h3 id="rs-calendar-title" className="rs-section-title">
          Fixture calendar
        </h3>
        <FixtureCalendar entries={strategy.fixtureCalendar} current={currentGameweek} />
      </section>

      {sequence.length > 0 && (
        <section aria-labelledby="rs-plan-title">
          <h3 id="rs-plan-title" className="rs-section-title">
            Chip plan
          </h3>
          <div className="rs-chip-grid">
            {sequence.map((recommendation) => (
              <ChipRecommendationCard
                key={`${recommendation.chip}-${recommendation.timing}`}
                recommendation={recommendation}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="rs-dgw-title">
        <h3 id="rs-dgw-title" className="rs-section-title">
          Double gameweeks
        </h3>
        {doubles.length === 0 ? (
          <p className="rs-muted">No double gameweeks in the next 12 gameweeks.</p>
        ) : (
          <div className="rs-stack">
            {doubles.map((analysis) => (
              <DoubleGameweekView key={analysis.gameweek} analysis={analysis} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="rs-bgw-title">
        <h3 id="rs-bgw-title" className="rs-section-title">
          Blank gameweeks
        </h3>
        {blanks.length === 0 ? (
          <p className="rs-muted">No blank gameweeks in the next 12 gameweeks.</p>
        ) : (
          <div className="rs-bgw-grid">
            {blanks.map((blank) => (
              <BlankGameweekPanel key={blank.gameweek} blank={blank} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
