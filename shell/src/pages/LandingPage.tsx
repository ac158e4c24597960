import { ButtonLink, useAuthStore } from '@fpl-assistant/web-kit';
import { Link } from 'react-router';
import { FeatureIcon, type FeatureIconName } from '../landing/FeatureIcon';
import { LiveGameweekCard } from '../landing/LiveGameweekCard';

const STEPS = [
  { title: 'Upload Screenshot', text: 'Take a screenshot of your FPL Transfers page and upload it.' },
  { title: 'AI Analyzes', text: 'Our AI reads your squad, prices, chips and fixtures in seconds.' },
  { title: 'Get Recommendations', text: 'Transfers, captaincy, your best XI and a chip plan, explained.' },
];

const FEATURES: Array<{ icon: FeatureIconName; title: string; text: string }> = [
  {
    icon: 'upload',
    title: 'Upload Your Team',
    text: 'Drag and drop a screenshot: no passwords, no team IDs.',
  },
  {
    icon: 'ai',
    title: 'AI Analysis',
    text: 'Form, fixtures, xG and xA weighed for every player in your squad.',
  },
  {
    icon: 'transfers',
    title: 'Smart Recommendations',
    text: 'Transfers that fit your budget, ranked by priority.',
  },
  {
    icon: 'captain',
    title: 'Captaincy Advice',
    text: 'Captain and vice-captain picks with the reasoning behind them.',
  },
  {
    icon: 'pitch',
    title: 'Visual Pitch View',
    text: 'See your recommended starting XI and bench on the pitch.',
  },
  {
    icon: 'history',
    title: 'History Tracking',
    text: 'Save every analysis and look back at past gameweeks.',
  },
];

const BENEFITS = [
  'Save hours of research every gameweek',
  'Decisions backed by fixtures, form and expected stats',
  'Chip strategy for double and blank gameweeks',
  'Clear reasons for every recommendation',
  'Free to start: no credit card needed',
];

export function LandingPage() {
  const signedIn = useAuthStore((s) => s.user !== null);
  return (
    <>
      <section className="hero">
        <div className="fpl-container hero__grid">
          <div className="hero__copy">
            <p className="hero__eyebrow">Fantasy Premier League assistant</p>
            <h1 className="hero__title">Make smarter FPL decisions with AI</h1>
            <p className="hero__lead">
              Upload a screenshot of your team and get transfers, captaincy, your best starting XI and a chip
              strategy in under a minute.
            </p>
            <div className="fpl-row">
              <ButtonLink to="/demo" variant="accent" size="lg">
                Try Demo
              </ButtonLink>
              <ButtonLink to="/register" variant="secondary" size="lg" className="hero__secondary">
                Get Started
              </ButtonLink>
            </div>
          </div>
          <LiveGameweekCard />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="how-title">
        <div className="fpl-container">
          <h2 id="how-title" className="landing-section__title">
            How It Works
          </h2>
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="fpl-card steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p className="fpl-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-section landing-section--alt" aria-labelledby="features-title">
        <div className="fpl-container">
          <h2 id="features-title" className="landing-section__title">
            Everything you need each gameweek
          </h2>
          <ul className="features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="fpl-card features__item">
                <span className="features__icon" aria-hidden="true">
                  <FeatureIcon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p className="fpl-muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section landing-section--deferred" aria-labelledby="why-title">
        <div className="fpl-container why">
          <h2 id="why-title" className="landing-section__title">
            Why Choose FPL Assistant?
          </h2>
          <ul className="why__list">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <span className="why__tick" aria-hidden="true">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="fpl-container cta__inner">
          <h2 id="cta-title">Ready to climb your mini-league?</h2>
          <p>Join free and run your first analysis today.</p>
          <ButtonLink to={signedIn ? '/dashboard' : '/register'} variant="accent" size="lg">
            Create Free Account
          </ButtonLink>
        </div>
      </section>

      <footer className="footer">
        <div className="fpl-container footer__inner">
          <p className="footer__brand">FPL Assistant</p>
          <nav aria-label="Footer">
            <ul className="footer__links">
              <li>
                <Link to="/register">Sign Up</Link>
              </li>
              <li>
                <Link to="/login">Sign In</Link>
              </li>
              <li>
                <Link to="/dashboard">Dashboard</Link>
              </li>
            </ul>
          </nav>
          <p className="footer__note">Not affiliated with the Premier League or Fantasy Premier League.</p>
        </div>
      </footer>
    </>
  );
}
