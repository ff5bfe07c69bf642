import type { LoginResult, Role } from '@portal/shared/accounts';
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { PortalStorage } from '../api/storage';
import { notifySessionChange } from './useSession';

/** Keeps a login's session in the browser: token, role, user info and tenant id (read by useSession.ts). */
export function saveLoginResult(
  store: PortalStorage,
  result: LoginResult,
  role: Role = result.user.role,
): void {
  store.set(STORAGE_KEYS.token, result.token);
  store.set(STORAGE_KEYS.role, role);
  store.setJson(STORAGE_KEYS.userInfo, result.user);
  if (result.user.tenantId === null) store.remove(STORAGE_KEYS.tenantId);
  else store.set(STORAGE_KEYS.tenantId, String(result.user.tenantId));
  notifySessionChange();
}

/** Forgets what a login stored (a failed login, spec 000 §4); the remembered account and the domain config stay. */
export function clearLoginData(store: PortalStorage): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.role,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.tenantId,
    STORAGE_KEYS.kcToken,
    STORAGE_KEYS.registerInfo,
  ]) {
    store.remove(key);
  }
  notifySessionChange();
}

/** Remember-me keeps the account only, never a password (DESIGN.md); null blanks it. */
export function rememberAccount(store: PortalStorage, account: string | null): void {
  if (account) store.set(STORAGE_KEYS.accountInfo, account);
  else store.remove(STORAGE_KEYS.accountInfo);
}

export function rememberedAccount(store: PortalStorage): string {
  return store.get(STORAGE_KEYS.accountInfo) ?? '';
}

/**
 * The certification status the server reports now (the certification pages read it): the
 * stored registration, read at login, follows it, so an approval opens the portal's pages
 * without a new login (useSession reads it).
 */
export function storeRegistrationStatus(store: PortalStorage, status: number): void {
  const raw = store.get(STORAGE_KEYS.registerInfo);
  if (raw === null) return;
  try {
    const info = JSON.parse(raw) as { status?: number };
    if (info.status === status) return;
    store.setJson(STORAGE_KEYS.registerInfo, { ...info, status });
    notifySessionChange();
  } catch {
    // Unreadable: the next login stores it afresh.
  }
}
