import type { HandoverTarget } from '@portal/shared/accounts-constants';
import { type Request, RequestError } from '../api/request';
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
export async function goToSite(
  target: HandoverTarget,
  deps: HandoverDeps,
  /** Added to the site's address, e.g. the app the workbench opens on (进入应用). */
  query: Record<string, string> = {},
): Promise<boolean> {
  try {
    deps.assign(withSiteQuery(await handoverAddress(deps.request, target), query));
    return true;
  } catch (error) {
    if (error instanceof RequestError && error.errorCode === 'CERTIFICATION_INCOMPLETE') {
      void deps.navigate(certificationPath(readSession(deps.storage)));
    }
    return false;
  }
}

/** The handover address with more query values (it may be relative, for a built-in site). */
export function withSiteQuery(address: string, query: Record<string, string>): string {
  const entries = Object.entries(query);
  if (entries.length === 0) return address;
  const separator = address.includes('?') ? '&' : '?';
  return address + separator + new URLSearchParams(entries).toString();
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
