import { STORAGE_KEYS } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { type Request, request } from '../api/request';
import { type PortalStorage, storage } from '../api/storage';

const SESSION_EVENT = 'portal:session-change';

/** Tells the shell that the stored session changed in this tab (login, logout). */
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

function hasToken(): boolean {
  return Boolean(storage.get(STORAGE_KEYS.token));
}

/** Logged in = a token is stored. Read again on every render, so a navigation also refreshes it. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}

interface LogoutDeps {
  request: Pick<Request, 'get'>;
  storage: Pick<PortalStorage, 'clearAll' | 'get' | 'set'>;
}

/**
 * Logs out: tells the server (quietly), then forgets everything stored in the browser but
 * the remembered account, also when the server call fails, so the visitor is never left
 * half logged in.
 */
export async function logout(deps: LogoutDeps = { request, storage }): Promise<void> {
  const store = deps.storage;
  try {
    await deps.request.get('/api/oauth/Logout', undefined, { silent: true });
  } catch {
    // The server may be unreachable or the token already expired; logging out locally is what counts.
  } finally {
    // The account remembered by remember-me is a preference, not session data (no secret in it).
    const remembered = store.get(STORAGE_KEYS.accountInfo);
    store.clearAll();
    if (remembered) store.set(STORAGE_KEYS.accountInfo, remembered);
    notifySessionChange();
  }
}
