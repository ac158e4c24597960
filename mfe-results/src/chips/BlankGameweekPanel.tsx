import type { BlankGameweekAnalysis } from '@fpl-assistant/engine';
import { blankPanelKind } from '../results/chip-views';

/** Spec §4: the OPTIMAL Free Hit panel, the alternative-strategy panel, or the Low Impact panel. */
export function BlankGameweekPanel({ blank }: { blank: BlankGameweekAnalysis }) {
  const kind = blankPanelKind(blank);
  const affected = blank.userPlayersAffected;
  return (
    <article className={`rs-bgw rs-bgw--${kind}`} aria-labelledby={`rs-bgw-${blank.gameweek}`}>
      <header className="rs-bgw__head">
        <h4 id={`rs-bgw-${blank.gameweek}`}>
          <span className="rs-tag rs-tag--bgw">BGW</span> Gameweek {blank.gameweek}
        </h4>
        <span className={`rs-bgw__badge rs-bgw__badge--${kind}`}>
          {kind === 'optimal' ? 'OPTIMAL' : kind === 'alternative' ? 'Alternative strategy' : 'Low Impact'}
        </span>
      </header>
      <p className="rs-bgw__teams">
        No fixture: <strong>{blank.teamsAffected.join(', ') || '–'}</strong>
      </p>
      {affected.length > 0 && (
        <p className="rs-bgw__players">
          Your players affected ({affected.length}): {affected.join(', ')} · about {blank.expectedPointLoss}{' '}
          points at risk
        </p>
      )}
      {kind === 'optimal' && (
        <p className="rs-bgw__advice">
          Play your <strong>Free Hit</strong>: expected gain{' '}
          <strong>+{Math.round(blank.freeHitExpectedGain)} pts</strong>.
        </p>
      )}
      {kind === 'alternative' && blank.alternativeStrategy && (
        <div className="rs-bgw__advice">
          <p>{blank.alternativeStrategy.description}</p>
          <dl className="rs-chip-card__figures">
            <div>
              <dt>Transfers</dt>
              <dd>{blank.alternativeStrategy.transfersRequired}</dd>
            </div>
            <div>
              <dt>Hits</dt>
              <dd>{blank.alternativeStrategy.hitsRequired}</dd>
            </div>
            <div>
              <dt>Expected points</dt>
              <dd>{blank.alternativeStrategy.expectedPoints}</dd>
            </div>
          </dl>
        </div>
      )}
      {kind === 'low-impact' && (
        <p className="rs-bgw__advice">
          {affected.length === 0
            ? 'None of your players blank: no action needed.'
            : 'Only a few of your players blank: use your bench rather than a chip.'}
        </p>
      )}
    </article>
  );
}
