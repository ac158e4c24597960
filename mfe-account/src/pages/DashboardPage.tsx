import { displayName, useAuthStore } from '@fpl-assistant/web-kit';
import { Link } from 'react-router';
import { AnalyzeCard } from '../dashboard/AnalyzeCard';
import { PlanCard } from '../dashboard/PlanCard';
import { QuotaBanner } from '../dashboard/QuotaBanner';
import { RecentSuggestions } from '../dashboard/RecentSuggestions';
import { UpcomingEventsCard } from '../dashboard/UpcomingEventsCard';
import { useUsage } from '../dashboard/use-usage';

export function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  const { usage, failed } = useUsage();
  const checkoutDone = new URLSearchParams(window.location.search).get('checkout') === 'success';

  return (
    <div className="acc-page acc-dashboard">
      <header className="acc-page-head">
        <h1>Welcome back{user ? `, ${displayName(user)}` : ''}!</h1>
        <p className="acc-muted">Your FPL command centre: analyse your squad and plan the weeks ahead.</p>
      </header>
      {checkoutDone && (
        <div className="acc-notice" role="status">
          Thanks for upgrading! Your new plan is active as soon as the payment is confirmed.
        </div>
      )}
      {usage && <QuotaBanner usage={usage} />}
      <div className="acc-dashboard-grid">
        <div className="acc-stack">
          <AnalyzeCard />
          <RecentSuggestions />
        </div>
        <div className="acc-stack">
          <PlanCard usage={usage} failed={failed} />
          <UpcomingEventsCard />
          <p className="acc-muted acc-small">
            Looking for older analyses? <Link to="/history">Open your history</Link>.
          </p>
        </div>
      </div>
    </div>
  );
}
