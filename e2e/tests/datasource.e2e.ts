import { DATA_SOURCE_TEXTS, dataSourceApi } from '@portal/shared/datasource';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe.ts';
import {
  animationsDone,
  baseURL,
  expectNoSidewaysScroll,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiLogin, apiSession } from '../support/login.ts';

/**
 * 数据配置 (issue 21 part 5) in Chromium: the demo tenant administrator configures the local
 * PostgreSQL (allowed for this file's server), tests the connection for real, saves it, edits it
 * (a wrong database is told in Chinese; the stored password is used without retyping) and deletes
 * it after the spec's confirmation.
 */

const ADMIN = '13800000001';
const { freshPage } = useBrowser();

/** Picks an option of the dialog's antd Select by its label (options are found by their title). */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await animationsDone(page);
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}

describe('data-source configuration', () => {
  it('the tenant administrator creates, tests, edits and deletes a PostgreSQL data source', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.desktop, await apiSession(ADMIN, 'tenant'));
    await page.goto(`${baseURL}/admin/orderList`);
    await page
      .getByRole('navigation', { name: '个人中心菜单' })
      .getByRole('link', { name: '数据配置' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dataSource');
    await visible(page.getByText('还没有数据配置，点击新增配置添加'));

    await page.getByRole('button', { name: '新增配置' }).click();
    const dialog = page.getByRole('dialog', { name: '新增配置' });
    await visible(dialog);
    await animationsDone(page);
    await choose(page, dialog, '数据库类型', 'PostgreSQL');
    // The usual port follows the type.
    await expect.poll(() => dialog.getByLabel('端口').inputValue()).toBe('5432');
    await dialog.getByLabel('主机地址').fill('127.0.0.1');
    await dialog.getByLabel('用户名').fill('postgres');
    await dialog.getByLabel('密码').fill('Portal-pass-1');
    // The database-name rule, checked on blur.
    await dialog.getByLabel('数据库名称').fill('a');
    await dialog.getByLabel('模式').click();
    await visible(dialog.getByText(DATA_SOURCE_TEXTS.databaseNameLength));
    await dialog.getByLabel('数据库名称').fill('test');
    await dialog.getByLabel('模式').fill('public');
    await expect
      .poll(() => dialog.getByLabel('连接地址').inputValue())
      .toBe('jdbc:postgresql://127.0.0.1:5432/test');
    // DM8 has no database name.
    await choose(page, dialog, '数据库类型', 'DM8');
    await expect.poll(() => dialog.getByLabel('数据库名称').count()).toBe(0);
    await expect
      .poll(() => dialog.getByLabel('连接地址').inputValue())
      .toBe('jdbc:dm://127.0.0.1:5236?schema=public');
    await choose(page, dialog, '数据库类型', 'PostgreSQL');
    await dialog.getByLabel('数据库名称').fill('test');

    await dialog.getByRole('button', { name: '测试连接' }).click();
    await visible(dialog.getByText(DATA_SOURCE_TEXTS.connected, { exact: true }));
    await animationsDone(page);
    // The open dialog, with its outcome, holds to WCAG 2.1 AA too.
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'datasource-dialog-1440');
    await dialog.getByRole('button', { name: '保存' }).click();
    await visible(toast(page, DATA_SOURCE_TEXTS.created));
    const row = page.getByRole('row').filter({ hasText: '127.0.0.1:5432' });
    await visible(row);
    await visible(row.getByText('jdbc:postgresql://127.0.0.1:5432/test'));
    await visible(row.getByText('未发布'));
    await screenshot(page, 'datasource-list-1440');

    // Edit: the password is not shown; testing without retyping it uses the stored one.
    await row.getByRole('button', { name: '编辑 127.0.0.1' }).click();
    const edit = page.getByRole('dialog', { name: '编辑配置' });
    await visible(edit);
    await animationsDone(page);
    expect(await edit.getByLabel('密码').inputValue()).toBe('');
    await edit.getByLabel('数据库名称').fill('no_such_db');
    await edit.getByRole('button', { name: '测试连接' }).click();
    await visible(edit.getByText('连接失败：数据库「no_such_db」不存在'));
    await edit.getByLabel('数据库名称').fill('test');
    await edit.getByRole('button', { name: '测试连接' }).click();
    await visible(edit.getByText(DATA_SOURCE_TEXTS.connected, { exact: true }));
    await edit.getByRole('radio', { name: '已发布' }).check();
    await edit.getByRole('button', { name: '保存' }).click();
    await visible(toast(page, DATA_SOURCE_TEXTS.updated));
    await visible(row.getByText('已发布'));

    // Delete, after the spec's confirmation.
    await row.getByRole('button', { name: '删除 127.0.0.1' }).click();
    await visible(page.getByText(DATA_SOURCE_TEXTS.deleteConfirm));
    await animationsDone(page);
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await visible(toast(page, DATA_SOURCE_TEXTS.deleted));
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: the list and the dialog at 390 px', async () => {
    const token = await apiLogin(ADMIN, 'tenant');
    const res = await fetch(`${baseURL}${dataSourceApi.create.path}`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({
        dbHost: 'mysql.example.com',
        dbPort: 3306,
        dbUsername: 'reporter',
        dbPassword: 'secret-1',
        dbName: 'erp_db',
        dbType: 'MySQL',
        isPublish: 1,
      }),
    });
    expect(res.status).toBe(200);
    const { page, errors, close } = await freshPage(VIEWPORTS.phone, await apiSession(ADMIN, 'tenant'));
    await page.goto(`${baseURL}/admin/dataSource`);
    await visible(page.getByRole('row').filter({ hasText: 'mysql.example.com' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '/admin/dataSource');
    await screenshot(page, 'datasource-list-390');
    await page.getByRole('button', { name: '编辑 mysql.example.com' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑配置' });
    await visible(dialog);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'the dialog at 390 px');
    expect(await accessibilityViolations(page), 'the dialog at 390 px').toEqual([]);
    await screenshot(page, 'datasource-dialog-390', { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
