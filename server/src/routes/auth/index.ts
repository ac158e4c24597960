import { MESSAGES, PASSWORD_MIN_LENGTH } from '@fpl-assistant/engine/app';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { GoTrueUserSchema, type Session, SessionSchema, toGoTrueUser } from '../../auth/gotrue.js';
import type { AuthKit } from '../../auth/kit.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/password.js';
import {
  COOKIE_REUSE_GRACE_MS,
  clearRefreshCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_HEADER,
  readRefreshCookie,
  setRefreshCookie,
  wantsRefreshCookie,
} from '../../auth/refresh-cookie.js';
import { clientIp } from '../../client-ip.js';
import type { AppEnv, AuthedEnv, Deps } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { authError } from '../../errors.js';
import { authenticator, requireAuth } from '../../middleware/auth.js';
import type { Limit } from '../../middleware/rate-limit.js';
import { bearer, createRouter, jsonBody, jsonResponse, publicAccess } from '../../openapi.js';
import { EmailSchema, MAX_EMAIL_LENGTH, UserMetadataSchema } from '../../schemas.js';

const RECOVERY_TTL_SECONDS = 3600;
/** Changing the email or password needs the current password, or a sign-in (or recovery link) this recent. */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

const Email = EmailSchema;
const Captcha = z.object({ captcha_token: z.string().optional() }).optional();

const SignupBody = z
  .object({
    email: Email,
    password: z.string().max(1024),
    data: UserMetadataSchema.optional(),
    gotrue_meta_security: Captcha,
  })
  .openapi('SignupRequest');

const TokenBody = z
  .object({
    email: z.string().max(MAX_EMAIL_LENGTH).optional(),
    password: z.string().max(1024).optional(),
    refresh_token: z.string().max(200).optional(),
    gotrue_meta_security: Captcha,
  })
  .openapi('TokenRequest');

const UserUpdateBody = z
  .object({
    email: Email.optional(),
    password: z.string().max(1024).optional(),
    /** Needed with email or password unless the session signed in within the last few minutes. */
    current_password: z.string().max(1024).optional(),
    data: UserMetadataSchema.optional(),
  })
  .openapi('UserUpdateRequest');

const RecoverBody = z.object({ email: Email, gotrue_meta_security: Captcha }).openapi('RecoverRequest');
const VerifyBody = z
  .object({
    type: z.literal('recovery'),
    token_hash: z.string().min(10).max(200).optional(),
    token: z.string().min(10).max(200).optional(),
  })
  .openapi('VerifyRequest');

