import { ACCOUNT_TEXTS, type HandoverTarget } from '@portal/shared/accounts';
import type { Request } from '../api/request';
import type { PortalStorage } from '../api/storage';
import { certificationPath } from './access';
import { CONSOLE_TARGETS, handoverAddress } from './handover';
import { readSession } from './useSession';

export interface HandoverDeps {
  request: Pick<Request, 'post'>;
  storage: PortalStorage;
  /** Opens another site (or a built-in one) by a full page load. */
  assign: (url: string) => void;
  navigate: (to: string) => unknown;
}

/**
 * Opens a site with a fresh single-use code (spec 000 §6: 控制台, the developer
 * community). Refusals are shown by the request layer; an account still to be certified
 * is taken to its certification page. Resolves true when the site is being opened.
 */
export async function goToSite(target: HandoverTarget, deps: HandoverDeps): Promise<boolean> {
  try {
    deps.assign(await handoverAddress(deps.request, target));
    return true;
  } catch (error) {
    if ((error as { msg?: unknown } | null)?.msg === ACCOUNT_TEXTS.certificationIncomplete) {
      void deps.navigate(certificationPath(readSession(deps.storage)));
    }
    return false;
  }
}

/** 控制台: operators to the system, developers to the community, tenants to the workbench. */
export async function openConsole(deps: HandoverDeps): Promise<boolean> {
  const { role } = readSession(deps.storage);
  if (!role) {
    // A session from before roles were stored: the account area still knows the way.
    void deps.navigate('/admin');
    return false;
  }
  return goToSite(CONSOLE_TARGETS[role], deps);
}
