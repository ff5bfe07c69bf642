import { authApi, type LoginResult, type RegistrationInfo } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS, CERTIFICATION_STATUS, type Role } from '@portal/shared/accounts-constants';
import { STORAGE_KEYS } from '@portal/shared/constants';
import { urlOf } from '../api/call';
import { type Feedback, getFeedback } from '../api/feedback';
import { type Request, request } from '../api/request';
import { type PortalStorage, storage } from '../api/storage';
import { isSameSitePath } from './handover';
import { hashPassword } from './password';
import { clearLoginData, rememberAccount, saveLoginResult } from './session-store';

/**
 * The login flow of spec 000 §4 and 002 §4: the three role paths, shared by the login
 * dialog, the /Login page and the automatic login after registration.
 */

export interface LoginInput {
  account: string;
  /** Plain text as typed; only its md5 hash is sent (spec 000 §5). */
  password: string;
  role: Role;
  /** true: remember the account (never the password); false: forget it; absent: leave as is. */
  remember?: boolean;
  /** Where a single-sign-on redirect brings the user back to; defaults to the current page. */
  returnTo?: string;
  /** The image captcha, once the server has asked for it (GUARD_CODES.captchaRequired). */
  captcha?: LoginCaptcha | undefined;
}

export interface LoginCaptcha {
  id: string;
  answer: string;
}

export type LoginOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'certify'; to: '/admin/personTent' | '/admin/personDev' }
  | { kind: 'reload' };

export interface LoginFlowDeps {
  request: Pick<Request, 'post'>;
  storage: PortalStorage;
  feedback: () => Feedback;
  /** The page the user is on (path + query), for the return address after single sign-on. */
  currentPath: () => string;
}

/** Raised for a refusal the flow itself decides (the server's refusals arrive as RequestError). */
export class LoginRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRefusedError';
  }
}

const PERSON_TENT = '/admin/personTent';
const PERSON_DEV = '/admin/personDev';
/** Pages that make no sense to come back to once logged in. */
const LOGIN_PAGES = ['/login', '/worklogin', '/register', '/forget', '/minddle'];

export const LOGIN_FOLLOW_DELAY_MS = 500;

function defaultDeps(): LoginFlowDeps {
  return {
    request,
    storage,
    feedback: getFeedback,
    currentPath: () => window.location.pathname + window.location.search,
  };
}

