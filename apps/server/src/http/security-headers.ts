import type { FastifyInstance } from 'fastify';
import { tokenFrom } from './session-token.ts';

/**
 * The policy of the web app's pages (and the API docs page). Scripts come only from our
 * own files: the built index.html runs nothing inline (the boot data is a JSON block, not
 * a script that runs).
 *
 * Styles allow 'unsafe-inline', and only styles: antd's CSS-in-JS would accept a nonce,
 * but @rc-component/portal's scroll lock (every Modal and Drawer: the login dialog, the
 * menu drawer) and @rc-component/util's scrollbar measure insert <style> elements with no
 * way to pass one, so a nonce would leave those dialogs half-styled. Style cannot run
 * code; script-src stays strict.
 *
 * Images: our own, data: (captcha images, generated member logos) and blob: (previews of a
 * picked file), plus the online map's tile hosts when the web app was built with one.
 */
export function pagePolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Everything that is not a page (JSON, scripts, styles, images, uploaded files) opened on
 * its own as a document may draw (an SVG's own styles) but never run, load or be framed.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** A year, the least that HSTS preload lists accept. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** No powerful browser feature is used by the portal. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * Security headers on every answer, whoever made it (routes, errors, static files, the
 * page fallback). An answer to a request that carries a session token is never stored by
 * any cache: it may hold that user's data; nor is any answer of the sign-in calls (`/api/oauth/`:
 * they hand out sessions and single-use codes, a GET exchange included) or of a write.
 * The request id goes back to the caller too, so a report can be found in the logs.
 *
 * The header sets are built once: this hook runs on every answer (a callback, not a promise,
 * for the same reason).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imageOrigins?: string[] } = {},
): (contentType: string | undefined) => Readonly<Record<string, string>> {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  const forPages = { ...common, 'Content-Security-Policy': pagePolicy(options.imageOrigins) };
  const forResources = { ...common, 'Content-Security-Policy': RESOURCE_POLICY };
  const headersFor = (type: unknown) =>
    typeof type === 'string' && /^text\/html/i.test(type) ? forPages : forResources;
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersFor(reply.getHeader('content-type')));
    reply.header('X-Request-Id', request.id);
    // Over HTTPS (directly, or through a proxy TRUST_PROXY trusts, by X-Forwarded-Proto) the
    // browser is told to come back over HTTPS only, for a year, subdomains included.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write || tokenFrom(request) || request.url.startsWith('/api/oauth/')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
  // The front door answers kept visitor reads without this hook: it takes the same sets.
  return headersFor;
}
