import { STORAGE_KEYS, STORAGE_PREFIX } from '@portal/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  baseURL,
  expectNoSidewaysScroll,
  pathname,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts';
import {
  expectLoggedIn,
  fillLogin,
  headerButton,
  loginCard,
  loginDialog,
  loginFromHeader,
  loginFromPage,
  DEMO_PASSWORD as PASSWORD,
} from '../support/login.ts';

/** Login journeys (spec 000 §2.16, §4, §6): every demo role, from the dialog and from /Login. */

const { freshPage } = useBrowser();

const stored = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  );

/** The greeting of a built-in site: the heading and the role line under it. */
async function greeting(page: Page): Promise<{ title: string; role: string }> {
  // The built-in site's own heading: the login page's may still be on screen while its chunk loads.
  const title = page.locator('.builtin-site__body').getByRole('heading', { level: 1 });
  await expect.poll(() => title.isVisible(), { timeout: 15_000 }).toBe(true);
  return {
    title: (await title.textContent()) ?? '',
    role: (await page.locator('.builtin-site__role').textContent()) ?? '',
  };
}

describe('login from the header dialog', () => {
  it('logs a certified tenant in, back on the same page; the console hands over to the workbench', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/News`);
    await headerButton(page, '登录').click();
    const dialog = loginDialog(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Empty submit: the spec's texts.
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => dialog.getByText('请输入账户').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('请输入密码').isVisible()).toBe(true);
    // Escape does not close it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'login-dialog-1440');

    await fillLogin(dialog, '13800000001', '租户');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expectLoggedIn(page);
    expect(pathname(page)).toBe('/News');
    expect(new URL(page.url()).search).toBe('');
    const storage = await stored(page);
    expect(JSON.stringify(storage)).not.toContain(PASSWORD);
    expect(Object.entries(storage).find(([key]) => key.endsWith('role'))?.[1]).toBe('tenant');

    await headerButton(page, '控制台').click();
    await expect.poll(() => pathname(page)).toBe('/workbench');
    expect(await greeting(page)).toEqual({
      title: '欢迎，王建国',
      role: '租户管理员 · 演示冷链科技有限公司',
    });
    // The single-use code is gone from the address bar.
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'workbench-1440');

    await page.getByRole('button', { name: '返回门户' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expectLoggedIn(page);
    await headerButton(page, '退出登录').click();
    await expect.poll(() => headerButton(page, '登录').isVisible()).toBe(true);
    await expect.poll(() => headerButton(page, '控制台').count()).toBe(0);
    const after = await stored(page);
    expect(Object.keys(after).filter((key) => /token|userinfo|role/.test(key))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('logs a certified developer in; the console hands over to the community', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/AboutUs`);
    await loginFromHeader(page, '13800000002', '开发者');
    await expectLoggedIn(page);
    expect(pathname(page)).toBe('/AboutUs');

    await headerButton(page, '控制台').click();
    await expect.poll(() => pathname(page)).toBe('/community');
    expect(await greeting(page)).toEqual({ title: '欢迎，陈开发', role: '开发者' });
    expect(errors).toEqual([]);
    await close();
  });

  it('logs an operator in by reloading; the console hands over to the system', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/News`);
    const reloaded = page.waitForEvent('load');
    await loginFromHeader(page, 'operator', '运营者');
    await reloaded;
    await expectLoggedIn(page);
    expect(pathname(page)).toBe('/News');

    await headerButton(page, '控制台').click();
    // The console lands its handover and opens on its 工作台 (console-dashboard.e2e.ts).
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/system/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: '工作台', level: 1 }).isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'system-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends an uncertified tenant to the tenant centre with 请先完善认证信息', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/`);
    await loginFromHeader(page, '13800000006', '租户');
    await expect.poll(() => page.getByText('请先完善认证信息').first().isVisible()).toBe(true);
    // The certification wizard (antd's form) arrives before the address changes.
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personTent');
    await expectLoggedIn(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a tenant account logging in as 开发者 and stays logged out', async () => {
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/`);
    await loginFromHeader(page, '13800000003', '开发者');
    await expect.poll(() => page.getByText('账号或角色有误,请重新登录').isVisible()).toBe(true);
    await expect.poll(() => loginDialog(page).isVisible()).toBe(true);
    expect(await headerButton(page, '控制台').count()).toBe(0);
    await close();
  });
});

describe('login from /Login', () => {
  it('logs a tenant in and remembers the account only', async () => {
    const { page, errors, close } = await freshPage();
    await loginFromPage(page, '13800000003', '租户', true);
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/');
    await expectLoggedIn(page);
    const storage = await stored(page);
    expect(Object.entries(storage).find(([key]) => key.endsWith('accountInfo'))?.[1]).toBe('13800000003');
    expect(JSON.stringify(storage)).not.toContain(PASSWORD);

    await headerButton(page, '退出登录').click();
    await expect.poll(() => headerButton(page, '登录').isVisible()).toBe(true);
    await page.goto(`${baseURL}/Login`);
    await expect.poll(() => loginCard(page).getByLabel('账户').inputValue()).toBe('13800000003');
    expect(errors).toEqual([]);
    await close();
  });

  it('logs a developer in and returns home', async () => {
    const { page, close } = await freshPage();
    await loginFromPage(page, '13800000002', '开发者');
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/');
    await expectLoggedIn(page);
    await close();
  });

  it('logs an operator in and returns home', async () => {
    const { page, close } = await freshPage();
    await loginFromPage(page, 'operator', '运营者');
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/');
    await expectLoggedIn(page);
    await close();
  });

  it('takes an uncertified tenant to the tenant centre', async () => {
    const { page, close } = await freshPage();
    await loginFromPage(page, '13800000006', '租户');
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personTent');
    await expectLoggedIn(page);
    await close();
  });

  it('links to 注册 and 忘记密码', async () => {
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/Login`);
    await loginCard(page).getByRole('link', { name: '忘记密码' }).click();
    await expect.poll(() => pathname(page)).toBe('/forget');
    await page.goBack();
    await loginCard(page).getByRole('link', { name: '注册' }).click();
    await expect.poll(() => pathname(page)).toBe('/Register');
    await close();
  });
});

