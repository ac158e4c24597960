import { ButtonLink } from '@fpl-assistant/web-kit';
import { localeDate, type SuggestionSummary } from './history-filter';

export function SuggestionCard({
  suggestion,
  onDelete,
  deleting,
}: {
  suggestion: SuggestionSummary;
  onDelete: () => void;
  deleting: boolean;
}) {
  const date = localeDate(suggestion.createdAt);
  const transfers = suggestion.transfersCount;
  return (
    <li className="rs-card">
      <div className="rs-card__shot">
        {suggestion.screenshotUrl ? (
          <img
            src={suggestion.screenshotUrl}
            alt={`Screenshot for gameweek ${suggestion.gameweek}`}
            loading="lazy"
          />
        ) : (
          <span className="rs-card__shot-empty" aria-hidden="true" />
        )}
        <span className="rs-card__gw">GW{suggestion.gameweek}</span>
      </div>
      <div className="rs-card__body">
        <h2 className="rs-card__title">Gameweek {suggestion.gameweek}</h2>
        <p className="rs-card__meta">
          <time dateTime={suggestion.createdAt}>{date}</time>
          <span aria-hidden="true"> · </span>
          {transfers} transfer{transfers === 1 ? '' : 's'}
        </p>
        <div className="rs-card__actions">
          <ButtonLink
            variant="primary"
            size="sm"
            to={`/suggestion/${suggestion.id}`}
            aria-label={`View Details, gameweek ${suggestion.gameweek}, ${date}`}
          >
            View Details
          </ButtonLink>
          <button
            type="button"
            className="rs-icon-button"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete suggestion for gameweek ${suggestion.gameweek}, ${date}`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
              />
            </svg>
          </button>
        </div>
      </div>
    </li>
  );
}
