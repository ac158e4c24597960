import { benchBoostVerdict, type DoubleGameweekAnalysis, formatFixture } from '@fpl-assistant/engine';
import { FixtureChip } from '@fpl-assistant/web-kit';
import { doubleGameweekView } from '../results/chip-views';

export function DoubleGameweekView({ analysis }: { analysis: DoubleGameweekAnalysis }) {
  const view = doubleGameweekView(analysis);
  const verdict = benchBoostVerdict(analysis.benchBoostScore);
  const triple = analysis.tripleCaptainRecommendation;
  return (
    <article className="rs-dgw" aria-labelledby={`rs-dgw-${analysis.gameweek}`}>
      <header className="rs-dgw__head">
        <h4 id={`rs-dgw-${analysis.gameweek}`}>
          <span className="rs-tag rs-tag--dgw">DGW</span> Gameweek {analysis.gameweek}
        </h4>
        <div className={`rs-bb ${verdict.recommended ? 'rs-bb--yes' : ''}`}>
          <span className="rs-bb__score">
            {analysis.benchBoostScore}
            <span className="rs-bb__max">/10</span>
          </span>
          <span className="rs-bb__text">
            <span className="rs-bb__title">Bench Boost</span>
            <span className="rs-bb__verdict">{verdict.label}</span>
          </span>
        </div>
      </header>
      <div className="rs-dgw__body">
        <section>
          <h5>Teams playing twice</h5>
          <ul className="rs-dgw__teams">
            {view.teams.map((team) => (
              <li key={team.teamId}>
                <span className="rs-dgw__team">{team.teamName}</span>
                <span className="rs-dgw__fixtures">
                  {team.fixtures.map((fixture) => (
                    <FixtureChip
                      key={`${fixture.opponent}-${fixture.venue}`}
                      label={formatFixture(fixture)}
                      difficulty={fixture.difficulty}
                      size="sm"
                    />
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {view.hiddenTeams > 0 && <p className="rs-muted">and {view.hiddenTeams} more</p>}
        </section>
        {view.assets.length > 0 && (
          <section>
            <h5>Top assets</h5>
            <ul className="rs-dgw__assets">
              {view.assets.flatMap(({ position, assets }) =>
                assets.map((asset) => (
                  <li key={`${position}-${asset.name}`}>
                    <span className="rs-pos">{position}</span>
                    <span className="rs-dgw__asset-name">
                      {asset.name} <span className="rs-muted">{asset.team}</span>
                    </span>
                    <span className="rs-dgw__asset-pts">{asset.expectedPoints.toFixed(1)} pts</span>
                    <span className={`rs-risk rs-risk--${asset.rotationRisk}`}>
                      {asset.rotationRisk} rotation risk
                    </span>
                  </li>
                )),
              )}
            </ul>
          </section>
        )}
      </div>
      {triple && (
        <p className="rs-dgw__triple">
          <strong>Triple Captain: {triple.player}.</strong> {triple.reasoning}
        </p>
      )}
    </article>
  );
}
