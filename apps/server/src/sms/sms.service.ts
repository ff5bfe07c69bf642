import { randomInt } from 'node:crypto';
import { ACCOUNT_TEXTS, GUARD_CODES } from '@portal/shared/accounts';
import { SITE_NAME } from '@portal/shared/constants';
import { consumeSliderTicket } from '../captcha/captcha.service.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { AppError } from '../http/errors.ts';
import { sha256 } from '../lib/crypto.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { DAY_MS, HOUR_MS, isoIn, MINUTE_MS, nowIso } from '../lib/time.ts';
import type { SmsProvider, SmsPurpose } from './sms.provider.ts';
import {
  countCodesSince,
  findLatestCode,
  findLatestCodeTime,
  insertCode,
  markCodeUsed,
  setFailedTries,
} from './sms.repository.ts';

export const SMS_LIMITS = {
  validMs: 5 * MINUTE_MS,
  maxWrongTries: 5,
  perPhoneIntervalMs: 60_000,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  perIpPerHour: 30,
  /** Codes a phone or an address gets in an hour as the spec asks; beyond, the drag slider first. */
  withoutSliderPerHour: 2,
} as const;

function codeHash(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256(`${phone}:${purpose}:${code}`);
}

export interface SendCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  /** A passed drag slider's ticket: needed once the phone or the address has had two codes this hour. */
  ticket?: string | undefined;
  /**
   * Sent by a signed-in operator from the console (发送重置验证码): no drag slider is asked for
   * (it tells people from scripts; the operator is known), every per-phone and per-address cap holds.
   */
  byOperator?: boolean;
}

/**
 * Issues a 6-digit code after the limits (429 when exceeded): one a minute, 5 an hour and 10 a
 * day per phone, 30 an hour per address; beyond two codes an hour for the phone or the address,
 * only with a passed drag slider's ticket (400 with code GUARD_CODES.sliderRequired without).
 * The phone is taken and the address's count reserved atomically before anything is read, so
 * parallel requests cannot slip past the limits together; a refused request gives both back.
 */
export async function sendCode(
  db: Db,
  provider: SmsProvider,
  limits: RateLimitStore,
  request: SendCodeRequest,
  now = new Date(),
): Promise<void> {
  const { phone, purpose, ip } = request;
  const phoneKey = `sms:phone:${phone}`;
  const addressKey = `sms:ip:${ip}`;
  if ((await limits.claim(phoneKey, SMS_LIMITS.perPhoneIntervalMs)) > 0) {
    throw new AppError(429, ACCOUNT_TEXTS.codeTooSoon);
  }
  const fromAddress = await limits.increment(addressKey, HOUR_MS);
  try {
    const sentToPhoneThisHour = await checkLimits(db, phone, fromAddress, now);
    if (
      !request.byOperator &&
      (sentToPhoneThisHour >= SMS_LIMITS.withoutSliderPerHour ||
        fromAddress > SMS_LIMITS.withoutSliderPerHour)
    ) {
      await useSliderTicket(db, request.ticket ?? '');
    }
    await deliver(db, provider, { phone, purpose, ip }, now);
  } catch (error) {
    await Promise.all([limits.reset(phoneKey), limits.release(addressKey)]);
    throw error;
  }
}

/** The limits kept in the database (they outlive a restart); answers the phone's codes this hour. */
async function checkLimits(db: Db, phone: string, fromAddress: number, now: Date) {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const latestTime = await findLatestCodeTime(db, phone);
  if (latestTime && latestTime > since(SMS_LIMITS.perPhoneIntervalMs)) {
    throw new AppError(429, ACCOUNT_TEXTS.codeTooSoon);
  }
  const sentToPhoneSince = (ms: number) => countCodesSince(db, phone, since(ms));
  if ((await sentToPhoneSince(DAY_MS)) >= SMS_LIMITS.perPhonePerDay) {
    throw new AppError(429, ACCOUNT_TEXTS.codeDailyLimit);
  }
  const thisHour = await sentToPhoneSince(HOUR_MS);
  if (thisHour >= SMS_LIMITS.perPhonePerHour) throw new AppError(429, ACCOUNT_TEXTS.codeHourlyLimit);
  if (fromAddress > SMS_LIMITS.perIpPerHour) throw new AppError(429, ACCOUNT_TEXTS.codeIpLimit);
  return thisHour;
}

/** The slider's refusals carry the slider code, so the page opens the slider (again). */
async function useSliderTicket(db: Db, ticket: string): Promise<void> {
  try {
    await consumeSliderTicket(db, ticket);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.status, error.message, {
      code: GUARD_CODES.sliderRequired,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    });
  }
}

async function deliver(
  db: Db,
  provider: SmsProvider,
  { phone, purpose, ip }: { phone: string; purpose: SmsPurpose; ip: string },
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withTransaction(db, async (trx) => {
    await insertCode(trx, {
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      ip,
      createTime: nowIso(now),
      expireTime: isoIn(SMS_LIMITS.validMs, now),
      usedTime: null,
    });
    await provider.send(trx, {
      phone,
      purpose,
      code,
      content: `【${SITE_NAME}】您的验证码为 ${code}，5分钟内有效，请勿泄露给他人。`,
    });
  });
}

/** A refused SMS code, said on the form's code field. */
const codeRefused = (message: string) => new AppError(400, message, { fieldErrors: { code: message } });

/**
 * Checks a code against the newest one sent to the phone for the purpose, counting wrong
 * tries (five kill the code). Returns the code's id for `useCode`, which the caller runs
 * inside the transaction that does what the code allows: if that fails, the code stays usable.
 */
export async function verifyCode(
  db: Db,
  request: { phone: string; purpose: SmsPurpose; code: string },
  now = new Date(),
): Promise<number> {
  const { phone, purpose, code } = request;
  const latest = await findLatestCode(db, phone, purpose);
  if (!latest || latest.usedTime !== null) throw codeRefused(ACCOUNT_TEXTS.codeWrong);
  if (latest.failedTries >= SMS_LIMITS.maxWrongTries) throw codeRefused(ACCOUNT_TEXTS.codeTooManyTries);
  if (latest.expireTime <= nowIso(now)) throw codeRefused(ACCOUNT_TEXTS.codeExpired);
  if (latest.codeHash !== codeHash(phone, purpose, code)) {
    const failedTries = latest.failedTries + 1;
    await setFailedTries(db, latest.id, failedTries);
    throw codeRefused(
      failedTries >= SMS_LIMITS.maxWrongTries ? ACCOUNT_TEXTS.codeTooManyTries : ACCOUNT_TEXTS.codeWrong,
    );
  }
  return latest.id;
}

/** Marks a verified code used; a second use (even a concurrent one) fails. */
export async function useCode(db: Db, codeId: number, now = new Date()): Promise<void> {
  if (!(await markCodeUsed(db, codeId, nowIso(now)))) throw codeRefused(ACCOUNT_TEXTS.codeWrong);
}
