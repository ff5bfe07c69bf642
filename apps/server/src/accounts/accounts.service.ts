import { ACCOUNT_TEXTS, type RegisterRequest } from '@portal/shared/accounts';
import { deleteSessionsOfUser } from '../auth/session.repository.ts';
import { insertRegistration } from '../certification/certification.repository.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { claimUploads } from '../files/files.service.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword, randomToken, sha256 } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { isoIn, MINUTE_MS, nowIso } from '../lib/time.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import { type SendCodeRequest, sendCode, useCode, verifyCode } from '../sms/sms.service.ts';
import { insertResetTicket, useResetTicket } from './reset-ticket.repository.ts';
import {
  findUserByAccount,
  findUserByPhone,
  insertTenant,
  insertUser,
  updatePasswordHash,
} from './user.repository.ts';

const RESET_TICKET_VALID_MS = 10 * MINUTE_MS;

/** The phone has no account (password recovery): said on the phone field. */
const phoneNotRegistered = () =>
  new AppError(404, ACCOUNT_TEXTS.phoneNotRegistered, {
    errorCode: 'PHONE_NOT_REGISTERED',
    fieldErrors: { phone: ACCOUNT_TEXTS.phoneNotRegistered },
  });

export const duplicateAccount = () =>
  new AppError(409, ACCOUNT_TEXTS.duplicateAccount, { errorCode: 'ACCOUNT_TAKEN' });

/**
 * checkAccount and the two SMS code calls tell registered phones from others: each address
 * may make 20 of them (together) in 10 minutes, plenty for registering or resetting by hand.
 */
export const LOOKUP_LIMIT = { count: 20, windowMs: 10 * MINUTE_MS } as const;

export async function limitLookups(limits: RateLimitStore, ip: string): Promise<void> {
  if ((await limits.increment(`lookup:${ip}`, LOOKUP_LIMIT.windowMs)) > LOOKUP_LIMIT.count) {
    throw new AppError(429, ACCOUNT_TEXTS.lookupTooFrequent);
  }
}

export async function accountExists(db: Db, account: string): Promise<boolean> {
  return (await findUserByAccount(db, account)) !== undefined;
}

/** Register codes go only to unregistered phones, forget codes only to registered ones. */
export async function sendPurposeCode(
  db: Db,
  sms: SmsProvider,
  limits: RateLimitStore,
  request: SendCodeRequest,
): Promise<void> {
  await limitLookups(limits, request.ip);
  const registered = (await findUserByPhone(db, request.phone)) !== undefined;
  if (request.purpose === 'register' && registered) throw duplicateAccount();
  if (request.purpose === 'forget' && !registered) throw phoneNotRegistered();
  await sendCode(db, sms, limits, request);
}

/**
 * Creates the account (and, for a tenant, its company) with registration status 0 and
 * the chosen password; the code is used up in the same transaction.
 */
export async function register(
  db: Db,
  form: RegisterRequest & { type: 0 | 1 | 2 },
): Promise<{ account: string }> {
  if (await accountExists(db, form.account)) throw duplicateAccount();
  const codeId = await verifyCode(db, { phone: form.account, purpose: 'register', code: form.code });
  const passwordHash = await hashPassword(form.password);
  const now = nowIso();
  const isTenant = form.type === 0;

  await withTransaction(db, async (trx) => {
    await useCode(trx, codeId);
    const tenantId = isTenant
      ? await insertTenant(trx, { name: `租户${form.account.slice(-4)}`, code: null, createTime: now })
      : null;
    const userId = await insertUser(trx, {
      account: form.account,
      phone: form.account,
      realName: form.realName || `用户${form.account.slice(-4)}`,
      passwordHash,
      role: isTenant ? 'tenant' : 'develop',
      tenantId,
      isAdministrator: isTenant ? 1 : 0,
      createTime: now,
    }).catch((error: unknown) => {
      // Two registrations racing for one phone: the unique index decides.
      throw /unique|duplicate/i.test(String(error)) ? duplicateAccount() : error;
    });
    const images = [form.idCardFornt, form.idCardTail, form.businessLicense].filter((p): p is string => !!p);
    await claimUploads(trx, images, userId);
    await insertRegistration(trx, {
      userId,
      type: form.type,
      status: 0,
      adminIdCard: form.adminIdCard || null,
      idCardFront: form.idCardFornt || null,
      idCardTail: form.idCardTail || null,
      businessLicense: form.businessLicense || null,
      createTime: now,
      updateTime: now,
    });
  });
  return { account: form.account };
}

/**
 * Step 0 of forget: a correct code becomes a single-use reset ticket (the id the spec returns),
 * stored only as its hash.
 */
export async function verifyForgetCode(db: Db, phone: string, code: string): Promise<string> {
  const user = await findUserByPhone(db, phone);
  if (!user) throw phoneNotRegistered();
  const codeId = await verifyCode(db, { phone, purpose: 'forget', code });
  const ticket = randomToken();
  await withTransaction(db, async (trx) => {
    await useCode(trx, codeId);
    await insertResetTicket(trx, {
      ticketHash: sha256(ticket),
      userId: user.id,
      expireTime: isoIn(RESET_TICKET_VALID_MS),
      usedTime: null,
    });
  });
  return ticket;
}

/** Step 1 of forget: sets the new password and ends every session of the account. */
export async function resetPassword(db: Db, ticket: string, passwordMd5: string): Promise<void> {
  const passwordHash = await hashPassword(passwordMd5);
  await withTransaction(
    db,
    async (trx) => {
      const userId = await useResetTicket(trx, sha256(ticket), nowIso());
      if (userId === undefined) {
        throw new AppError(400, ACCOUNT_TEXTS.resetTicketInvalid, { errorCode: 'RESET_TICKET_INVALID' });
      }
      await updatePasswordHash(trx, userId, passwordHash);
      await deleteSessionsOfUser(trx, userId);
    },
    // Its sessions end in every process's session cache too.
    { invalidates: ['sessions'] },
  );
}

/** The development SMS outbox (only with SMS_OUTBOX on): the codes a tester would receive. */
export { listOutbox } from '../sms/sms.repository.ts';
