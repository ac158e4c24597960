import { type FplElement, POSITIONS, type Position, toPlayerPosition } from '@fpl-assistant/engine';
import { Button } from '@fpl-assistant/web-kit';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PlayerList } from '../flow/player-list';
import { searchPlayers } from '../flow/player-search';

/**
 * Type-ahead over the season's players (ARIA combobox with a listbox): the arrow keys move through the
 * matches, Enter picks one, Escape closes. Position and club filters narrow the list.
 */
export function PlayerSearch({
  title,
  list,
  failed,
  position: initialPosition = '',
  text: initialText = '',
  prefer,
  exclude,
  onPick,
  onCancel,
}: {
  /** What the search is for, e.g. 'Add a goalkeeper'; names the group. */
  title: string;
  list: PlayerList | null;
  failed: boolean;
  position?: Position | '';
  text?: string;
  prefer?: readonly number[];
  exclude: ReadonlySet<number>;
  onPick: (element: FplElement) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [position, setPosition] = useState<Position | ''>(initialPosition);
  const [teamId, setTeamId] = useState(0);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const matches = useMemo(
    () => (list ? searchPlayers(list.elements, { text, position, teamId }, { exclude, prefer }) : []),
    [list, text, position, teamId, exclude, prefer],
  );
  const shortName = useMemo(() => new Map(list?.teams.map((t) => [t.id, t.short_name])), [list]);
  const current = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(current + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[current];
      if (chosen) onPick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <fieldset className="up-search">
      <legend className="up-search-title">{title}</legend>
      <div className="up-search-filters">
        <label className="up-search-field up-search-text">
          <span>Search players</span>
          <input
            ref={input}
            className="up-input"
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder="Type a name"
            aria-autocomplete="list"
            aria-expanded={matches.length > 0}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={matches.length > 0 ? optionId(current) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <label className="up-search-field">
          <span>Filter by position</span>
          <select
            className="up-input"
            value={position}
            onChange={(event) => {
              setPosition(event.target.value as Position | '');
              setActive(0);
            }}
          >
            <option value="">Any position</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="up-search-field">
          <span>Filter by club</span>
          <select
            className="up-input"
            value={teamId}
            onChange={(event) => {
              setTeamId(Number(event.target.value));
              setActive(0);
            }}
          >
            <option value={0}>Any club</option>
            {list?.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* The listbox stays in the page (empty when nothing matches) so aria-controls always names it. */}
      <div id={`${id}-listbox`} className="up-search-options" role="listbox" aria-label="Matching players">
        {matches.map((element, index) => (
          // Options are never focused: the input keeps focus and points at the active one (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its listbox
          <div
            key={element.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={index === current ? 'up-search-option is-active' : 'up-search-option'}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => onPick(element)}
          >
            <span className="up-search-name">{element.web_name}</span>
            <span className="up-muted up-small">
              {shortName.get(element.team)} · {toPlayerPosition(element.element_type)} · £
              {(element.now_cost / 10).toFixed(1)}m
            </span>
          </div>
        ))}
      </div>
      <p className="up-muted up-small" role="status">
        {failed
          ? 'The player list could not be loaded. Try again later, or use Edit to type the player in.'
          : !list
            ? 'Loading players...'
            : matches.length === 0
              ? 'No players match. Try another spelling, position or club.'
              : ''}
      </p>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </fieldset>
  );
}
