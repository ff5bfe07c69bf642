import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPhone } from '../support/accounts.ts';
import { accessibilityViolations } from '../support/axe.ts';
import {
  animationsDone,
  answerConfirm,
  baseURL,
  expectNoSidewaysScroll,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiSession, expectLoggedIn, fillLogin, loginCard } from '../support/login.ts';
import { latestSmsCode } from '../support/sms.ts';

/**
 * 用户管理's 新增运营账号 and 发送重置验证码 (issue 22 item 5): the operator creates an operator
 * account in the dialog and that account logs in as 运营者; the operator texts it a reset code,
 * and the new operator sets a new password with it on 忘记密码 and logs in with that.
 */

const { freshPage } = useBrowser();

const INITIAL_PASSWORD = 'Start2026';
const NEW_PASSWORD = 'Renewed2026';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openCreateDialog(page: Page) {
  await page.goto(`${baseURL}/system/users`);
  await visible(page.getByRole('heading', { name: '用户管理', level: 1 }));
  await page.getByRole('button', { name: '新增运营账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增运营账号' });
  await visible(dialog.getByLabel('账号'));
  await animationsDone(page);
  return dialog;
}

async function loginAsOperator(page: Page, account: string, password: string) {
  await page.goto(`${baseURL}/Login`);
  const card = loginCard(page);
  await fillLogin(card, account, '运营者', password);
  await card.getByRole('button', { name: '登录' }).click();
}

describe('新增运营账号 and 发送重置验证码', () => {
  it('creates an operator who logs in, then resets its password with the texted code', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    const account = `ops${String(Date.now()).slice(-8)}`;
    const phone = freshPhone('137');

    const dialog = await openCreateDialog(page);
    await dialog.getByLabel('账号').fill(account);
    await dialog.getByLabel('姓名').fill('周运营');
    await dialog.getByLabel('手机号').fill(phone);
    await dialog.getByLabel('初始密码').fill('abcdef');
    await dialog.getByLabel('确认密码').fill('abcdef');
    await dialog.getByRole('button', { name: '创建' }).click();
    await visible(dialog.getByText('6-16位字符的密码（数字和字母组成）'));
    await dialog.getByLabel('初始密码').fill(INITIAL_PASSWORD);
    await dialog.getByLabel('确认密码').fill(INITIAL_PASSWORD);
    await screenshot(page, 'console-operators-create-1440');
    expect(await accessibilityViolations(page), 'the create dialog').toEqual([]);
    await dialog.getByRole('button', { name: '创建' }).click();
    await visible(toast(page, '运营账号已创建'));
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('searchbox', { name: '搜索手机号或姓名' }).fill(account);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = rowOf(page, account);
    await visible(row.getByText('运营人员'));

    // The new account logs in as 运营者.
    const newcomer = await freshPage(VIEWPORTS.desktop);
    await loginAsOperator(newcomer.page, account, INITIAL_PASSWORD);
    await expect.poll(() => new URL(newcomer.page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expectLoggedIn(newcomer.page);
    await newcomer.close();

    // 发送重置验证码, then 忘记密码 with that code.
    await row.getByRole('button', { name: `发送重置验证码：${account}` }).click();
    await visible(page.getByText('向该账号的手机发送重置密码验证码？'));
    await animationsDone(page);
    await answerConfirm(
      page,
      row.getByRole('button', { name: `发送重置验证码：${account}` }),
      '向该账号的手机发送重置密码验证码？',
      '发送',
    );
    await visible(toast(page, '重置验证码已发送'));
    const code = await latestSmsCode(phone, 'forget');

    const forget = await freshPage(VIEWPORTS.desktop);
    await forget.page.goto(`${baseURL}/forget`);
    const card = forget.page.getByRole('region', { name: '找回密码' });
    await card.getByLabel('手机号').fill(phone);
    await card.getByLabel('验证码').fill(code);
    await card.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => card.getByLabel('新密码').isVisible()).toBe(true);
    await card.getByLabel('新密码').fill(NEW_PASSWORD);
    await card.getByLabel('确认密码').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => new URL(forget.page.url()).pathname, { timeout: 15_000 }).toBe('/Login');
    await loginAsOperator(forget.page, account, NEW_PASSWORD);
    await expect.poll(() => new URL(forget.page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expectLoggedIn(forget.page);
    expect(forget.errors).toEqual([]);
    await forget.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('at 390 px the create dialog stays within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: '创建' }).click();
    await visible(dialog.getByText('请输入账户'));
    // The pointer leaves the button it pressed (its hover colour is the theme's, checked elsewhere).
    await page.mouse.move(0, 0);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新增运营账号 at 390 px');
    await screenshot(page, 'console-operators-create-390');
    expect(await accessibilityViolations(page), 'the create dialog at 390 px, its errors shown').toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
