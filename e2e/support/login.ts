import { createHash } from 'node:crypto';
import { STORAGE_KEYS, STORAGE_PREFIX } from '@portal/shared/constants';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, expectVisible, type StoredSession } from './browser.ts';

import { DEMO_PASSWORD } from './demo.ts';

export { DEMO_PASSWORD };

export type RoleLabel = '租户' | '开发者' | '运营者';

/** A button of the site header (the page's banner landmark): 登录, 注册, 控制台, 退出登录. */
export const headerButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '账号密码登录' });

/** The login card of /Login. */
export const loginCard = (page: Page) => page.getByRole('region', { name: '账号密码登录' });

/** Fills the login form inside `scope` (the dialog or the /Login card). */
export async function fillLogin(scope: Locator, account: string, role: RoleLabel, password = DEMO_PASSWORD) {
  await scope.getByLabel('账户').fill(account);
  await scope.getByLabel('密码').fill(password);
  await scope.getByRole('radio', { name: role, exact: true }).check();
}

/** Logs in from the header's dialog (it stays on the page; a tenant comes back through /minddle). */
export async function loginFromHeader(
  page: Page,
  account: string,
  role: RoleLabel,
  password = DEMO_PASSWORD,
) {
  await headerButton(page, '登录').click();
  const dialog = loginDialog(page);
  await expectVisible(dialog);
  await fillLogin(dialog, account, role, password);
  await dialog.getByRole('button', { name: '登录' }).click();
}

/** Logs in on /Login. */
export async function loginFromPage(page: Page, account: string, role: RoleLabel, remember = false) {
  await page.goto(`${baseURL}/Login`);
  const card = loginCard(page);
  await fillLogin(card, account, role);
  if (remember) await card.getByText('记住账号').click();
  await card.getByRole('button', { name: '登录' }).click();
}

/** The header shows the logged-in actions. */
export async function expectLoggedIn(page: Page) {
  await expect.poll(() => headerButton(page, '控制台').isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => headerButton(page, '登录').count()).toBe(0);
}

export type ApiRole = 'tenant' | 'develop' | 'operate';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function post<T>(apiPath: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; msg?: string };
  if (!res.ok) throw new Error(`${apiPath} refused: ${res.status} ${envelope.msg ?? ''}`);
  return envelope.data;
}

interface LoginAnswer {
  token: string;
  user: { tenantId: number | null };
}

/** A session token through the API, for the checks a journey makes behind the page. */
export async function apiLogin(account: string, role: ApiRole, password = DEMO_PASSWORD): Promise<string> {
  return (await post<LoginAnswer>('/api/oauth/Login', { account, password: md5(password), role })).token;
}

/**
 * A login through the API, stored the way the web app stores one (apps/web/src/shared/session/
 * session-store.ts and login-flow.ts: token, role, user info, tenant id and, for tenants and
 * developers, the registration the login looked up): give it to freshPage and the page opens
 * logged in. For journeys where logging in is not what is tested (login.e2e.ts tests the forms).
 */
export async function apiSession(
  account: string,
  role: ApiRole,
  password = DEMO_PASSWORD,
): Promise<StoredSession> {
  const { token, user } = await post<LoginAnswer>('/api/oauth/Login', {
    account,
    password: md5(password),
    role,
  });
  const entries: [string, string][] = [
    [STORAGE_KEYS.token, token],
    [STORAGE_KEYS.role, role],
    [STORAGE_KEYS.userInfo, JSON.stringify(user)],
  ];
  if (user.tenantId !== null) entries.push([STORAGE_KEYS.tenantId, String(user.tenantId)]);
  if (role !== 'operate') {
    const registration = await post<unknown>('/api/developer/Login/check', {
      account,
      password: md5(password),
      ...(role === 'tenant' ? { type: '0' } : {}),
    });
    entries.push([STORAGE_KEYS.registerInfo, JSON.stringify(registration)]);
  }
  return { localStorage: entries.map(([key, value]) => ({ name: STORAGE_PREFIX + key, value })) };
}
