import { Pitch } from '@fpl-assistant/web-kit';
import type { Lineup } from './lineup';

export function StartingXIPanel({ lineup }: { lineup: Lineup }) {
  return (
    <div className="rs-stack">
      <p className="rs-muted">
        Formation <strong className="rs-formation">{lineup.formation}</strong> · captain{' '}
        <strong>{lineup.captain || '–'}</strong>, vice-captain <strong>{lineup.viceCaptain || '–'}</strong>
      </p>
      <Pitch
        label={`Starting XI, ${lineup.formation}, with the bench`}
        rows={lineup.rows}
        bench={lineup.bench}
        captain={lineup.captain}
        viceCaptain={lineup.viceCaptain}
      />
    </div>
  );
}
