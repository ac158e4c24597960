import { Pitch } from '@fpl-assistant/web-kit';
import { PlayerRuleButtons } from '../rules/RuleButtons';
import type { Lineup } from './lineup';
import { PitchFixtures } from './PitchFixtures';
import type { PitchFixturesOf } from './team-fixtures';

export function StartingXIPanel({
  lineup,
  pitchFixturesOf,
  label = 'Starting XI',
}: {
  lineup: Lineup;
  pitchFixturesOf: PitchFixturesOf;
  /** The pitch's accessible name before its formation. */
  label?: string;
}) {
  return (
    <div className="rs-stack">
      <p className="rs-muted">
        Formation <strong className="rs-formation">{lineup.formation}</strong> · captain{' '}
        <strong>{lineup.captain || '–'}</strong>, vice-captain <strong>{lineup.viceCaptain || '–'}</strong>
      </p>
      <Pitch
        label={`${label}, ${lineup.formation}, with the bench`}
        rows={lineup.rows}
        bench={lineup.bench}
        captain={lineup.captain}
        viceCaptain={lineup.viceCaptain}
        detail={(player) => (
          <>
            <PitchFixtures fixtures={pitchFixturesOf(player)} />
            <PlayerRuleButtons id={player.id} name={player.name} />
          </>
        )}
      />
    </div>
  );
}
