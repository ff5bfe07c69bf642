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
import { apiSession } from '../support/login.ts';

/**
 * The console's 公告管理 (issue 22): the operator writes a notice, publishes it through spec 002
 * §8.2's confirm, and a visitor reads it under 平台公告 on /News; both screens at 1440 and 390 px.
 */

const TITLE = '冷链平台系统升级公告';
const CONTENT = '平台将于本周六凌晨 2:00 至 4:00 进行系统升级，期间部分服务暂停。';
const PUBLISH_CONFIRM = '您确定要发布当前公告, 是否继续?';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('公告管理', () => {
  it('creates a notice, publishes it through the confirm, and a visitor sees it on /News', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/notices`);
    await visible(page.getByRole('heading', { name: '公告管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /公告管理/ }));

    await page.getByRole('button', { name: '新建公告' }).click();
    const dialog = page.getByRole('dialog', { name: '新建公告' });
    await visible(dialog);
    await animationsDone(page);
    // The contract's rules, in Chinese, before anything is sent.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(dialog.getByText('请输入公告标题'));
    await dialog.getByLabel('公告标题').fill(TITLE);
    await dialog.getByLabel('公告内容').fill(CONTENT);
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '公告已保存'));
    const row = rowOf(page, TITLE);
    await visible(row.getByText('草稿'));
    await animationsDone(page);
    await screenshot(page, 'console-notices-1440');

    await row.getByRole('button', { name: `发布：${TITLE}` }).click();
    await visible(page.getByText(PUBLISH_CONFIRM, { exact: true }));
    await animationsDone(page);
    await screenshot(page, 'console-notices-confirm-1440');
    await answerConfirm(
      page,
      row.getByRole('button', { name: `发布：${TITLE}` }),
      PUBLISH_CONFIRM,
      /确\s*定/,
    );
    await visible(toast(page, '公告已发布'));
    await visible(rowOf(page, TITLE).getByText('已发布'));
    expect(errors).toEqual([]);
    await close();

    // A visitor reads it under 平台公告 on /News.
    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/News`);
    const board = visitor.page.getByRole('region', { name: '平台公告' });
    await visible(board.getByText(TITLE));
    await board.getByText(TITLE).click();
    await visible(board.getByText(CONTENT));
    await screenshot(visitor.page, 'portal-notices-1440', { fullPage: false });
    await visitor.page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(visitor.page);
    await expectNoSidewaysScroll(visitor.page, '/News with 平台公告 at 390 px');
    await screenshot(visitor.page, 'portal-notices-390', { fullPage: false });
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('at 390 px keeps 公告管理 within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${baseURL}/system/notices`);
    await visible(page.getByRole('heading', { name: '公告管理', level: 1 }));
    await visible(page.getByRole('button', { name: '新建公告' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '公告管理 at 390 px');
    await screenshot(page, 'console-notices-390');
    expect(errors).toEqual([]);
    await close();
  });
});
