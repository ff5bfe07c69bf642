import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { apiSession, fillLogin, loginCard } from '../support/login.ts';

/**
 * The console's 用户管理 and 操作日志 (issue 22 items 5 and 6): the operator finds the demo
 * developer, disables it (its login is refused with the platform's message), enables it again,
 * and reads both actions on 操作日志 with before and after. This file's own server and database
 * copy: disabling the developer here touches no other journey file.
 */

const DEVELOPER = '13800000002';
const DISABLED_TEXT = '该账号已被停用，请联系平台运营人员';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openUsers(page: Page, query = '') {
  await page.goto(`${baseURL}/system/users${query}`);
  await visible(page.getByRole('heading', { name: '用户管理', level: 1 }));
}

/** Logs the developer in on /Login. */
async function developerLogin(page: Page) {
  await page.goto(`${baseURL}/Login`);
  const card = loginCard(page);
  await fillLogin(card, DEVELOPER, '开发者');
  await card.getByRole('button', { name: '登录' }).click();
}

describe('用户管理 and 操作日志', () => {
  it('disables the demo developer (login refused), enables it again, and shows both on 操作日志', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openUsers(page);
    await visible(page.getByRole('menuitem', { name: /用户管理/ }));
    await visible(page.getByRole('menuitem', { name: /操作日志/ }));
    await page.getByRole('searchbox', { name: '搜索手机号或姓名' }).fill(DEVELOPER);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(DEVELOPER);
    const row = rowOf(page, DEVELOPER);
    await visible(row.getByText('正常'));
    await animationsDone(page);
    await screenshot(page, 'console-users-1440');

    await row.getByRole('button', { name: `停用：${DEVELOPER}` }).click();
    await visible(page.getByText('确认停用该账号？'));
    await animationsDone(page);
    await answerConfirm(
      page,
      row.getByRole('button', { name: `停用：${DEVELOPER}` }),
      '确认停用该账号？',
      '停用',
    );
    await visible(toast(page, '账号已停用'));
    await visible(rowOf(page, DEVELOPER).getByText('已停用'));
    await expect
      .poll(() =>
        rowOf(page, DEVELOPER)
          .getByRole('button', { name: `启用：${DEVELOPER}` })
          .isVisible(),
      )
      .toBe(true);

    // The developer's login is refused with the platform's message.
    const developer = await freshPage(VIEWPORTS.desktop);
    await developerLogin(developer.page);
    await expect
      .poll(() => developer.page.getByText(DISABLED_TEXT).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(developer.page, 'console-users-login-refused-1440');

    await rowOf(page, DEVELOPER)
      .getByRole('button', { name: `启用：${DEVELOPER}` })
      .click();
    await visible(page.getByText('确认启用该账号？'));
    await animationsDone(page);
    await answerConfirm(
      page,
      rowOf(page, DEVELOPER).getByRole('button', { name: `启用：${DEVELOPER}` }),
      '确认启用该账号？',
      '启用',
    );
    await visible(toast(page, '账号已启用'));
    await visible(rowOf(page, DEVELOPER).getByText('正常'));

    // Enabled again: the developer signs in.
    await developerLogin(developer.page);
    await expect
      .poll(() => new URL(developer.page.url()).pathname !== '/Login', { timeout: 15_000 })
      .toBe(true);
    expect(developer.errors).toEqual([]);
    await developer.close();

    // 操作日志: both actions, newest first, with before and after.
    await page.getByRole('menuitem', { name: /操作日志/ }).click();
    await visible(page.getByRole('heading', { name: '操作日志', level: 1 }));
    const enabled = page.getByRole('row').filter({ hasText: '启用账号' }).first();
    const disabled = page.getByRole('row').filter({ hasText: '停用账号' }).first();
    await visible(enabled.getByText('账号状态：已停用 → 正常'));
    await visible(disabled.getByText(/账号状态：正常 → 已停用/));
    await visible(disabled.getByText('operator', { exact: true }));
    await animationsDone(page);
    await screenshot(page, 'console-audit-1440');

    await disabled.getByRole('button', { name: /^查看/ }).click();
    const drawer = page.getByRole('dialog', { name: /停用账号/ });
    await visible(drawer.getByRole('columnheader', { name: '修改前' }));
    await visible(drawer.getByRole('row').filter({ hasText: '账号状态' }).getByText('已停用'));
    await animationsDone(page);
    await screenshot(page, 'console-audit-detail-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('at 390 px keeps both screens within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await openUsers(page, `?keyword=${DEVELOPER}`);
    await visible(rowOf(page, DEVELOPER).getByRole('button', { name: `停用：${DEVELOPER}` }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '用户管理 at 390 px');
    await screenshot(page, 'console-users-390');

    await page.goto(`${baseURL}/system/audit`);
    await visible(page.getByRole('heading', { name: '操作日志', level: 1 }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '操作日志 at 390 px');
    await screenshot(page, 'console-audit-390');
    expect(errors).toEqual([]);
    await close();
  });
});
