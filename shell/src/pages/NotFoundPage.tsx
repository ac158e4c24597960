import { ButtonLink } from '@fpl-assistant/web-kit';

export function NotFoundPage() {
  return (
    <div className="fpl-container fpl-page">
      <div className="fpl-card remote-fallback">
        <h1 className="remote-fallback__title">Page not found</h1>
        <p className="fpl-muted">The page you asked for does not exist.</p>
        <ButtonLink to="/">Back to home</ButtonLink>
      </div>
    </div>
  );
}
