import type { ExtractedTeamData, Player } from '@fpl-assistant/engine';
import { Button } from '@fpl-assistant/web-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { fieldsOf, parseSquadFields, type SquadFields } from '../flow/squad-form';
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
  const [players, setPlayers] = useState<Player[]>(initial.players);
  const parsed = useMemo(() => parseSquadFields(fields), [fields]);
  const playersValid = players.every((p) => p.name.trim() && p.team.trim() && Number.isFinite(p.price));
  const valid = parsed.ok && playersValid;

  const current = (): ExtractedTeamData | null =>
    parsed.ok && playersValid ? { ...initial, ...parsed.value, chipStatus, players } : null;

  const toggleEditing = () => {
    if (editing) {
      const data = current();
      if (!data) return; // the errors stay on screen until fixed
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
            disabled={editing && !valid}
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
        <PlayerTable editing={editing} players={players} onChange={setPlayers} />
        <div className="up-actions up-confirm-actions">
          <Button variant="secondary" onClick={onBack}>
            Back to Upload
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              const data = current();
              if (data) onContinue(data);
            }}
          >
            Continue to Recommendations
          </Button>
        </div>
      </section>
    </div>
  );
}
