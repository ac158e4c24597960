/**
 * The public pages prerendered at build time: they need no user data. The landing page is the shell's own
 * and is prerendered whole; the others belong to remotes, so their HTML holds the shell's frame (skip link,
 * navigation, a loading state where the remote's page goes) and the remote renders into it once loaded.
 */
export const PRERENDERED_PATHS = ['/', '/pricing', '/login', '/register', '/demo'] as const;

/** Where a prerendered page is written under dist/: '/' is index.html, '/pricing' is pricing/index.html. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
}

/** The page every other path gets (the app renders it in the browser): the HTML template, empty root. */
export const APP_SHELL_FILE = 'app.html';
