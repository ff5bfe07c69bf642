import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Data-source passwords at rest (issue 21 part 5): AES-256-GCM with a key from the
 * configuration (DATASOURCE_KEY). A sealed text is `v1:` and base64 of a fresh 12-byte IV, the
 * 16-byte tag and the ciphertext; a changed byte or another key fails to open.
 */

export const DATA_SOURCE_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1:';
/** Where a development or test server keeps the key it made (under the data folder). */
export const DATA_SOURCE_KEY_FILE = 'datasource.key';

export class SealError extends Error {}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function open(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new SealError('unknown sealed format');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealError('sealed text too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealError('sealed text was changed or the key differs');
  }
}

/**
 * The key of a development or test server with no DATASOURCE_KEY: made once at random and kept
 * in `<dataDir>/datasource.key` (owner-only), so stored passwords still open after a restart.
 * Production never comes here: there the configuration must name the key.
 */
export function developmentKey(dataDir: string): Buffer {
  const file = path.join(dataDir, DATA_SOURCE_KEY_FILE);
  try {
    const stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length === DATA_SOURCE_KEY_BYTES) return stored;
  } catch {
    // None yet: made below.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(DATA_SOURCE_KEY_BYTES);
  try {
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    // Another process made it first: use theirs.
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}
