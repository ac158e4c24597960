import type { Recommendations } from '@fpl-assistant/engine';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { useAuthStore, useDemoFlowStore, useFlowStore } from '@fpl-assistant/web-kit';
import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { StagedProgress } from '../components/StagedProgress';
import { analyzeSquad } from '../flow/analyze-squad';
import { DEMO_RECOMMEND_RUN, RECOMMEND_RUN } from '../flow/stages';
import { useStagedRun } from '../flow/use-staged-run';

/** /analyzing-recommendations and its demo twin (whose results page shows the fixed sample). */
export function AnalyzingRecommendationsPage({ demo = false }: { demo?: boolean }) {
  const useFlow = demo ? useDemoFlowStore : useFlowStore;
  const extractedData = useFlow((state) => state.extracted);
  const setRecommendations = useFlow((state) => state.setRecommendations);
  const analysisKey = useFlow((state) => state.analysisKey);
  const navigate = useNavigate();
  const ready = extractedData !== null;

  const work = useCallback(async (): Promise<Recommendations | null> => {
    if (demo || !extractedData) return null;
    // Read at call time: the tier arriving later must not restart the screen.
    return analyzeSquad(extractedData, useAuthStore.getState().user?.tier, analysisKey ?? undefined);
  }, [demo, extractedData, analysisKey]);
  const { current, error } = useStagedRun(
    demo ? DEMO_RECOMMEND_RUN : RECOMMEND_RUN,
    ready ? work : null,
    (recommendations) => {
      if (recommendations) setRecommendations(recommendations);
      // Back from /results returns to the review, not to this progress page.
      navigate(demo ? '/demo/results' : '/results', { replace: true });
    },
    MESSAGES.analysisScreenFallback,
  );

  if (!ready) return <Navigate to={demo ? '/demo' : '/upload'} replace />;
  return (
    <StagedProgress
      title="Building your recommendations"
      run={demo ? DEMO_RECOMMEND_RUN : RECOMMEND_RUN}
      current={current}
      error={error}
      backTo={demo ? '/demo' : '/upload'}
    />
  );
}
