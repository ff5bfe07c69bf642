import type { IncomingHttpHeaders } from 'node:http';

/** The request layer sends the token both as `token` and as `Authorization` (spec 002 §7.1). */
export function tokenFrom(request: { headers: IncomingHttpHeaders }): string | null {
  const header = request.headers.token ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}