describe('workbench login and handovers', () => {
  it('/WorkLogin takes a tenant to the workbench', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/WorkLogin`);
    const card = page.getByRole('region', { name: '租户工作台登录' });
    await card.getByLabel('手机号').fill('13800000001');
    await card.getByLabel('密码').fill(PASSWORD);
    await card.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/workbench');
    expect((await greeting(page)).title).toBe('欢迎，王建国');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a used or unknown code: /minddle goes to login, a site says so; a site without a code asks a visitor to log in', async () => {
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/minddle?code=not-a-code&redirect=%2F%2Fevil.example`);
    await expect.poll(() => pathname(page)).toBe('/Login');
    await page.goto(`${baseURL}/workbench?code=not-a-code`);
    await expect.poll(() => page.getByText('登录凭证无效或已过期，请重新登录').isVisible()).toBe(true);
    await screenshot(page, 'workbench-invalid-code-1440');
    // Without a code, a site is a page for whom it admits (developers and tenant administrators
    // for the community): a visitor is asked to log in.
    await page.goto(`${baseURL}/community`);
    await expect.poll(() => page.getByRole('heading', { name: '请先登录' }).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => loginDialog(page).isVisible()).toBe(true);
    await close();
  });

  it('/Developer warns a tenant member and hands a tenant administrator to the community', async () => {
    const member = await freshPage();
    await member.page.goto(`${baseURL}/Developer`);
    const gate = member.page.getByText('请登录【开发者】账号或【租户管理员】账号');
    await expect.poll(() => gate.isVisible()).toBe(true);
    await screenshot(member.page, 'developer-gate-1440');
    await member.page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
    const dialog = loginDialog(member.page);
    await fillLogin(dialog, '13800000005', '租户');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expectLoggedIn(member.page);
    expect(pathname(member.page)).toBe('/Developer');
    await expect.poll(() => gate.isVisible()).toBe(true);
    await member.close();

    const admin = await freshPage();
    await admin.page.goto(`${baseURL}/Developer`);
    await admin.page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
    await fillLogin(loginDialog(admin.page), '13800000001', '租户');
    await loginDialog(admin.page).getByRole('button', { name: '登录' }).click();
    await expect.poll(() => pathname(admin.page), { timeout: 15_000 }).toBe('/community');
    expect(await greeting(admin.page)).toEqual({
      title: '欢迎，王建国',
      role: '租户管理员 · 演示冷链科技有限公司',
    });
    await admin.close();
  });
});

describe('at 390 px', () => {
  it('opens the dialog from the menu drawer and lands on the workbench', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/`);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawerLogin = page.getByRole('dialog').getByRole('button', { name: '登录', exact: true });
    await expect.poll(() => drawerLogin.isVisible()).toBe(true);
    // The drawer slides in: a click while it moves can miss its button.
    await animationsDone(page);
    await drawerLogin.click();
    const dialog = loginDialog(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await fillLogin(dialog, '13800000001', '租户');
    await screenshot(page, 'login-dialog-390');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => loginDialog(page).isVisible(), { timeout: 15_000 }).toBe(false);
    // The dialog closes before the handover (/minddle) runs and comes back to /: the login is
    // done once the token is stored and the page is home again (a navigation closes the menu).
    await expect
      .poll(
        async () =>
          Boolean((await stored(page))[STORAGE_PREFIX + STORAGE_KEYS.token]) && page.url() === `${baseURL}/`,
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '控制台' }).click();
    await expect.poll(() => pathname(page)).toBe('/workbench');
    expect((await greeting(page)).title).toBe('欢迎，王建国');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'workbench-390');

    await page.goto(`${baseURL}/Login`);
    await expect.poll(() => loginCard(page).isVisible()).toBe(true);
    await screenshot(page, 'login-page-390');
    expect(errors).toEqual([]);
    await close();
  });
});
