import { DemoBanner, useDemoFlowStore, useFlowStore } from '@fpl-assistant/web-kit';
import { Navigate, useNavigate } from 'react-router';
import { ExampleScreenshot } from '../components/ExampleScreenshot';
import { SquadReview } from '../components/SquadReview';

/** /confirm and /demo/confirm: the screenshot beside the extracted squad, editable before analysis. */
export function ConfirmPage({ demo = false }: { demo?: boolean }) {
  const useFlow = demo ? useDemoFlowStore : useFlowStore;
  const extractedData = useFlow((state) => state.extracted);
  const imageBase64 = useFlow((state) => state.screenshot?.imageBase64);
  const setExtracted = useFlow((state) => state.setExtracted);
  const confirmSquad = useFlow((state) => state.confirmSquad);
  const navigate = useNavigate();
  const start = demo ? '/demo' : '/upload';

  if (!extractedData) return <Navigate to={start} replace />;
  const screenshot = imageBase64 ? (
    <img
      className="up-confirm-shot"
      src={`data:image/png;base64,${imageBase64}`}
      alt="Your uploaded screenshot"
    />
  ) : demo ? (
    <ExampleScreenshot />
  ) : null; // entered by hand: there is no screenshot to show

  return (
    <div className="up-page">
      {demo && <DemoBanner />}
      <header className="up-head">
        <h1>Check your squad</h1>
        <p className="up-muted">
          {screenshot
            ? 'This is what we read from your screenshot. Fix anything that looks wrong before we analyse it.'
            : 'Choose your 15 players, then check the details before we analyse your team.'}
        </p>
      </header>
      <SquadReview
        initial={extractedData}
        screenshot={screenshot}
        onSave={setExtracted}
        onBack={() => navigate(start)}
        onContinue={(data) => {
          // The confirmed squad gets its analysis key: reloads and Back replay, never charge again.
          confirmSquad(data);
          navigate(demo ? '/demo/analyzing-recommendations' : '/analyzing-recommendations');
        }}
      />
    </div>
  );
}
