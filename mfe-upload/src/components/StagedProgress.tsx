import { Alert, Button } from '@fpl-assistant/web-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { COMPLETE_MESSAGE, type StagedRun } from '../flow/stages';

/** The staged progress screen: each message of the run, ticked off as the run moves on. */
export function StagedProgress({
  title,
  run,
  current,
  error,
  backTo,
  failureActions,
}: {
  title: string;
  run: StagedRun;
  /** Index of the message shown now; run.stages.length once complete. */
  current: number;
  error: string | null;
  backTo: string;
  /** More ways on from a failure, beside 'Back to Upload'. */
  failureActions?: ReactNode;
}) {
  const navigate = useNavigate();
  const done = current >= run.stages.length;
  const steps = run.stages.length + 1;
  const percent = Math.round(((Math.min(current, run.stages.length) + (done ? 1 : 0.5)) / steps) * 100);
  const message = done ? COMPLETE_MESSAGE : (run.stages[current]?.message ?? '');

  return (
    <div className="up-page up-progress-page">
      <section className="fpl-card up-progress" aria-labelledby="progress-title">
        <h1 id="progress-title">{title}</h1>
        {error ? (
          <div className="up-progress-error">
            <Alert tone="error">{error}</Alert>
            <div className="up-actions up-progress-actions">
              <Button variant={failureActions ? 'secondary' : 'primary'} onClick={() => navigate(backTo)}>
                Back to Upload
              </Button>
              {failureActions}
            </div>
          </div>
        ) : (
          <>
            <div className="up-spinner" aria-hidden="true" />
            <p className="up-progress-message" role="status" aria-live="polite">
              {message}
            </p>
            <div
              className="up-progress-bar"
              role="progressbar"
              aria-label={title}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <ol className="up-stage-list">
              {run.stages.map((stage, index) => (
                <li
                  key={stage.message}
                  className={index < current ? 'is-done' : index === current ? 'is-active' : 'is-pending'}
                >
                  {stage.message}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
