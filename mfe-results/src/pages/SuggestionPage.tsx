import { MESSAGES, type Suggestion } from '@fpl-assistant/engine/app';
import { Button, Spinner } from '@fpl-assistant/web-kit';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buildLineup } from '../results/lineup';
import { StartingXIPanel } from '../results/StartingXIPanel';
import { usePitchFixturesOf } from '../results/use-fixtures-of';
import { detailCaptain, detailTransfers, savedPlan, teamStats } from '../suggestion/suggestion-detail';
import { useSuggestion } from '../suggestion/use-suggestion';

export function SuggestionPage() {
  const { id } = useParams();
  const state = useSuggestion(id);
  const navigate = useNavigate();

  if (state.status === 'loading') {
    return (
      <div className="rs-page">
        <Spinner label="Loading analysis..." page />
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <div className="rs-page">
        <div className="rs-empty">
          <h1 className="rs-empty__title">{MESSAGES.analysisNotFound}</h1>
          <p className="rs-muted">It may have been deleted, or it belongs to another account.</p>
          <Button variant="primary" onClick={() => navigate('/history')}>
            <span aria-hidden="true">←</span> Back to History
          </Button>
        </div>
      </div>
    );
  }
  return <SuggestionDetail suggestion={state.suggestion} />;
}

function SuggestionDetail({ suggestion }: { suggestion: Suggestion }) {
  const transfers = detailTransfers(suggestion.recommendations);
  const captain = detailCaptain(suggestion.recommendations);
  // The squad the saved plan fields (transfers made, its XI and armbands), as on /results.
  const lineup = useMemo(
    () => buildLineup(suggestion.extractedData, savedPlan(suggestion.recommendations)),
    [suggestion],
  );
  const pitchFixturesOf = usePitchFixturesOf(suggestion.gameweek, true);
  const stats = teamStats(suggestion.extractedData, suggestion.recommendations, lineup.formation);
  const sources = suggestion.researchSources.length
    ? suggestion.researchSources
    : (suggestion.recommendations.researchSources ?? []);
  const date = new Date(suggestion.createdAt).toLocaleDateString();
  return (
    <div className="rs-page">
      <Link className="rs-back" to="/history">
        <span aria-hidden="true">←</span> History
      </Link>
      <header className="rs-hero">
        <div>
          <span className="rs-hero__eyebrow">Gameweek {suggestion.gameweek}</span>
          <h1>Saved analysis</h1>
          <p>
            Saved on <time dateTime={suggestion.createdAt}>{date}</time>
          </p>
        </div>
      </header>
      <div className="rs-detail">
        <div className="rs-stack">
          <section className="rs-panel" aria-labelledby="rs-detail-formation">
            <h2 id="rs-detail-formation" className="rs-section-title">
              Team formation
            </h2>
            <StartingXIPanel
              lineup={lineup}
              pitchFixturesOf={pitchFixturesOf}
              label="Squad after transfers"
            />
          </section>
          <section className="rs-panel" aria-labelledby="rs-detail-transfers">
            <h2 id="rs-detail-transfers" className="rs-section-title">
              Transfers
            </h2>
            {transfers.length === 0 ? (
              <p className="rs-muted">No transfers were recommended.</p>
            ) : (
              <ol className="rs-detail-transfers">
                {transfers.map((transfer) => (
                  <li key={`${transfer.out}-${transfer.in}`} className="rs-detail-transfer">
                    <div className="rs-detail-transfer__side rs-detail-transfer__side--out">
                      <span className="rs-transfer__dir">Out</span>
                      <strong>{transfer.out}</strong>
                      {transfer.outReason && <p>{transfer.outReason}</p>}
                    </div>
                    <div className="rs-detail-transfer__side rs-detail-transfer__side--in">
                      <span className="rs-transfer__dir">In</span>
                      <strong>{transfer.in}</strong>
                      {transfer.inReason && <p>{transfer.inReason}</p>}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="rs-panel" aria-labelledby="rs-detail-captain">
            <h2 id="rs-detail-captain" className="rs-section-title">
              Captain
            </h2>
            {captain ? (
              <p>
                <strong className="rs-detail-captain">{captain.name}</strong>
                {captain.reason && <span className="rs-detail-captain__reason">{captain.reason}</span>}
              </p>
            ) : (
              <p className="rs-muted">N/A</p>
            )}
          </section>
        </div>
        <aside className="rs-stack">
          <section className="rs-panel" aria-labelledby="rs-detail-shot">
            <h2 id="rs-detail-shot" className="rs-section-title">
              Screenshot
            </h2>
            {suggestion.screenshotUrl ? (
              <img
                className="rs-detail-shot"
                src={suggestion.screenshotUrl}
                alt={`Transfers page screenshot for gameweek ${suggestion.gameweek}`}
              />
            ) : (
              <p className="rs-muted">No screenshot saved.</p>
            )}
          </section>
          <section className="rs-panel" aria-labelledby="rs-detail-stats">
            <h2 id="rs-detail-stats" className="rs-section-title">
              Team stats
            </h2>
            <dl className="rs-team-stats">
              <div>
                <dt>Formation</dt>
                <dd>{stats.formation}</dd>
              </div>
              <div>
                <dt>Team value</dt>
                <dd>{stats.teamValue}</dd>
              </div>
              <div>
                <dt>Bank</dt>
                <dd>{stats.bank}</dd>
              </div>
              <div>
                <dt>Bank after transfers</dt>
                <dd>{stats.bankAfterTransfers}</dd>
              </div>
            </dl>
          </section>
          <section className="rs-panel" aria-labelledby="rs-detail-sources">
            <h2 id="rs-detail-sources" className="rs-section-title">
              Research sources
            </h2>
            {sources.length === 0 ? (
              <p className="rs-muted">N/A</p>
            ) : (
              <ul className="rs-detail-sources">
                {sources.map((source) => (
                  <li key={source}>{source}</li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
