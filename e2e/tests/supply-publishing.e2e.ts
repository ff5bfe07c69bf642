import { type DemandListItem, supplyApi } from '@portal/shared/supply';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { receiptPng } from '../support/png.ts';

/**
 * Issue 18 items 7 and 9 in Chromium: the demo developer goes from 我要发布 to the publishing
 * area (the single-use-code handover), publishes a supply with its category's extended fields
 * and a picture (a number field refuses text before anything is sent), sees it 待审核, and the
 * fitting demand's matches and the area's 匹配的求购 list it once it is published.
 */

const DEVELOPER = '13800000002';
const CATEGORY = '冷库设备';
const POWER = '制冷量(kW)';
const DEVELOPER_COMPANY = '陈开发工作室';

const { freshPage } = useBrowser();

async function post<T>(address: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}${address}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** An open demand of the category, of a company other than the developer's, stating a power. */
async function fittingDemand(token: string): Promise<{ item: DemandListItem; power: number }> {
  const types = (await (await fetch(`${baseURL}${supplyApi.types.path}`)).json()) as {
    data: { id: number; typeName: string }[];
  };
  const type = types.data.find((candidate) => candidate.typeName === CATEGORY);
  if (!type) throw new Error(`the demo board has no ${CATEGORY}`);
  const page = await post<{ list: DemandListItem[] }>(
    supplyApi.demandPage.path,
    { proType: type.id, pageSize: 40 },
    token,
  );
  for (const item of page.list) {
    const power = item.demandEntity.listSon.find((value) => value.filedName === POWER)?.fieldInt;
    if (
      !item.demandEntity.expired &&
      typeof power === 'number' &&
      item.companyEntity.companyName !== DEVELOPER_COMPANY
    )
      return { item, power };
  }
  throw new Error(`no open ${CATEGORY} demand states ${POWER}`);
}

