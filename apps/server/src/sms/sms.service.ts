import { randomInt } from 'node:crypto';
import { ACCOUNT_TEXTS, SITE_NAME } from '@portal/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { sha256 } from '../lib/crypto.ts';
import { DAY_MS, HOUR_MS, isoIn, MINUTE_MS, nowIso } from '../lib/time.ts';
import type { SmsProvider, SmsPurpose } from './sms.provider.ts';

export const SMS_LIMITS = {
  validMs: 5 * MINUTE_MS,
  maxWrongTries: 5,
  perPhoneIntervalMs: 60_000,
  perPhonePerDay: 10,
  perIpPerHour: 30,
} as const;

function codeHash(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256(`${phone}:${purpose}:${code}`);
}

/** Issues a 6-digit code after checking the per-phone and per-IP limits (429 when exceeded). */
export async function sendCode(
  db: Kysely<Database>,
  provider: SmsProvider,
  request: { phone: string; purpose: SmsPurpose; ip: string },
  now = new Date(),
): Promise<void> {
  const { phone, purpose, ip } = request;
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();

  const latest = await db
    .selectFrom('smsCode')
    .select('createTime')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest && latest.createTime > since(SMS_LIMITS.perPhoneIntervalMs)) {
    throw new AppError(429, ACCOUNT_TEXTS.codeTooSoon);
  }
  const countSince = async (column: 'phone' | 'ip', value: string, ms: number) => {
    const row = await db
      .selectFrom('smsCode')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(column, '=', value)
      .where('createTime', '>', since(ms))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  if ((await countSince('phone', phone, DAY_MS)) >= SMS_LIMITS.perPhonePerDay) {
    throw new AppError(429, ACCOUNT_TEXTS.codeDailyLimit);
  }
  if ((await countSince('ip', ip, HOUR_MS)) >= SMS_LIMITS.perIpPerHour) {
    throw new AppError(429, ACCOUNT_TEXTS.codeIpLimit);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('smsCode')
      .values({
        phone,
        purpose,
        codeHash: codeHash(phone, purpose, code),
        ip,
        createTime: nowIso(now),
        expireTime: isoIn(SMS_LIMITS.validMs, now),
        usedTime: null,
      })
      .execute();
    await provider.send(trx, {
      phone,
      purpose,
      code,
      content: `【${SITE_NAME}】您的验证码为 ${code}，5分钟内有效，请勿泄露给他人。`,
    });
  });
}

/**
 * Checks a code against the newest one sent to the phone for the purpose, counting wrong
 * tries (five kill the code). Returns the code's id for `useCode`, which the caller runs
 * inside the transaction that does what the code allows: if that fails, the code stays usable.
 */
export async function verifyCode(
  db: Kysely<Database>,
  request: { phone: string; purpose: SmsPurpose; code: string },
  now = new Date(),
): Promise<number> {
  const { phone, purpose, code } = request;
  const latest = await db
    .selectFrom('smsCode')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.usedTime !== null) throw new AppError(400, ACCOUNT_TEXTS.codeWrong);
  if (latest.failedTries >= SMS_LIMITS.maxWrongTries) throw new AppError(400, ACCOUNT_TEXTS.codeTooManyTries);
  if (latest.expireTime <= nowIso(now)) throw new AppError(400, ACCOUNT_TEXTS.codeExpired);
  if (latest.codeHash !== codeHash(phone, purpose, code)) {
    const failedTries = latest.failedTries + 1;
    await db.updateTable('smsCode').set({ failedTries }).where('id', '=', latest.id).execute();
    throw new AppError(
      400,
      failedTries >= SMS_LIMITS.maxWrongTries ? ACCOUNT_TEXTS.codeTooManyTries : ACCOUNT_TEXTS.codeWrong,
    );
  }
  return latest.id;
}

/** Marks a verified code used; a second use (even a concurrent one) fails. */
export async function useCode(db: Kysely<Database>, codeId: number, now = new Date()): Promise<void> {
  const used = await db
    .updateTable('smsCode')
    .set({ usedTime: nowIso(now) })
    .where('id', '=', codeId)
    .where('usedTime', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError(400, ACCOUNT_TEXTS.codeWrong);
}
