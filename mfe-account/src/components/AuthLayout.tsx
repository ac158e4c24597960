import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** The centred card every account form sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="acc-auth">
      <section className="fpl-card acc-auth-card" aria-labelledby="auth-title">
        <span className="acc-auth-mark">
          <Icon name="ball" />
        </span>
        <h1 id="auth-title">{title}</h1>
        <p className="acc-muted">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
