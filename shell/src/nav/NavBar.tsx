import { useAuthStore } from '@fpl-assistant/web-kit';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';

interface NavItem {
  to: string;
  label: string;
  cta?: boolean;
}

const SIGNED_IN: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/upload', label: 'New Analysis' },
  { to: '/history', label: 'History' },
  { to: '/pricing', label: 'Pricing' },
];

const SIGNED_OUT: NavItem[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/login', label: 'Sign In' },
  { to: '/register', label: 'Get Started', cta: true },
];

/** Spec §2 navigation bar: links by auth state, mobile menu toggle, the active route highlighted. */
export function NavBar() {
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  const items = user ? SIGNED_IN : SIGNED_OUT;
  const onSignOut = async () => {
    setOpen(false);
    // Navigate and clear in one tick: the guard of a protected page sees the pending navigation and stays put.
    const done = signOut();
    navigate('/login');
    await done;
  };

  return (
    <header className="nav">
      <div className="fpl-container nav__bar">
        <Link to={user ? '/dashboard' : '/'} className="nav__logo">
          <span className="nav__logo-mark">FPL</span> <span className="nav__logo-text">Assistant</span>
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          <span className="fpl-sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          <span className="nav__toggle-bars" aria-hidden="true" />
        </button>
        <nav id="main-menu" className={open ? 'nav__menu nav__menu--open' : 'nav__menu'} aria-label="Main">
          <ul className="nav__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={item.cta ? 'nav__link nav__link--cta' : 'nav__link'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <button type="button" className="nav__link nav__signout" onClick={onSignOut}>
                  Sign Out
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
