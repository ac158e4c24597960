import { SQUAD_SIZE } from '@fpl-assistant/engine';
import { MESSAGES, validateScreenshotFile } from '@fpl-assistant/engine/app';
import {
  Alert,
  Button,
  DemoBanner,
  errorMessage,
  useAuthStore,
  useDemoFlowStore,
  useFlowStore,
  useUsage,
} from '@fpl-assistant/web-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dropzone } from '../components/Dropzone';
import { ExampleScreenshot } from '../components/ExampleScreenshot';
import { TeamIdForm } from '../components/TeamIdForm';
import { UsageNotice } from '../components/UsageNotice';
import { gameweekToPlan } from '../flow/extract-squad';
import { emptySquad } from '../flow/manual-squad';
import { prepareAnalysis } from '../flow/prepare-analysis';
import { formatMegabytes } from '../flow/resize-screenshot';
import { usageLine } from '../flow/usage-line';

/** /upload, and /demo with `demo` (any file or none; the demo uses its fixed sample). */
export function UploadPage({ demo = false }: { demo?: boolean }) {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Back from /confirm (or /analyze) finds the screenshot of this flow still chosen: no new upload needed.
  const kept = useFlowStore((state) => (demo ? null : state.screenshot));
  // Issue 30: the month's analyses are known before any work; with none left no squad can be started here.
  const { usage } = useUsage(!demo);
  const exhausted = !demo && usage !== null && !usageLine(usage).left;

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File) => {
    const problem = validateScreenshotFile(chosen);
    setError(problem);
    if (!problem) setFile(chosen);
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    if (kept) useFlowStore.getState().reset();
  };

  const analyze = async () => {
    if (demo) {
      // The demo reads no file: its squad is the fixed sample.
      useDemoFlowStore.getState().setScreenshot({
        fileName: file?.name ?? 'sample-squad.png',
        fileSize: file?.size ?? 0,
        imageBase64: '',
        uploadId: null,
        screenshotUrl: null,
      });
      navigate('/demo/analyzing');
      return;
    }
    // The screenshot already uploaded in this flow is read again (the server replays its stored read).
    if (user && !file && kept) {
      navigate('/analyze');
      return;
    }
    // Spec §5: Analyze requires a signed-in user and a file.
    if (!user || !file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await prepareAnalysis(file);
      useFlowStore.getState().setScreenshot(uploaded);
      navigate('/analyze');
    } catch (err) {
      setError(errorMessage(err, MESSAGES.uploadFailed));
      setUploading(false);
    }
  };

  // Issue 13: a manager who prefers it enters the team by hand, starting from an empty squad.
  const enterByHand = async () => {
    useFlowStore.getState().setEnteredByHand(emptySquad(await gameweekToPlan()));
    navigate('/confirm');
  };

  return (
    <div className="up-page">
      {demo && <DemoBanner />}
      <header className="up-head">
        <h1>{demo ? 'Try the demo' : 'New Analysis'}</h1>
        <p className="up-muted">
          Upload a screenshot of your FPL Transfers page. We read your squad, you check it, and the AI does
          the rest.
        </p>
      </header>
      {!demo && <UsageNotice usage={usage} />}
      <div className="up-layout">
        <div className="up-sources">
          <section className="fpl-card up-card" aria-labelledby="upload-title">
            <h2 id="upload-title" className="up-card-title">
              Your screenshot
            </h2>
            {error && <Alert tone="error">{error}</Alert>}
            {file && preview ? (
              <div className="up-preview">
                <img src={preview} alt={`Preview of ${file.name}`} />
                <div className="up-preview-meta">
                  <p className="up-file-name">{file.name}</p>
                  <p className="up-muted">{formatMegabytes(file.size)}</p>
                </div>
              </div>
            ) : kept?.imageBase64 ? (
              <div className="up-preview">
                <img src={`data:image/png;base64,${kept.imageBase64}`} alt={`Preview of ${kept.fileName}`} />
                <div className="up-preview-meta">
                  <p className="up-file-name">{kept.fileName}</p>
                  <p className="up-muted">{formatMegabytes(kept.fileSize)}</p>
                </div>
              </div>
            ) : (
              <Dropzone onFile={choose} disabled={uploading || exhausted} />
            )}
            <div className="up-actions">
              {(file || kept?.imageBase64) && (
                <Button variant="secondary" onClick={reset} disabled={uploading}>
                  Choose Different
                </Button>
              )}
              <Button
                onClick={() => void analyze()}
                disabled={uploading || exhausted || (!demo && !file && !kept?.imageBase64)}
              >
                {uploading ? 'Uploading...' : 'Analyze Team'}
              </Button>
            </div>
            {!demo && (
              <p className="up-muted up-small up-by-hand">
                No screenshot?{' '}
                <button
                  type="button"
                  className="up-link-button"
                  onClick={() => void enterByHand()}
                  disabled={uploading || exhausted}
                >
                  Enter your team by hand
                </button>
              </p>
            )}
            {demo && !file && (
              <p className="up-muted up-small">
                No screenshot handy? Just press Analyze Team: the demo uses a sample squad.
              </p>
            )}
          </section>
          {!demo && <TeamIdForm disabled={uploading || exhausted} />}
        </div>
        <aside className="fpl-card up-card up-help" aria-labelledby="help-title">
          <h2 id="help-title" className="up-card-title">
            Which screenshot?
          </h2>
          <ExampleScreenshot />
          <ol className="up-help-steps">
            <li>
              Open the <strong>Transfers</strong> page on the FPL website or app.
            </li>
            <li>Make sure all {SQUAD_SIZE} players and the money remaining are visible.</li>
            <li>Take a screenshot and drop it here (PNG, JPG or WebP, up to 10MB).</li>
          </ol>
          {demo && (
            <p className="up-small">
              Like it? <Link to="/register">Create a free account</Link> to analyse your own team.
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
