import { selectUsers, type UserRow } from '../accounts/user.repository.ts';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, nowIso } from '../lib/time.ts';
import { deleteSession, insertSession, touchSession } from './session.repository.ts';
import { cachedSession, forgetSession, rememberSession, sessionCacheVersion } from './session-cache.ts';

/** A session ends after this long unused; each use pushes the end out again (sliding). */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** …but never lives longer than this in all. */
export const SESSION_MAX_MS = 7 * DAY_MS;
/** Renewal writes at most this often, so reads do not turn into writes on every call. */
const RENEW_EVERY_MS = MINUTE_MS;

function expiryFrom(now: Date, createTime: string): string {
  const hardEnd = new Date(createTime).getTime() + SESSION_MAX_MS;
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardEnd)).toISOString();
}

/** Opens a session; the token goes to the client once and is stored only hashed. */
export async function openSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  const createTime = nowIso(now);
  await insertSession(db, {
    tokenHash: sha256(token),
    userId,
    createTime,
    lastUsedTime: createTime,
    expireTime: expiryFrom(now, createTime),
  });
  return token;
}

/**
 * The user behind a token, or null when it is unknown or expired. Renews a live one. Read from
 * the session cache when it was resolved lately (session-cache.ts), else with one query.
 */
export async function resolveSessionUser(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const tokenHash = sha256(token);
  const nowText = nowIso(now);
  let session = cachedSession(db, tokenHash, now.getTime());
  // Another process may have renewed it since: only the row says a session has ended.
  if (session && session.expireTime <= nowText) {
    forgetSession(db, tokenHash);
    session = undefined;
  }
  if (!session) {
    const version = sessionCacheVersion(db);
    const row = await selectUsers(db)
      .innerJoin('session as s', 's.userId', 'u.id')
      .select([
        's.createTime as sessionCreateTime',
        's.lastUsedTime as sessionLastUsedTime',
        's.expireTime as sessionExpireTime',
      ])
      .where('s.tokenHash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const { sessionCreateTime, sessionLastUsedTime, sessionExpireTime, ...user } = row;
    session = {
      user,
      createTime: sessionCreateTime,
      lastUsedTime: sessionLastUsedTime,
      expireTime: sessionExpireTime,
    };
    rememberSession(db, tokenHash, session, version, now.getTime());
  }
  // A disabled account's sessions are deleted with it; this holds should one slip in between.
  if (session.expireTime <= nowText || session.user.disabled) {
    forgetSession(db, tokenHash);
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - new Date(session.lastUsedTime).getTime() >= RENEW_EVERY_MS) {
    const expireTime = expiryFrom(now, session.createTime);
    await touchSession(db, tokenHash, nowText, expireTime);
    // The cached entry renews with the row (another process renews its own copy when it writes).
    session.lastUsedTime = nowText;
    session.expireTime = expireTime;
  }
  return session.user;
}

/**
 * The user behind a token whose session was resolved lately (the session cache), is live, and
 * needs nothing written now (its renewal is not due): the front door answers such a caller's
 * kept reads at once. Otherwise undefined, and the request goes the whole way
 * (`resolveSessionUser`), which reads, renews or ends the session.
 */
export function recentSessionUser(db: Db, token: string, now = Date.now()): UserRow | undefined {
  const session = cachedSession(db, sha256(token), now);
  if (!session || session.user.disabled || session.expireTime <= nowIso(new Date(now))) return undefined;
  if (now - Date.parse(session.lastUsedTime) >= RENEW_EVERY_MS) return undefined;
  return session.user;
}

/** Ends a session, in every process: the session cache is dropped after the commit. */
export async function closeSession(db: Db, token: string): Promise<void> {
  await withTransaction(db, (trx) => deleteSession(trx, sha256(token)), { invalidates: ['sessions'] });
}