/** The address a handover returns to: the current page, unless it is a login page. */
export function returnPathFor(path: string): string {
  if (!isSameSitePath(path)) return '/';
  const pathname = path.split(/[?#]/)[0]?.toLowerCase() ?? '/';
  return LOGIN_PAGES.includes(pathname) ? '/' : path;
}

/** Adds `redirect=<path>` to a handover address so /minddle brings the user back. */
export function withReturnPath(address: string, path: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(path)}`;
}

let inFlight: Promise<LoginOutcome> | null = null;

/**
 * Runs the login for the chosen role and tells the caller where to go next
 * (follow it with `followLoginOutcome`). Rejects when the login fails: the reason has
 * already been shown to the user and the stored login data is cleared. A second call
 * while one is running joins the first instead of logging in twice.
 */
export function runLoginFlow(input: LoginInput, deps: LoginFlowDeps = defaultDeps()): Promise<LoginOutcome> {
  if (inFlight) return inFlight;
  const running = login(input, deps).finally(() => {
    inFlight = null;
  });
  inFlight = running;
  return running;
}

async function login(input: LoginInput, deps: LoginFlowDeps): Promise<LoginOutcome> {
  const account = input.account.trim();
  const password = hashPassword(input.password);
  const returnTo = returnPathFor(input.returnTo ?? deps.currentPath());
  // Sent with every call of the flow; the server reads it only while it asks for it.
  const captcha = input.captcha ? { captchaId: input.captcha.id, captcha: input.captcha.answer.trim() } : {};
  try {
    const outcome = await pathFor(input.role, { account, password, returnTo, captcha }, deps);
    deps.storage.set(STORAGE_KEYS.role, input.role);
    if (input.remember !== undefined) rememberAccount(deps.storage, input.remember ? account : null);
    return outcome;
  } catch (error) {
    clearLoginData(deps.storage);
    throw error;
  }
}

interface Credentials {
  account: string;
  password: string;
  returnTo: string;
  captcha: { captchaId?: string; captcha?: string };
}

function pathFor(role: Role, credentials: Credentials, deps: LoginFlowDeps): Promise<LoginOutcome> {
  if (role === 'tenant') return tenantPath(credentials, deps);
  if (role === 'develop') return developerPath(credentials, deps);
  return operatorPath(credentials, deps);
}

async function lookUp(
  { account, password, captcha }: Credentials,
  deps: LoginFlowDeps,
  type?: '0',
): Promise<RegistrationInfo> {
  const { data } = await deps.request.post<RegistrationInfo>(urlOf(authApi.lookup), {
    account,
    password,
    ...(type ? { type } : {}),
    ...captcha,
  });
  deps.storage.setJson(STORAGE_KEYS.registerInfo, data);
  return data;
}

/** A plain session in the given role, so the user can finish certification (or work, operators). */
async function plainLogin({ account, password, captcha }: Credentials, role: Role, deps: LoginFlowDeps) {
  const { data } = await deps.request.post<LoginResult>(urlOf(authApi.login), {
    account,
    password,
    role,
    origin: 'password',
    code: null,
    ...captcha,
  });
  saveLoginResult(deps.storage, data, role);
}

async function singleSignOn(
  endpoint: typeof authApi.tenantPortalLogin | typeof authApi.developerPortalLogin,
  account: string,
  { password, returnTo, captcha }: Credentials,
  deps: LoginFlowDeps,
): Promise<LoginOutcome> {
  const { data: address } = await deps.request.post<string>(urlOf(endpoint), {
    account,
    password,
    origin: 'password',
    code: null,
    ...captcha,
  });
  return { kind: 'redirect', to: withReturnPath(address, returnTo) };
}

async function tenantPath(credentials: Credentials, deps: LoginFlowDeps): Promise<LoginOutcome> {
  const info = await lookUp(credentials, deps, '0');
  if (info.status === CERTIFICATION_STATUS.approved || info.id === null || info.isTenantUser) {
    return singleSignOn(authApi.tenantPortalLogin, credentials.account, credentials, deps);
  }
  deps.feedback().message('warning', ACCOUNT_TEXTS.certificationIncomplete);
  await plainLogin(credentials, 'tenant', deps);
  return { kind: 'certify', to: PERSON_TENT };
}

async function developerPath(credentials: Credentials, deps: LoginFlowDeps): Promise<LoginOutcome> {
  const info = await lookUp(credentials, deps);
  if (info.type === 0) {
    deps.feedback().message('error', ACCOUNT_TEXTS.wrongAccountOrRole);
    throw new LoginRefusedError(ACCOUNT_TEXTS.wrongAccountOrRole);
  }
  if (info.status === CERTIFICATION_STATUS.incomplete) {
    deps.feedback().message('warning', ACCOUNT_TEXTS.certificationIncomplete);
    await plainLogin(credentials, 'develop', deps);
    return { kind: 'certify', to: PERSON_DEV };
  }
  if (info.status === CERTIFICATION_STATUS.approved || info.isTenantUser) {
    // Developer accounts carry a role tag before the account (spec 000 §6).
    return singleSignOn(authApi.developerPortalLogin, `develop@${credentials.account}`, credentials, deps);
  }
  // Under review or rejected: the developer centre shows where certification stands.
  await plainLogin(credentials, 'develop', deps);
  return { kind: 'certify', to: PERSON_DEV };
}

async function operatorPath(credentials: Credentials, deps: LoginFlowDeps): Promise<LoginOutcome> {
  await plainLogin(credentials, 'operate', deps);
  return { kind: 'reload' };
}

export interface FollowDeps {
  delayMs?: number;
  /** Leaves the app for an address on another site. */
  assign?: (url: string) => void;
  reload?: () => void;
}

/**
 * Goes where a login outcome says, after the spec's 500 ms pause (spec 000 §4):
 * same-site addresses inside the app, other sites by a full page load, `reload` reloads.
 */
export function followLoginOutcome(
  outcome: LoginOutcome,
  navigate: (to: string) => unknown,
  deps: FollowDeps = {},
): Promise<void> {
  const {
    delayMs = LOGIN_FOLLOW_DELAY_MS,
    assign = (url: string) => window.location.assign(url),
    reload = () => window.location.reload(),
  } = deps;
  return new Promise((resolve) => {
    setTimeout(() => {
      if (outcome.kind === 'reload') reload();
      else if (isSameSitePath(outcome.to)) void navigate(outcome.to);
      else assign(outcome.to);
      resolve();
    }, delayMs);
  });
}
