import type { Recommendations } from '@fpl-assistant/engine';
import { Alert, Button } from '@fpl-assistant/web-kit';
import { costSentence, ruleCount } from './rules';

/** What the manager's rules cost, with Undo; says when a re-plan runs or a rule cannot be kept. */
export function RulesBar({
  recommendations,
  gameweeks,
  busy,
  error,
  canUndo,
  onUndo,
}: {
  recommendations: Recommendations;
  gameweeks: number;
  busy: boolean;
  error: string | null;
  canUndo: boolean;
  onUndo: () => void;
}) {
  const report = recommendations.constraints;
  const count = report ? ruleCount(report.constraints) : 0;
  if (!busy && !error && !canUndo && count === 0) return null;
  return (
    <section className="rs-rules" aria-label="Your rules">
      <p className="rs-rules__cost" aria-live="polite">
        {busy
          ? 'Planning again with your rules…'
          : report
            ? costSentence(report, gameweeks)
            : 'No rules: the free plan.'}
      </p>
      {canUndo && (
        <Button variant="secondary" onClick={onUndo} disabled={busy}>
          Undo
        </Button>
      )}
      {error && (
        <Alert tone="error" className="rs-alert">
          {error}
        </Alert>
      )}
    </section>
  );
}
