import type { Recommendations } from '@fpl-assistant/engine';
import type { FixtureLabel } from './fixture-difficulty';
import { TransferCard } from './TransferCard';
import { formatMillions } from './transfer-cost';

export function TransfersPanel({
  recommendations,
  fixturesOf,
}: {
  recommendations: Recommendations;
  fixturesOf: (teamCode: string, fixtures: readonly string[]) => FixtureLabel[];
}) {
  const { budgetImpact, transfers } = recommendations;
  return (
    <div className="rs-stack">
      <section className="rs-budget" aria-label="Budget">
        <div className="rs-budget__item">
          <span className="rs-label">Starting budget</span>
          <span className="rs-budget__value">{formatMillions(budgetImpact.starting)}</span>
        </div>
        <div className="rs-budget__item">
          <span className="rs-label">After transfers</span>
          <span className="rs-budget__value">{formatMillions(budgetImpact.afterTransfers)}</span>
        </div>
        <div className="rs-budget__item">
          <span className="rs-label">Status</span>
          <span className={`rs-pill ${budgetImpact.affordable ? 'rs-pill--good' : 'rs-pill--bad'}`}>
            {budgetImpact.affordable ? 'Affordable' : 'Not Affordable'}
          </span>
        </div>
      </section>
      {transfers.length === 0 ? (
        <div className="rs-empty">
          <p className="rs-empty__title">No transfers suggested this gameweek</p>
          <p className="rs-muted">
            Your squad already holds the best options we found: roll the free transfer and keep the
            flexibility.
          </p>
        </div>
      ) : (
        <>
          {recommendations.transferChip && (
            <h3 className="rs-chip-week" data-chip={recommendations.transferChip.chip}>
              {recommendations.transferChip.heading}
            </h3>
          )}
          <ol className="rs-transfers" aria-label="Recommended transfers">
            {transfers.map((transfer, index) => (
              <TransferCard
                key={`${transfer.playerOut}-${transfer.playerIn}`}
                transfer={transfer}
                index={index}
                fixtures={fixturesOf(transfer.playerInTeam, transfer.stats?.fixtures ?? [])}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
