import type { User } from '@fpl-assistant/engine/app';
import { create } from 'zustand';
import { ApiError } from '../api/errors.js';
import { gotrue, type UserMetadata } from './gotrue.js';
import { fetchProfile, userFromSession } from './profile.js';
import {
  type AuthEvent,
  LEGACY_SESSION_STORAGE_KEY,
  msUntilRefresh,
  needsRefresh,
  retryDelayMs,
  type Session,
} from './session.js';

export interface AuthState {
  /** The signed-in user's profile, null when signed out. */
  user: User | null;
  session: Session | null;
  /** True while initialising and during sign in, sign up and sign out (spec §4). */
  loading: boolean;
  /** False until the stored session has been read and the profile loaded. */
  initialized: boolean;
  /** The last auth event. */
  event: AuthEvent | null;
  initialize(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string, data?: UserMetadata): Promise<void>;
  signOut(): Promise<void>;
  /** Mails the password-reset link (to /reset-password on this origin). */
  resetPasswordForEmail(email: string): Promise<void>;
  /** Signs in from the reset link's token_hash (event PASSWORD_RECOVERY). */
  verifyRecovery(tokenHash: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  /** Reloads the profile (tier, name) after it changed on the server. */
  reloadProfile(): Promise<void>;
}

type Listener = (event: AuthEvent, session: Session | null) => void;
const listeners = new Set<Listener>();

/** Subscribes to auth events (spec §4); returns the unsubscribe function. */
export function onAuthStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The session itself lives in memory only: the access token in this store, the refresh token in an httpOnly
 * cookie. localStorage keeps just this flag, no token: whether to try the cookie on load (a visitor who never
 * signed in sends no refresh), and a way to tell other tabs of sign-in and sign-out.
 */
export const SIGNED_IN_FLAG_KEY = 'fpl-assistant.signed-in';

function flagSignedIn(signedIn: boolean) {
  try {
    if (signedIn) storage()?.setItem(SIGNED_IN_FLAG_KEY, '1');
    else storage()?.removeItem(SIGNED_IN_FLAG_KEY);
  } catch {
    // Storage blocked (private mode): the cookie still works; only the hint is lost.
  }
}

function flaggedSignedIn(): boolean {
  try {
    return storage()?.getItem(SIGNED_IN_FLAG_KEY) === '1';
  } catch {
    return true;
  }
}
const MAX_REFRESH_ATTEMPTS = 5;
const TICK_MS = 30_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlightRefresh: Promise<Session | null> | null = null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadUser(session: Session): Promise<User | null> {
  try {
    return await fetchProfile(session.access_token);
  } catch (err) {
    // A token the server no longer accepts means no user; anything else keeps the session's user.
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.invalidToken))
      return null;
    return userFromSession(session.user);
  }
}

export const useAuthStore = create<AuthState>()((set, get) => {
  const emit = (event: AuthEvent) => {
    set({ event });
    for (const listener of listeners) listener(event, get().session);
  };

  const adopt = (session: Session | null) => {
    flagSignedIn(session !== null);
    set({ session });
    schedule(session);
  };

  const clear = () => {
    adopt(null);
    set({ user: null });
  };

  const signedIn = async (session: Session, event: AuthEvent) => {
    adopt(session);
    const user = await loadUser(session);
    if (!user) {
      clear();
      emit('SIGNED_OUT');
      return;
    }
    set({ user });
    emit(event);
  };

  const withLoading = async <T>(work: () => Promise<T>): Promise<T> => {
    set({ loading: true });
    try {
      return await work();
    } finally {
      set({ loading: false });
    }
  };

  return {
    user: null,
    session: null,
    loading: true,
    initialized: false,
    event: null,

    async initialize() {
      if (get().initialized) return;
      listenAcrossTabs();
      try {
        // Sessions stored by earlier versions held both tokens in page-readable storage.
        storage()?.removeItem(LEGACY_SESSION_STORAGE_KEY);
      } catch {
        // Storage blocked: nothing was stored there either.
      }
      // The stored session is the refresh cookie: exchanged for an access token kept in memory.
      const session = flaggedSignedIn() ? await restoreSession() : null;
      const user = session ? await loadUser(session) : null;
      if (session && !user) clear();
      else {
        set({ user });
        schedule(session);
      }
      set({ initialized: true, loading: false });
      emit('INITIAL_SESSION');
    },

    signIn: (email, password) =>
      withLoading(async () => {
        await signedIn(await gotrue.signInWithPassword(email, password), 'SIGNED_IN');
      }),

    signUp: (email, password, data) =>
      withLoading(async () => {
        const session = await gotrue.signUp(email, password, data);
        if (session?.user) await signedIn(session, 'SIGNED_IN');
      }),

    signOut: () =>
      withLoading(async () => {
        // A live access token, so the server ends the session and clears the refresh cookie.
        const token = await getAccessToken().catch(() => null);
        // Clear locally first: signing out must work even when the server cannot be reached.
        clear();
        emit('SIGNED_OUT');
        if (token) await gotrue.logout(token).catch(() => undefined);
      }),

    resetPasswordForEmail: async (email) => {
      await gotrue.recover(email);
    },

    verifyRecovery: async (tokenHash) => {
      await signedIn(await gotrue.verifyRecovery(tokenHash), 'PASSWORD_RECOVERY');
    },

    updatePassword: async (password) => {
      const token = await getAccessToken();
      if (!token) throw new ApiError(401, 'session_missing', 'Auth session missing!');
      await gotrue.updateUser(token, { password });
      emit('USER_UPDATED');
    },

    reloadProfile: async () => {
      const session = get().session;
      if (!session) return;
      const user = await loadUser(session);
      if (user) set({ user });
    },
  };
});

