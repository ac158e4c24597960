import type { ReactNode } from 'react';
import { cx } from './cx.js';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links at the right. */
  action?: ReactNode;
  className?: string;
}

/** A message box; errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div
      className={cx('fpl-alert', `fpl-alert--${tone}`, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <div className="fpl-alert__body" style={{ flex: 1 }}>
        {title && <p className="fpl-alert__title">{title}</p>}
        {children}
      </div>
      {action}
    </div>
  );
}

/** A full-width strip at the top of a page (the demo banner, the low-quota banner). */
export function Banner(props: AlertProps) {
  return <Alert {...props} className={cx('fpl-banner', props.className)} />;
}
