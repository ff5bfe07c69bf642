import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  answerConfirm,
  baseURL,
  expectNoSidewaysScroll,
  loadImages,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiSession } from '../support/login.ts';
import { card } from '../support/market.ts';
import { receiptPng } from '../support/png.ts';

/**
 * The console's 应用管理 (issue 22 item 2) as the operator: a free demo app becomes charged with a
 * yearly plan and a picture in its details, and the demo tenant finds that plan in the app's
 * 收费标准 dialog on the market; a
 * demo app is renamed and /Application shows the new name at once; deleting an app other apps
 * bring along asks 删除警告 and is refused with spec 002 §8.2's text; an association cycle is
 * told in the form; an industry is renamed in 行业分类 and /Application groups by it, a model
 * sort in 模型分类 and /Mechanism shows it; the
 * screens at 1440 and 390 px.
 */

const PLANNED = '备件库存管理';
const RENAMED_FROM = '冷库温湿度监控';
const RENAMED_TO = '冷库温湿度智能监控';
const ADMIN = '13800000001';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const listUrl = (industry: string) => `${baseURL}/List?type=${encodeURIComponent(industry)}&page=app`;

async function search(page: Page, name: string) {
  const box = page.getByRole('searchbox', { name: '搜索应用名称' });
  await box.fill(name);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(name);
  await visible(rowOf(page, name).first());
}

async function openEditor(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  await rowOf(page, name)
    .first()
    .getByRole('button', { name: `编辑：${name}` })
    .click();
  const drawer = page.getByRole('dialog', { name: '编辑应用' });
  await visible(drawer.getByLabel('应用名称'));
  await animationsDone(page);
  return drawer;
}

