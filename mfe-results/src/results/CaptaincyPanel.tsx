import type { CaptainPick, Player } from '@fpl-assistant/engine';
import { Shirt } from '@fpl-assistant/web-kit';

function PickCard({
  pick,
  kind,
  player,
}: {
  pick: CaptainPick;
  kind: 'Captain' | 'Vice-captain';
  player?: Player;
}) {
  return (
    <article className={`rs-pick rs-pick--${kind === 'Captain' ? 'captain' : 'vice'}`}>
      <header className="rs-pick__head">
        <span className="rs-pick__shirt">
          <Shirt team={player?.team ?? ''} goalkeeper={player?.position === 'GKP'} size={56} />
          <span className="rs-pick__armband" aria-hidden="true">
            {kind === 'Captain' ? 'C' : 'V'}
          </span>
        </span>
        <div>
          <h3 className="rs-pick__role">{kind}</h3>
          <p className="rs-pick__name">{pick.player || '–'}</p>
          {pick.fixture && <p className="rs-pick__fixture">{pick.fixture}</p>}
        </div>
        <div className="rs-pick__points">
          <span className="rs-pick__points-value">{pick.expectedPoints.toFixed(1)}</span>
          <span className="rs-pick__points-label">expected pts</span>
        </div>
      </header>
      <p className="rs-pick__reason">{pick.reason}</p>
    </article>
  );
}

export function CaptaincyPanel({
  captain,
  viceCaptain,
  players,
}: {
  captain: CaptainPick;
  viceCaptain: CaptainPick;
  players: readonly Player[];
}) {
  const find = (name: string) => players.find((p) => p.name === name);
  return (
    <div className="rs-picks">
      <PickCard pick={captain} kind="Captain" player={find(captain.player)} />
      <PickCard pick={viceCaptain} kind="Vice-captain" player={find(viceCaptain.player)} />
    </div>
  );
}
