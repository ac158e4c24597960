import { quotaBanner, type UsageInfo } from '@fpl-assistant/engine/pricing';
import { ButtonLink } from '@fpl-assistant/web-kit';

/** Spec §4: 'Analysis Limit Reached' at 0 left, 'Running Low on Analyses' at 3 or fewer on a limited plan. */
export function QuotaBanner({ usage }: { usage: UsageInfo }) {
  const banner = quotaBanner(usage);
  if (!banner) return null;
  const empty = banner.remaining <= 0;
  return (
    <section className={`acc-quota ${empty ? 'is-empty' : 'is-low'}`} aria-labelledby="quota-title">
      <div>
        <h2 id="quota-title">{banner.title}</h2>
        <p>
          {empty
            ? `You've used all ${usage.limit} of this month's analyses. They reset on ${formatDay(usage.resetDate)}.`
            : `${banner.remaining} of ${usage.limit} analyses left this month.`}
        </p>
      </div>
      <ButtonLink to="/pricing" variant={empty ? 'danger' : 'primary'}>
        Upgrade
      </ButtonLink>
    </section>
  );
}

export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