describe('应用管理', () => {
  it('adds a price plan to a free demo app and the tenant sees it in the fee dialog', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/apps`);
    await visible(page.getByRole('heading', { name: '应用管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /应用管理/ }));
    await visible(page.getByRole('row').filter({ hasText: '已上架' }).first());
    await loadImages(page);
    await screenshot(page, 'console-apps-1440');

    const drawer = await openEditor(page, PLANNED);
    await drawer.getByText('收费', { exact: true }).click();
    // Charged without a plan: the rule says so before anything is sent.
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await visible(drawer.getByText('收费应用请至少添加一个收费标准'));
    await drawer.getByRole('button', { name: /添加收费标准/ }).click();
    await drawer.getByLabel('原价（元）').fill('1680');
    await drawer.getByLabel('现价（元）').fill('1288');
    // A picture in the rich details, uploaded and put at the caret.
    await drawer.locator('.app-admin__details input[type="file"]').setInputFiles({
      name: '现场.png',
      mimeType: 'image/png',
      buffer: receiptPng(),
    });
    await expect
      .poll(() => drawer.getByLabel('应用详情').inputValue())
      .toMatch(/<img src="\/api\/portalWeb\/market\/logos\/[^"]+" alt="应用图片">/);
    await animationsDone(page);
    await screenshot(page, 'console-apps-edit-1440', { fullPage: false });
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '应用已更新'));
    await visible(rowOf(page, PLANNED).getByText('¥1288.00 起'));
    expect(errors).toEqual([]);
    await close();

    // The demo tenant's administrator opens the app on the market: its fee dialog lists the plan.
    const tenant = await freshPage(VIEWPORTS.desktop, await apiSession(ADMIN, 'tenant'));
    await tenant.page.goto(listUrl('智能制造'));
    await card(tenant.page, PLANNED).first().getByRole('link').first().click();
    await visible(tenant.page.getByRole('heading', { name: PLANNED, level: 1 }));
    const picture = tenant.page.getByRole('img', { name: '应用图片' });
    await visible(picture);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await tenant.page.getByRole('button', { name: '订阅', exact: true }).click();
    const fee = tenant.page.getByRole('dialog', { name: '收费标准' });
    await expect.poll(() => fee.getByText('按年付费').count()).toBe(1);
    const plan = fee.getByRole('listitem').filter({ hasText: '1年' });
    await visible(plan.getByText('¥1288.00'));
    await visible(plan.getByText('¥1680.00'));
    await animationsDone(tenant.page);
    await screenshot(tenant.page, 'console-apps-fee-dialog-1440');
    expect(tenant.errors).toEqual([]);
    await tenant.close();
  });

  it('renames a demo app and /Application shows the new name at once', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/apps`);
    await visible(page.getByRole('heading', { name: '应用管理', level: 1 }));
    const drawer = await openEditor(page, RENAMED_FROM);
    await drawer.getByLabel('应用名称').fill(RENAMED_TO);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '应用已更新'));
    await search(page, RENAMED_TO);

    // An app others bring along: 删除警告, then refused with the spec's text; nothing changes.
    await search(page, '冷链设备接入网关');
    await rowOf(page, '冷链设备接入网关')
      .first()
      .getByRole('button', { name: '删除：冷链设备接入网关' })
      .click();
    const warning = page.getByRole('dialog').filter({ hasText: '删除警告' });
    await visible(warning.getByText('是否确认删除当前应用'));
    await animationsDone(page);
    await screenshot(page, 'console-apps-delete-1440');
    await warning.getByRole('button', { name: /删\s*除/ }).click();
    await visible(page.getByRole('alert').getByText(/关联了当前应用,不能删除/));
    await visible(rowOf(page, '冷链设备接入网关').first());

    // An association cycle is told in the form.
    const cyclic = await openEditor(page, '冷链运输调度');
    await visible(cyclic.getByText(/关联形成循环：冷链运输调度 → 车载冷机监控 → 电子运单 → 冷链运输调度/));
    await screenshot(page, 'console-apps-cycle-1440');
    await cyclic.getByRole('button', { name: /取\s*消/ }).click();
    expect(errors).toEqual([]);
    await close();

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/Application`);
    await visible(card(visitor.page, RENAMED_TO).first());
    expect(await card(visitor.page, RENAMED_FROM).count()).toBe(0);
    await screenshot(visitor.page, 'console-apps-application-1440', { fullPage: false });
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('renames an industry in 行业分类 and /Application groups by the new name', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/industries`);
    await visible(page.getByRole('heading', { name: '行业分类', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /行业分类/ }));
    await rowOf(page, '能源管理').getByRole('button', { name: '编辑：能源管理' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑行业' });
    await visible(dialog);
    await animationsDone(page);
    await dialog.getByLabel('行业名称').fill('');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(dialog.getByText('请输入行业名称'));
    await dialog.getByLabel('行业名称').fill('能源与碳管理');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '行业已更新'));
    await visible(rowOf(page, '能源与碳管理'));
    // An industry apps are filed under stays.
    await answerConfirm(
      page,
      rowOf(page, '能源与碳管理').getByRole('button', { name: '删除：能源与碳管理' }),
      '确认删除该行业？',
      /删\s*除/,
    );
    await visible(page.getByRole('alert').getByText(/该行业下还有 \d+ 个应用/));
    await animationsDone(page);
    await screenshot(page, 'console-industries-1440');
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '行业分类 at 390 px');
    await screenshot(page, 'console-industries-390');
    expect(errors).toEqual([]);
    await close();

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/Application`);
    await visible(visitor.page.getByRole('heading', { name: /能源与碳管理/ }).first());
    expect(await visitor.page.getByRole('heading', { name: /^能源管理/ }).count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('renames a model sort in 模型分类 and /Mechanism shows the new name', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/modelSorts`);
    await visible(page.getByRole('heading', { name: '模型分类', level: 1 }));
    await rowOf(page, '制冷循环').getByRole('button', { name: '编辑：制冷循环' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑模型分类' });
    await visible(dialog);
    await animationsDone(page);
    await expect.poll(() => dialog.getByLabel('分类编码').isDisabled()).toBe(true);
    await dialog.getByLabel('分类名称').fill('制冷循环与热泵');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '模型分类已更新'));
    await visible(rowOf(page, '制冷循环与热泵'));
    await animationsDone(page);
    await screenshot(page, 'console-model-sorts-1440');
    expect(errors).toEqual([]);
    await close();

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/Mechanism`);
    await visible(visitor.page.getByText('制冷循环与热泵').first());
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('at 390 px keeps 应用管理 and its form within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${baseURL}/system/apps`);
    await visible(page.getByRole('heading', { name: '应用管理', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '已上架' }).first());
    await loadImages(page);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '应用管理 at 390 px');
    await screenshot(page, 'console-apps-390');
    await page.getByRole('button', { name: '新增应用' }).click();
    const drawer = page.getByRole('dialog', { name: '新增应用' });
    await visible(drawer.getByLabel('应用名称'));
    await drawer.getByRole('button', { name: /添加收费标准/ }).click();
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新增应用 at 390 px');
    await screenshot(page, 'console-apps-form-390', { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
