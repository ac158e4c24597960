import { PASSWORD_MIN_LENGTH } from '@fpl-assistant/engine/app';
import { Alert, Button, errorMessage, Field, Spinner, useAuthStore } from '@fpl-assistant/web-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { passwordProblem, REDIRECT_AFTER_SIGN_UP_MS } from '../password-rules';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; message: string };

/** Target of the mailed link (?token_hash=…&type=recovery): verifies it, then sets a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const verified = useRef<Promise<void> | null>(null);

  useEffect(() => {
    // Spec §8: errors in the URL (error, error_description, error_code) are shown as they come.
    const urlError = params.get('error_description') ?? params.get('error');
    const token = params.get('token_hash') ?? params.get('token');
    if (urlError) return setLink({ kind: 'invalid', message: urlError });
    if (!token)
      return setLink({ kind: 'invalid', message: 'This reset link is incomplete. Request a new one.' });
    // One verification even under React's development double effects: the token works only once.
    verified.current ??= useAuthStore.getState().verifyRecovery(token);
    verified.current
      .then(() => setLink({ kind: 'ready' }))
      .catch((err: unknown) =>
        setLink({ kind: 'invalid', message: errorMessage(err, 'Email link is invalid or has expired') }),
      );
  }, [params]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_SIGN_UP_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await useAuthStore.getState().updatePassword(password);
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, 'Failed to update password. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Choose a new password" subtitle="Then you're straight back to your dashboard">
      {link.kind === 'checking' && <Spinner label="Checking your link..." />}
      {link.kind === 'invalid' && (
        <>
          <Alert tone="error">{link.message}</Alert>
          <p className="acc-switch">
            <Link to="/forgot-password">Send a new reset link</Link>
          </p>
        </>
      )}
      {link.kind === 'ready' && (
        <form className="acc-form" onSubmit={submit}>
          {error && <Alert tone="error">{error}</Alert>}
          {done && <Alert tone="success">Password updated successfully! Redirecting...</Alert>}
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <Button type="submit" disabled={busy || done} block>
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
