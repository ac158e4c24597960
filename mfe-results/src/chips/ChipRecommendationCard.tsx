import { CHIP_LABELS, CHIP_PRIORITY_LABELS, type ChipRecommendation } from '@fpl-assistant/engine';
import { formatConfidence } from '../results/chip-views';

export function ChipRecommendationCard({
  recommendation,
  featured = false,
}: {
  recommendation: ChipRecommendation;
  featured?: boolean;
}) {
  const label = CHIP_PRIORITY_LABELS[recommendation.priority];
  return (
    <article className={`rs-chip-card${featured ? ' rs-chip-card--featured' : ''}`}>
      <span className={`rs-chip-priority rs-chip-priority--${recommendation.priority}`}>{label}</span>
      <header className="rs-chip-card__head">
        <h4 className="rs-chip-card__name">{CHIP_LABELS[recommendation.chip]}</h4>
        <span className="rs-chip-card__timing">GW{recommendation.timing}</span>
      </header>
      <p className="rs-chip-card__reason">{recommendation.reasoning}</p>
      <dl className="rs-chip-card__figures">
        <div>
          <dt>Confidence</dt>
          <dd>{formatConfidence(recommendation.confidence)}</dd>
        </div>
        <div>
          <dt>Expected gain</dt>
          <dd>
            {Math.round(recommendation.expectedGain) > 0 ? '+' : ''}
            {Math.round(recommendation.expectedGain)} pts
          </dd>
        </div>
      </dl>
    </article>
  );
}
