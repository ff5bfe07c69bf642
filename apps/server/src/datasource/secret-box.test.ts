import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCE_KEY_FILE, developmentKey, open, SealError, seal } from './secret-box.ts';

describe('data-source password sealing (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = seal(key, 'S3cret-密码');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('S3cret');
    expect(open(key, sealed)).toBe('S3cret-密码');
    expect(seal(key, 'S3cret-密码')).not.toBe(sealed);
    expect(open(key, seal(key, ''))).toBe('');
  });

  it('refuses a changed byte, a cut text and another key', () => {
    const sealed = seal(key, 'password');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const index of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(() => open(key, `v1:${changed.toString('base64')}`)).toThrow(SealError);
    }
    expect(() => open(key, `v1:${bytes.subarray(0, 20).toString('base64')}`)).toThrow(SealError);
    expect(() => open(randomBytes(32), sealed)).toThrow(SealError);
    expect(() => open(key, 'password')).toThrow(SealError);
  });

  it('makes a development key once and keeps it under the data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-key-'));
    try {
      const first = developmentKey(dir);
      expect(first).toHaveLength(32);
      expect(developmentKey(dir).equals(first)).toBe(true);
      const mode = fs.statSync(path.join(dir, DATA_SOURCE_KEY_FILE)).mode & 0o777;
      expect(mode).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
