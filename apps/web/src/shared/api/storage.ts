import { STORAGE_PREFIX, type StorageKey } from '@portal/shared/constants';

/**
 * Browser storage of spec 000 §3: every key lives under STORAGE_PREFIX in localStorage,
 * so clearing our keys never touches what other apps on the same origin keep.
 * No password is ever stored (DESIGN.md "Where we differ from the spec").
 */
function prefixed(key: StorageKey): string {
  return STORAGE_PREFIX + key;
}

export const storage = {
  get(key: StorageKey): string | null {
    // Rendering on the server (a visitor's public page): nothing is stored there.
    if (typeof localStorage === 'undefined') return null;
    return localStorage.getItem(prefixed(key));
  },

  /** The parsed value, or null when nothing (or something unreadable) is stored. */
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  set(key: StorageKey, value: string): void {
    localStorage.setItem(prefixed(key), value);
  },

  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },

  remove(key: StorageKey): void {
    localStorage.removeItem(prefixed(key));
  },

  /** Removes only our prefixed keys. */
  clearAll(): void {
    const ours: string[] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
    }
    // Collected first: removing while iterating shifts the indexes.
    for (const key of ours) localStorage.removeItem(key);
  },
};

export type PortalStorage = typeof storage;
