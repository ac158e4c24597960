import { MESSAGES } from '@fpl-assistant/engine/app';
import { Alert, api, ButtonLink, ConfirmDialog, ok, Skeleton } from '@fpl-assistant/web-kit';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { filterSuggestions, savedGameweeks } from '../history/history-filter';
import { SuggestionCard } from '../history/SuggestionCard';
import { useSuggestions } from '../history/use-suggestions';

export function HistoryPage() {
  const { state, remove } = useSuggestions();
  const location = useLocation();
  const flash = (location.state as { flash?: string } | null)?.flash ?? null;
  const [query, setQuery] = useState('');
  const [gameweek, setGameweek] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();
  const gameweekId = useId();

  const all = state.status === 'ready' ? state.suggestions : [];
  const shown = filterSuggestions(all, query, gameweek);
  const filtering = query.trim() !== '' || gameweek !== null;

  const confirmDelete = async () => {
    const id = pendingDelete;
    setPendingDelete(null);
    if (!id) return;
    setDeleting(id);
    setError(null);
    try {
      await ok(api.DELETE('/api/suggestions/{id}', { params: { path: { id } } }));
      remove(id);
    } catch (err) {
      console.error('Deleting the suggestion failed', err);
      setError(MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="rs-page">
      <Link className="rs-back" to="/dashboard">
        <span aria-hidden="true">←</span> Dashboard
      </Link>
      <header className="rs-page-head">
        <h1>Suggestion history</h1>
        <p className="rs-muted">Every analysis you saved, newest first.</p>
      </header>
      {flash && (
        <Alert tone="success" className="rs-alert">
          {flash}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className="rs-alert">
          {error}
        </Alert>
      )}
      <search className="rs-filters">
        <div className="rs-field rs-field--grow">
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            placeholder="Gameweek or date"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="rs-field">
          <label htmlFor={gameweekId}>Gameweek</label>
          <select
            id={gameweekId}
            value={gameweek ?? ''}
            onChange={(event) => setGameweek(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">All gameweeks</option>
            {savedGameweeks(all).map((gw) => (
              <option key={gw} value={gw}>
                GW{gw}
              </option>
            ))}
          </select>
        </div>
      </search>

      {state.status === 'loading' ? (
        <ul className="rs-cards" aria-busy="true" aria-label="Loading suggestions">
          {[0, 1, 2].map((i) => (
            <li key={i} className="rs-card">
              <Skeleton height="9rem" className="rs-card__skeleton" />
              <div className="rs-card__body">
                <Skeleton width="60%" height="1.2rem" />
                <Skeleton width="80%" />
              </div>
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <div className="rs-empty">
          <p className="rs-empty__title">No suggestions found</p>
          {filtering && all.length > 0 ? (
            <p className="rs-muted">Try adjusting your filters</p>
          ) : (
            <>
              <p className="rs-muted">Upload your first team screenshot to get started</p>
              <ButtonLink variant="accent" to="/upload">
                New Analysis
              </ButtonLink>
            </>
          )}
        </div>
      ) : (
        <ul className="rs-cards" aria-label="Saved suggestions">
          {shown.map((suggestion) => (
            <SuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              deleting={deleting === suggestion.id}
              onDelete={() => setPendingDelete(suggestion.id)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete suggestion"
        message={MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
