import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit.ts';

/** Unguessable opaque value for tokens, handover codes and file names. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as this hash, so a leaked table grants nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The package's `Algorithm.Argon2id`, an ambient const enum that isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** The PHC prefix of a hash made with the settings above; anything else is rehashed at login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * Password hashes run on all cores but one (one on a two-core server): each argon2id holds its
 * 19 MiB while it runs, and the thread pool would run four at once. The work is all CPU, so a
 * burst of logins gains nothing from more at once, only size (it took the server's RSS from 220
 * to 290 MB), and with a core left over every other call keeps being answered meanwhile.
 */
const withHashSlot = concurrencyLimit(Math.max(1, os.availableParallelism() - 1));

/**
 * The browser sends md5(password) (spec 000 §5); we keep only a salted argon2id of that, slow
 * on purpose. The stored text describes itself (PHC format: algorithm, version, settings, salt).
 */
export function hashPassword(passwordMd5: string): Promise<string> {
  return withHashSlot(() => argon2Hash(passwordMd5, ARGON2));
}

/** Checks a password against a stored argon2id hash, or a scrypt hash of the earlier format. */
export async function verifyPassword(passwordMd5: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await withHashSlot(() => argon2Verify(stored, passwordMd5));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return withHashSlot(() => verifyScrypt(passwordMd5, stored));
  return false;
}

/** True for a hash of an older algorithm or weaker settings: replace it at the next login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** The earlier format, `scrypt$N$r$p$salt$key` (N = 2^14): still read until its owner logs in. */
async function verifyScrypt(passwordMd5: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(passwordMd5, Buffer.from(salt, 'base64'), expected.length, params, (err, derived) =>
      err ? reject(err) : resolve(derived),
    );
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** md5 hex, as the browser computes it before sending a password. */
export function md5(value: string): string {
  return createHash('md5').update(value).digest('hex');
}
