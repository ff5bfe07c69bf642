import type { RegistrationInfo, UserInfo } from '@portal/shared/accounts';
import { CERTIFICATION_STATUS, ROLES, type Role } from '@portal/shared/accounts-constants';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { useSyncExternalStore } from 'react';
import { type PortalStorage, storage } from '../api/storage';

/**
 * The one reader of the stored session (token, role, user info, registration). React code
 * calls `useSession()`; code outside React (the request layer's headers, the handover and
 * console helpers) reads through `readSession` and `sessionAccess`. What a login stores is
 * written by `session-store.ts`, which calls `notifySessionChange()`.
 */
export interface Session {
  /** A token is stored. */
  loggedIn: boolean;
  /** The role chosen at login, else the one in the user info; null for a visitor. */
  role: Role | null;
  user: UserInfo | null;
  /** The user's tenant, null outside one. */
  tenantId: number | null;
  isAdministrator: boolean;
  /**
   * Certified as far as the browser knows (the server decides): an approved registration,
   * or none of one's own to complete (a member an administrator added, an operator). The
   * registration is the one the login looked up (spec 000 §4).
   */
  certified: boolean;
}

export const VISITOR_SESSION: Session = {
  loggedIn: false,
  role: null,
  user: null,
  tenantId: null,
  isAdministrator: false,
  certified: false,
};

export type SessionSource = Pick<PortalStorage, 'get'>;

const SESSION_EVENT = 'portal:session-change';

/** Tells every reader that the stored session changed in this tab (login, logout). */
export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  // Another tab logging in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function parsed<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isRole(value: string | null): value is Role {
  return (ROLES as readonly (string | null)[]).includes(value);
}

function isCertified(role: Role | null, registration: RegistrationInfo | null): boolean {
  if (role === 'operate' || registration === null) return true;
  return (
    registration.id === null ||
    registration.isTenantUser ||
    registration.status === CERTIFICATION_STATUS.approved
  );
}

function sessionFrom(raw: readonly (string | null)[]): Session {
  const [token, storedRole, userInfo, registerInfo] = raw;
  if (!token) return VISITOR_SESSION;
  const user = parsed<UserInfo>(userInfo ?? null);
  const role = isRole(storedRole ?? null) ? (storedRole as Role) : (user?.role ?? null);
  return {
    loggedIn: true,
    role,
    user,
    tenantId: user?.tenantId ?? null,
    isAdministrator: user?.isAdministrator === true,
    certified: isCertified(role, parsed<RegistrationInfo>(registerInfo ?? null)),
  };
}

// Read afresh on every call (another tab, or a test, may have written), but the same object
// is handed out while nothing changed, as useSyncExternalStore requires.
let last: { key: string; session: Session } | null = null;

/** The stored session now (outside React; components use `useSession`). */
export function readSession(store: SessionSource = storage): Session {
  const raw = [
    store.get(STORAGE_KEYS.token),
    store.get(STORAGE_KEYS.role),
    store.get(STORAGE_KEYS.userInfo),
    store.get(STORAGE_KEYS.registerInfo),
  ];
  const key = JSON.stringify(raw);
  if (last?.key !== key) last = { key, session: sessionFrom(raw) };
  return last.session;
}

/** The session, read again whenever it changes (login, logout, another tab) and on every render. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => VISITOR_SESSION);
}

/** What the request layer reads and resets for its headers (spec 002 §7.1, §8.1). */
export interface SessionAccess {
  token(): string | null;
  tenantId(): string | null;
  /** Forgets the stored token (spec 002 §8.1 "the stored token is reset"). */
  forgetToken(): void;
}

export const sessionAccess: SessionAccess = {
  token: () => storage.get(STORAGE_KEYS.token),
  tenantId: () => storage.get(STORAGE_KEYS.tenantId),
  forgetToken: () => {
    storage.remove(STORAGE_KEYS.token);
    notifySessionChange();
  },
};
