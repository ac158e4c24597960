import {
  DEFAULT_HORIZON,
  type ExtractedTeamData,
  LAST_GAMEWEEK,
  type ManagerConstraints,
  type Recommendations,
} from '@fpl-assistant/engine';
import {
  Alert,
  ButtonLink,
  DemoBanner,
  useAuthStore,
  useDemoFlowStore,
  useFlowStore,
} from '@fpl-assistant/web-kit';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { DEMO_RECOMMENDATIONS, demoFixturesOf, demoPitchFixturesOf } from '../demo/demo-results';
import { ResultsView } from '../results/ResultsView';
import { SaveButton } from '../results/SaveButton';
import { formatMillions } from '../results/transfer-cost';
import { useFixturesOf, usePitchFixturesOf } from '../results/use-fixtures-of';
import { RulesBar } from '../rules/RulesBar';
import { replanAnalysis } from '../rules/replan';
import { RulesContext, type RulesEditor } from '../rules/rules-context';

/** /results (the flow's recommendations) and /demo/results (the fixed sample). */
export function ResultsPage({ demo = false }: { demo?: boolean }) {
  const flow = (demo ? useDemoFlowStore : useFlowStore)();
  const extractedData = flow.extracted;
  // The demo always ends on the fixed sample (spec §2), whatever the demo steps left behind.
  const recommendations = demo ? (flow.recommendations ?? DEMO_RECOMMENDATIONS) : flow.recommendations;
  const ready = extractedData !== null && recommendations !== null;
  const liveFixturesOf = useFixturesOf(extractedData?.gameweek ?? 1, ready && !demo);
  const livePitchFixturesOf = usePitchFixturesOf(extractedData?.gameweek ?? 1, ready && !demo);
  const [saveError, setSaveError] = useState<string | null>(null);
  // The manager's rules: each change plans this analysis again (never charged); Undo steps back.
  const [previous, setPrevious] = useState<Recommendations[]>([]);
  const [busy, setBusy] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const { analysisKey, setRecommendations } = flow;
  const editor = useMemo<RulesEditor | null>(() => {
    if (demo || !extractedData || !recommendations || !analysisKey) return null;
    return {
      rules: recommendations.constraints?.constraints ?? {},
      owned: new Set(extractedData.players.map((p) => p.id)),
      gameweek: extractedData.gameweek,
      busy,
      change: (next: ManagerConstraints) => {
        setBusy(true);
        setRuleError(null);
        replanAnalysis(extractedData, useAuthStore.getState().user?.tier, analysisKey, next)
          .then((planned) => {
            setPrevious((list) => [...list, recommendations]);
            setRecommendations(planned);
          })
          .catch((err: Error) => setRuleError(err.message))
          .finally(() => setBusy(false));
      },
    };
  }, [demo, extractedData, recommendations, analysisKey, busy, setRecommendations]);

  if (!ready) return <Navigate to={demo ? '/demo' : '/upload'} replace />;
  const undo = () => {
    const last = previous[previous.length - 1];
    if (!last) return;
    setPrevious((list) => list.slice(0, -1));
    setRuleError(null);
    setRecommendations(last);
  };
  return (
    <div className="rs-page">
      {demo && (
        <DemoBanner signUpLink={false}>
          Demo mode: sample results for a sample squad. Create a free account to analyse your own team.
        </DemoBanner>
      )}
      <ResultsHeader
        extracted={extractedData}
        recommendations={recommendations}
        action={
          demo ? (
            <ButtonLink variant="accent" to="/register">
              Sign Up to Save
            </ButtonLink>
          ) : (
            <SaveButton
              input={{
                extractedData,
                recommendations,
                screenshotUrl: flow.screenshot?.screenshotUrl ?? null,
              }}
              savedId={flow.savedSuggestionId}
              onSaved={flow.setSaved}
              onError={setSaveError}
            />
          )
        }
      />
      {saveError && (
        <Alert tone="error" className="rs-alert">
          {saveError}
        </Alert>
      )}
      {editor && (
        <RulesBar
          recommendations={recommendations}
          gameweeks={Math.min(DEFAULT_HORIZON, LAST_GAMEWEEK - extractedData.gameweek + 1)}
          busy={busy}
          error={ruleError}
          canUndo={previous.length > 0}
          onUndo={undo}
        />
      )}
      <RulesContext.Provider value={editor}>
        <ResultsView
          extracted={extractedData}
          recommendations={recommendations}
          fixturesOf={demo ? demoFixturesOf : liveFixturesOf}
          pitchFixturesOf={demo ? demoPitchFixturesOf : livePitchFixturesOf}
        />
      </RulesContext.Provider>
    </div>
  );
}

function ResultsHeader({
  extracted,
  recommendations,
  action,
}: {
  extracted: ExtractedTeamData;
  recommendations: Recommendations;
  action: React.ReactNode;
}) {
  const transfers = recommendations.transfers.length;
  return (
    <>
      <header className="rs-hero">
        <div>
          <span className="rs-hero__eyebrow">Gameweek {extracted.gameweek}</span>
          <h1>Your recommendations</h1>
          {/* Each fact on one line of its own if need be: '4-4-2' must not break at a hyphen. */}
          <p className="rs-hero__facts">
            <span>
              {extracted.freeTransfers} free transfer{extracted.freeTransfers === 1 ? '' : 's'}
            </span>{' '}
            · <span>{formatMillions(extracted.budget)} in the bank</span> · <span>{extracted.formation}</span>
          </p>
        </div>
        <div className="rs-hero__actions">{action}</div>
      </header>
      <dl className="rs-summary">
        <div className="rs-summary__item">
          <dt className="rs-label">Transfers</dt>
          <dd className="rs-summary__value">{transfers === 0 ? 'Roll' : `${transfers} suggested`}</dd>
        </div>
        <div className="rs-summary__item">
          <dt className="rs-label">Captain</dt>
          <dd className="rs-summary__value">{recommendations.captain.player || '–'}</dd>
        </div>
        <div className="rs-summary__item">
          <dt className="rs-label">Bank after</dt>
          <dd className="rs-summary__value">{formatMillions(recommendations.budgetImpact.afterTransfers)}</dd>
        </div>
      </dl>
    </>
  );
}
