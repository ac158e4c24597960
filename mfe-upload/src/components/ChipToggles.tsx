import type { ChipStatus, ChipWindow } from '@fpl-assistant/engine';
import {
  type ChipRow,
  CONFIRM_CHIP_LABELS,
  CONFIRM_CHIPS,
  chipRows,
  chipUsed,
  toggleChip,
  toggleChipWindow,
} from '../flow/squad-form';

/**
 * The squad's chips. With the season's chip windows (issue 27), every chip of both halves, played or not; only
 * the half holding the squad's gameweek can be changed. Without them (the demo, or before FPL's data loads), the
 * spec's four.
 */
export function ChipToggles({
  editing,
  status,
  onChange,
  windows,
  gameweek,
}: {
  editing: boolean;
  status: ChipStatus | undefined;
  onChange: (status: ChipStatus) => void;
  windows: readonly ChipWindow[] | null;
  gameweek: number;
}) {
  if (!windows || windows.length === 0) {
    return (
      <div className="up-chips">
        <h3 className="up-subtitle">Chips</h3>
        <ul>
          {CONFIRM_CHIPS.map((chip) => {
            const used = chipUsed(status, chip);
            const played = status?.[chip]?.gameweek;
            return (
              <ChipItem
                key={chip}
                label={CONFIRM_CHIP_LABELS[chip]}
                used={used}
                state={used ? `Used${played ? ` (GW${played})` : ''}` : 'Available'}
                onToggle={editing ? () => onChange(toggleChip(status, chip)) : undefined}
              />
            );
          })}
        </ul>
      </div>
    );
  }
  const rows = chipRows(windows, status, gameweek);
  // Windows of one half can start a week apart (2025-26: wildcard and free hit from GW2): group by their end.
  const byHalf = [...new Set(rows.map((row) => row.stop))].map((stop) =>
    rows.filter((row) => row.stop === stop),
  );
  return (
    <div className="up-chips">
      <h3 className="up-subtitle">Chips</h3>
      {byHalf.map((half) => {
        const first = Math.min(...half.map((row) => row.start));
        const last = half[0]?.stop ?? first;
        const id = `chips-gw${first}-${last}`;
        return (
          <section key={id} className="up-chip-half" aria-labelledby={id}>
            <h4 id={id} className="up-chip-half-title">
              GW{first}–{last}
              {half[0]?.half === 'current' ? ' (this half)' : half[0]?.half === 'past' ? ' (closed)' : ''}
            </h4>
            <ul>
              {half.map((row) => {
                const window = windows.find((w) => w.key === row.key);
                return (
                  <ChipItem
                    key={row.key}
                    label={row.label}
                    used={row.used}
                    state={stateOf(row)}
                    onToggle={
                      editing && row.half === 'current' && window
                        ? () => onChange(toggleChipWindow(status, window))
                        : undefined
                    }
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function stateOf(row: ChipRow): string {
  if (row.used) return `Used${row.gameweek ? ` (GW${row.gameweek})` : ''}`;
  if (row.half === 'past') return 'Not played';
  if (row.half === 'future') return `From GW${row.start}`;
  return 'Available';
}

function ChipItem({
  label,
  used,
  state,
  onToggle,
}: {
  label: string;
  used: boolean;
  state: string;
  onToggle: (() => void) | undefined;
}) {
  const content = (
    <>
      <span className="up-chip-name">{label}</span>
      <span className="up-chip-state">{state}</span>
    </>
  );
  return (
    <li>
      {onToggle ? (
        <button
          type="button"
          className={`up-chip${used ? ' is-used' : ''}`}
          aria-pressed={used}
          onClick={onToggle}
        >
          {content}
        </button>
      ) : (
        <span className={`up-chip${used ? ' is-used' : ''}`}>{content}</span>
      )}
    </li>
  );
}
