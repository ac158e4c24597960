import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DemoBannerProps {
  children?: ReactNode;
  /** Off where the page has its own sign-up call to action (the demo results' Sign Up to Save). */
  signUpLink?: boolean;
}

/** The strip on every demo screen (upload, confirm, results): one look across the remotes. */
export function DemoBanner({ children, signUpLink = true }: DemoBannerProps) {
  return (
    <div className="fpl-demo-banner" role="note">
      <span className="fpl-demo-banner__tag">Demo</span>
      <span>{children ?? "You're trying FPL Assistant with a sample squad. Nothing is saved."}</span>
      {signUpLink && <Link to="/register">Sign up free</Link>}
    </div>
  );
}
