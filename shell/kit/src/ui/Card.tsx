import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  titleLevel?: 2 | 3;
  /** Shown at the right of the title (a link, a badge). */
  action?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

export function Card({
  title,
  titleLevel = 2,
  action,
  as: Tag = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={cx('fpl-card', className)} {...rest}>
      {(title || action) && (
        <div className="fpl-card__header">
          {title && <Heading className="fpl-card__title">{title}</Heading>}
          {action}
        </div>
      )}
      {children}
    </Tag>
  );
}
