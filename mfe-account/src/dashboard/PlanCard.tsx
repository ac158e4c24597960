import { isUnlimited, PRICING_PLANS, quotaBanner, type UsageInfo } from '@fpl-assistant/engine/pricing';
import { ButtonLink, ProgressBar, Skeleton } from '@fpl-assistant/web-kit';
import { formatDay } from './QuotaBanner';

export function PlanCard({ usage, failed }: { usage: UsageInfo | null; failed: boolean }) {
  return (
    <section className="fpl-card acc-card" aria-labelledby="plan-title">
      <div className="acc-card-head">
        <h2 id="plan-title">Your Plan</h2>
        {usage && <span className="acc-plan-name">{PRICING_PLANS[usage.tier].name}</span>}
      </div>
      {usage ? (
        <PlanUsage usage={usage} />
      ) : failed ? (
        <p className="acc-muted">Usage unavailable right now.</p>
      ) : (
        <Skeleton height="6rem" />
      )}
      <ButtonLink to="/pricing" variant="secondary" size="sm" className="acc-upgrade-link">
        Upgrade
      </ButtonLink>
    </section>
  );
}

function PlanUsage({ usage }: { usage: UsageInfo }) {
  const unlimited = isUnlimited(usage.limit);
  const percent = unlimited ? 0 : Math.min(100, Math.round((usage.used / Math.max(1, usage.limit)) * 100));
  return (
    <>
      <p className="acc-usage" data-testid="plan-usage">
        <strong>{usage.used}</strong> / {unlimited ? '∞' : usage.limit} analyses used
      </p>
      <ProgressBar value={percent} label="Analyses used this month" tone={barTone(usage)} />
      <ul className="acc-features">
        {PRICING_PLANS[usage.tier].features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="acc-muted acc-small">Resets on {formatDay(usage.resetDate)}</p>
    </>
  );
}

function barTone(usage: UsageInfo): 'normal' | 'warning' | 'danger' {
  const banner = quotaBanner(usage);
  if (!banner) return 'normal';
  return banner.remaining <= 0 ? 'danger' : 'warning';
}
