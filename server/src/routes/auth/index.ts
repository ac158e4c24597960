import { MESSAGES, PASSWORD_MIN_LENGTH } from '@fpl-assistant/engine/app';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isCommonPassword } from '../../auth/common-passwords.js';
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
import { COOKIE_TOKEN_PREFIX } from '../../auth/store.js';
import { clientIp } from '../../client-ip.js';
import type { AppEnv, AuthedEnv, Deps } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { authError } from '../../errors.js';
import { authenticator, requireAuth } from '../../middleware/auth.js';
import type { Limit } from '../../middleware/rate-limit.js';
import { bearer, createRouter, jsonBody, jsonResponse, publicAccess } from '../../openapi.js';
import { EmailSchema, MAX_EMAIL_LENGTH, UserMetadataSchema } from '../../schemas.js';

const RECOVERY_TTL_SECONDS = 3600;
const EMAIL_CHANGE_TTL_SECONDS = 3600;

class EmailTaken extends Error {
  override name = 'EmailTaken';
}
/** Recovery mails per email: at most one this often, and RECOVERY_MAILS_PER_HOUR an hour. */
export const RECOVERY_MAIL_INTERVAL_SECONDS = 60;
export const RECOVERY_MAILS_PER_HOUR = 5;
/** Refreshes of one session per window: a browser refreshes every few minutes and at each page load. */
export const REFRESHES_PER_SESSION = 60;
export const REFRESH_WINDOW_SECONDS = 300;
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
    type: z.enum(['recovery', 'email_change']),
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

/** GoTrue's answer for a password found in breach lists (reason `pwned`). */
function commonPassword() {
  return authError(
    422,
    'weak_password',
    'This password is one of the most common ones and easy to guess: choose another.',
    { weak_password: { reasons: ['pwned'] } },
  );
}

/** Refuses a password too short or too common. */
function checkNewPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) throw weakPassword();
  if (isCommonPassword(password)) throw commonPassword();
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

/** Refreshes from one address (any sessions, known tokens or not) per REFRESH_WINDOW_SECONDS. */
function refreshAddressLimit(ip: string, config: Deps['config']): Limit {
  return {
    key: `refresh:ip:${ip}`,
    max: config.RATE_LIMIT_REFRESHES_PER_IP,
    windowSeconds: REFRESH_WINDOW_SECONDS,
  };
}

/** The per-address limit an anonymous auth call counts against (see limit in authRoutes), if any. */
function addressLimitOf(c: Context, config: Deps['config']): Limit | undefined {
  if (c.req.method !== 'POST') return undefined;
  const ip = clientIp(c, config.TRUST_PROXY);
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  switch (c.req.path) {
    case '/auth/v1/signup':
      return { key: `signup:ip:${ip}`, max: config.RATE_LIMIT_SIGNUPS_PER_IP, windowSeconds };
    case '/auth/v1/token':
      return c.req.query('grant_type') === 'password'
        ? { key: `signin:ip:${ip}`, max: config.RATE_LIMIT_MAX_PER_IP, windowSeconds }
        : refreshAddressLimit(ip, config);
    case '/auth/v1/recover':
      return { key: `recover:ip:${ip}`, max: config.RATE_LIMIT_MAX_PER_IP, windowSeconds };
    default:
      return undefined;
  }
}

const tooMany = (wait: number) => {
  const error = authError(429, 'over_request_rate_limit', 'Too many requests. Please try again later.');
  return Object.assign(error, { headers: { 'Retry-After': String(wait) } });
};

/**
 * Refuses an anonymous auth call from an address already over its limit before the body is read (one indexed
 * read); the route counts the attempt itself once the body is parsed.
 */
