import { MESSAGES } from '@fpl-assistant/engine/app';
import { RECENT_SUGGESTIONS_SHOWN } from '@fpl-assistant/engine/pricing';
import { Skeleton } from '@fpl-assistant/web-kit';
import { Link } from 'react-router';
import { useRecentSuggestions } from './use-recent-suggestions';

// One placeholder per suggestion the card shows.
const SKELETON_KEYS = Array.from({ length: RECENT_SUGGESTIONS_SHOWN }, (_, n) => `skeleton-${n + 1}`);

export function RecentSuggestions() {
  const suggestions = useRecentSuggestions();
  return (
    <section className="fpl-card acc-card" aria-labelledby="recent-title">
      <div className="acc-card-head">
        <h2 id="recent-title">Recent Suggestions</h2>
        <Link to="/history">View all</Link>
      </div>
      {suggestions === null ? (
        <ul className="acc-recent" aria-busy="true" aria-label="Loading suggestions">
          {SKELETON_KEYS.map((key) => (
            <li key={key} data-testid="suggestion-skeleton">
              <Skeleton height="3.25rem" />
            </li>
          ))}
        </ul>
      ) : suggestions.length === 0 ? (
        <p className="acc-empty">{MESSAGES.noSuggestionsYet}</p>
      ) : (
        <ul className="acc-recent">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <Link to={`/suggestion/${suggestion.id}`} className="acc-recent-item">
                <span className="acc-gw-badge">GW{suggestion.gameweek}</span>
                <span className="acc-recent-text">
                  <span className="acc-recent-title">Gameweek {suggestion.gameweek}</span>
                  <span className="acc-muted acc-small">
                    {suggestion.transfersCount} transfer{suggestion.transfersCount === 1 ? '' : 's'}{' '}
                    recommended
                  </span>
                </span>
                <time className="acc-muted acc-small" dateTime={suggestion.createdAt}>
                  {new Date(suggestion.createdAt).toLocaleDateString()}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
