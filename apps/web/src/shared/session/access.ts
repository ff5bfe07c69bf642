import { type AccessVerdict, accessVerdict } from '@portal/shared/access';
import type { AccessRule } from '@portal/shared/contract';
import { paths } from '../../config/paths';
import type { Session } from './useSession';

/**
 * The rules of the contract's access levels, the same the server's guard reads
 * (packages/shared/src/access.ts): a session is the facts they decide on, a visitor none.
 * The server still decides every call.
 */
export function sessionVerdict(rule: AccessRule, session: Session): AccessVerdict {
  return accessVerdict(rule, session.loggedIn ? session : null);
}

/** Where an account completes its certification (spec 000 §4: tenant centre or developer centre). */
export function certificationPath(session: Pick<Session, 'role'>): string {
  return session.role === 'tenant' ? paths.admin.personTent : paths.admin.personDev;
}
