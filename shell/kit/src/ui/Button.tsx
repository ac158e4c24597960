import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.js';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: Look,
  extra?: string,
): string {
  return cx(
    'fpl-btn',
    `fpl-btn--${variant}`,
    size !== 'md' && `fpl-btn--${size}`,
    block && 'fpl-btn--block',
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a small spinner and disables the button. */
  busy?: boolean;
  children?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && (
        <span className="fpl-spinner fpl-spinner--sm" aria-hidden="true">
          <span className="fpl-spinner__ring" />
        </span>
      )}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, Look {}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
