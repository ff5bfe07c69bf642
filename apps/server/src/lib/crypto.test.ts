import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, md5, needsRehash, verifyPassword } from './crypto.ts';

/** A hash in the format stored before argon2id: scrypt, N = 2^14. */
function legacyScryptHash(passwordMd5: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(passwordMd5, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  const secret = md5('demo1234');

  it('are argon2id with OWASP settings, salted, in the self-describing PHC format', async () => {
    const first = await hashPassword(secret);
    const second = await hashPassword(secret);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(secret, first)).toBe(true);
    expect(await verifyPassword(md5('demo12345'), first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('still verify the earlier scrypt format, which is marked for rehashing', async () => {
    const legacy = legacyScryptHash(secret);
    expect(await verifyPassword(secret, legacy)).toBe(true);
    expect(await verifyPassword(md5('other123'), legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('marks argon2 hashes of weaker settings for rehashing, and refuses what is not a hash', async () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
    expect(await verifyPassword(secret, '$argon2id$garbage')).toBe(false);
    expect(await verifyPassword(secret, 'scrypt$16384$8$1$bad')).toBe(false);
    expect(await verifyPassword(secret, 'plain')).toBe(false);
  });
});
