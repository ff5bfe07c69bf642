import { ACCOUNT_TEXTS, CERTIFICATION_STATUS } from '@portal/shared/accounts';
import type { Access } from '@portal/shared/contract';
import { MARKET_TEXTS } from '@portal/shared/market';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import { AppError } from '../http/errors.ts';
import { optionalUser, requireUser } from './guards.ts';

/** Certified: approved registration, or a member an administrator added (no registration of their own). */
export function isCertified(user: UserRow): boolean {
  return user.registrationId === null || user.registrationStatus === CERTIFICATION_STATUS.approved;
}

const forbidden = (message: string) => new AppError(403, message);

/** The rule of each access level after the session check; throws 403 with the reason. */
const RULES: Record<Exclude<Access, 'visitor' | 'user'>, (user: UserRow, refusal?: string) => void> = {
  certified: () => undefined,
  tenant: (user, refusal) => {
    if (user.role !== 'tenant' || user.tenantId === null)
      throw forbidden(refusal ?? '请登录【租户】角色账号');
  },
  tenantAdmin: (user, refusal) => {
    if (user.role !== 'tenant' || user.tenantId === null || user.isAdministrator !== 1) {
      throw forbidden(refusal ?? MARKET_TEXTS.subscribeRole);
    }
  },
  developer: (user) => {
    if (user.role !== 'develop') throw forbidden('请登录【开发者】角色账号');
  },
  operator: (user) => {
    if (user.role !== 'operate') throw forbidden('无权访问');
  },
};

/**
 * The preHandler of a route with this access: visitors pass (a session, when sent, is read);
 * others need a session (401, code 600, when missing or expired), the role, and, but for `user`,
 * a certified account (403 请先完善认证信息). `refusal`, when given, replaces the role's message.
 */
export function guardFor(access: Access, refusal?: string): (request: FastifyRequest) => Promise<void> {
  if (access === 'visitor') return optionalUser;
  if (access === 'user') return requireUser;
  const rule = RULES[access];
  return async (request) => {
    await requireUser(request);
    const user = request.user as UserRow;
    rule(user, refusal);
    if (!isCertified(user)) {
      throw new AppError(403, ACCOUNT_TEXTS.certificationIncomplete, {
        errorCode: 'CERTIFICATION_INCOMPLETE',
      });
    }
  };
}
