import { pathWith } from '@portal/shared/contract';
import { type ProductType, supplyApi } from '@portal/shared/supply';
import {
  type ManagedType,
  type ModerationDetail,
  type ModerationItem,
  supplyModerationApi,
} from '@portal/shared/supply-moderation';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * The board's moderation in the operator console (issue 18 item 8): the operator opens 供需审核
 * on the seeded entries awaiting moderation, approves one (it shows on /supplySearch), rejects
 * another with a reason, and manages the product types (a new one with a 数字 field, its order,
 * the warning before retiring a type that has entries). The journeys run in order on this
 * file's own database.
 */

const { freshPage } = useBrowser();

let token = '';

async function operatorGet<T>(address: string): Promise<T> {
  const res = await fetch(`${baseURL}${address}`, { headers: { token } });
  const envelope = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`GET ${address} refused: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** Waiting supply entries whose name and company together name one row. */
let waiting: ModerationItem[] = [];

beforeAll(async () => {
  token = await apiLogin('operator', 'operate');
  const page = await operatorGet<{ list: ModerationItem[] }>(
    `${supplyModerationApi.queue.path}?state=0&kind=supply&pageSize=100`,
  );
  const seen = new Map<string, number>();
  for (const row of page.list) seen.set(row.proName, (seen.get(row.proName) ?? 0) + 1);
  waiting = page.list.filter((row) => seen.get(row.proName) === 1);
  if (waiting.length < 2) throw new Error('the demo board has fewer than two entries awaiting moderation');
});

const detailOf = (id: number) =>
  operatorGet<ModerationDetail>(pathWith(supplyModerationApi.detail.path, { kind: 'supply', id }));

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openQueue(page: Page, query = '') {
  await page.goto(`${baseURL}/system/supplyModeration${query}`);
  await visible(page.getByRole('heading', { name: '供需审核', level: 1 }));
}

/** The visitor's search shows a link to the entry's detail. */
async function onBoard(page: Page, entry: ModerationItem): Promise<number> {
  await page.goto(`${baseURL}/supplySearch?active=1&keyword=${encodeURIComponent(entry.proName)}`);
  await visible(page.getByRole('region', { name: '搜索结果' }));
  await page.waitForLoadState('networkidle');
  return page.locator(`a[href^="/supplyDetail?id=${entry.id}&"]`).count();
}

describe('供需审核', () => {
  it('the operator opens a waiting entry, sees every field and approves it; it shows on /supplySearch', async () => {
    const entry = waiting[0] as ModerationItem;
    const visitor = await freshPage();
    expect(await onBoard(visitor.page, entry)).toBe(0);

    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openQueue(page);
    // The queue opens on 待审核.
    const row = rowOf(page, entry.proName).filter({ hasText: entry.companyName });
    await visible(row);
    await visible(row.getByText('待审核'));
    await visible(row.getByText(entry.typeName));
    await animationsDone(page);
    await screenshot(page, 'supply-moderation-1440');

    await row.getByRole('button', { name: `审核 供应：${entry.proName}` }).click();
    const drawer = page.getByRole('dialog', { name: '供求信息审核' });
    await visible(drawer.getByRole('heading', { name: entry.proName }));
    await visible(drawer.getByRole('img', { name: `${entry.proName} 的产品图片` }));
    await visible(drawer.getByText(entry.companyName));
    const detail = await detailOf(entry.id);
    // Its extended values are shown by name.
    for (const value of detail.supplyEntity?.listSon ?? [])
      await visible(drawer.getByText(value.filedName, { exact: true }));
    await animationsDone(page);
    await screenshot(page, 'supply-moderation-review-1440');

    await drawer.getByRole('button', { name: `通过：${entry.proName}` }).click();
    await visible(page.getByText('确认通过并发布该信息？'));
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await visible(toast(page, '已通过，信息已发布'));
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect
      .poll(() => rowOf(page, entry.proName).filter({ hasText: entry.companyName }).count())
      .toBe(0);
    expect((await detailOf(entry.id)).state).toBe(1);

    // Public at once: the board's cached answers were dropped.
    expect(await onBoard(visitor.page, entry)).toBe(1);
    await screenshot(visitor.page, 'supply-moderation-approved-on-board-1440');
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    await close();
  });

  it('rejects another with a reason (required by the contract’s rule), which the entry keeps', async () => {
    const entry = waiting[1] as ModerationItem;
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openQueue(page);
    await page.getByRole('searchbox', { name: '搜索名称或企业' }).fill(entry.proName);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(entry.proName);
    const row = rowOf(page, entry.proName).filter({ hasText: entry.companyName });
    await row.getByRole('button', { name: `审核 供应：${entry.proName}` }).click();
    const drawer = page.getByRole('dialog', { name: '供求信息审核' });
    await drawer.getByRole('button', { name: `驳回：${entry.proName}` }).click();
    const dialog = page.getByRole('dialog', { name: '驳回供求信息' });
    await visible(dialog);
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await visible(dialog.getByText('请输入驳回原因'));
    await dialog.getByLabel('驳回原因').fill('产品图片与名称不符，请更换图片后重新提交');
    await animationsDone(page);
    await screenshot(page, 'supply-moderation-reject-1440');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await visible(toast(page, '已驳回'));
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const detail = await detailOf(entry.id);
    expect(detail).toMatchObject({ state: 2, reviewRemark: '产品图片与名称不符，请更换图片后重新提交' });

    // Under 已驳回 it is listed with its state; its drawer shows the reason and no decision.
    await openQueue(page, `?state=2&keyword=${encodeURIComponent(entry.proName)}`);
    const rejected = rowOf(page, entry.proName).filter({ hasText: entry.companyName });
    await visible(rejected.getByText('已驳回'));
    await rejected.getByRole('button', { name: `查看 供应：${entry.proName}` }).click();
    await visible(drawer.getByText('产品图片与名称不符，请更换图片后重新提交'));
    expect(await drawer.getByRole('button', { name: `通过：${entry.proName}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('at 390 px keeps name, state and action in the row and scrolls no sideways', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await openQueue(page);
    await animationsDone(page);
    await visible(page.getByRole('button', { name: /^审核 / }).first());
    await expectNoSidewaysScroll(page, 'moderation queue at 390 px');
    await screenshot(page, 'supply-moderation-390');
    await page
      .getByRole('button', { name: /^审核 / })
      .first()
      .click();
    await visible(
      page.getByRole('dialog', { name: '供求信息审核' }).getByRole('button', { name: /^通过：/ }),
    );
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'review drawer at 390 px');
    await screenshot(page, 'supply-moderation-review-390');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('产品类型', () => {
  const boardTypes = async () => {
    const res = await fetch(`${baseURL}${supplyApi.types.path}`);
    return ((await res.json()) as { data: ProductType[] }).data;
  };

  it('adds a type with a 数字 field, moves it up, and warns with the count before retiring a type that has entries', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/supplyTypes`);
    await visible(page.getByRole('heading', { name: '产品类型', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '冷库设备' }));
    await animationsDone(page);
    await screenshot(page, 'supply-types-1440');

    await page.getByRole('button', { name: '新增产品类型' }).click();
    const dialog = page.getByRole('dialog', { name: '新增产品类型' });
    await visible(dialog);
    await dialog.getByRole('button', { name: '保存' }).click();
    await visible(dialog.getByText('请输入产品类型名称'));
    await dialog.getByLabel('产品类型名称').fill('冷链保温板');
    await dialog.getByLabel('字段 1 名称').fill('厚度(mm)');
    await dialog.getByLabel('字段 1 类型').click();
    // A click on an option still sliding in may be lost, leaving the list open over the dialog.
    await animationsDone(page);
    await page.getByTitle('数字', { exact: true }).filter({ visible: true }).click();
    const fieldType = dialog.locator('.ant-form-item').filter({ has: page.getByLabel('字段 1 类型') });
    await expect.poll(() => fieldType.textContent()).toContain('数字');
    // The option list folds away before the dialog takes clicks again.
    await animationsDone(page);
    await expect.poll(() => page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: '添加字段' }).click();
    await dialog.getByLabel('字段 2 名称').fill('芯材');
    await animationsDone(page);
    await screenshot(page, 'supply-types-dialog-1440');
    await dialog.getByRole('button', { name: '保存' }).click();
    await visible(toast(page, '产品类型已保存'));
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = page.getByRole('row').filter({ hasText: '冷链保温板' });
    await visible(row.getByText('厚度(mm) · 数字 · 可搜索'));
    const offered = (await boardTypes()).find((type) => type.typeName === '冷链保温板');
    expect(offered?.listSon.map((field) => [field.filedName, field.filedType])).toEqual([
      ['厚度(mm)', '数字'],
      ['芯材', '文本'],
    ]);

    // Last in order; 上移 puts it one place up.
    const before = (await operatorGet<ManagedType[]>(supplyModerationApi.types.path)).map(
      (type) => type.typeName,
    );
    expect(before.at(-1)).toBe('冷链保温板');
    await row.getByRole('button', { name: '上移 冷链保温板' }).click();
    await visible(toast(page, '顺序已保存'));
    await expect
      .poll(async () =>
        (await operatorGet<ManagedType[]>(supplyModerationApi.types.path)).map((type) => type.typeName),
      )
      .toEqual([...before.slice(0, -2), '冷链保温板', before.at(-2)]);

    // A type with entries: the warning names the count; cancelled, nothing changes.
    const cold = (await operatorGet<ManagedType[]>(supplyModerationApi.types.path)).find(
      (type) => type.typeName === '冷库设备',
    );
    await page
      .getByRole('row')
      .filter({ hasText: '冷库设备' })
      .getByRole('button', { name: '停用 冷库设备' })
      .click();
    const warning = page.getByRole('dialog', { name: '停用产品类型' });
    await visible(
      warning.getByText(`产品类型「冷库设备」下还有 ${cold?.entryCount} 条供求信息`, { exact: false }),
    );
    await animationsDone(page);
    await screenshot(page, 'supply-types-retire-warning-1440');
    await warning.getByRole('button', { name: '取消' }).click();
    expect((await boardTypes()).map((type) => type.typeName)).toContain('冷库设备');

    // The new type has no entries: retired after one confirmation, no longer offered.
    await row.getByRole('button', { name: '停用 冷链保温板' }).click();
    await page.getByRole('button', { name: '停用', exact: true }).click();
    await visible(toast(page, '产品类型已停用，已有信息保留'));
    await visible(row.getByText('已停用').first());
    await expect
      .poll(async () => (await boardTypes()).map((type) => type.typeName))
      .not.toContain('冷链保温板');
    expect(errors).toEqual([]);
    await close();
  });

  it('at 390 px scrolls no sideways', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${baseURL}/system/supplyTypes`);
    await visible(page.getByRole('row').filter({ hasText: '冷库设备' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'product types at 390 px');
    await screenshot(page, 'supply-types-390');
    await page.getByRole('button', { name: '编辑 冷库设备' }).click();
    await visible(page.getByRole('dialog', { name: '编辑产品类型：冷库设备' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'type dialog at 390 px');
    await screenshot(page, 'supply-types-dialog-390');
    expect(errors).toEqual([]);
    await close();
  });
});
