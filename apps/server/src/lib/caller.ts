import type { AccessFacts } from '@portal/shared/access';
import type { Role } from '@portal/shared/accounts';
import type { Access, AccessRule } from '@portal/shared/contract';
import { MARKET_TEXTS } from '@portal/shared/market';
import { AppError } from '../http/errors.ts';

/**
 * Who is calling: resolved once from the session by the route's guard (auth/guards.ts) and
 * handed to the handler as `caller`; services, repositories' scoping and the audit log take it,
 * never the Fastify request. No password hash travels with it.
 */
export interface Caller extends AccessFacts {
  userId: number;
  account: string;
  phone: string | null;
  realName: string;
  role: Role;
  tenantId: number | null;
  tenantName: string | null;
  isAdministrator: boolean;
  /** The account's own registration; null for a member an administrator added, or an operator. */
  registrationId: number | null;
  registrationType: number | null;
  registrationStatus: number | null;
  certified: boolean;
  /** The address the call came from (behind a known proxy, the forwarded one). */
  ip: string;
}

/** A caller whose access is `tenant` or `tenantAdmin`: the guard checked the role and the tenant. */
export interface TenantCaller extends Caller {
  role: 'tenant';
  tenantId: number;
}

/** The caller a handler gets for a rule: possibly none for visitors, a tenant for tenant-only rules. */
export type CallerOf<R extends AccessRule> = R extends 'visitor'
  ? Caller | null
  : R extends 'tenant' | 'tenantAdmin'
    ? TenantCaller
    : R extends readonly (infer L extends Access)[]
      ? 'visitor' extends L
        ? Caller | null
        : Caller
      : Caller;

/**
 * Whose records a caller reads: an operator all, a tenant user their tenant's, anyone else their
 * own. Repositories apply it to their queries (`tenantId` / `userId` columns).
 */
export type Scope = { kind: 'all' } | { kind: 'tenant'; tenantId: number } | { kind: 'own'; userId: number };

export function scopeOf(caller: Caller): Scope {
  if (caller.role === 'operate') return { kind: 'all' };
  if (caller.role === 'tenant' && caller.tenantId !== null)
    return { kind: 'tenant', tenantId: caller.tenantId };
  return { kind: 'own', userId: caller.userId };
}

/**
 * The tenant whose records a caller of a `['tenant', 'operator']` rule reads: their own, or
 * every tenant's (null) for an operator.
 */
export function readableTenant(caller: Caller): number | null {
  const scope = scopeOf(caller);
  if (scope.kind === 'all') return null;
  if (scope.kind === 'tenant') return scope.tenantId;
  // The access rule admits only tenants and operators; anything else reads nothing.
  throw new AppError(403, '无权访问');
}

/** Paths carry a tenant id (spec 002 §7.3); it must be the caller's own. */
export function assertOwnTenant(caller: TenantCaller, tenantId: number): void {
  if (tenantId !== caller.tenantId) throw new AppError(403, MARKET_TEXTS.otherTenant);
}
