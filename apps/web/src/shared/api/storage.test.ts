import { STORAGE_KEYS, STORAGE_PREFIX } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage (spec 000 §3)', () => {
  it('keeps every key under the fixed prefix in localStorage', () => {
    storage.set(STORAGE_KEYS.token, 'abc');

    expect(localStorage.getItem(`${STORAGE_PREFIX}token`)).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
    expect(storage.get(STORAGE_KEYS.token)).toBe('abc');
  });

  it('answers null for a key never stored', () => {
    expect(storage.get(STORAGE_KEYS.role)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('stores JSON values and reads them back', () => {
    storage.setJson(STORAGE_KEYS.userInfo, { id: 7, name: '张三' });

    expect(localStorage.getItem(`${STORAGE_PREFIX}userinfo`)).toBe('{"id":7,"name":"张三"}');
    expect(storage.getJson<{ id: number; name: string }>(STORAGE_KEYS.userInfo)).toEqual({
      id: 7,
      name: '张三',
    });
  });

  it('reads unreadable JSON as null instead of throwing', () => {
    localStorage.setItem(`${STORAGE_PREFIX}userinfo`, '{not json');

    expect(storage.getJson(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('removes one key', () => {
    storage.set(STORAGE_KEYS.role, '1');
    storage.remove(STORAGE_KEYS.role);

    expect(localStorage.getItem(`${STORAGE_PREFIX}role`)).toBeNull();
  });

  it('clearAll removes all prefixed keys and leaves other keys alone', () => {
    for (const key of Object.values(STORAGE_KEYS)) storage.set(key, 'x');
    localStorage.setItem('someone-else', 'keep me');

    storage.clearAll();

    for (const key of Object.values(STORAGE_KEYS)) expect(storage.get(key)).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('someone-else')).toBe('keep me');
  });

  it('has no key for a password (DESIGN.md: we never store one)', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.toLowerCase()).not.toContain('password');
  });
});
