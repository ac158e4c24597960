import { z } from '@hono/zod-openapi';
import type { UserRow } from './store.js';

// Response shapes of Supabase Auth (GoTrue), so supabase-js style clients work against this server.
export const GoTrueUserSchema = z
  .object({
    id: z.string(),
    aud: z.string(),
    role: z.string(),
    email: z.string(),
    email_confirmed_at: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    phone: z.string(),
    last_sign_in_at: z.string().nullable(),
    app_metadata: z.object({ provider: z.string(), providers: z.array(z.string()) }),
    user_metadata: z.record(z.string(), z.unknown()),
    identities: z.array(z.unknown()),
    is_anonymous: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    /** After an email change was asked: the address waiting for its mailed confirmation. */
    new_email: z.string().optional(),
  })
  .openapi('AuthUser');

export const SessionSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number(),
    expires_at: z.number(),
    refresh_token: z.string(),
    user: GoTrueUserSchema,
  })
  .openapi('Session');

export type GoTrueUser = z.infer<typeof GoTrueUserSchema>;
export type Session = z.infer<typeof SessionSchema>;

export function toGoTrueUser(row: UserRow): GoTrueUser {
  let metadata: Record<string, unknown> = {};
  try {
    metadata = JSON.parse(row.user_metadata) as Record<string, unknown>;
  } catch {
    metadata = {};
  }
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    confirmed_at: row.email_confirmed_at,
    phone: '',
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    is_anonymous: false,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