export function authAddressGate(deps: Pick<Deps, 'config' | 'clock'>, kit: Pick<AuthKit, 'limiter'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const limit = addressLimitOf(c, deps.config);
    if (limit) {
      const wait = await kit.limiter.wait(limit, deps.clock.now());
      if (wait > 0) throw tooMany(wait);
    }
    await next();
  });
}

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
   * Throws 429 unless the attempt is within its limits. Every limit is one atomic database hit, so a burst on
   * several instances passes exactly the limit.
   * - sign-up: per address;
   * - sign-in: per address, and per (email, address): guesses from one address never block another. Past
   *   RATE_LIMIT_MAX_PER_EMAIL_ALL attempts on an email from all addresses together, each address is slowed to
   *   one attempt on it every RATE_LIMIT_SLOW_SECONDS, except the addresses the account signed in from within
   *   KNOWN_ADDRESS_MS: guessing from many addresses costs time, and never slows the owner at home;
   * - recovery: per address, and mails per email: one a minute, RECOVERY_MAILS_PER_HOUR an hour. Each mail
   *   carries a link valid for an hour, so an owner refused by the hourly cap already holds a working link.
   * Returns the sign-in's hits on the email's guess limits: a right password gives them back (it was no guess).
   */
  const limit = async (
    c: Context,
    action: 'signup' | 'signin' | 'recover',
    email?: string,
  ): Promise<Limit[]> => {
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
      limits.push(
        { key: `recover:email:${email}`, max: 1, windowSeconds: RECOVERY_MAIL_INTERVAL_SECONDS },
        { key: `recover:email-hour:${email}`, max: RECOVERY_MAILS_PER_HOUR, windowSeconds: 3600 },
      );
    }
    const pair: Limit = {
      key: `signin:pair:${email}:${ip}`,
      max: config.RATE_LIMIT_MAX_PER_EMAIL,
      windowSeconds,
    };
    if (action === 'signin' && email) limits.push(pair);
    const wait = await limiter.consumeAll(limits, now);
    if (wait > 0) throw tooMany(wait);
    if (action === 'signin' && email) {
      const everywhere = {
        key: `signin:email:${email}`,
        max: config.RATE_LIMIT_MAX_PER_EMAIL_ALL,
        windowSeconds,
      };
      if ((await limiter.consumeAll([everywhere], now)) === 0) return [pair, everywhere];
      // Only here, past the threshold, is the account looked up: the usual sign-in pays nothing for it.
      // Both queries run for an unknown email too, so timing does not tell a registered email from an unknown one.
      const owner = await store.userByEmail(email);
      const known = await store.knowsAddress(owner?.id ?? '', ip, now);
      if (owner && known) return [pair];
      const slowed = {
        key: `signin:slow:${email}:${ip}`,
        max: 1,
        windowSeconds: config.RATE_LIMIT_SLOW_SECONDS,
      };
      const slowWait = await limiter.consumeAll([slowed], now);
      if (slowWait > 0) {
        await limiter.refund(limits, now);
        throw tooMany(slowWait);
      }
      return [pair];
    }
    return [];
  };

  /** Sends a mail after the answer (not awaited): a mail server that is down is logged, never a 500. */
  const sendLater = (c: Context, mail: { to: string; subject: string; text: string }, what: string) => {
    mailer.send(mail).catch((err: unknown) =>
      c.get('logger').error(`${what} mail not sent`, {
        error: err instanceof Error ? err.message : String(err),
      }),
    );
  };

  /**
   * An email change, confirmed by mail as GoTrue does: the answer is the same whether the new address is free or
   * registered (no enumeration); only a free one is sent a link, and the current address is told of the request.
   * Limited per account like recovery mails.
   */
  const requestEmailChange = async (c: Context, userId: string, email: string, now: Date) => {
    const wait = await limiter.consumeAll(
      [
        { key: `email-change:${userId}`, max: 1, windowSeconds: RECOVERY_MAIL_INTERVAL_SECONDS },
        { key: `email-change-hour:${userId}`, max: RECOVERY_MAILS_PER_HOUR, windowSeconds: 3600 },
      ],
      now,
    );
    if (wait > 0) throw tooMany(wait);
    const current = await store.userById(userId);
    if (!current) throw authError(404, 'user_not_found', 'User not found');
    sendLater(
      c,
      {
        to: current.email,
        subject: 'Your FPL Assistant email is being changed',
        text: `Someone signed in to your FPL Assistant account asked to change its email to ${email}.\n\nIf it wasn't you, change your password now.`,
      },
      'email change notice',
    );
    if (await store.userByEmail(email)) return;
    const token = await store.createOneTimeToken(
      userId,
      'email_change',
      EMAIL_CHANGE_TTL_SECONDS,
      now,
      email,
    );
    sendLater(
      c,
      {
        to: email,
        subject: 'Confirm your new FPL Assistant email',
        text: `Someone asked to use this address for an FPL Assistant account.\n\nFollow this link within an hour to confirm it:\n${config.APP_URL}/auth/v1/verify?token_hash=${token}&type=email_change\n\nIf it wasn't you, ignore this mail.`,
      },
      'email change',
    );
  };

  /** Applies a confirmed email change; older recovery links (sent to the old address) are spent with it. */
  const confirmEmailChange = async (userId: string, email: string | null) => {
    if (!email) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    const now = clock.now();
    try {
      const taken = await store.userByEmail(email);
      if (taken && taken.id !== userId) throw new EmailTaken();
      await store.updateEmail(userId, email, now);
    } catch (err) {
      if (err instanceof EmailTaken || isUniqueViolation(err)) {
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw err;
    }
    await store.revokeOneTimeTokens(userId, 'recovery', now);
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
        checkNewPassword(body.password);
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
            asCookie: wantsRefreshCookie(c),
          });
        } catch (err) {
          // Two sign-ups for one email at once: the UNIQUE constraint decides.
          if (isUniqueViolation(err)) {
            throw authError(422, 'user_already_exists', 'User already registered');
          }
          throw err;
        }
        await store.rememberAddress(created.userId, clientIp(c, config.TRUST_PROXY), clock.now());
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
          const now = clock.now();
          const viaCookie = cookie !== undefined || wantsRefreshCookie(c);
          // Per address and per session, before anything is written: a stolen token cannot be spun thousands of
          // times a minute, nor one address spin many sessions (or guess tokens).
          const limits = [refreshAddressLimit(clientIp(c, config.TRUST_PROXY), config)];
          const sessionId = await store.sessionOfRefreshToken(refreshToken);
          if (sessionId) {
            limits.push({
              key: `refresh:session:${sessionId}`,
              max: REFRESHES_PER_SESSION,
              windowSeconds: REFRESH_WINDOW_SECONDS,
            });
          }
          const wait = await limiter.consumeAll(limits, now);
          if (wait > 0) throw tooMany(wait);
          // The grace is for tokens issued as the cookie and presented as the cookie, never for body tokens.
          const grace = cookie?.startsWith(COOKIE_TOKEN_PREFIX) ? COOKIE_REUSE_GRACE_MS : 0;
          const result = await store.rotate(refreshToken, now, grace, viaCookie);
          if (result.kind !== 'rotated' && cookie) clearRefreshCookie(c, config);
          if (result.kind === 'not_found')
            throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          if (result.kind === 'revoked')
            throw authError(400, 'session_not_found', 'Invalid Refresh Token: Session Revoked');
          if (result.kind === 'expired') {
            throw authError(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Inactivity)');
          }
          if (result.kind === 'reused') {
            c.get('logger').info('refresh token reuse: session revoked');
            throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
          }
          const session = await sessionFor(result.userId, result.sessionId, result.refreshToken);
          return answer(c, session, viaCookie);
        }
        const email = body.email?.trim().toLowerCase();
        if (!email || !body.password) {
          throw authError(
            400,
            'validation_failed',
            'You must provide either an email or phone number and a password',
          );
        }
        const guesses = await limit(c, 'signin', email);
        const user = await store.userByEmail(email);
        // Same work and the same answer whether the email or the password is wrong.
        const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
        if (!user || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
        await limiter.refund(guesses, clock.now());
        const session = await store.signIn(user.id, clock.now(), wantsRefreshCookie(c));
        await store.rememberAddress(user.id, clientIp(c, config.TRUST_PROXY), clock.now());
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
        const used = await store.consumeOneTimeToken(token, body.type, clock.now());
        if (!used) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
        if (body.type === 'email_change') await confirmEmailChange(used.userId, used.payload);
        const session = await store.signIn(used.userId, clock.now(), wantsRefreshCookie(c));
        // Whoever follows a mailed link reads the owner's mail: their address is the owner's.
        await store.rememberAddress(used.userId, clientIp(c, config.TRUST_PROXY), clock.now());
        if (body.type === 'email_change') {
          // The address changed: every other session ends.
          await store.revokeOtherSessions(used.userId, session.sessionId, 'email_changed', clock.now());
        }
        return answer(c, await sessionFor(used.userId, session.sessionId, session.refreshToken));
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/verify',
        operationId: 'confirmEmailChange',
        security: publicAccess,
        tags: ['auth'],
        summary:
          'The mailed link confirming a new email address: changes it, ends every session, opens sign-in',
        request: {
          query: z.object({ type: z.literal('email_change'), token_hash: z.string().min(10).max(200) }),
        },
        responses: { 303: { description: 'To {APP_URL}/login' }, ...authErrors },
      }),
      async (c) => {
        const { token_hash } = c.req.valid('query');
        const now = clock.now();
        const used = await store.consumeOneTimeToken(token_hash, 'email_change', now);
        if (!used) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
        await confirmEmailChange(used.userId, used.payload);
        await store.revokeOtherSessions(used.userId, '', 'email_changed', now);
        return c.redirect(`${config.APP_URL}/login`, 303);
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
        if (body.password !== undefined) checkNewPassword(body.password);
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
            const guesses = await limit(c, 'signin', row?.email);
            if (!row || !(await verifyPassword(body.current_password, row.password_hash))) {
              throw authError(400, 'invalid_credentials', 'Current password is incorrect');
            }
            await limiter.refund(guesses, now);
          }
        }
        if (body.password !== undefined) {
          await store.updatePassword(id, await hashPassword(body.password), now);
          // A new password signs out every other device and spends any outstanding recovery link.
          await store.revokeOtherSessions(id, sessionId, 'password_changed', now);
          await store.revokeOneTimeTokens(id, 'recovery', now);
        }
        let newEmail: string | undefined;
        if (body.email !== undefined && body.email !== (await store.userById(id))?.email) {
          await requestEmailChange(c, id, body.email, now);
          newEmail = body.email;
        }
        if (body.data !== undefined) {
          const row = await store.userById(id);
          const current = row ? (JSON.parse(row.user_metadata) as Record<string, unknown>) : {};
          await store.updateMetadata(id, { ...current, ...body.data }, now);
        }
        const row = await store.userById(id);
        if (!row) throw authError(404, 'user_not_found', 'User not found');
        const user = toGoTrueUser(row);
        return c.json(newEmail === undefined ? user : { ...user, new_email: newEmail }, 200);
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