/** Documented here, read by wantsRefreshCookie. */
const RefreshCookieHeaders = z.object({
  [REFRESH_COOKIE_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .openapi({
      description: `1: the refresh token is set as the httpOnly cookie ${REFRESH_COOKIE} (SameSite=Strict, Path=/auth/v1, Secure on https) and the body's refresh_token is empty. For browsers: page script never holds it.`,
    }),
});

function weakPassword() {
  return authError(422, 'weak_password', MESSAGES.passwordTooShort, {
    weak_password: { reasons: ['length'] },
  });
}

const authErrors = {
  400: {
    description: 'Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg',
  },
  401: { description: 'Not authenticated (no bearer token)' },
  403: { description: 'Access token expired (bad_jwt) or session ended (session_not_found)' },
  422: { description: 'Weak password or user exists' },
  429: { description: 'Rate limited' },
};

export function authRoutes(deps: Deps, kit: AuthKit) {
  const { config, clock, mailer } = deps;
  const { store, signer, limiter } = kit;

  const sessionFor = async (userId: string, sessionId: string, refreshToken: string): Promise<Session> => {
    const row = await store.userById(userId);
    if (!row) throw authError(404, 'user_not_found', 'User not found');
    const access = await signer.sign({ sub: row.id, email: row.email, session_id: sessionId }, clock.now());
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: toGoTrueUser(row),
    };
  };

  /**
   * The session as JSON; for a browser that asked for the cookie (or refreshed through it) the refresh token
   * goes into the httpOnly cookie and the body's is empty, so page script never holds it.
   */
  const answer = (c: Context, session: Session, viaCookie = wantsRefreshCookie(c)) => {
    if (!viaCookie) return c.json(session, 200);
    setRefreshCookie(c, config, session.refresh_token);
    return c.json({ ...session, refresh_token: '' }, 200);
  };

  /**
   * Throws 429 unless the attempt is within its limits; a refused attempt writes nothing.
   * - sign-up: per address;
   * - sign-in: per address, per email from that address (hard, for the window), and per email from every
   *   address together: past that the email is slowed to one attempt every RATE_LIMIT_SLOW_SECONDS, so someone
   *   guessing from many addresses cannot lock its owner out;
   * - recovery: per address and per email.
   */
  const limit = async (c: Context, action: 'signup' | 'signin' | 'recover', email?: string) => {
    const now = clock.now();
    const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
    const ip = clientIp(c, config.TRUST_PROXY);
    const limits: Limit[] = [];
    if (action === 'signup') {
      limits.push({ key: `signup:ip:${ip}`, max: config.RATE_LIMIT_SIGNUPS_PER_IP, windowSeconds });
    } else {
      limits.push({ key: `${action}:ip:${ip}`, max: config.RATE_LIMIT_MAX_PER_IP, windowSeconds });
    }
    if (action === 'recover' && email) {
      limits.push({ key: `recover:email:${email}`, max: config.RATE_LIMIT_MAX_PER_EMAIL, windowSeconds });
    }
    if (action === 'signin' && email) {
      limits.push({ key: `signin:pair:${email}:${ip}`, max: config.RATE_LIMIT_MAX_PER_EMAIL, windowSeconds });
      const everywhere = {
        key: `signin:email:${email}`,
        max: config.RATE_LIMIT_MAX_PER_EMAIL_ALL,
        windowSeconds,
      };
      const slowed = { key: `signin:slow:${email}`, max: 1, windowSeconds: config.RATE_LIMIT_SLOW_SECONDS };
      limits.push((await limiter.wait(everywhere, now)) > 0 ? slowed : everywhere);
    }
    const wait = await limiter.consumeAll(limits, now);
    if (wait > 0) {
      const error = authError(429, 'over_request_rate_limit', 'Too many requests. Please try again later.');
      throw Object.assign(error, { headers: { 'Retry-After': String(wait) } });
    }
  };

  const app = createRouter<AppEnv>({ gotrue: true })
    .openapi(
      createRoute({
        method: 'post',
        path: '/signup',
        operationId: 'signUp',
        security: publicAccess,
        tags: ['auth'],
        summary: 'Create an account (confirmed at once) and sign in',
        request: { body: jsonBody(SignupBody), headers: RefreshCookieHeaders },
        responses: { 200: jsonResponse(SessionSchema, 'The new session'), ...authErrors },
      }),
      async (c) => {
        const body = c.req.valid('json');
        if (body.password.length < PASSWORD_MIN_LENGTH) throw weakPassword();
        await limit(c, 'signup');
        if (await store.userByEmail(body.email))
          throw authError(422, 'user_already_exists', 'User already registered');
        const passwordHash = await hashPassword(body.password);
        let created: Awaited<ReturnType<typeof store.createUser>>;
        try {
          created = await store.createUser({
            email: body.email,
            passwordHash,
            metadata: body.data ?? {},
            now: clock.now(),
          });
        } catch (err) {
          // Two sign-ups for one email at once: the UNIQUE constraint decides.
          if (isUniqueViolation(err)) {
            throw authError(422, 'user_already_exists', 'User already registered');
          }
          throw err;
        }
        return answer(c, await sessionFor(created.userId, created.sessionId, created.refreshToken));
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/token',
        operationId: 'signIn',
        security: publicAccess,
        tags: ['auth'],
        summary: 'Sign in with a password, or exchange a refresh token (rotating)',
        description: `A refresh takes the body's refresh_token, or else the ${REFRESH_COOKIE} cookie (then the new one is set as the cookie too).`,
        request: {
          query: z.object({ grant_type: z.enum(['password', 'refresh_token']) }),
          body: jsonBody(TokenBody),
          headers: RefreshCookieHeaders,
        },
        responses: { 200: jsonResponse(SessionSchema, 'A session'), ...authErrors },
      }),
      async (c) => {
        const { grant_type } = c.req.valid('query');
        const body = c.req.valid('json');
        if (grant_type === 'refresh_token') {
          // The body's token (CLI, supabase-js), else the browser's cookie.
          const cookie = body.refresh_token ? undefined : readRefreshCookie(c);
          const refreshToken = body.refresh_token ?? cookie;
          if (!refreshToken) throw authError(400, 'validation_failed', 'refresh_token is required');
          const result = await store.rotate(refreshToken, clock.now(), cookie ? COOKIE_REUSE_GRACE_MS : 0);
          if (result.kind !== 'rotated' && cookie) clearRefreshCookie(c, config);
          if (result.kind === 'not_found')
            throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          if (result.kind === 'revoked')
            throw authError(400, 'session_not_found', 'Invalid Refresh Token: Session Revoked');
          if (result.kind === 'reused') {
            c.get('logger').info('refresh token reuse: session revoked', { reqId: c.get('requestId') });
            throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          }
          const session = await sessionFor(result.userId, result.sessionId, result.refreshToken);
          return answer(c, session, cookie !== undefined || wantsRefreshCookie(c));
        }
        const email = body.email?.trim().toLowerCase();
        if (!email || !body.password) {
          throw authError(
            400,
            'validation_failed',
            'You must provide either an email or phone number and a password',
          );
        }
        await limit(c, 'signin', email);
        const user = await store.userByEmail(email);
        // Same work and the same answer whether the email or the password is wrong.
        const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
        if (!user || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
        const session = await store.signIn(user.id, clock.now());
        return answer(c, await sessionFor(user.id, session.sessionId, session.refreshToken));
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/recover',
        operationId: 'recoverPassword',
        security: publicAccess,
        tags: ['auth'],
        summary: 'Mail a password-reset link to {APP_URL}/reset-password; same answer for unknown emails',
        request: { body: jsonBody(RecoverBody) },
        responses: { 200: jsonResponse(z.object({}), 'Accepted'), ...authErrors },
      }),
      async (c) => {
        const { email } = c.req.valid('json');
        await limit(c, 'recover', email);
        const user = await store.userByEmail(email);
        if (user) {
          const token = await store.createOneTimeToken(
            user.id,
            'recovery',
            RECOVERY_TTL_SECONDS,
            clock.now(),
          );
          const link = `${config.APP_URL}/reset-password?token_hash=${token}&type=recovery`;
          // Not awaited: the answer leaves before delivery starts, so it takes as long for a registered email as
          // for an unknown one, and a mail server that is down is logged, not a 500 that confirms the account.
          mailer
            .send({
              to: user.email,
              subject: 'Reset your FPL Assistant password',
              text: `Someone asked to reset the password of your FPL Assistant account.\n\nFollow this link within an hour to choose a new one:\n${link}\n\nIf it wasn't you, ignore this mail.`,
            })
            .catch((err: unknown) =>
              c.get('logger').error('recovery mail not sent', {
                reqId: c.get('requestId'),
                error: err instanceof Error ? err.message : String(err),
              }),
            );
        }
        return c.json({}, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/verify',
        operationId: 'verifyRecovery',
        security: publicAccess,
        tags: ['auth'],
        summary: 'Exchange a recovery token from the mailed link for a session',
        request: { body: jsonBody(VerifyBody), headers: RefreshCookieHeaders },
        responses: { 200: jsonResponse(SessionSchema, 'A session'), ...authErrors },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const token = body.token_hash ?? body.token;
        if (!token) throw authError(400, 'validation_failed', 'token_hash is required');
        const userId = await store.consumeOneTimeToken(token, 'recovery', clock.now());
        if (!userId) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
        const session = await store.signIn(userId, clock.now());
        return answer(c, await sessionFor(userId, session.sessionId, session.refreshToken));
      },
    );

  const authed = createRouter<AuthedEnv>({ gotrue: true });
  const requireGoTrueAuth = requireAuth(authenticator(kit.signer, kit.store, 403));
  authed.use('/user', requireGoTrueAuth);
  authed.use('/logout', requireGoTrueAuth);
  const userRoutes = authed
    .openapi(
      createRoute({
        method: 'get',
        path: '/user',
        operationId: 'getUser',
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        responses: { 200: jsonResponse(GoTrueUserSchema, 'The user'), ...authErrors },
      }),
      async (c) => {
        const row = await store.userById(c.get('user').id);
        if (!row) throw authError(404, 'user_not_found', 'User not found');
        return c.json(toGoTrueUser(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/user',
        operationId: 'updateUser',
        tags: ['auth'],
        summary: 'Change email, password or user metadata',
        security: bearer,
        request: { body: jsonBody(UserUpdateBody) },
        responses: { 200: jsonResponse(GoTrueUserSchema, 'The updated user'), ...authErrors },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const { id, sessionId } = c.get('user');
        const now = clock.now();
        if (body.password !== undefined && body.password.length < PASSWORD_MIN_LENGTH) throw weakPassword();
        // A stolen access token alone must not take the account over.
        if (body.password !== undefined || body.email !== undefined) {
          const signedInAt = await store.sessionSignedInAt(sessionId, id);
          const recent =
            signedInAt !== undefined && now.getTime() - signedInAt.getTime() <= REAUTH_WINDOW_SECONDS * 1000;
          if (!recent) {
            if (body.current_password === undefined) {
              throw authError(
                400,
                'reauthentication_needed',
                'Enter your current password to change your email or password.',
              );
            }
            const row = await store.userById(id);
            await limit(c, 'signin', row?.email);
            if (!row || !(await verifyPassword(body.current_password, row.password_hash))) {
              throw authError(400, 'invalid_credentials', 'Current password is incorrect');
            }
          }
        }
        if (body.password !== undefined) {
          await store.updatePassword(id, await hashPassword(body.password), now);
          // A new password signs out every other device and spends any outstanding recovery link.
          await store.revokeOtherSessions(id, sessionId, 'password_changed', now);
          await store.revokeOneTimeTokens(id, 'recovery', now);
        }
        if (body.email !== undefined) {
          const existing = await store.userByEmail(body.email);
          if (existing && existing.id !== id)
            throw authError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            );
          await store.updateEmail(id, body.email, now);
        }
        if (body.data !== undefined) {
          const row = await store.userById(id);
          const current = row ? (JSON.parse(row.user_metadata) as Record<string, unknown>) : {};
          await store.updateMetadata(id, { ...current, ...body.data }, now);
        }
        const row = await store.userById(id);
        if (!row) throw authError(404, 'user_not_found', 'User not found');
        return c.json(toGoTrueUser(row), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/logout',
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Sign out: revokes this session (scope=local, default), all (global) or all others (others)',
        security: bearer,
        request: { query: z.object({ scope: z.enum(['global', 'local', 'others']).default('local') }) },
        responses: { 204: { description: 'Signed out' }, ...authErrors },
      }),
      async (c) => {
        const { scope } = c.req.valid('query');
        const { id, sessionId } = c.get('user');
        const now = clock.now();
        if (scope !== 'others') await store.revokeSession(sessionId, 'logout', now);
        if (scope !== 'local') await store.revokeOtherSessions(id, sessionId, 'logout', now);
        if (scope !== 'others') clearRefreshCookie(c, config);
        return c.body(null, 204);
      },
    );

  return app.route('/', userRoutes);
}
