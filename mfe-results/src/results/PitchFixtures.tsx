import { formatFixture, type GameweekFixture } from '@fpl-assistant/engine';

/**
 * Under a pitch player's name: his fixtures in the plan's gameweek, one a line ('BOU (H)', then 'CHE (A)' in a
 * double), '—' in a blank, nothing while the fixture list is loading.
 */
export function PitchFixtures({ fixtures }: { fixtures: readonly GameweekFixture[] | undefined }) {
  if (fixtures === undefined) return null;
  if (fixtures.length === 0) {
    return (
      <span className="rs-pitch-fixture rs-pitch-fixture--blank">
        <span aria-hidden="true">—</span>
        <span className="fpl-sr-only">No fixture</span>
      </span>
    );
  }
  return (
    <>
      {/* One club never meets the same opponent at the same ground twice in a gameweek. */}
      {fixtures.map((fixture) => (
        <span key={`${fixture.opponent}-${fixture.venue}`} className="rs-pitch-fixture">
          {formatFixture(fixture)}
        </span>
      ))}
    </>
  );
}
