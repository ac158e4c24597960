import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { Button, useDemoFlowStore, useFlowStore } from '@fpl-assistant/web-kit';
import { useCallback, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { StagedProgress } from '../components/StagedProgress';
import { DEMO_SQUAD } from '../demo/demo-squad';
import { extractSquad, gameweekToPlan, SquadNotReadError } from '../flow/extract-squad';
import { squadAfterFailure } from '../flow/manual-squad';
import { DEMO_EXTRACT_RUN, EXTRACT_RUN } from '../flow/stages';
import { useStagedRun } from '../flow/use-staged-run';

/** /analyze (extraction of the uploaded screenshot) and /demo/analyzing (the fixed sample). */
export function AnalyzePage({ demo = false }: { demo?: boolean }) {
  const useFlow = demo ? useDemoFlowStore : useFlowStore;
  const screenshot = useFlow((state) => state.screenshot);
  const setExtracted = useFlow((state) => state.setExtracted);
  const setEnteredByHand = useFlow((state) => state.setEnteredByHand);
  const navigate = useNavigate();
  const ready = screenshot !== null;
  // The original file when this tab still holds it, else (after a reload) the stored 900×900 copy.
  const imageBase64 = screenshot?.originalBase64 ?? screenshot?.imageBase64;
  // One key per upload and image copy: a reload or Back replays the server's stored read.
  const extractionKey = useFlow((state) => state.extractionKey);
  const key = extractionKey && `${extractionKey}.${screenshot?.originalBase64 ? 'original' : 'stored'}`;

  const work = useCallback(
    (): Promise<ExtractedTeamData> =>
      demo ? Promise.resolve(DEMO_SQUAD) : extractSquad(imageBase64 ?? '', key ?? undefined),
    [demo, imageBase64, key],
  );
  const { current, error, failure } = useStagedRun(
    demo ? DEMO_EXTRACT_RUN : EXTRACT_RUN,
    ready ? work : null,
    (data) => {
      setExtracted(data);
      // This progress page leaves the history: Back from /confirm returns to /upload, not to a second read.
      navigate(demo ? '/demo/confirm' : '/confirm', { replace: true });
    },
    MESSAGES.extractionScreenFallback,
  );

  // Issue 13: a failed read is never a dead end; the review opens with what was read, or an empty squad, for
  // the next deadline (issue 30: an old header's gameweek is not it), and the unread screenshot is dropped.
  const leaving = useRef(false);
  const enterByHand = async () => {
    const partial = failure instanceof SquadNotReadError ? failure.partial : null;
    const squad = squadAfterFailure(partial, await gameweekToPlan());
    // Dropping the screenshot empties this page's state: it must not send the manager back to /upload meanwhile.
    leaving.current = true;
    setEnteredByHand(squad);
    navigate('/confirm', { replace: true });
  };

  // Spec §4: a missing state sends the manager back to the start of the flow.
  if (!ready && !leaving.current) return <Navigate to={demo ? '/demo' : '/upload'} replace />;
  return (
    <StagedProgress
      title="Reading your squad"
      run={demo ? DEMO_EXTRACT_RUN : EXTRACT_RUN}
      current={current}
      error={error}
      backTo={demo ? '/demo' : '/upload'}
      failureActions={
        demo ? undefined : <Button onClick={() => void enterByHand()}>Enter your team by hand</Button>
      }
    />
  );
}
