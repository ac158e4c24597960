import { Alert, Button, Field, useAuthStore, useFlowStore } from '@fpl-assistant/web-kit';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { importProblem, importTeam, parseTeamId, saveTeamId, TEAM_ID_PROBLEM } from '../flow/import-team';

/**
 * Issue 15: the squad straight from FPL by team ID, exact where a screenshot cannot be (bank, free transfers,
 * selling prices). It opens the same review as a screenshot, in a fresh flow.
 */
export function TeamIdForm({ disabled = false }: { disabled?: boolean }) {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const saved = user?.fplTeamId ?? null;
  // The profile's team ID is offered until the manager types another.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (saved ? String(saved) : '');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const teamId = parseTeamId(text);
    setInvalid(teamId === null);
    setError(null);
    if (teamId === null) return;
    setLoading(true);
    try {
      const team = await importTeam(teamId);
      useFlowStore.getState().setImported(teamId, team);
      if (user && teamId !== saved) {
        // Offered next time; the review does not wait for it.
        void saveTeamId(teamId).then((profile) => {
          if (profile) void useAuthStore.getState().reloadProfile();
        });
      }
      navigate('/confirm');
    } catch (err) {
      // The server's sentence (e.g. "We couldn't find FPL team 123. ..."), never its code.
      setError(importProblem(err));
      setLoading(false);
    }
  };

  return (
    <section className="fpl-card up-card up-team-id" aria-labelledby="team-id-title">
      <h2 id="team-id-title" className="up-card-title">
        Use my FPL team ID
      </h2>
      <p className="up-muted up-small">
        We fetch your squad, bank, free transfers and selling prices from FPL: no screenshot needed.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <form className="up-team-id-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="FPL team ID"
          name="fplTeamId"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          hint="The number in your FPL points page address, e.g. fantasy.premierleague.com/entry/1234567/event/1"
          error={invalid ? TEAM_ID_PROBLEM : undefined}
          disabled={disabled || loading}
        />
        <div className="up-actions">
          <Button type="submit" disabled={disabled || loading}>
            {loading ? 'Fetching your team...' : 'Use Team ID'}
          </Button>
        </div>
      </form>
    </section>
  );
}
