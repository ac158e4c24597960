import { Alert, Button, errorMessage, Field, useAuthStore } from '@fpl-assistant/web-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await useAuthStore.getState().resetPasswordForEmail(email);
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, 'Failed to send the reset link. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Reset your password" subtitle="We'll email you a link to choose a new one">
      {sent ? (
        <Alert tone="success">
          If an account exists for {email}, a password reset link is on its way. Check your inbox.
        </Alert>
      ) : (
        <form className="acc-form" onSubmit={submit}>
          {error && <Alert tone="error">{error}</Alert>}
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={busy} block>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className="acc-switch">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
