import { cx } from './cx.js';

export interface SpinnerProps {
  /** Visible text under the ring (default 'Loading...', the spec's wording). */
  label?: string;
  size?: 'sm' | 'md';
  /** Centres it in a tall block (a page still loading). */
  page?: boolean;
}

export function Spinner({ label = 'Loading...', size = 'md', page = false }: SpinnerProps) {
  return (
    <div
      className={cx('fpl-spinner', size === 'sm' && 'fpl-spinner--sm', page && 'fpl-spinner--page')}
      role="status"
      aria-live="polite"
    >
      <span className="fpl-spinner__ring" aria-hidden="true" />
      {label && <span>{label}</span>}
    </div>
  );
}
