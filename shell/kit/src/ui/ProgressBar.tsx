import { cx } from './cx.js';

export interface ProgressBarProps {
  /** 0 to max. */
  value: number;
  max?: number;
  /** Accessible name, e.g. 'Analyses used'. */
  label: string;
  tone?: 'normal' | 'warning' | 'danger';
}

export function ProgressBar({ value, max = 100, label, tone = 'normal' }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      className={cx('fpl-progress', tone !== 'normal' && `fpl-progress--${tone}`)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
    >
      <div className="fpl-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
