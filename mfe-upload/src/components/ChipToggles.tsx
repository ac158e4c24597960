import type { ChipStatus } from '@fpl-assistant/engine';
import { CONFIRM_CHIP_LABELS, CONFIRM_CHIPS, chipUsed, toggleChip } from '../flow/squad-form';

export function ChipToggles({
  editing,
  status,
  onChange,
}: {
  editing: boolean;
  status: ChipStatus | undefined;
  onChange: (status: ChipStatus) => void;
}) {
  return (
    <div className="up-chips">
      <h3 className="up-subtitle">Chips</h3>
      <ul>
        {CONFIRM_CHIPS.map((chip) => {
          const used = chipUsed(status, chip);
          const gameweek = status?.[chip]?.gameweek;
          const state = used ? `Used${gameweek ? ` (GW${gameweek})` : ''}` : 'Available';
          return (
            <li key={chip}>
              {editing ? (
                <button
                  type="button"
                  className={`up-chip${used ? ' is-used' : ''}`}
                  aria-pressed={used}
                  onClick={() => onChange(toggleChip(status, chip))}
                >
                  <span className="up-chip-name">{CONFIRM_CHIP_LABELS[chip]}</span>
                  <span className="up-chip-state">{state}</span>
                </button>
              ) : (
                <span className={`up-chip${used ? ' is-used' : ''}`}>
                  <span className="up-chip-name">{CONFIRM_CHIP_LABELS[chip]}</span>
                  <span className="up-chip-state">{state}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
