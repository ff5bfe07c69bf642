import { type SupplyListItem, supplyApi } from '@portal/shared/supply';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  baseURL,
  expectNoSidewaysScroll,
  loadImages,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiLogin, apiSession, loginDialog } from '../support/login.ts';

/**
 * Issue 18, the supply-and-demand board in Chromium: a visitor searches by keyword and by a
 * number range (the search in the address, so a reload keeps it), opens a detail and sees the
 * company's phone and email masked with 请先登录; the demo tenant administrator sees them in
 * full and places a buy order. Screens at 1440 and 390 px.
 */

const ADMIN = '13800000001';

const { freshPage } = useBrowser();

/** A page of published supplies as a visitor or with a token, straight from the API. */
async function supplyPage(body: object, token?: string): Promise<SupplyListItem[]> {
  const res = await fetch(`${baseURL}${supplyApi.supplyPage.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { list: SupplyListItem[] } }).data.list;
}

/** The result cards of supplySearch. */
/** A China day some days from today, as a date field takes it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Types a day into an antd date field and leaves it with Tab, which keeps the typed day (Enter
 * would also submit the form around it).
 */
async function pickDay(page: Page, field: ReturnType<Page['getByLabel']>, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Tab');
  await animationsDone(page);
  await expect.poll(() => field.inputValue()).toBe(day);
}

const cards = (page: Page) => page.getByRole('region', { name: '搜索结果' }).getByRole('article');

/** The numbers a result card shows for a field (its 制冷量, say). */
async function fieldValues(page: Page, field: string): Promise<number[]> {
  const texts = await page
    .locator('.supply-fields__item')
    .filter({ hasText: field })
    .locator('dd')
    .allTextContents();
  return texts.map(Number);
}

describe('the supply-and-demand board', () => {
  it('a visitor searches by keyword and by a number range, and sees masked contacts on a detail', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/supply`);
    await visible(page.getByRole('tab', { name: '企业采购' }));
    await visible(page.getByRole('heading', { name: '冷库设备' }));
    await visible(
      page.getByRole('navigation', { name: '分类快速跳转' }).getByRole('link', { name: '冷库设备' }),
    );
    await visible(page.getByText('急', { exact: true }));
    await loadImages(page);
    await screenshot(page, 'supply-home-1440');

    // Keyword: the home's search opens supplySearch on the tab it is on (企业采购: active 0).
    await page.getByRole('textbox', { name: '搜索供需信息' }).fill('冷风机');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('冷风机');
    expect(new URL(page.url()).searchParams.get('active')).toBe('0');
    await visible(cards(page).first());
    for (const title of await cards(page).getByRole('heading').allTextContents())
      expect(title).toContain('冷风机');
    await page.getByRole('tab', { name: '供应' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('active')).toBe('1');
    await visible(cards(page).getByRole('link', { name: '吊顶式冷风机' }));

    // A number range on the category's extended field, with the spec's message for a missing end.
    await page.getByRole('button', { name: '冷库设备' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).not.toBeNull();
    await page.getByRole('combobox', { name: '搜索方式' }).selectOption({ label: '制冷量(kW)' });
    await page.getByRole('textbox', { name: '制冷量(kW)结束' }).fill('100');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await visible(toast(page, '请输入范围开始'));
    expect(new URL(page.url()).searchParams.get('field')).toBeNull();
    await page.getByRole('textbox', { name: '制冷量(kW)开始' }).fill('20');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('20');
    await visible(cards(page).first());
    const inRange = async () => {
      const values = await fieldValues(page, '制冷量(kW)');
      return values.length > 0 && values.every((value) => value >= 20 && value <= 100);
    };
    await expect.poll(inRange).toBe(true);
    const shown = await cards(page).getByRole('heading').allTextContents();
    // The address holds the search: a reload shows the same results.
    await page.reload();
    await expect.poll(() => cards(page).getByRole('heading').allTextContents()).toEqual(shown);
    await screenshot(page, 'supply-search-range-1440');

    // A detail: contacts masked by the server, with 请先登录 opening the login dialog.
    await cards(page).first().getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/supplyDetail');
    const company = page.getByRole('region', { name: '企业信息' });
    await visible(company.getByText(/^\d{3}\*{4}\d{4}$/));
    await visible(company.getByText(/^.\*\*\*@/));
    expect(await page.content()).not.toMatch(/"linkPhone":"\d{11}"/);
    await loadImages(page);
    await screenshot(page, 'supply-detail-visitor-1440');
    await company.getByRole('button', { name: '请先登录' }).first().click();
    await visible(loginDialog(page));
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: home, search and detail at 390 px', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone);
    const [entry] = await supplyPage({ pageSize: 10 });
    const addresses = [
      ['/supply', 'supply-home-390'],
      ['/supplySearch?active=1&keyword=冷', 'supply-search-390'],
      [`/supplyDetail?id=${entry?.supplyEntitys.proId}&type=1`, 'supply-detail-390'],
    ] as const;
    for (const [address, name] of addresses) {
      await page.goto(`${baseURL}${address}`);
      await visible(page.getByRole('heading').first());
      await expect.poll(() => page.getByText('加载中...').count()).toBe(0);
      await expectNoSidewaysScroll(page, address);
      await loadImages(page);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the demo tenant sees full contacts, cannot buy an expired supply, and places a buy order', async () => {
    const token = await apiLogin(ADMIN, 'tenant');
    const supplies = await supplyPage({ pageSize: 40 }, token);
    const open = supplies.find((item) => !item.supplyEntitys.expired && item.supplyEntitys.setNum > 1);
    const expired = supplies.find((item) => item.supplyEntitys.expired);
    if (!open || !expired) throw new Error('the demo board lacks an open or an expired supply');

    const { page, errors, close } = await freshPage(VIEWPORTS.desktop, await apiSession(ADMIN, 'tenant'));
    await page.goto(`${baseURL}/supplyDetail?id=${expired.supplyEntitys.proId}&type=1`);
    await visible(page.getByRole('heading', { name: expired.supplyEntitys.proName }));
    await visible(page.getByText('已截止').first());
    expect(await page.getByRole('button', { name: '立即购买' }).count()).toBe(0);

    await page.goto(`${baseURL}/supplyDetail?id=${open.supplyEntitys.proId}&type=1`);
    const company = page.getByRole('region', { name: '企业信息' });
    // In full once the session is read: the detail is read again for the logged-in viewer.
    await visible(company.getByText(open.companyEntity.linkPhone, { exact: true }));
    await visible(company.getByText(open.companyEntity.comEmail, { exact: true }));
    expect(await company.getByRole('button', { name: '请先登录' }).count()).toBe(0);

    await page.getByRole('button', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await animationsDone(page);
    // Pre-filled from getUser.
    await expect.poll(() => dialog.getByLabel('公司名称').inputValue()).toBe('演示冷链科技有限公司');
    await expect.poll(() => dialog.getByLabel('联系人').inputValue()).toBe('王建国');
    const setNum = open.supplyEntitys.setNum;
    const quantity = dialog.getByLabel(/购买数量/);
    await quantity.fill(String(setNum - 1));
    await pickDay(page, dialog.getByLabel('送达时间'), dayAhead(5));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await visible(dialog.getByText(`购买数量不能少于起订量 ${setNum}`));
    await quantity.fill(String(setNum));
    await screenshot(page, 'supply-buy-dialog-1440');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await visible(toast(page, '下单成功'));
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("a developer quotes on the demo tenant's demand and the tenant accepts it", async () => {
    // An open demand of the demo tenant's company (a recommended supplier of the board).
    const companies = (await (await fetch(`${baseURL}${supplyApi.recommended.path}`)).json()) as {
      data: { id: number; companyName: string }[];
    };
    const own = companies.data.find((company) => company.companyName === '演示冷链科技有限公司');
    const res = await fetch(`${baseURL}${supplyApi.demandPage.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: own?.id, pageSize: 40 }),
    });
    const demands = (
      (await res.json()) as { data: { list: { demandEntity: { proId: number; expired: boolean } }[] } }
    ).data.list;
    const demand = demands.find((item) => !item.demandEntity.expired)?.demandEntity;
    if (!demand) throw new Error('the demo tenant has no open demand');
    const address = `${baseURL}/supplyDetail?id=${demand.proId}&type=0`;

    const supplier = await freshPage(VIEWPORTS.desktop, await apiSession('13800000002', 'develop'));
    await supplier.page.goto(address);
    const form = supplier.page.getByRole('region', { name: '我要报价' });
    await visible(form);
    await form.getByLabel(/单价/).fill('8000');
    await pickDay(supplier.page, form.getByLabel('交货日期'), dayAhead(10));
    await pickDay(supplier.page, form.getByLabel('报价有效期至'), dayAhead(20));
    await form.getByRole('button', { name: '提交报价' }).click();
    await visible(toast(supplier.page, '报价成功'));
    await visible(supplier.page.getByRole('region', { name: '我的报价' }));
    await screenshot(supplier.page, 'supply-quote-form-1440');
    expect(supplier.errors).toEqual([]);
    await supplier.close();

    const buyer = await freshPage(VIEWPORTS.phone, await apiSession(ADMIN, 'tenant'));
    await buyer.page.goto(address);
    const received = buyer.page.getByRole('region', { name: /收到的报价/ });
    const quote = received.getByRole('listitem').filter({ hasText: '陈开发工作室' });
    await visible(quote);
    await expectNoSidewaysScroll(buyer.page, 'quotes at 390 px');
    await screenshot(buyer.page, 'supply-quotes-received-390');
    await quote.getByRole('button', { name: /^采纳/ }).click();
    await visible(toast(buyer.page, '已采纳该报价，求购已关闭'));
    await visible(quote.getByText('已采纳'));
    expect(buyer.errors).toEqual([]);
    await buyer.close();
  });
});
