import { ACCOUNT_TEXTS } from '@portal/shared/accounts';
import { AppError } from '../http/errors.ts';
import type { RateLimitStore } from '../lib/rate-limit.ts';
import { MINUTE_MS } from '../lib/time.ts';

/**
 * Slows password guessing without giving anyone a way to lock the owner out:
 * - every attempt is reserved (counted atomically) before the password hash runs, so parallel
 *   requests each see their own count and none slips past the limits;
 * - after 3 wrong passwords for an account (from anywhere), or 20 from one address (any
 *   accounts), within 15 minutes, a login to that account (from that address) must carry the
 *   image captcha: the owner still gets in by solving it, a script has to solve one per guess;
 * - from one address on one account, from the third try on each try must come 1 s, 2 s, 4 s …
 *   (60 s at most) after the one before: only that address is slowed, never the owner elsewhere;
 * - 300 attempts from one address within 15 minutes refuse it for the rest of the window, a
 *   guard against floods only (behind a reverse proxy set TRUST_PROXY, or every user shares
 *   the proxy's address).
 * A correct password gives its reservation back and clears the account's counts; for the next
 * two minutes that account needs no captcha from that address (a login flow makes two calls).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE_MS,
  captchaAfterAccountFailures: 3,
  captchaAfterAddressFailures: 20,
  delayAfterPairFailures: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  addressFlood: 300,
  provenMs: 2 * MINUTE_MS,
} as const;

const normal = (account: string) => account.trim().toLowerCase();
const keysFor = (account: string, ip: string) => ({
  account: `login:account:${normal(account)}`,
  address: `login:ip:${ip}`,
  pair: `login:pair:${ip}|${normal(account)}`,
  wait: `login:wait:${ip}|${normal(account)}`,
  proven: `login:proven:${ip}|${normal(account)}`,
});

export interface LoginAttempt {
  /** This attempt must carry a correct image captcha before its password is checked. */
  captchaRequired: boolean;
  /** Should this attempt's password be wrong, the next attempt needs the captcha. */
  captchaAfterFailure: boolean;
  /** The password was right: give the reservation back and clear the account's counts. */
  succeeded(): Promise<void>;
}

/** The pause one address must leave after its `tries`-th try at one account before the next. */
export function pairDelayMs(tries: number): number {
  if (tries < LOGIN_LIMITS.delayAfterPairFailures) return 0;
  const doublings = tries - LOGIN_LIMITS.delayAfterPairFailures;
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(doublings, 16), LOGIN_LIMITS.maxDelayMs);
}

/**
 * Counts the attempt before anything is checked; refuses it (429) only for a flood from its
 * address or a try sooner than the address's pause allows.
 */
export async function reserveLoginAttempt(
  store: RateLimitStore,
  account: string,
  ip: string,
): Promise<LoginAttempt> {
  const keys = keysFor(account, ip);
  const { windowMs } = LOGIN_LIMITS;
  const [onAccount, fromAddress, fromPair, proven] = await Promise.all([
    store.increment(keys.account, windowMs),
    store.increment(keys.address, windowMs),
    store.increment(keys.pair, windowMs),
    store.get(keys.proven),
  ]);
  if (fromAddress > LOGIN_LIMITS.addressFlood) throw new AppError(429, ACCOUNT_TEXTS.tooManyLoginFailures);
  // Taken only when the previous try's pause is over; then this try sets the pause after it.
  const pause = pairDelayMs(fromPair);
  if (pause > 0 && (await store.claim(keys.wait, pause)) > 0) {
    throw new AppError(429, ACCOUNT_TEXTS.loginTooFrequent);
  }
  return {
    captchaRequired:
      proven === 0 &&
      (onAccount > LOGIN_LIMITS.captchaAfterAccountFailures ||
        fromAddress > LOGIN_LIMITS.captchaAfterAddressFailures),
    captchaAfterFailure:
      onAccount >= LOGIN_LIMITS.captchaAfterAccountFailures ||
      fromAddress >= LOGIN_LIMITS.captchaAfterAddressFailures,
    async succeeded() {
      await Promise.all([
        store.reset(keys.account),
        store.reset(keys.pair),
        store.reset(keys.wait),
        store.release(keys.address),
        store.increment(keys.proven, LOGIN_LIMITS.provenMs),
      ]);
    },
  };
}
