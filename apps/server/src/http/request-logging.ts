import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Routes whose path parameters are secrets or personal data: the password-reset ticket, phone
 * numbers and accounts (the spec puts them in the path). Their parameters are logged as `***`.
 */
export const REDACTED_ROUTES: readonly string[] = [
  '/api/portalWeb/retrievePassword/:id',
  '/api/tenant/tenantUser/getCerificationCode/:phone',
  '/api/tenant/tenantUser/getRetrievePassword/:phone',
  '/api/tenant/tenantUser/checkAccount/:account',
  '/api/dev/captcha/:id',
];

/** The fixed part before the first parameter, for addresses that matched no route. */
const REDACTED_PREFIXES = REDACTED_ROUTES.map((pattern) => pattern.slice(0, pattern.indexOf(':')));

/**
 * The URL as logged: never the query (it may carry a single-use code or a slider ticket), and
 * for the routes above the route's pattern with each parameter as `***`.
 */
export function loggedUrl(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const pattern = request.routeOptions.url;
  if (pattern && REDACTED_ROUTES.includes(pattern)) return pattern.replace(/:[A-Za-z0-9_]+/g, '***');
  // A malformed address that found no route is cut after the fixed part all the same.
  const prefix = REDACTED_PREFIXES.find((fixed) => path.startsWith(fixed));
  return prefix ? `${prefix}***` : path;
}

/**
 * One log line per request, on completion, instead of Fastify's two (half the cost), with
 * the request id Fastify adds. Nothing secret or personal goes to the logs (see loggedUrl).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
