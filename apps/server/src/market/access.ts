import { MARKET_TEXTS } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import { requireUser } from '../auth/guards.ts';
import { AppError } from '../http/errors.ts';

/** A tenant-role user with their tenant (non-null), as the market's tenant routes see them. */
export type TenantUser = UserRow & { tenantId: number };

/** preHandler: a logged-in user of the tenant role (administrator or not). */
export async function requireTenantUser(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = request.user as UserRow;
  if (user.role !== 'tenant' || user.tenantId === null) throw new AppError(403, '请登录【租户】角色账号');
}

/** preHandler: subscribing, the cart and orders need a tenant-role administrator (spec 000 §6). */
export async function requireTenantAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const user = request.user as UserRow;
  if (user.role !== 'tenant' || user.tenantId === null || user.isAdministrator !== 1) {
    throw new AppError(403, MARKET_TEXTS.subscribeRole);
  }
}

/** The caller after one of the guards above. */
export function tenantUser(request: FastifyRequest): TenantUser {
  return request.user as TenantUser;
}

/** Paths carry a tenant id (spec 002 §7.3); it must be the caller's own. */
export function assertOwnTenant(user: TenantUser, tenantId: number): void {
  if (tenantId !== user.tenantId) throw new AppError(403, MARKET_TEXTS.otherTenant);
}
