import type { TransferRecommendation } from '@fpl-assistant/engine';
import { clubBadgeCode, FixtureChip, TeamBadge } from '@fpl-assistant/web-kit';
import { useId, useState } from 'react';
import { NotThisOneButton } from '../rules/RuleButtons';
import type { FixtureLabel } from './fixture-difficulty';
import { formatTransferCost } from './transfer-cost';

const per90 = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

export function TransferCard({
  transfer,
  fixtures,
  index,
}: {
  transfer: TransferRecommendation;
  /** The bought player's next five fixtures, coloured where the difficulty is known. */
  fixtures: FixtureLabel[];
  index: number;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const stats = transfer.stats;
  return (
    <li className={`rs-transfer rs-transfer--${transfer.priority.toLowerCase()}`} data-open={open}>
      <button
        type="button"
        className="rs-transfer__head"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="rs-transfer__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className={`rs-priority rs-priority--${transfer.priority.toLowerCase()}`}>
          {transfer.priority}
          <span className="fpl-sr-only"> priority</span>
        </span>
        <span className="rs-transfer__players">
          <span className="rs-transfer__player rs-transfer__player--out">
            <span className="rs-transfer__dir">Out</span>
            <span className="rs-transfer__name">
              {transfer.playerOut}
              <span className="rs-transfer__team">
                <TeamBadge code={clubBadgeCode(transfer.playerOutTeam)} name={transfer.playerOutTeam} />
              </span>
            </span>
          </span>
          <span className="rs-transfer__arrow" aria-hidden="true">
            →
          </span>
          <span className="rs-transfer__player rs-transfer__player--in">
            <span className="rs-transfer__dir">In</span>
            <span className="rs-transfer__name">
              {transfer.playerIn}
              <span className="rs-transfer__team">
                <TeamBadge code={clubBadgeCode(transfer.playerInTeam)} name={transfer.playerInTeam} />
              </span>
            </span>
          </span>
        </span>
        <span className={`rs-transfer__cost${transfer.cost > 0 ? ' rs-transfer__cost--spend' : ''}`}>
          {formatTransferCost(transfer.cost)}
        </span>
        <span className="rs-chevron" aria-hidden="true" />
      </button>
      {transfer.playerInId !== undefined && (
        <div className="rs-transfer__rules">
          <NotThisOneButton id={transfer.playerInId} name={transfer.playerIn} />
        </div>
      )}
      <div id={detailsId} className="rs-transfer__details" hidden={!open}>
        <p className="rs-transfer__reason">{transfer.reason}</p>
        {stats && (
          <>
            <dl className="rs-stats">
              <div>
                <dt>Recent form</dt>
                <dd>{typeof stats.form === 'number' ? stats.form.toFixed(1) : stats.form}</dd>
              </div>
              <div>
                <dt>xG per 90</dt>
                <dd>{per90(stats.xG)}</dd>
              </div>
              <div>
                <dt>xA per 90</dt>
                <dd>{per90(stats.xA)}</dd>
              </div>
            </dl>
            {fixtures.length > 0 && (
              <div className="rs-next-fixtures">
                <h4>Next 5 fixtures</h4>
                <ul>
                  {fixtures.map((fixture, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same fixture text can repeat
                    <li key={`${fixture.text}-${i}`}>
                      <FixtureChip label={fixture.text} difficulty={fixture.difficulty} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
