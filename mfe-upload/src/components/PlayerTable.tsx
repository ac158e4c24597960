import { type Player, POSITIONS, type Position } from '@fpl-assistant/engine';
import { editPlayer, isLowConfidence } from '../flow/squad-form';

const doubtful = (player: Player, field: keyof Player) =>
  isLowConfidence(player, field) ? ' is-doubtful' : '';

export function PlayerTable({
  editing,
  players,
  onChange,
}: {
  editing: boolean;
  players: Player[];
  onChange: (players: Player[]) => void;
}) {
  const anyDoubt = players.some((player) => isLowConfidence(player));
  const update = <K extends keyof Player>(index: number, field: K, value: Player[K]) =>
    onChange(players.map((player, i) => (i === index ? editPlayer(player, field, value) : player)));

  return (
    <div className="up-players">
      <div className="up-players-head">
        <h3 className="up-subtitle">Players</h3>
        <span className="up-muted up-small" data-testid="players-detected">
          {players.length} players detected
        </span>
      </div>
      {anyDoubt && (
        <p className="up-doubt-note">
          <span className="up-doubt-swatch" aria-hidden="true" /> Highlighted entries were hard to read:
          please check them.
        </p>
      )}
      <div className="up-table-wrap">
        <table className="up-table">
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
            {players.map((player, index) => (
              <tr
                // Rows are never added, removed or reordered, and ids can repeat (0 when unresolved).
                // biome-ignore lint/suspicious/noArrayIndexKey: the squad order is fixed
                key={index}
                className={isLowConfidence(player) ? 'is-doubtful-row' : undefined}
              >
                {editing ? (
                  <EditableCells player={player} index={index} update={update} />
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
                        <span className="up-xi-badge">Starting XI</span>
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
    </div>
  );
}

function EditableCells({
  player,
  index,
  update,
}: {
  player: Player;
  index: number;
  update: <K extends keyof Player>(index: number, field: K, value: Player[K]) => void;
}) {
  const label = (field: string) => `${field} of player ${index + 1}`;
  return (
    <>
      <th scope="row">
        <input
          className={`up-input${doubtful(player, 'name')}`}
          aria-label={label('Name')}
          value={player.name}
          onChange={(event) => update(index, 'name', event.target.value)}
        />
      </th>
      <td>
        <input
          className={`up-input up-input-short${doubtful(player, 'team')}`}
          aria-label={label('Team')}
          maxLength={3}
          value={player.team}
          onChange={(event) => update(index, 'team', event.target.value.toUpperCase())}
        />
      </td>
      <td>
        <select
          className={`up-input${doubtful(player, 'position')}`}
          aria-label={label('Position')}
          value={player.position}
          onChange={(event) => update(index, 'position', event.target.value as Position)}
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
          onChange={(event) => update(index, 'price', Number.parseFloat(event.target.value))}
        />
      </td>
      <td>
        <label className="up-check">
          <input
            type="checkbox"
            checked={player.isStarter}
            onChange={(event) => update(index, 'isStarter', event.target.checked)}
          />
          XI
        </label>
      </td>
    </>
  );
}
