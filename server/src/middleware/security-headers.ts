import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.js';
import { defaultResponseHeader, requestHeader } from '../node-bindings.js';

type HeaderConfig = Pick<
  Config,
  'APP_URL' | 'REMOTE_UPLOAD_URL' | 'REMOTE_RESULTS_URL' | 'REMOTE_ACCOUNT_URL'
>;

/** Club badges on the squad and fixture views come from the Premier League's own image host. */
const BADGE_ORIGIN = 'https://resources.premierleague.com';
const HSTS = 'max-age=31536000; includeSubDomains';

/** The origins remotes load from when configured elsewhere (a CDN, a second server); ours are 'self'. */
export function remoteOrigins(config: HeaderConfig): string[] {
  const origins = new Set<string>();
  for (const url of [config.REMOTE_UPLOAD_URL, config.REMOTE_RESULTS_URL, config.REMOTE_ACCOUNT_URL]) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Every response: no sniffing, no framing, no referrer, HSTS when the app is served over https. API and auth
 * answers also carry a CSP that allows nothing (they are never documents) and, when they belong to a signed-in
 * caller or carry tokens, Cache-Control: no-store. A route's own value for a header wins (a screenshot's
 * private cache, the pages' CSP). A function the request log calls after the route, rather than a middleware
 * of its own: on the most read route another layer cost more than the headers.
 */
export function baseHeaders(config: HeaderConfig): (c: Context) => void {
  const always: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
  ];
  if (config.APP_URL.startsWith('https:')) always.push(['Strict-Transport-Security', HSTS]);
  return (c) => {
    for (const [name, value] of always) defaultResponseHeader(c, name, value);
    const path = c.req.path;
    const auth = path.startsWith('/auth/');
    if (auth || path.startsWith('/api/') || path === '/health') {
      defaultResponseHeader(c, 'Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      const signedIn = (c as Context<{ Variables: { user?: unknown } }>).get('user') !== undefined;
      if (auth || signedIn || requestHeader(c, 'authorization')) {
        defaultResponseHeader(c, 'Cache-Control', 'no-store');
      }
    }
  };
}

/** The shell's and the remotes' pages and files: a CSP naming only ourselves and the configured remotes. */
export function pageHeaders(config: HeaderConfig): MiddlewareHandler {
  const remotes = remoteOrigins(config);
  const app = new URL(config.APP_URL).origin;
  const self = ["'self'", ...remotes];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: self,
      styleSrc: [...self, "'unsafe-inline'"],
      imgSrc: [...self, app, 'data:', 'blob:', BADGE_ORIGIN],
      fontSrc: [...self, 'data:'],
      connectSrc: [...self, app],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: config.APP_URL.startsWith('https:') ? HSTS : false,
    referrerPolicy: 'no-referrer',
    // Remotes may be served by this server to a shell on a sibling port or subdomain.
    crossOriginResourcePolicy: 'same-site',
    crossOriginEmbedderPolicy: false,
  });
}
