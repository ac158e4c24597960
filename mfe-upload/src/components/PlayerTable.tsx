import { type FplElement, type Player, POSITIONS, type Position } from '@fpl-assistant/engine';
import { REVIEW_HINTS } from '@fpl-assistant/engine/app';
import { Button } from '@fpl-assistant/web-kit';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import type { PlayerList } from '../flow/player-list';
import type { ReviewHints } from '../flow/review-hints';
import { blankRow, editPlayer, isLowConfidence, type SquadRow, toRows } from '../flow/squad-form';
import {
  emptySlots,
  giveArmband,
  POSITION_NOUNS,
  placeOfPlate,
  placeOfPlayer,
  playerFromElement,
  startsByDefault,
  type UnresolvedSlot,
} from '../flow/squad-slots';
import { PlayerSearch } from './PlayerSearch';

const doubtful = (player: Player, field: keyof Player) =>
  isLowConfidence(player, field) ? ' is-doubtful' : '';

/** Extraction was unsure who this is ('id' or 'name' flagged): the manager should pick him from the list. */
const unsureWho = (player: Player) =>
  player.lowConfidenceFields?.some((field) => field === 'id' || field === 'name') ?? false;

/** The place a player search fills: a player to replace, an unresolved plate, or the n-th empty slot. */
type SearchTarget =
  | { kind: 'player'; key: number }
  | { kind: 'plate'; key: number }
  | { kind: 'empty'; index: number };

const article = (position: Position) =>
  position === 'GKP' ? 'a goalkeeper' : `a ${POSITION_NOUNS[position]}`;

