import { type Player, POSITIONS, type Position } from '@fpl-assistant/engine';
import { Button } from '@fpl-assistant/web-kit';
import { blankRow, editPlayer, isLowConfidence, type SquadRow } from '../flow/squad-form';

const doubtful = (player: Player, field: keyof Player) =>
  isLowConfidence(player, field) ? ' is-doubtful' : '';

export function PlayerTable({
  editing,
  rows,
  onChange,
}: {
  editing: boolean;
  rows: SquadRow[];
  onChange: (rows: SquadRow[]) => void;
}) {
  const anyDoubt = rows.some(({ player }) => isLowConfidence(player));
  const update = <K extends keyof Player>(key: number, field: K, value: Player[K]) =>
    onChange(
      rows.map((row) => (row.key === key ? { key, player: editPlayer(row.player, field, value) } : row)),
    );
  const remove = (key: number) => onChange(rows.filter((row) => row.key !== key));

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
            {rows.map(({ key, player }, index) => (
              <tr key={key} className={isLowConfidence(player) ? 'is-doubtful-row' : undefined}>
                {editing ? (
                  <EditableCells
                    player={player}
                    index={index}
                    update={(field, value) => update(key, field, value)}
                    remove={() => remove(key)}
                  />
                ) : (
                  <>
                    <th scope="row" className={`up-player-name${doubtful(player, 'name')}`}>
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
                      <span className={`up-pos is-${player.position.toLowerCase()}`}>{player.position}</span>
                    </td>
                    <td className={doubtful(player, 'price').trim()}>£{player.price.toFixed(1)}m</td>
                    <td>
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
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <Button
          variant="ghost"
          size="sm"
          className="up-add-player"
          onClick={() => onChange([...rows, blankRow()])}
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
  update,
  remove,
}: {
  player: Player;
  index: number;
  update: <K extends keyof Player>(field: K, value: Player[K]) => void;
  remove: () => void;
}) {
  const label = (field: string) => `${field} of player ${index + 1}`;
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
              aria-label={`${player.name || `Player ${index + 1}`} in the starting XI`}
              checked={player.isStarter}
              onChange={(event) => update('isStarter', event.target.checked)}
            />
            XI
          </label>
          <button
            type="button"
            className="up-remove"
            aria-label={`Remove ${player.name || `player ${index + 1}`}`}
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
