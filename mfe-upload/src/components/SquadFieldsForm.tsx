import type { SquadField } from '@fpl-assistant/engine';
import { REVIEW_HINTS } from '@fpl-assistant/engine/app';
import type { ReviewHints } from '../flow/review-hints';
import { FLAGGED_FIELD, type SquadFieldErrors, type SquadFields } from '../flow/squad-form';

const FIELDS: {
  name: keyof SquadFields;
  label: string;
  input: 'integer' | 'decimal' | 'text';
  show: (v: string) => string;
}[] = [
  { name: 'gameweek', label: 'Gameweek', input: 'integer', show: (v) => v },
  { name: 'freeTransfers', label: 'Free transfers', input: 'integer', show: (v) => v },
  { name: 'budget', label: 'Budget', input: 'decimal', show: (v) => `£${Number(v).toFixed(1)}m` },
  { name: 'formation', label: 'Formation', input: 'text', show: (v) => v },
];

export function SquadFieldsForm({
  editing,
  fields,
  errors,
  flags,
  teamValue,
  hints = REVIEW_HINTS,
  onChange,
}: {
  editing: boolean;
  fields: SquadFields;
  errors: SquadFieldErrors;
  /** Squad fields not read from the image: highlighted, with a hint of where FPL shows them. */
  flags: readonly SquadField[];
  /** Players' prices plus the bank, as the squad stands now (null while a field is invalid). */
  teamValue: number | null;
  /** The line beside a flagged field: where a screenshot shows it, or what FPL's data leaves unsure. */
  hints?: ReviewHints;
  onChange: (name: keyof SquadFields, value: string) => void;
}) {
  return (
    <dl className="up-stats">
      {FIELDS.map(({ name, label, input, show }) => {
        const flag = flags.find((f) => FLAGGED_FIELD[f] === name);
        const hintId = flag ? `squad-${name}-hint` : undefined;
        const describedBy = [errors[name] ? `squad-${name}-error` : '', hintId ?? ''].join(' ').trim();
        return (
          <div
            key={name}
            className={`up-stat${errors[name] ? ' has-error' : ''}${flag ? ' is-doubtful' : ''}`}
            data-field={name}
          >
            <dt>
              <label htmlFor={editing ? `squad-${name}` : undefined}>{label}</label>
            </dt>
            <dd>
              {editing ? (
                <>
                  <input
                    id={`squad-${name}`}
                    className="up-input"
                    type={input === 'text' ? 'text' : 'number'}
                    inputMode={input === 'integer' ? 'numeric' : input === 'decimal' ? 'decimal' : undefined}
                    step={input === 'decimal' ? 0.1 : input === 'integer' ? 1 : undefined}
                    placeholder={input === 'text' ? '3-4-3' : undefined}
                    value={fields[name]}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    onChange={(event) => onChange(name, event.target.value)}
                  />
                  {errors[name] && (
                    <span id={`squad-${name}-error`} className="up-field-error">
                      {errors[name]}
                    </span>
                  )}
                </>
              ) : (
                <span className="up-stat-value" aria-describedby={hintId}>
                  {show(fields[name])}
                </span>
              )}
              {flag && (
                <span id={hintId} className="up-hint">
                  {hints[flag]}
                </span>
              )}
            </dd>
          </div>
        );
      })}
      <div className="up-stat" data-field="teamValue">
        <dt>Team value</dt>
        <dd>
          <span className="up-stat-value" data-testid="team-value">
            {teamValue === null ? '—' : `£${teamValue.toFixed(1)}m`}
          </span>
        </dd>
      </div>
    </dl>
  );
}
