import { ACCOUNT_TEXTS, CERTIFICATION_STATUS, type RegistrationInfo, type Role } from '@portal/shared';
import type { Kysely } from 'kysely';
import { findUserByAccount, type UserRow } from '../accounts/user.repository.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';

/** Compared against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('0'.repeat(32));

export interface CredentialCheck {
  account: string;
  passwordMd5: string;
  ip: string;
}

/** The account behind a correct password, or 400 账号或密码错误 (throttled on repeats). */
export async function checkCredentials(
  db: Kysely<Database>,
  limits: RateLimitStore,
  { account, passwordMd5, ip }: CredentialCheck,
): Promise<UserRow> {
  await assertLoginAllowed(limits, account, ip);
  const user = await findUserByAccount(db, account);
  const matches = await verifyPassword(passwordMd5, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    await recordLoginFailure(limits, account, ip);
    throw new AppError(400, ACCOUNT_TEXTS.wrongPassword);
  }
  await recordLoginSuccess(limits, account);
  return user;
}

/** Registration info as the login screens read it (spec 000 §4). */
export function registrationInfo(user: UserRow): RegistrationInfo {
  return {
    id: user.registrationId,
    status: user.registrationStatus ?? CERTIFICATION_STATUS.approved,
    type: user.registrationType ?? (user.role === 'tenant' ? 0 : 1),
    // A member an administrator added to a tenant: no registration of their own.
    isTenantUser: user.role === 'tenant' && user.registrationId === null,
    account: user.account,
  };
}

const isCertified = (user: UserRow) =>
  user.registrationId === null || user.registrationStatus === CERTIFICATION_STATUS.approved;

/**
 * Whether this account may sign in to the portal in the chosen role (spec 000 §4):
 * the role must be the account's own; tenants and developers must be certified for the
 * single-sign-on paths (uncertified ones get a plain session to finish certification).
 */
export function assertRole(user: UserRow, role: Role): void {
  if (user.role !== role) throw new AppError(400, ACCOUNT_TEXTS.wrongAccountOrRole);
}

export function assertCertified(user: UserRow): void {
  if (!isCertified(user)) throw new AppError(403, ACCOUNT_TEXTS.certificationIncomplete);
}

/** Developer accounts arrive as `develop@<account>` on the developer path (spec 000 §6). */
export function stripRoleTag(account: string): string {
  return account.replace(/^develop@/, '');
}
