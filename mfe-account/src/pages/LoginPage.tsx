import { MESSAGES } from '@fpl-assistant/engine/app';
import { Alert, Button, errorMessage, Field, takeReturnTo, useAuthStore } from '@fpl-assistant/web-kit';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';

export function LoginPage() {
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signIn(email, password);
      // Back to the protected address a signed-out visit was sent home from, if any (same origin only).
      navigate(takeReturnTo() ?? '/dashboard');
    } catch (err) {
      setError(errorMessage(err, MESSAGES.signInFallback));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to analyse your FPL team">
      <form className="acc-form" onSubmit={submit} noValidate={false}>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="acc-form-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" disabled={busy} block>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="acc-switch">
        Don't have an account? <Link to="/register">Create one</Link>
      </p>
    </AuthLayout>
  );
}
