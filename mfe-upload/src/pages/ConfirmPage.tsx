import { SQUAD_SIZE } from '@fpl-assistant/engine';
import { ENTRY_REVIEW_HINTS } from '@fpl-assistant/engine/app';
import { DemoBanner, useDemoFlowStore, useFlowStore, useUsage } from '@fpl-assistant/web-kit';
import { Navigate, useNavigate } from 'react-router';
import { ExampleScreenshot } from '../components/ExampleScreenshot';
import { SquadReview } from '../components/SquadReview';
import { UsageNotice } from '../components/UsageNotice';
import { IMPORTED_REVIEW_HINTS, MANUAL_REVIEW_HINTS } from '../flow/review-hints';

/**
 * /confirm and /demo/confirm: the screenshot (or, for a team imported by ID, a note of what came from FPL) beside
 * the squad, editable before analysis.
 */
export function ConfirmPage({ demo = false }: { demo?: boolean }) {
  const useFlow = demo ? useDemoFlowStore : useFlowStore;
  const extractedData = useFlow((state) => state.extracted);
  const imageBase64 = useFlow((state) => state.screenshot?.imageBase64);
  const importedTeamId = useFlow((state) => state.importedTeamId);
  const setExtracted = useFlow((state) => state.setExtracted);
  const confirmSquad = useFlow((state) => state.confirmSquad);
  const navigate = useNavigate();
  const start = demo ? '/demo' : '/upload';
  const { usage } = useUsage(!demo);

  if (!extractedData) return <Navigate to={start} replace />;
  const imported = !demo && importedTeamId !== null;
  // A team imported by ID has no screenshot: the panel says which facts are FPL's own.
  const screenshot = imported ? (
    <div className="up-fpl-note">
      <p className="up-fpl-note-team">FPL team {importedTeamId}</p>
      <p>{ENTRY_REVIEW_HINTS.source}</p>
    </div>
  ) : imageBase64 ? (
    <img
      className="up-confirm-shot"
      src={`data:image/png;base64,${imageBase64}`}
      alt="Your uploaded screenshot"
    />
  ) : demo ? (
    <ExampleScreenshot />
  ) : null; // entered by hand: there is no screenshot to show

  // Entered by hand, or completed by hand after a failed read: nothing on the page says it was read.
  const byHand = !imported && !screenshot;
  const started = extractedData.players.length + (extractedData.unresolved?.length ?? 0);
  return (
    <div className="up-page">
      {demo && <DemoBanner />}
      <header className="up-head">
        <h1>Check your squad</h1>
        <p className="up-muted">
          {imported
            ? 'This is your team from FPL as of the last deadline. Check it, and change anything you have done since, before we analyse it.'
            : screenshot
              ? 'This is what we read from your screenshot. Fix anything that looks wrong before we analyse it.'
              : started > 0
                ? `Complete your ${SQUAD_SIZE} players, then check the details before we analyse your team.`
                : `Choose your ${SQUAD_SIZE} players, then check the details before we analyse your team.`}
        </p>
      </header>
      {!demo && <UsageNotice usage={usage} />}
      <SquadReview
        initial={extractedData}
        screenshot={screenshot}
        seasonChips={!demo}
        {...(imported ? { screenshotLabel: 'From FPL', hints: IMPORTED_REVIEW_HINTS } : {})}
        {...(byHand ? { title: 'Your squad', hints: MANUAL_REVIEW_HINTS } : {})}
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
