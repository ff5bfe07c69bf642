import {
  ACCOUNT_TEXTS,
  CERTIFICATION_STATUS,
  GUARD_CODES,
  type RegistrationInfo,
  type Role,
} from '@portal/shared/accounts';
import { USER_ADMIN_TEXTS } from '@portal/shared/user-admin';
import { findUserByAccount, type UserRow, updatePasswordHash } from '../accounts/user.repository.ts';
import { consumeImageCaptcha } from '../captcha/captcha.service.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { reserveLoginAttempt } from './login-throttle.ts';

/** Compared against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('0'.repeat(32));

export interface CredentialCheck {
  account: string;
  passwordMd5: string;
  ip: string;
  /** The image captcha, read only when the throttle asks for it. */
  captcha?: { id?: string | undefined; answer?: string | undefined };
}

/**
 * The account behind a correct password, or 400 账号或密码错误. The attempt is counted before
 * the password is checked (login-throttle.ts); once the throttle asks for the image captcha,
 * answers carry code GUARD_CODES.captchaRequired so the form shows it. A hash of an older
 * kind is replaced at this successful login.
 */
export async function checkCredentials(
  db: Db,
  limits: RateLimitStore,
  { account, passwordMd5, ip, captcha }: CredentialCheck,
): Promise<UserRow> {
  const attempt = await reserveLoginAttempt(limits, account, ip);
  if (attempt.captchaRequired) await checkLoginCaptcha(db, captcha);
  const user = await findUserByAccount(db, account);
  const matches = await verifyPassword(passwordMd5, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    const code = attempt.captchaAfterFailure ? GUARD_CODES.captchaRequired : 400;
    throw new AppError(400, ACCOUNT_TEXTS.wrongPassword, { code });
  }
  await attempt.succeeded();
  // Told only after the right password, so the state of an account is not told to a guesser.
  if (user.disabled) {
    throw new AppError(403, USER_ADMIN_TEXTS.accountDisabled, { errorCode: 'ACCOUNT_DISABLED' });
  }
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(passwordMd5);
    await updatePasswordHash(db, user.id, passwordHash);
    return { ...user, passwordHash };
  }
  return user;
}

/** A refused or missing captcha answers with the captcha code, on the form's captcha field. */
async function checkLoginCaptcha(db: Db, captcha: CredentialCheck['captcha']): Promise<void> {
  const id = captcha?.id?.trim() ?? '';
  const answer = captcha?.answer?.trim() ?? '';
  if (!id || !answer) {
    throw new AppError(400, ACCOUNT_TEXTS.loginCaptchaRequired, {
      code: GUARD_CODES.captchaRequired,
      fieldErrors: { captcha: ACCOUNT_TEXTS.loginCaptchaRequired },
    });
  }
  try {
    await consumeImageCaptcha(db, { id, answer });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.status, error.message, {
      code: GUARD_CODES.captchaRequired,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
  }
}

/** What the certification rules read of an account: a user row or a caller. */
type RegistrationFacts = Pick<
  UserRow,
  'role' | 'account' | 'registrationId' | 'registrationStatus' | 'registrationType'
>;

/** Registration info as the login screens read it (spec 000 §4). */
export function registrationInfo(user: RegistrationFacts): RegistrationInfo {
  return {
    id: user.registrationId,
    status: user.registrationStatus ?? CERTIFICATION_STATUS.approved,
    type: user.registrationType ?? (user.role === 'tenant' ? 0 : 1),
    // A member an administrator added to a tenant: no registration of their own.
    isTenantUser: user.role === 'tenant' && user.registrationId === null,
    account: user.account,
  };
}

/** Certified: an approved registration, or none of one's own (a member an administrator added, an operator). */
export function isCertified(user: Pick<UserRow, 'registrationId' | 'registrationStatus'>): boolean {
  return user.registrationId === null || user.registrationStatus === CERTIFICATION_STATUS.approved;
}

/**
 * Whether this account may sign in to the portal in the chosen role (spec 000 §4):
 * the role must be the account's own; tenants and developers must be certified for the
 * single-sign-on paths (uncertified ones get a plain session to finish certification).
 */
export function assertRole(user: Pick<UserRow, 'role'>, role: Role): void {
  if (user.role !== role) throw new AppError(400, ACCOUNT_TEXTS.wrongAccountOrRole);
}

export function assertCertified(user: Pick<UserRow, 'registrationId' | 'registrationStatus'>): void {
  if (!isCertified(user)) {
    throw new AppError(403, ACCOUNT_TEXTS.certificationIncomplete, { errorCode: 'CERTIFICATION_INCOMPLETE' });
  }
}

/** Developer accounts arrive as `develop@<account>` on the developer path (spec 000 §6). */
export function stripRoleTag(account: string): string {
  return account.replace(/^develop@/, '');
}
