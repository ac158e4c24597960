import { MESSAGES, PASSWORD_MIN_LENGTH } from '@fpl-assistant/engine/app';
import { Alert, Button, errorMessage, Field, useAuthStore } from '@fpl-assistant/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { passwordProblem, REDIRECT_AFTER_SIGN_UP_MS } from '../password-rules';

export function RegisterPage() {
  const signUp = useAuthStore((state) => state.signUp);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_SIGN_UP_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await signUp(email, password);
      setCreated(true);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.signUpFallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Create your account" subtitle="Free forever: one AI analysis every month">
      <form className="acc-form" onSubmit={submit}>
        {error && <Alert tone="error">{error}</Alert>}
        {created && <Alert tone="success">Account created successfully! Redirecting...</Alert>}
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
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" disabled={busy || created} block>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="acc-switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
