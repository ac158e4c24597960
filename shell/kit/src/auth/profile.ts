import type { User } from '@fpl-assistant/engine/app';
import { ok, publicApi } from '../api/client.js';
import type { AuthUser } from './session.js';

/** The signed-in user's profile (spec §3 User) from GET /api/profile. */
export function fetchProfile(accessToken: string): Promise<User> {
  return ok(publicApi.GET('/api/profile', { headers: { authorization: `Bearer ${accessToken}` } }));
}

/** A stand-in built from the session while the profile cannot be read (e.g. a network blip). */
export function userFromSession(user: AuthUser): User {
  const name = user.user_metadata.name;
  return {
    id: user.id,
    email: user.email,
    name: typeof name === 'string' ? name : null,
    fplTeamId: null,
    tier: 'free',
    createdAt: user.created_at,
    lastLogin: user.last_sign_in_at,
  };
}

/** The name the dashboard greets: the profile name, else the email's local part. */
export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() || user.email.split('@')[0] || user.email;
}
