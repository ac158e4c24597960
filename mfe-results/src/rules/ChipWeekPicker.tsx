import { CHIP_FAMILY_LABELS, type ChipFamily, LAST_GAMEWEEK } from '@fpl-assistant/engine';
import { type ChipChoice, chipChoice, withChipChoice } from './rules';
import { useRules } from './rules-context';

const FAMILIES: ChipFamily[] = ['bench_boost', 'triple_captain', 'free_hit', 'wildcard'];
/** Gameweeks offered: the one planned and the next five (the plan's view). */
const WEEKS = 6;

/** For each chip: the planner's choice, a gameweek fixed by hand, or never. */
export function ChipWeekPicker() {
  const editor = useRules();
  if (!editor) return null;
  const { rules, gameweek, busy, change } = editor;
  const weeks = Array.from({ length: WEEKS }, (_, i) => gameweek + i).filter((gw) => gw <= LAST_GAMEWEEK);
  return (
    <section aria-labelledby="rs-chip-weeks-title">
      <h3 id="rs-chip-weeks-title" className="rs-section-title">
        Choose your chip weeks
      </h3>
      <div className="rs-chip-weeks">
        {FAMILIES.map((family) => {
          const label = CHIP_FAMILY_LABELS[family];
          // A Wildcard can be fixed only to the gameweek planned.
          const offered = family === 'wildcard' ? weeks.slice(0, 1) : weeks;
          const value = chipChoice(rules, family);
          return (
            <label key={family} className="rs-chip-weeks__row">
              <span>{label}</span>
              <select
                value={String(value)}
                disabled={busy}
                aria-label={`${label} week`}
                onChange={(event) => {
                  const raw = event.target.value;
                  const choice: ChipChoice = raw === 'auto' || raw === 'never' ? raw : Number(raw);
                  change(withChipChoice(rules, family, choice));
                }}
              >
                <option value="auto">Planner's choice</option>
                {offered.map((gw) => (
                  <option key={gw} value={gw}>
                    GW{gw}
                  </option>
                ))}
                <option value="never">Not this season</option>
              </select>
            </label>
          );
        })}
      </div>
    </section>
  );
}
