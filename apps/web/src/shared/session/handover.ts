import { siteAdmitsRole } from '@portal/shared/access';
import type { CurrentUser, LoginResult, SecondDomain } from '@portal/shared/accounts';
import type { HandoverTarget, Role } from '@portal/shared/accounts-constants';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { firstScreenAddresses as authApi } from '@portal/shared/first-screen-addresses';
import { urlOf } from '../api/call';
import type { Request } from '../api/request';
import type { PortalStorage } from '../api/storage';
import { saveLoginResult, storeRegistrationStatus } from './session-store';
import { readSession, type Session } from './useSession';

/**
 * The single-use-code handover (DESIGN.md): the portal asks the server for an address
 * carrying a code, the page at that address exchanges the code for a session.
 */

/** Where each role's 控制台 leads (spec 000 §6). */
export const CONSOLE_TARGETS: Record<Role, HandoverTarget> = {
  operate: 'system',
  develop: 'community',
  tenant: 'workbench',
};

/**
 * A path of this site: one leading '/', not '//' or '/\' (another host), and no control
 * characters or spaces (browsers drop tabs and newlines, turning '/\t/x' into '//x').
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\\\s\u0000-\u001f\u007f]/.test(value);
}

/** The `redirect` of /minddle when it is a path of this site, else the home page. */
export function safeRedirect(value: string | null | undefined): string {
  return isSameSitePath(value) ? value : '/';
}

// A code works once: a second exchange of the same code (React's StrictMode runs effects
// twice in development) must share the first answer instead of failing.
const exchanges = new Map<string, Promise<LoginResult>>();

/** Trades a handover code for a session and stores it (token, role, user, tenant). */
export function exchangeHandoverCode(
  code: string,
  deps: { request: Pick<Request, 'get'>; storage: PortalStorage; silent?: boolean },
): Promise<LoginResult> {
  const known = exchanges.get(code);
  if (known) return known;
  const exchange = deps.request
    .get<LoginResult>(urlOf(authApi.exchange), { code }, { silent: deps.silent ?? false })
    .then(({ data }) => {
      saveLoginResult(deps.storage, data);
      return data;
    });
  exchanges.set(code, exchange);
  return exchange;
}

/** Asks for the address of a built-in or configured site, carrying a fresh handover code. */
export async function handoverAddress(
  request: Pick<Request, 'post'>,
  target: HandoverTarget,
): Promise<string> {
  const { data } = await request.post<string>(urlOf(authApi.judgment), { target });
  return data;
}

/** Developers and tenant administrators may open the developer community (spec 000 §6). */
export function mayOpenCommunity(session: Session): boolean {
  return session.loggedIn && siteAdmitsRole('community', session);
}

/** Root behaviour (spec 002 §2.3): check a stored token, keep the second-domain hosts. */
export async function startSession(deps: { request: Pick<Request, 'get'>; storage: PortalStorage }) {
  const { request, storage } = deps;
  const checks: Promise<unknown>[] = [
    request
      .get<SecondDomain>(urlOf(authApi.secondDomain), undefined, { silent: true })
      .then(({ data }) => storage.setJson(STORAGE_KEYS.domain, data)),
  ];
  const session = readSession(storage);
  if (session.loggedIn && session.certified) {
    checks.push(request.get(urlOf(authApi.checkToken), undefined, { silent: true }));
  } else if (session.loggedIn) {
    // Still to be certified as far as this browser knows: the current user (which checks the
    // token too) tells whether an operator has approved since the login.
    checks.push(
      request
        .get<CurrentUser>(urlOf(authApi.currentUser), undefined, { silent: true })
        .then(({ data }) => storeRegistrationStatus(storage, data.registration.status)),
    );
  }
  await Promise.allSettled(checks);
}
