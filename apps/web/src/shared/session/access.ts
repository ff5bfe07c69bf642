import type { Access } from '@portal/shared/contract';
import { paths } from '../../config/paths';
import type { Session } from './useSession';

/**
 * The access levels of the contract (packages/shared/src/contract.ts), read in the browser
 * the way the server's guard reads them (apps/server/src/auth/access.ts): every level but
 * `visitor` and `user` also needs a certified account. The server still decides every call.
 */
export type AccessVerdict =
  /** May open it. */
  | 'allowed'
  /** A visitor: log in first. */
  | 'login'
  /** Logged in with a role (or account) this does not admit. */
  | 'forbidden'
  /** The right role, but certification is not complete. */
  | 'certify';

type RoleAccess = Exclude<Access, 'visitor' | 'user' | 'certified'>;

const ROLE_RULES: Record<RoleAccess, (session: Session) => boolean> = {
  tenant: (session) => session.role === 'tenant' && session.tenantId !== null,
  tenantAdmin: (session) => session.role === 'tenant' && session.tenantId !== null && session.isAdministrator,
  developer: (session) => session.role === 'develop',
  operator: (session) => session.role === 'operate',
};

export function accessVerdict(access: Access, session: Session): AccessVerdict {
  if (access === 'visitor') return 'allowed';
  if (!session.loggedIn) return 'login';
  if (access === 'user') return 'allowed';
  if (access !== 'certified' && !ROLE_RULES[access](session)) return 'forbidden';
  return session.certified ? 'allowed' : 'certify';
}

/** Where an account completes its certification (spec 000 §4: tenant centre or developer centre). */
export function certificationPath(session: Pick<Session, 'role'>): string {
  return session.role === 'tenant' ? paths.admin.personTent : paths.admin.personDev;
}
