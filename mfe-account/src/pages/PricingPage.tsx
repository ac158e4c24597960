import { MESSAGES } from '@fpl-assistant/engine/app';
import { CRUNCH_HOUR, PRICING_PLANS, TIERS, type Tier } from '@fpl-assistant/engine/pricing';
import { Alert, api, Button, ButtonLink, errorMessage, ok, useAuthStore } from '@fpl-assistant/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export function PricingPage() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const [pending, setPending] = useState<Tier | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (tier: Tier) => {
    // Spec §5/§6: a visitor is sent to create an account first.
    if (!user) {
      navigate('/register');
      return;
    }
    setError(null);
    setPending(tier);
    try {
      const { url } = await ok(api.POST('/api/checkout', { body: { tier } }));
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.checkoutFailed));
      setPending(null);
    }
  };

  return (
    <div className="acc-page acc-pricing">
      <header className="acc-pricing-head">
        <h1>Simple, fair pricing</h1>
        <p className="acc-muted">Start free. Upgrade when the deadline pressure is on.</p>
      </header>
      {error && (
        <Alert tone="error" className="acc-pricing-error">
          {error}
        </Alert>
      )}
      <div className="acc-plans">
        {TIERS.map((tier) => {
          const plan = PRICING_PLANS[tier];
          const current = user?.tier === tier;
          const featured = tier === 'pro';
          return (
            <article
              key={tier}
              className={`fpl-card acc-plan${featured ? ' is-featured' : ''}`}
              aria-labelledby={`plan-${tier}`}
            >
              {featured && <span className="acc-plan-ribbon">Most popular</span>}
              <h2 id={`plan-${tier}`}>{plan.name}</h2>
              <p className="acc-plan-price">
                <span className="acc-plan-amount">€{plan.price.toFixed(2).replace(/\.00$/, '')}</span>
                <span className="acc-muted">/{tier === 'season_pass' ? 'season' : 'month'}</span>
              </p>
              <ul className="acc-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <div className="acc-plan-action">
                {tier === 'free' ? (
                  current ? (
                    <Button variant="secondary" block disabled>
                      Current Plan
                    </Button>
                  ) : (
                    <ButtonLink variant="secondary" block to={user ? '/dashboard' : '/register'}>
                      Start Free
                    </ButtonLink>
                  )
                ) : (
                  <Button
                    variant={featured ? 'accent' : 'primary'}
                    block
                    disabled={current || pending !== null}
                    onClick={() => void choose(tier)}
                  >
                    {current ? 'Current Plan' : pending === tier ? 'Processing...' : `Get ${plan.name}`}
                  </Button>
                )}
              </div>
            </article>
          );
        })}
      </div>
      <section className="acc-crunch" aria-labelledby="crunch-title">
        <div>
          <span className="acc-crunch-tag">Add-on</span>
          <h2 id="crunch-title">Crunch Hour</h2>
          <p>
            Deadline in 90 minutes and still undecided? Crunch Hour puts you at the front of the queue for the
            last {CRUNCH_HOUR.priorityMinutes} minutes before a gameweek deadline, with analyses back in under{' '}
            {CRUNCH_HOUR.analysisSeconds} seconds.
          </p>
        </div>
        <p className="acc-crunch-price">
          <span className="acc-plan-amount">€{CRUNCH_HOUR.price.toFixed(2)}</span>
          <span className="acc-muted">per deadline</span>
        </p>
      </section>
    </div>
  );
}
