import { STORAGE_KEYS } from '@portal/shared/constants';
import { firstScreenAddresses } from '@portal/shared/first-screen-addresses';
import { urlOf } from '../api/call';
import { type Request, request } from '../api/request';
import { type PortalStorage, storage } from '../api/storage';
import { notifySessionChange } from '../session/useSession';

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
    await deps.request.get(urlOf(firstScreenAddresses.logout), undefined, { silent: true });
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
