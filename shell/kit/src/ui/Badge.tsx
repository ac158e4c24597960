import type { HTMLAttributes } from 'react';
import { cx } from './cx.js';

export type BadgeTone = 'purple' | 'green' | 'red' | 'amber' | 'blue' | 'solid';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'purple', className, ...rest }: BadgeProps) {
  return <span className={cx('fpl-badge', tone !== 'purple' && `fpl-badge--${tone}`, className)} {...rest} />;
}
