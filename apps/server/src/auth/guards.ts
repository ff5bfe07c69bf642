import { ACCOUNT_TEXTS, type Role, type UserInfo } from '@portal/shared/accounts';
import { TOKEN_INVALID_CODE } from '@portal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import { AppError } from '../http/errors.ts';
import { resolveSessionUser } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export function registerAuthDecorations(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
}

/** The request layer sends the token both as `token` and as `Authorization` (spec 002 §7.1). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.token ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.user) return request.user;
  const token = tokenFrom(request);
  if (!token) return null;
  const user = await resolveSessionUser(request.server.db, token);
  if (!user) return null;
  request.user = user;
  request.sessionToken = token;
  return user;
}

export const sessionExpired = () =>
  new AppError(401, ACCOUNT_TEXTS.sessionExpired, { code: TOKEN_INVALID_CODE });

/** For routes that work for visitors too but adapt to a logged-in user. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await loadUser(request);
}

/** For protected routes: a missing or expired token answers 401 with code 600. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await loadUser(request))) throw sessionExpired();
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await loadUser(request);
    if (!user) throw sessionExpired();
    if (!roles.includes(user.role)) throw new AppError(403, '无权访问');
  };
}

/** The logged-in user as the API shows it; never the password hash. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    userId: user.id,
    account: user.account,
    realName: user.realName,
    userAccount: user.account,
    role: user.role,
    tenantId: user.tenantId,
    tenantName: user.tenantName,
    isAdministrator: user.isAdministrator === 1,
  };
}
