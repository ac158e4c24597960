import { chipWindows, type ExtractedTeamData, type SquadField, teamValue } from '@fpl-assistant/engine';
import { Alert, Button } from '@fpl-assistant/web-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { usePlayerList } from '../flow/player-list';
import type { ReviewHints } from '../flow/review-hints';
import { clearSquadFlag, fieldsOf, parseSquadFields, type SquadFields, toRows } from '../flow/squad-form';
import { reviewSquad, toUnresolvedSlots } from '../flow/squad-slots';
import { ChipToggles } from './ChipToggles';
import { PlayerTable } from './PlayerTable';
import { SquadFieldsForm } from './SquadFieldsForm';

export function SquadReview({
  initial,
  screenshot,
  screenshotLabel = 'Your screenshot',
  title = 'Extracted team data',
  hints,
  seasonChips = false,
  onSave,
  onBack,
  onContinue,
}: {
  initial: ExtractedTeamData;
  /** The screenshot to show beside the data; none when the team is entered by hand. */
  screenshot: ReactNode | null;
  /** The accessible name of the panel beside the data (a team imported from FPL shows a note there). */
  screenshotLabel?: string;
  /** The heading of the squad's card: what was read, or (entered by hand) simply the manager's squad. */
  title?: string;
  /** The lines beside flagged fields; the screenshot's by default. */
  hints?: ReviewHints;
  /** Show the season's chip windows (both halves) from FPL's data, rather than the spec's four (the demo). */
  seasonChips?: boolean;
  /** Called on Done, so a reload keeps the edits. */
  onSave: (data: ExtractedTeamData) => void;
  onBack: () => void;
  onContinue: (data: ExtractedTeamData) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<SquadFields>(() => fieldsOf(initial));
  const [chipStatus, setChipStatus] = useState(initial.chipStatus);
  const [rows, setRows] = useState(() => toRows(initial.players));
  const [unresolved, setUnresolved] = useState(() => toUnresolvedSlots(initial.unresolved));
  const [flags, setFlags] = useState<SquadField[]>(() => initial.lowConfidenceFields ?? []);
  const { list, failed: listFailed } = usePlayerList();
  const parsed = useMemo(() => parseSquadFields(fields), [fields]);
  const players = useMemo(() => rows.map((row) => row.player), [rows]);
  const bank = parsed.ok ? parsed.value.budget : undefined;
  const { problems, notes } = useMemo(
    () =>
      reviewSquad(
        players,
        unresolved.map((slot) => slot.plate),
        { ...(bank === undefined ? {} : { bank }), list },
      ),
    [players, unresolved, bank, list],
  );
  const fieldErrors = parsed.ok ? [] : Object.values(parsed.errors);

  // The budget shown is the money in the bank: the analysis reads `bank` first, so an edit must move both.
  const current = (
    squad: { rows: typeof rows; unresolved: typeof unresolved } = { rows, unresolved },
  ): ExtractedTeamData | null => {
    if (!parsed.ok) return null;
    const { unresolved: _read, lowConfidenceFields: _flagged, ...rest } = initial;
    return {
      ...rest,
      ...parsed.value,
      bank: parsed.value.budget,
      // Worked out from the squad as it stands, never the figure first read.
      teamValue: teamValue(
        squad.rows.map((row) => row.player),
        parsed.value.budget,
      ),
      chipStatus,
      players: squad.rows.map((row) => row.player),
      ...(squad.unresolved.length > 0 ? { unresolved: squad.unresolved.map((slot) => slot.plate) } : {}),
      ...(flags.length > 0 ? { lowConfidenceFields: flags } : {}),
    };
  };
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
    <div className={screenshot ? 'up-confirm' : 'up-confirm is-by-hand'}>
      {screenshot && (
        <aside className="fpl-card up-card up-confirm-shot-card" aria-label={screenshotLabel}>
          {screenshot}
        </aside>
      )}
      <section className="fpl-card up-card up-confirm-data" aria-labelledby="squad-title">
        <div className="up-card-head">
          <h2 id="squad-title" className="up-card-title">
            {title}
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
          flags={flags}
          teamValue={parsed.ok ? teamValue(players, parsed.value.budget) : null}
          hints={hints}
          onChange={(name, value) => {
            setFields({ ...fields, [name]: value });
            setFlags(clearSquadFlag(flags, name));
          }}
        />
        <ChipToggles
          editing={editing}
          status={chipStatus}
          onChange={setChipStatus}
          windows={seasonChips && list ? chipWindows(list.chips) : null}
          gameweek={parsed.ok ? parsed.value.gameweek : initial.gameweek}
        />
        <PlayerTable
          editing={editing}
          rows={rows}
          unresolved={unresolved}
          formation={fields.formation}
          list={list}
          listFailed={listFailed}
          hints={hints}
          onChange={(nextRows, nextUnresolved) => {
            setRows(nextRows);
            setUnresolved(nextUnresolved);
            // A slot filled outside Edit is kept at once, so a reload does not lose a squad built by hand.
            const data = editing ? null : current({ rows: nextRows, unresolved: nextUnresolved });
            if (data) onSave(data);
          }}
        />
        {!editing && (fieldErrors.length > 0 || problems.length > 0) && (
          <Alert tone="warning" title="Check your squad before continuing" className="up-problems">
            <ul>
              {[...fieldErrors, ...problems].map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {notes.length > 0 && (
          <Alert tone="info" title="Allowed by FPL, with one condition" className="up-club-notes">
            <ul>
              {notes.map((note) => (
                <li key={note}>{note}</li>
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
