import type { Player } from '@fpl-assistant/engine';
import type { ReactNode } from 'react';
import './pitch.css';
import { Shirt } from './Shirt.js';

export interface PitchProps {
  /** Goalkeeper, defenders, midfielders, forwards: engine pitchRows. */
  rows: readonly (readonly Player[])[];
  bench?: readonly Player[];
  captain?: string;
  viceCaptain?: string;
  /** Under the name: the fixture by default. */
  detail?: (player: Player) => ReactNode;
  /** Accessible name of the pitch, e.g. 'Starting XI, 3-4-3'. */
  label: string;
}

const LINE_NAMES = ['Goalkeeper', 'Defenders', 'Midfielders', 'Forwards'];

function PitchPlayer({
  player,
  role,
  detail,
}: {
  player: Player;
  role: 'C' | 'V' | null;
  detail: ReactNode;
}) {
  return (
    <li className="fpl-pitch__player">
      <span className="fpl-pitch__shirt">
        <Shirt team={player.team} goalkeeper={player.position === 'GKP'} size={52} />
        {role && (
          <span className={`fpl-pitch__armband fpl-pitch__armband--${role}`} aria-hidden="true">
            {role}
          </span>
        )}
      </span>
      <span className="fpl-pitch__name">
        {player.name}
        {role && <span className="fpl-sr-only">{role === 'C' ? ' (captain)' : ' (vice-captain)'}</span>}
      </span>
      <span className="fpl-pitch__detail">{detail}</span>
    </li>
  );
}

/** An FPL-style pitch: shirts in formation lines, the bench below. */
export function Pitch({ rows, bench = [], captain, viceCaptain, detail, label }: PitchProps) {
  const roleOf = (player: Player): 'C' | 'V' | null =>
    captain && player.name === captain ? 'C' : viceCaptain && player.name === viceCaptain ? 'V' : null;
  const detailOf = (player: Player) =>
    detail ? detail(player) : (player.fixture ?? `£${player.price.toFixed(1)}m`);
  return (
    <figure className="fpl-pitch" aria-label={label}>
      <div className="fpl-pitch__field">
        <div className="fpl-pitch__markings" aria-hidden="true" />
        {rows.map((line, index) => (
          <ul key={LINE_NAMES[index] ?? index} className="fpl-pitch__line" aria-label={LINE_NAMES[index]}>
            {line.map((player) => (
              <PitchPlayer
                key={`${player.id}-${player.name}`}
                player={player}
                role={roleOf(player)}
                detail={detailOf(player)}
              />
            ))}
          </ul>
        ))}
      </div>
      {bench.length > 0 && (
        <div className="fpl-pitch__bench">
          <span className="fpl-pitch__bench-title">Bench</span>
          <ol className="fpl-pitch__line" aria-label="Bench">
            {bench.map((player) => (
              <PitchPlayer
                key={`${player.id}-${player.name}`}
                player={player}
                role={roleOf(player)}
                detail={detailOf(player)}
              />
            ))}
          </ol>
        </div>
      )}
    </figure>
  );
}
