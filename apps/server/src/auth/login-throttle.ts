import { ACCOUNT_TEXTS } from '@portal/shared';
import { AppError } from '../http/errors.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { MINUTE_MS } from '../lib/time.ts';

/**
 * Slows down password guessing without locking the rightful owner out for long: after 5
 * wrong passwords for an account (or 30 from one address) further tries wait out a
 * 5-minute (15-minute) window. A correct password clears the account's count.
 */
export const LOGIN_LIMITS = {
  perAccount: { failures: 5, windowMs: 5 * MINUTE_MS },
  perIp: { failures: 30, windowMs: 15 * MINUTE_MS },
} as const;

const accountKey = (account: string) => `login:account:${account.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

export async function assertLoginAllowed(store: RateLimitStore, account: string, ip: string): Promise<void> {
  if (
    (await store.get(accountKey(account))) >= LOGIN_LIMITS.perAccount.failures ||
    (await store.get(ipKey(ip))) >= LOGIN_LIMITS.perIp.failures
  ) {
    throw new AppError(429, ACCOUNT_TEXTS.tooManyLoginFailures);
  }
}

export async function recordLoginFailure(store: RateLimitStore, account: string, ip: string): Promise<void> {
  await store.increment(accountKey(account), LOGIN_LIMITS.perAccount.windowMs);
  await store.increment(ipKey(ip), LOGIN_LIMITS.perIp.windowMs);
}

export async function recordLoginSuccess(store: RateLimitStore, account: string): Promise<void> {
  await store.reset(accountKey(account));
}
