import { accessVerdict, roleRefusal } from '@portal/shared/access';
import { ACCOUNT_TEXTS, type UserInfo } from '@portal/shared/accounts';
import { TOKEN_INVALID_CODE } from '@portal/shared/constants';
import type { AccessRule } from '@portal/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import { AppError } from '../http/errors.ts';
import type { AccessGuard } from '../http/route.ts';
import { tokenFrom } from '../http/session-token.ts';
import type { Caller } from '../lib/caller.ts';
import { isCertified } from './auth.service.ts';
import { recentSessionUser, resolveSessionUser } from './session.service.ts';

/** Per user row: a cached session's row gives the same caller, but for its address, on every call. */
const callerOfRow = new WeakMap<UserRow, Omit<Caller, 'ip'>>();

/** The caller of a user row: everything but the password hash, and the address. */
export function callerFrom(user: UserRow, ip: string): Caller {
  let caller = callerOfRow.get(user);
  if (!caller) {
    const { passwordHash: _hash, id, isAdministrator, ...account } = user;
    caller = { ...account, userId: id, isAdministrator: isAdministrator === 1, certified: isCertified(user) };
    callerOfRow.set(user, caller);
  }
  return { ...caller, ip };
}

/** Resolves the request's caller from its session once; null for a visitor or an expired session. */
export async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
  if (request.caller) return request.caller;
  const token = tokenFrom(request);
  if (!token) return null;
  const user = await resolveSessionUser(request.server.db, token);
  if (!user) return null;
  request.caller = callerFrom(user, request.ip);
  request.sessionToken = token;
  return request.caller;
}

export const sessionExpired = () =>
  new AppError(401, ACCOUNT_TEXTS.sessionExpired, { code: TOKEN_INVALID_CODE });

/** Why the caller may not call under the rule, or undefined when they may. */
function refusalOf(rule: AccessRule, caller: Caller | null, refusal?: string): AppError | undefined {
  switch (accessVerdict(rule, caller)) {
    case 'allowed':
      return undefined;
    case 'login':
      return sessionExpired();
    case 'forbidden':
      return new AppError(403, refusal ?? roleRefusal(rule));
    case 'certify':
      return new AppError(403, ACCOUNT_TEXTS.certificationIncomplete, {
        errorCode: 'CERTIFICATION_INCOMPLETE',
      });
  }
}

/**
 * The onRequest guard of a route with this access rule (packages/shared/src/access.ts):
 * visitors pass (a session, when sent, is read); others need a session (401, code 600, when
 * missing or expired), a role the rule admits (403 with the reason; `refusal`, when given,
 * replaces the role's message), and, but for `user`, a certified account (403 请先完善认证信息).
 * A callback, not a promise: a request without a token (most of them) is decided at once.
 */
export function guardFor(rule: AccessRule, refusal?: string): AccessGuard {
  return (request, _reply, done) => {
    if (request.caller || !tokenFrom(request)) {
      done(refusalOf(rule, request.caller, refusal));
      return;
    }
    resolveCaller(request).then((caller) => done(refusalOf(rule, caller, refusal)), done);
  };
}

export function registerAuthDecorations(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('sessionToken', null);
  // `route()` (http/route.ts) guards each call with it.
  app.decorate('accessGuard', guardFor);
  // …and lets the front door answer a recent session's kept reads (http/kept-addresses.ts).
  app.decorate('recentCaller', (token: string, ip: string) => {
    const user = recentSessionUser(app.db, token);
    return user ? callerFrom(user, ip) : null;
  });
}

/** The logged-in user as the API shows it; never the password hash. */
export function toUserInfo(caller: Caller): UserInfo {
  return {
    userId: caller.userId,
    account: caller.account,
    realName: caller.realName,
    userAccount: caller.account,
    role: caller.role,
    tenantId: caller.tenantId,
    tenantName: caller.tenantName,
    isAdministrator: caller.isAdministrator,
  };
}
