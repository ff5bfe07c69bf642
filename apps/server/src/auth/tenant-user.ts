import { MARKET_TEXTS } from '@portal/shared/market';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../accounts/user.repository.ts';
import { AppError } from '../http/errors.ts';

/** A tenant-role user with their tenant (non-null), as the market's tenant routes see them. */
export type TenantUser = UserRow & { tenantId: number };

/** The caller of a route whose access is `tenant` or `tenantAdmin` (the guard checked the role). */
export function tenantUser(request: FastifyRequest): TenantUser {
  return request.user as TenantUser;
}

/** Paths carry a tenant id (spec 002 §7.3); it must be the caller's own. */
export function assertOwnTenant(user: TenantUser, tenantId: number): void {
  if (tenantId !== user.tenantId) throw new AppError(403, MARKET_TEXTS.otherTenant);
}
