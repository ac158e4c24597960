import { isBanned, isLocked, toggleBan, toggleLock } from './rules';
import { useRules } from './rules-context';

/** "Keep" and "Never buy" on a player card (never buying one held sells him first). */
export function PlayerRuleButtons({ id, name }: { id: number; name: string }) {
  const editor = useRules();
  if (!editor?.owned.has(id)) return null;
  const { rules, busy, change } = editor;
  return (
    <span className="rs-rule-buttons">
      <button
        type="button"
        className="rs-rule-button"
        aria-pressed={isLocked(rules, id)}
        aria-label={`Keep ${name}`}
        disabled={busy}
        onClick={() => change(toggleLock(rules, id))}
      >
        Keep
      </button>
      <button
        type="button"
        className="rs-rule-button"
        aria-pressed={isBanned(rules, id)}
        aria-label={`Never buy ${name}`}
        disabled={busy}
        onClick={() => change(toggleBan(rules, id))}
      >
        Never buy
      </button>
    </span>
  );
}

/** "Not this one" on a transfer: its player in is never bought, and the plan is made again. */
export function NotThisOneButton({ id, name }: { id: number; name: string }) {
  const editor = useRules();
  if (!editor) return null;
  return (
    <button
      type="button"
      className="rs-rule-button"
      aria-label={`Not this one: never buy ${name}`}
      disabled={editor.busy}
      onClick={() => editor.change(toggleBan(editor.rules, id))}
    >
      Not this one
    </button>
  );
}
