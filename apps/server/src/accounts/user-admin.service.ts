import {
  type CreateOperatorRequest,
  type ManagedUser,
  USER_ADMIN_TEXTS,
  type UserAdminFilter,
} from '@portal/shared/user-admin';
import { recordAudit } from '../audit/audit.ts';
import { deleteSessionsOfUser } from '../auth/session.repository.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError, notFound } from '../http/errors.ts';
import type { Caller } from '../lib/caller.ts';
import { hashPassword } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import { sendCode } from '../sms/sms.service.ts';
import { findUserByAccount, findUserByPhone, insertUser } from './user.repository.ts';
import {
  countOtherEnabledOperators,
  disableUnlessLastOperator,
  findManagedUser,
  lockEnabledOperators,
  type ManagedUserRow,
  pageManagedUsers,
  phoneInUse,
  setUserDisabled,
} from './user-admin.repository.ts';

/**
 * The operator's 用户管理 (issue 22 item 5): accounts searched and paged on the server, disabled
 * (every session of the account ends at once, in every process: the `sessions` area) and enabled
 * again; each write on the audit log with the account before and after.
 */

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    account: row.account,
    phone: row.phone,
    realName: row.realName,
    role: row.role,
    tenantName: row.tenantName,
    isAdministrator: row.isAdministrator === 1,
    certificationStatus: row.registrationStatus,
    state: row.disabled ? 1 : 0,
    activeSessions: row.activeSessions,
    createTime: row.createTime,
  };
}

export async function managedUsersPage(db: Db, filter: UserAdminFilter) {
  const { list, total } = await pageManagedUsers(db, nowIso(), filter);
  return { list: list.map(toManagedUser), total };
}

/** What the audit log keeps of an account: its state and its live sessions. */
function auditView(user: ManagedUser) {
  return {
    account: user.account,
    realName: user.realName,
    role: user.role,
    state: user.state === 1 ? 'disabled' : 'enabled',
    activeSessions: user.activeSessions,
  };
}

/**
 * Disables an account: refused for the caller's own and for the last enabled operator account.
 * Its sessions are deleted and the session cache dropped everywhere after the commit.
 */
export async function disableUser(db: Db, operator: Caller, id: number): Promise<ManagedUser> {
  return withTransaction(
    db,
    async (trx) => {
      // Two operators disabling the last two operators at once: the second waits for the first's
      // commit here (PostgreSQL's row lock; SQLite runs one transaction at a time), and the
      // conditional update below decides in one statement all the same.
      await lockEnabledOperators(trx);
      const beforeRow = await findManagedUser(trx, nowIso(), id);
      if (!beforeRow) throw notFound(USER_ADMIN_TEXTS.userNotFound);
      const before = toManagedUser(beforeRow);
      const lastOperator = () => new AppError(409, USER_ADMIN_TEXTS.lastOperator);
      if (
        before.role === 'operate' &&
        before.state === 0 &&
        (await countOtherEnabledOperators(trx, id)) === 0
      ) {
        throw lastOperator();
      }
      if (id === operator.userId) throw new AppError(409, USER_ADMIN_TEXTS.notSelf);
      if (!(await disableUnlessLastOperator(trx, id))) throw lastOperator();
      await deleteSessionsOfUser(trx, id);
      const afterRow = await findManagedUser(trx, nowIso(), id);
      const after = toManagedUser(afterRow ?? beforeRow);
      await recordAudit(trx, operator, {
        action: 'user.disable',
        targetType: 'user',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['sessions'] },
  );
}

/** Enables a disabled account again: it may sign in once more. */
export async function enableUser(db: Db, operator: Caller, id: number): Promise<ManagedUser> {
  return withTransaction(
    db,
    async (trx) => {
      const beforeRow = await findManagedUser(trx, nowIso(), id);
      if (!beforeRow) throw notFound(USER_ADMIN_TEXTS.userNotFound);
      const before = toManagedUser(beforeRow);
      await setUserDisabled(trx, id, 0);
      const after = { ...before, state: 0 as const };
      await recordAudit(trx, operator, {
        action: 'user.enable',
        targetType: 'user',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    },
    { invalidates: ['sessions'] },
  );
}

/** What the audit log keeps of a new operator account (never its password or hash). */
function createdView(user: ManagedUser) {
  return {
    account: user.account,
    realName: user.realName,
    role: user.role,
    phone: user.phone,
    state: 'enabled',
  };
}

const accountTaken = () =>
  new AppError(409, USER_ADMIN_TEXTS.accountTaken, {
    errorCode: 'ACCOUNT_TAKEN',
    fieldErrors: { account: USER_ADMIN_TEXTS.accountTaken },
  });

/**
 * 新增运营账号: a further operator account with the initial password the operator chose (its
 * md5 as the browser sends it, stored only as the slow hash). A phone, when given, must be no
 * other account's: the 忘记密码 flow finds the account by it.
 */
export async function createOperator(
  db: Db,
  operator: Caller,
  form: CreateOperatorRequest,
): Promise<ManagedUser> {
  const phone = form.phone?.trim() || null;
  if (await findUserByAccount(db, form.account)) throw accountTaken();
  if (phone && (await phoneInUse(db, phone))) {
    throw new AppError(409, USER_ADMIN_TEXTS.phoneTaken, {
      fieldErrors: { phone: USER_ADMIN_TEXTS.phoneTaken },
    });
  }
  const passwordHash = await hashPassword(form.password);
  return withTransaction(db, async (trx) => {
    const id = await insertUser(trx, {
      account: form.account,
      phone,
      realName: form.realName,
      passwordHash,
      role: 'operate',
      tenantId: null,
      isAdministrator: 0,
      createTime: nowIso(),
    }).catch((error: unknown) => {
      // Two operators creating one account at once: the unique index decides.
      throw /unique|duplicate/i.test(String(error)) ? accountTaken() : error;
    });
    const row = await findManagedUser(trx, nowIso(), id);
    if (!row) throw notFound(USER_ADMIN_TEXTS.userNotFound);
    const user = toManagedUser(row);
    await recordAudit(trx, operator, {
      action: 'user.createOperator',
      targetType: 'user',
      targetId: id,
      after: createdView(user),
    });
    return user;
  });
}

/**
 * 发送重置验证码: a password-recovery code to the account's phone, through the SMS provider and
 * its per-phone caps (the code's generation, storage and expiry are the 忘记密码 flow's own); the
 * user sets the new password with it on the 忘记密码 page, which ends all their sessions. The
 * audit entry names the account and phone, never the code.
 */
export async function sendResetCode(
  db: Db,
  sms: SmsProvider,
  limits: RateLimitStore,
  operator: Caller,
  id: number,
): Promise<void> {
  const user = await findManagedUser(db, nowIso(), id);
  if (!user) throw notFound(USER_ADMIN_TEXTS.userNotFound);
  const phone = user.phone;
  // The 忘记密码 flow resets the first account with the phone: it must be this one.
  if (!phone) throw new AppError(409, USER_ADMIN_TEXTS.noPhone);
  if ((await findUserByPhone(db, phone))?.id !== id) throw new AppError(409, USER_ADMIN_TEXTS.phoneShared);
  await sendCode(db, sms, limits, { phone, purpose: 'forget', ip: operator.ip, byOperator: true });
  await withTransaction(db, (trx) =>
    recordAudit(trx, operator, {
      action: 'user.resetCode',
      targetType: 'user',
      targetId: id,
      after: { account: user.account, phone },
    }),
  );
}