/** Picks an option of an antd Select by its label (its options are found by their title). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await animationsDone(page);
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}

describe('publishing on the supply board', () => {
  it('the demo developer publishes a supply from 我要发布; it waits for moderation', async () => {
    const token = await apiLogin(DEVELOPER, 'develop');
    const { power } = await fittingDemand(token);
    const name = `螺杆冷风机-${Date.now() % 1_000_000}`;

    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(DEVELOPER, 'develop'),
    );
    await page.goto(`${baseURL}/supply`);
    await page.getByRole('button', { name: '我要发布' }).click();
    // The handover: the area lands its code and takes it out of the address.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/supplyPublish');
    await visible(page.getByRole('tab', { name: '我的供应', selected: true }));
    expect(new URL(page.url()).searchParams.get('code')).toBeNull();

    await page.getByRole('button', { name: '发布供应' }).click();
    const drawer = page.getByRole('dialog', { name: '发布供应' });
    await visible(drawer);
    await animationsDone(page);
    await choose(page, '产品类型', CATEGORY);
    await drawer.getByLabel('产品名称').fill(name);
    await drawer.getByLabel(/单价/).fill('45800');
    await drawer.getByLabel('起订量').fill('2');
    await drawer.getByLabel('供应总量').fill('80');
    await drawer.getByLabel('单位').fill('台');
    await drawer.getByLabel('所在地').fill('郑州市');
    await drawer.getByRole('checkbox', { name: '长期有效' }).check();
    // Text in a number field is refused on the form, before anything is sent.
    await drawer.getByLabel(POWER).fill('很大');
    await drawer.getByRole('button', { name: '提交审核' }).click();
    await visible(drawer.getByText(`「${POWER}」须为数字`));
    await drawer.getByLabel(POWER).fill(String(power));
    await drawer.getByLabel('品牌').fill('比泽尔');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      drawer.getByRole('button', { name: '上传产品图片' }).click(),
    ]);
    await chooser.setFiles({ name: 'cooler.png', mimeType: 'image/png', buffer: receiptPng() });
    await visible(drawer.getByRole('button', { name: /产品图片（已上传/ }));
    await drawer.getByLabel('产品说明').fill('螺杆压缩机组，适用于 -25°C 冷冻库。');
    await screenshot(page, 'supply-publish-form-1440');
    await drawer.getByRole('button', { name: '提交审核' }).click();
    await visible(toast(page, '已提交，等待平台审核'));
    const row = page.getByRole('row').filter({ hasText: name });
    await visible(row);
    await visible(row.getByText('待审核'));
    await screenshot(page, 'supply-publish-list-1440');

    // Not on the board while it waits.
    const board = await post<{ list: unknown[] }>(supplyApi.supplyPage.path, { keyword: name });
    expect(board.list).toEqual([]);
    expect(errors).toEqual([]);
    await close();

    // The operator approves it in the console's 供需审核.
    const operator = await freshPage(VIEWPORTS.desktop, await apiSession('operator', 'operate'));
    await operator.page.goto(`${baseURL}/system/supplyModeration?keyword=${encodeURIComponent(name)}`);
    const waiting = operator.page.getByRole('row').filter({ hasText: name });
    await visible(waiting);
    await waiting.getByRole('button', { name: `审核 供应：${name}` }).click();
    const review = operator.page.getByRole('dialog', { name: '供求信息审核' });
    // The picture is not public yet: the desk reads it with the operator's session.
    await visible(review.getByRole('img', { name: `${name} 的产品图片` }));
    await animationsDone(operator.page);
    await review.getByRole('button', { name: `通过：${name}` }).click();
    await operator.page.getByRole('button', { name: '通过', exact: true }).click();
    await visible(toast(operator.page, '已通过，信息已发布'));
    expect(operator.errors).toEqual([]);
    await operator.close();
  });

  it("once published, the supply is on the board and among the fitting demand's matches", async () => {
    const token = await apiLogin(DEVELOPER, 'develop');
    const { item } = await fittingDemand(token);
    const published = await post<{
      list: { supplyEntitys: { proId: number; proName: string; proPic: string } }[];
    }>(supplyApi.supplyPage.path, { keyword: '螺杆冷风机-' });
    const ours = published.list[0]?.supplyEntitys;
    if (!ours) throw new Error('the first journey published no supply');

    const visitor = await freshPage();
    await visitor.page.goto(`${baseURL}/supplyDetail?id=${item.demandEntity.proId}&type=0`);
    const matches = visitor.page.getByRole('region', { name: '匹配的供应' });
    await visible(matches.getByText(/^匹配规则：/));
    await visible(matches.getByRole('link', { name: ours.proName }));
    await screenshot(visitor.page, 'supply-demand-matches-1440');
    // Its picture is public now.
    const picture = await fetch(`${baseURL}${ours.proPic}`);
    expect(picture.status).toBe(200);
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(DEVELOPER, 'develop'),
    );
    await page.goto(`${baseURL}/supplyPublish?tab=matches`);
    const fit = page.getByRole('listitem').filter({ hasText: item.demandEntity.proName });
    await visible(fit.filter({ hasText: `「${ours.proName}」` }));
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: the publishing area at 390 px', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone, await apiSession(DEVELOPER, 'develop'));
    await page.goto(`${baseURL}/supplyPublish`);
    await visible(page.getByRole('tab', { name: '我的供应', selected: true }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '/supplyPublish');
    await screenshot(page, 'supply-publish-390');
    // The tab is in the address: a link to the matches opens them.
    await page.goto(`${baseURL}/supplyPublish?tab=matches`);
    await visible(page.getByRole('tab', { name: '匹配的求购', selected: true }));
    await visible(page.getByText(/^匹配规则：/));
    await expectNoSidewaysScroll(page, '/supplyPublish?tab=matches');
    await screenshot(page, 'supply-publish-matches-390');
    expect(errors).toEqual([]);
    await close();
  });
});
