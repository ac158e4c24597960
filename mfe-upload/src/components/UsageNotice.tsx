import { MESSAGES } from '@fpl-assistant/engine/app';
import type { UsageInfo } from '@fpl-assistant/engine/pricing';
import { Alert } from '@fpl-assistant/web-kit';
import { Link } from 'react-router';
import { usageLine } from '../flow/usage-line';

/**
 * The month's analyses, said before any work: a quiet line while some are left; with none, the spec's upgrade
 * message and a link to the plans. Nothing while usage loads or when it could not (the server still checks).
 */
export function UsageNotice({ usage }: { usage: UsageInfo | null }) {
  if (!usage) return null;
  const { left, text } = usageLine(usage);
  if (left) return <p className="up-muted up-small up-usage">{text}</p>;
  return (
    <Alert tone="error" title="Analysis Limit Reached" className="up-usage">
      <p>{MESSAGES.quotaExhausted}</p>
      <p>
        {text} <Link to="/pricing">See the plans</Link>
      </p>
    </Alert>
  );
}
