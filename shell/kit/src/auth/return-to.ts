// A signed-out visitor to a protected address is sent to / (spec §2); the address is kept here so that signing
// in lands on it. Per tab (sessionStorage), for a while only, and only ever a path of this origin.

type PathStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'fpl-assistant.return-to';

/** How long a remembered address waits for the sign-in. */
export const RETURN_TO_TTL_MS = 30 * 60 * 1000;

const BASE = 'http://return-to.invalid';

// A backslash reads as a slash to a browser; tabs and newlines are dropped from URLs.
const unsafeChar = (char: string) => {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
};

/**
 * The path itself when it stays on this origin ('/suggestion/…?x#y'), else null: never '//host', '/\host', a
 * scheme or a control character, which a browser could resolve to another site (an open redirect).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || [...value].some(unsafeChar)) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

const sessionStore = (): PathStorage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export function rememberReturnTo(path: string, now = Date.now(), storage = sessionStore()): void {
  const safe = safeReturnPath(path);
  if (!safe || !storage) return;
  try {
    storage.setItem(KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // Storage full or blocked: the visitor lands on the dashboard as before.
  }
}

/** The remembered path, once: it is forgotten as it is read. Null when none, expired or not this origin's. */
export function takeReturnTo(now = Date.now(), storage = sessionStore()): string | null {
  if (!storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(KEY);
    storage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > RETURN_TO_TTL_MS || now < at) return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
