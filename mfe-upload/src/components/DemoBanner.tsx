import { Link } from 'react-router';

export function DemoBanner() {
  return (
    <div className="up-demo-banner" role="note">
      <span className="up-demo-tag">Demo</span>
      <span>You're trying FPL Assistant with a sample squad. Nothing is saved.</span>
      <Link to="/register">Sign up free</Link>
    </div>
  );
}