export function PlayerTable({
  editing,
  rows,
  unresolved,
  formation,
  list,
  listFailed,
  hints = REVIEW_HINTS,
  onChange,
}: {
  editing: boolean;
  rows: SquadRow[];
  unresolved: UnresolvedSlot[];
  /** The formation typed on the form: a player added to an empty slot starts while it has room for him. */
  formation: string;
  list: PlayerList | null;
  listFailed: boolean;
  /** The line under a flagged player: where a screenshot shows it, or what FPL's data leaves unsure. */
  hints?: ReviewHints;
  onChange: (rows: SquadRow[], unresolved: UnresolvedSlot[]) => void;
}) {
  const [target, setTarget] = useState<SearchTarget | null>(null);
  const players = useMemo(() => rows.map((row) => row.player), [rows]);
  const empty = useMemo(
    () =>
      emptySlots(
        players,
        unresolved.map((slot) => slot.plate),
      ),
    [players, unresolved],
  );
  const anyDoubt = rows.some(({ player }) => isLowConfidence(player)) || unresolved.length > 0;

  const setRows = (next: SquadRow[]) => onChange(next, unresolved);
  const update = <K extends keyof Player>(key: number, field: K, value: Player[K]) =>
    setRows(
      rows.map((row) => (row.key === key ? { key, player: editPlayer(row.player, field, value) } : row)),
    );
  const remove = (key: number) => setRows(rows.filter((row) => row.key !== key));
  const sameTarget = (a: SearchTarget | null, b: SearchTarget) =>
    a !== null &&
    a.kind === b.kind &&
    (a.kind === 'empty' ? a.index : a.key) === (b.kind === 'empty' ? b.index : b.key);

  const pick = (at: SearchTarget, element: FplElement) => {
    if (!list) return;
    if (at.kind === 'player') {
      onChange(
        rows.map((row) =>
          row.key === at.key
            ? { key: row.key, player: playerFromElement(element, list.teams, placeOfPlayer(row.player)) }
            : row,
        ),
        unresolved,
      );
    } else if (at.kind === 'plate') {
      const slot = unresolved.find((s) => s.key === at.key);
      if (!slot) return;
      onChange(
        [...rows, ...toRows([playerFromElement(element, list.teams, placeOfPlate(slot.plate))])],
        unresolved.filter((s) => s.key !== at.key),
      );
    } else {
      const position = empty[at.index] ?? 'MID';
      const place = { isStarter: startsByDefault(players, position, formation) };
      onChange([...rows, ...toRows([playerFromElement(element, list.teams, place)])], unresolved);
    }
    setTarget(null);
  };

  /** Ids already in the squad, less the one being replaced: nobody is picked twice. */
  const exclude = (at: SearchTarget) =>
    new Set(rows.filter((row) => !(at.kind === 'player' && row.key === at.key)).map((row) => row.player.id));

  const search = (
    at: SearchTarget,
    props: { title: string; position?: Position | ''; text?: string; prefer?: number[] },
  ) =>
    sameTarget(target, at) ? (
      <tr className="up-search-row">
        <td colSpan={5}>
          <PlayerSearch
            {...props}
            list={list}
            failed={listFailed}
            exclude={exclude(at)}
            onPick={(element) => pick(at, element)}
            onCancel={() => setTarget(null)}
          />
        </td>
      </tr>
    ) : null;

  /** One row under a player or plate for the hints of its flagged fields, each with its id for aria. */
  const hintRow = (lines: readonly (readonly [id: string | undefined, text: string])[]) =>
    lines.some(([id]) => id) ? (
      <tr className="up-hint-row">
        <td colSpan={5}>
          {lines.map(([id, text]) =>
            id ? (
              <span key={id} id={id} className="up-hint">
                {text}
              </span>
            ) : null,
          )}
        </td>
      </tr>
    ) : null;

  return (
    <div className="up-players">
      <div className="up-players-head">
        <h3 className="up-subtitle">Players</h3>
        <span className="up-muted up-small" data-testid="players-detected">
          {rows.length} players detected
        </span>
      </div>
      {anyDoubt && (
        <p className="up-doubt-note">
          <span className="up-doubt-swatch" aria-hidden="true" /> Highlighted entries were hard to read:
          please check them.
        </p>
      )}
      <div className="up-table-wrap">
        <table className={editing ? 'up-table is-editing' : 'up-table'}>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Team</th>
              <th scope="col">Pos</th>
              <th scope="col">Price</th>
              <th scope="col">
                <span className="up-visually-hidden">Role</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, player }, index) => {
              const priceHint = isLowConfidence(player, 'price') ? `price-hint-${key}` : undefined;
              const whoHint = unsureWho(player) ? `who-hint-${key}` : undefined;
              const at: SearchTarget = { kind: 'player', key };
              const label = player.name || `player ${index + 1}`;
              const replace =
                editing || whoHint ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Replace ${label}`}
                    aria-expanded={sameTarget(target, at)}
                    onClick={() => setTarget(sameTarget(target, at) ? null : at)}
                  >
                    Replace
                  </Button>
                ) : null;
              return (
                <Fragment key={key}>
                  <tr className={isLowConfidence(player) ? 'is-doubtful-row' : undefined}>
                    {editing ? (
                      <EditableCells
                        player={player}
                        index={index}
                        priceHint={priceHint}
                        update={(field, value) => update(key, field, value)}
                        armband={(role) => setRows(giveArmband(rows, key, role))}
                        remove={() => remove(key)}
                        replace={replace}
                      />
                    ) : (
                      <>
                        <th
                          scope="row"
                          className={`up-player-name${doubtful(player, 'name')}`}
                          aria-describedby={whoHint}
                        >
                          {player.name}
                          {player.isCaptain && (
                            <span className="up-armband" title="Captain">
                              C
                            </span>
                          )}
                          {player.isViceCaptain && (
                            <span className="up-armband is-vice" title="Vice-captain">
                              V
                            </span>
                          )}
                        </th>
                        <td className={doubtful(player, 'team').trim()}>{player.team}</td>
                        <td className={doubtful(player, 'position').trim()}>
                          <span className={`up-pos is-${player.position.toLowerCase()}`}>
                            {player.position}
                          </span>
                        </td>
                        <td className={doubtful(player, 'price').trim()} aria-describedby={priceHint}>
                          £{player.price.toFixed(1)}m
                        </td>
                        <td>
                          <div className="up-row-tools">
                            {player.isStarter ? (
                              <span className="up-xi-badge">
                                <span className="up-xi-long">Starting XI</span>
                                <span className="up-xi-short" aria-hidden="true">
                                  XI
                                </span>
                              </span>
                            ) : (
                              <span className="up-muted up-small">Bench</span>
                            )}
                            {replace}
                          </div>
                        </td>
                      </>
                    )}
                  </tr>
                  {hintRow([
                    [whoHint, hints.player],
                    [priceHint, hints.price],
                  ])}
                  {search(at, { title: `Replace ${label}`, position: player.position })}
                </Fragment>
              );
            })}
            {unresolved.map(({ key, plate }) => {
              const at: SearchTarget = { kind: 'plate', key };
              const hint = `plate-hint-${key}`;
              return (
                <Fragment key={`plate-${key}`}>
                  <tr className="is-doubtful-row up-plate-row">
                    <th scope="row" className="up-player-name is-doubtful" aria-describedby={hint}>
                      Read: ‘{plate.read}’
                      {plate.isCaptain && (
                        <span className="up-armband" title="Captain">
                          C
                        </span>
                      )}
                      {plate.isViceCaptain && (
                        <span className="up-armband is-vice" title="Vice-captain">
                          V
                        </span>
                      )}
                    </th>
                    <td className="up-muted">?</td>
                    <td>
                      {plate.position ? (
                        <span className={`up-pos is-${plate.position.toLowerCase()}`}>{plate.position}</span>
                      ) : (
                        <span className="up-muted">?</span>
                      )}
                    </td>
                    <td>{plate.price !== undefined ? `£${plate.price.toFixed(1)}m` : ''}</td>
                    <td>
                      <div className="up-row-tools">
                        <Button
                          size="sm"
                          aria-label={`Choose player read as ‘${plate.read}’`}
                          aria-expanded={sameTarget(target, at)}
                          onClick={() => setTarget(sameTarget(target, at) ? null : at)}
                        >
                          Choose player
                        </Button>
                        {editing && (
                          // A plate that is no player of the squad (a misread) can go: its slot becomes empty.
                          <button
                            type="button"
                            className="up-remove"
                            aria-label={`Remove the plate read as ‘${plate.read}’`}
                            title="Remove"
                            onClick={() =>
                              onChange(
                                rows,
                                unresolved.filter((s) => s.key !== key),
                              )
                            }
                          >
                            ×
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                  {hintRow([[hint, hints.player]])}
                  {search(at, {
                    title: `Who is ‘${plate.read}’?`,
                    position: plate.position ?? '',
                    // With no candidates to offer, the text read is the best start for the search.
                    text: plate.candidateIds?.length ? '' : plate.read.replace(/[….]+$/u, ''),
                    prefer: plate.candidateIds,
                  })}
                </Fragment>
              );
            })}
            {empty.map((position, index) => {
              const at: SearchTarget = { kind: 'empty', index };
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing but their place
                <Fragment key={`empty-${position}-${index}`}>
                  <tr className="up-empty-row">
                    <td colSpan={5}>
                      <button
                        type="button"
                        className="up-slot-add"
                        aria-expanded={sameTarget(target, at)}
                        onClick={() => setTarget(sameTarget(target, at) ? null : at)}
                      >
                        <span className={`up-pos is-${position.toLowerCase()}`} aria-hidden="true">
                          {position}
                        </span>
                        Add {article(position)}
                      </button>
                    </td>
                  </tr>
                  {search(at, { title: `Add ${article(position)}`, position })}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing && (
        <Button
          variant="ghost"
          size="sm"
          className="up-add-player"
          onClick={() => setRows([...rows, blankRow()])}
        >
          + Add player
        </Button>
      )}
    </div>
  );
}

function EditableCells({
  player,
  index,
  priceHint,
  update,
  armband,
  remove,
  replace,
}: {
  player: Player;
  index: number;
  priceHint: string | undefined;
  update: <K extends keyof Player>(field: K, value: Player[K]) => void;
  armband: (role: 'captain' | 'vice') => void;
  remove: () => void;
  replace: ReactNode;
}) {
  const label = (field: string) => `${field} of player ${index + 1}`;
  const who = player.name || `player ${index + 1}`;
  return (
    <>
      <th scope="row">
        <input
          className={`up-input${doubtful(player, 'name')}`}
          aria-label={label('Name')}
          value={player.name}
          onChange={(event) => update('name', event.target.value)}
        />
      </th>
      <td>
        <input
          className={`up-input up-input-short${doubtful(player, 'team')}`}
          aria-label={label('Team')}
          maxLength={3}
          value={player.team}
          onChange={(event) => update('team', event.target.value.toUpperCase())}
        />
      </td>
      <td>
        <select
          className={`up-input${doubtful(player, 'position')}`}
          aria-label={label('Position')}
          value={player.position}
          onChange={(event) => update('position', event.target.value as Position)}
        >
          {POSITIONS.map((position) => (
            <option key={position}>{position}</option>
          ))}
        </select>
      </td>
      <td>
        <input
          className={`up-input up-input-price${doubtful(player, 'price')}`}
          aria-label={label('Price')}
          aria-describedby={priceHint}
          type="number"
          step={0.1}
          min={0}
          value={Number.isFinite(player.price) ? player.price : ''}
          onChange={(event) => update('price', Number.parseFloat(event.target.value))}
        />
      </td>
      <td>
        <div className="up-row-tools">
          <label className="up-check">
            <input
              type="checkbox"
              aria-label={`${who} in the starting XI`}
              checked={player.isStarter}
              onChange={(event) => update('isStarter', event.target.checked)}
            />
            XI
          </label>
          <label className="up-check">
            <input
              type="radio"
              name="captain"
              aria-label={`${who} captain`}
              checked={player.isCaptain}
              onChange={() => armband('captain')}
            />
            C
          </label>
          <label className="up-check">
            <input
              type="radio"
              name="vice-captain"
              aria-label={`${who} vice-captain`}
              checked={player.isViceCaptain}
              onChange={() => armband('vice')}
            />
            V
          </label>
          {replace}
          <button
            type="button"
            className="up-remove"
            aria-label={`Remove ${who}`}
            title="Remove"
            onClick={remove}
          >
            ×
          </button>
        </div>
      </td>
    </>
  );
}
