import type { ExtractedTeamData } from '@fpl-assistant/engine';
import { Alert, Button } from '@fpl-assistant/web-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { fieldsOf, parseSquadFields, playerProblems, type SquadFields, toRows } from '../flow/squad-form';
import { ChipToggles } from './ChipToggles';
import { PlayerTable } from './PlayerTable';
import { SquadFieldsForm } from './SquadFieldsForm';

export function SquadReview({
  initial,
  screenshot,
  onSave,
  onBack,
  onContinue,
}: {
  initial: ExtractedTeamData;
  screenshot: ReactNode;
  /** Called on Done, so a reload keeps the edits. */
  onSave: (data: ExtractedTeamData) => void;
  onBack: () => void;
  onContinue: (data: ExtractedTeamData) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<SquadFields>(() => fieldsOf(initial));
  const [chipStatus, setChipStatus] = useState(initial.chipStatus);
  const [rows, setRows] = useState(() => toRows(initial.players));
  const parsed = useMemo(() => parseSquadFields(fields), [fields]);
  const players = useMemo(() => rows.map((row) => row.player), [rows]);
  const problems = useMemo(() => playerProblems(players), [players]);
  const fieldErrors = parsed.ok ? [] : Object.values(parsed.errors);

  // The budget shown is the money in the bank: the analysis reads `bank` first, so an edit must move both.
  const current = (): ExtractedTeamData | null =>
    parsed.ok ? { ...initial, ...parsed.value, bank: parsed.value.budget, chipStatus, players } : null;
  const ready = parsed.ok && problems.length === 0;

  const toggleEditing = () => {
    if (editing) {
      const data = current();
      if (!data) return; // field errors stay on screen until fixed
      onSave(data);
    }
    setEditing(!editing);
  };

  return (
    <div className="up-confirm">
      <aside className="fpl-card up-card up-confirm-shot-card" aria-label="Your screenshot">
        {screenshot}
      </aside>
      <section className="fpl-card up-card up-confirm-data" aria-labelledby="squad-title">
        <div className="up-card-head">
          <h2 id="squad-title" className="up-card-title">
            Extracted team data
          </h2>
          <Button
            variant="secondary"
            onClick={toggleEditing}
            aria-pressed={editing}
            disabled={editing && !parsed.ok}
          >
            {editing ? 'Done' : 'Edit'}
          </Button>
        </div>
        <SquadFieldsForm
          editing={editing}
          fields={fields}
          errors={parsed.ok ? {} : parsed.errors}
          onChange={(name, value) => setFields({ ...fields, [name]: value })}
        />
        <ChipToggles editing={editing} status={chipStatus} onChange={setChipStatus} />
        <PlayerTable editing={editing} rows={rows} onChange={setRows} />
        {!editing && (fieldErrors.length > 0 || problems.length > 0) && (
          <Alert tone="warning" title="Check your squad before continuing" className="up-problems">
            <ul>
              {[...fieldErrors, ...problems].map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="up-actions up-confirm-actions">
          <Button variant="secondary" onClick={onBack}>
            Back to Upload
          </Button>
          <Button
            disabled={!ready}
            onClick={() => {
              const data = current();
              if (data && ready) onContinue(data);
            }}
          >
            Continue to Recommendations
          </Button>
        </div>
      </section>
    </div>
  );
}