function schedule(session: Session | null) {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!session || typeof window === 'undefined') return;
  // Timers are throttled in background tabs; the tick and visibility check below cover that.
  refreshTimer = setTimeout(() => void refreshSession(), msUntilRefresh(session, Date.now()));
}

/**
 * Exchanges the refresh cookie for a new session; one exchange at a time across calls (and across tabs, where
 * Web Locks exist: the server rotates the cookie and a reused one revokes the session). Network and gateway
 * failures are retried with backoff; any other failure removes the session (SIGNED_OUT).
 */
export function refreshSession(): Promise<Session | null> {
  if (!useAuthStore.getState().session) return Promise.resolve(null);
  return exchangeCookie();
}

/** On load: the session the refresh cookie still holds, or null (no event: there was none in this tab). */
function restoreSession(): Promise<Session | null> {
  return exchangeCookie();
}

function exchangeCookie(): Promise<Session | null> {
  inFlightRefresh ??= withCrossTabLock(doRefresh).finally(() => {
    inFlightRefresh = null;
  });
  return inFlightRefresh;
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request('fpl-assistant.auth-refresh', work) as Promise<T>;
}

async function doRefresh(): Promise<Session | null> {
  const { session } = useAuthStore.getState();
  for (let attempt = 0; ; attempt++) {
    try {
      const fresh = await gotrue.refresh();
      flagSignedIn(true);
      useAuthStore.setState({ session: fresh });
      schedule(fresh);
      if (session) {
        for (const listener of listeners) listener('TOKEN_REFRESHED', fresh);
        useAuthStore.setState({ event: 'TOKEN_REFRESHED' });
      }
      return fresh;
    } catch (err) {
      const retryable = err instanceof ApiError && err.retryable;
      if (retryable && attempt + 1 < MAX_REFRESH_ATTEMPTS) {
        await sleep(retryDelayMs(attempt));
        continue;
      }
      if (retryable) {
        // Still unreachable: keep the session and try again at the next tick.
        return session;
      }
      flagSignedIn(false);
      schedule(null);
      if (session) {
        useAuthStore.setState({ session: null, user: null, event: 'SIGNED_OUT' });
        for (const listener of listeners) listener('SIGNED_OUT', null);
      }
      return null;
    }
  }
}

/** A usable access token, refreshed first when near expiry; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  const { session } = useAuthStore.getState();
  if (!session) return null;
  if (!needsRefresh(session, Date.now())) return session.access_token;
  return (await refreshSession())?.access_token ?? null;
}

let listening = false;
function listenAcrossTabs() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const check = () => {
    const { session } = useAuthStore.getState();
    if (session && needsRefresh(session, Date.now())) void refreshSession();
  };
  setInterval(check, TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  // Another tab signed in or out (the flag, no token, is all that is shared).
  window.addEventListener('storage', (event) => {
    if (event.key !== SIGNED_IN_FLAG_KEY) return;
    const { session } = useAuthStore.getState();
    if (event.newValue === null && session) {
      schedule(null);
      useAuthStore.setState({ session: null, user: null, event: 'SIGNED_OUT' });
      for (const listener of listeners) listener('SIGNED_OUT', null);
    } else if (event.newValue !== null && !session) {
      void restoreSession().then((restored) => {
        if (restored) void useAuthStore.getState().reloadProfile();
      });
    }
  });
}
