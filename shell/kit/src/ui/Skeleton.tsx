import type { CSSProperties } from 'react';
import { cx } from './cx.js';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering placeholder while content loads (hidden from assistive tech). */
export function Skeleton({ width = '100%', height = '1rem', className }: SkeletonProps) {
  return <span className={cx('fpl-skeleton', className)} style={{ width, height }} aria-hidden="true" />;
}
