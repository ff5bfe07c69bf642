import fs from 'node:fs';
import path from 'node:path';
import { filesApi } from '@portal/shared/accounts';
import { certificationApi } from '@portal/shared/certification';
import { pathWith } from '@portal/shared/contract';
import { formatDate } from '@portal/shared/format';
import { marketApi } from '@portal/shared/market';
import { type Order, ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, registerThroughApi } from '../support/accounts.ts';
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
import { receiptPng } from '../support/png.ts';

/**
 * The operator console's payment desk (收款确认, issue 16 item 3), built on ContractTable: tenants
 * order and upload a transfer receipt through the API; the operator sees each order awaiting
 * payment with its receipt beside it and confirms it, and the tenant's subscription starts. An
 * order without a receipt is confirmed only after a second, explicit warning. Both operator
 * desks (with data on screen) pass axe-core's WCAG 2.1 AA rules. The journeys run in order on
 * this file's own database.
 */

const ADMIN = '13800000001';
const OTHER = '13800000003';
const APPLICANT = freshPhone('136');
const APPLICANT_PASSWORD = 'cold2024';
const ID_CARD = path.resolve(
  import.meta.dirname,
  '../../apps/server/test/fixtures/ocr/id-card-110105198907088397.jpg',
);

const { freshPage } = useBrowser();

async function send<T>(token: string, method: string, address: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${address}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${method} ${address} refused: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

async function uploadFile<T>(token: string, address: string, file: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await fetch(`${baseURL}${address}`, { method: 'POST', headers: { token }, body: form });
  const envelope = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`upload to ${address} refused: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** The charged apps of the demo catalogue, by name. */
async function chargedApps(): Promise<{ id: number; name: string }[]> {
  const res = await fetch(`${baseURL}${marketApi.list.path}?pageSize=50`);
  const { data } = (await res.json()) as { data: { list: { id: number; name: string; charged: boolean }[] } };
  return data.list.filter((app) => app.charged);
}

/** The tenant orders one year of the app (an order awaiting payment), with a receipt or not. */
async function order(account: string, marketId: number, withReceipt: boolean): Promise<Order> {
  const token = await apiLogin(account, 'tenant');
  const made = await send<Order>(token, 'POST', ordersApi.purchase.path, { marketId, duration: 1 });
  if (!withReceipt) return made;
  return uploadFile<Order>(
    token,
    pathWith(ordersApi.uploadReceipt.path, { id: made.id }),
    receiptPng(),
    'receipt.png',
    'image/png',
  );
}

/** This file's own tenant applicant, its certification submitted: the review desk's work. */
async function submittedCertification(): Promise<void> {
  await registerThroughApi({ phone: APPLICANT, password: APPLICANT_PASSWORD, type: 0 });
  const token = await apiLogin(APPLICANT, 'tenant', APPLICANT_PASSWORD);
  const photo = fs.readFileSync(ID_CARD);
  const image = () => uploadFile<string>(token, filesApi.upload.path, photo, 'card.jpg', 'image/jpeg');
  const form = {
    adminName: '孙认证',
    adminIdCard: '110105198907088397',
    idCardFornt: await image(),
    idCardTail: await image(),
    enCode: `pay${APPLICANT.slice(-6)}`,
    companyName: '收款测试冷链有限公司',
    creditCode: '91110158HH07M7WH4W',
    email: 'pay@example.com',
    legalPersonName: '孙法人',
    legalPersonPhone: '13912345678',
    legalPersonIdCard: '110105198907088397',
    businessLicense: await image(),
    applicationForm: await image(),
    letterCommitment: await image(),
    address: '河南省郑州市高新区',
  };
  await send(token, 'POST', certificationApi.submitTenant.path, form);
}

/** The desk's row of an order. */
const rowOf = (page: Page, orderNo: string) => page.getByRole('row').filter({ hasText: orderNo });

async function openDesk(page: Page, query = '') {
  await page.goto(`${baseURL}/system/payment${query}`);
  await visible(page.getByRole('heading', { name: '收款确认', level: 1 }));
}

/** The tenant's subscriptions, by app name: type 1 once a paid order is confirmed. */
async function subscriptionTypes(account: string): Promise<Record<string, number>> {
  const token = await apiLogin(account, 'tenant');
  const page = await send<{ list: { marketName: string; type: number }[] }>(
    token,
    'GET',
    `${subscriptionsApi.list.path}?pageSize=50`,
  );
  return Object.fromEntries(page.list.map((row) => [row.marketName, row.type]));
}

let apps: { id: number; name: string }[] = [];
let withReceipt: Order;
let withoutReceipt: Order;

beforeAll(async () => {
  apps = await chargedApps();
  if (apps.length < 3) throw new Error('the demo catalogue has fewer than three charged apps');
  withReceipt = await order(ADMIN, apps[0]?.id ?? 0, true);
  withoutReceipt = await order(OTHER, apps[1]?.id ?? 0, false);
  await submittedCertification();
});

describe('the payment desk', () => {
  it('shows the order with its receipt beside it; confirming starts the tenant’s subscription', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openDesk(page);
    const row = rowOf(page, withReceipt.orderNo);
    await visible(row);
    await visible(row.getByText(withReceipt.tenantName));
    await visible(row.getByText(`${apps[0]?.name}（1年）`));
    await visible(row.getByText(`¥${withReceipt.totalPrice.toFixed(2)}`));
    // The time it was placed, in China time (UTC+8).
    const placed = new Date(Date.parse(withReceipt.placeTime ?? '') + 8 * 3600_000).toISOString();
    await visible(row.getByText(`${placed.slice(0, 10)} ${placed.slice(11, 16)}`));
    await visible(rowOf(page, withoutReceipt.orderNo).getByText('未上传'));
    // The table fades in from its loading state.
    await animationsDone(page);
    await screenshot(page, 'payment-desk-1440');

    await row.getByRole('button', { name: `查看回单：${withReceipt.orderNo}` }).click();
    const drawer = page.getByRole('dialog', { name: `回单 · ${withReceipt.orderNo}` });
    await visible(drawer.getByRole('img', { name: `回单 ${withReceipt.orderNo}` }));
    await animationsDone(page);
    await screenshot(page, 'payment-desk-receipt-1440');

    await drawer.getByRole('button', { name: `确认收款：${withReceipt.orderNo}` }).click();
    await visible(page.getByText('确认已收到该订单的款项？'));
    await page.getByRole('button', { name: '确认收款', exact: true }).click();
    await visible(toast(page, '已确认收款，订阅已生效'));
    await expect.poll(() => rowOf(page, withReceipt.orderNo).count()).toBe(0);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // The tenant's subscription has started.
    await expect.poll(async () => (await subscriptionTypes(ADMIN))[apps[0]?.name ?? '']).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps its dates and search in the address, and confirms an order without a receipt only after a warning', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    // Placed days in the address: the picker shows them, and the list holds only those days.
    await openDesk(page, '?dateFrom=2020-01-01&dateTo=2020-01-02');
    await visible(page.getByText('没有待确认收款的订单'));
    expect(await page.getByPlaceholder('下单开始日期').inputValue()).toBe('2020-01-01');
    expect(await page.getByPlaceholder('下单结束日期').inputValue()).toBe('2020-01-02');
    await openDesk(page, `?dateFrom=${formatDate(Date.now() - 24 * 3600_000)}`);
    await visible(rowOf(page, withoutReceipt.orderNo));

    await openDesk(page);
    await page.getByRole('searchbox', { name: '搜索订单号或租户' }).fill(withoutReceipt.orderNo);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(withoutReceipt.orderNo);
    // A reload keeps the search.
    await page.reload();
    await visible(rowOf(page, withoutReceipt.orderNo));
    await expect
      .poll(() => page.getByRole('searchbox', { name: '搜索订单号或租户' }).inputValue())
      .toBe(withoutReceipt.orderNo);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    const row = rowOf(page, withoutReceipt.orderNo);
    await row.getByRole('button', { name: `确认收款：${withoutReceipt.orderNo}` }).click();
    const warning = page.getByRole('dialog', { name: '该订单还没有上传转账回单' });
    await visible(warning.getByText(/没有回单，无法核对付款凭证/));
    await animationsDone(page);
    await screenshot(page, 'payment-desk-no-receipt-1440');
    // A window narrowed to a phone's width and back (the table redraws its columns) keeps it open.
    await page.setViewportSize(VIEWPORTS.phone);
    await visible(warning.getByText(/没有回单，无法核对付款凭证/));
    await page.setViewportSize(VIEWPORTS.desktop);
    await visible(warning.getByText(/没有回单，无法核对付款凭证/));
    // Cancelled: nothing happens.
    await warning.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => warning.isVisible()).toBe(false);
    await visible(row);
    expect((await subscriptionTypes(OTHER))[apps[1]?.name ?? '']).toBeUndefined();

    await row.getByRole('button', { name: `确认收款：${withoutReceipt.orderNo}` }).click();
    await warning.getByRole('button', { name: '已核实，仍然确认收款' }).click();
    await visible(toast(page, '已确认收款，订阅已生效'));
    await expect.poll(() => rowOf(page, withoutReceipt.orderNo).count()).toBe(0);
    await visible(page.getByText('没有待确认收款的订单'));
    await expect.poll(async () => (await subscriptionTypes(OTHER))[apps[1]?.name ?? '']).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('at 390 px keeps order, amount and action in the row and the rest in its expansion', async () => {
    const third = await order(ADMIN, apps[2]?.id ?? 0, true);
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await openDesk(page);
    await animationsDone(page);
    const row = rowOf(page, third.orderNo);
    await visible(row.getByRole('button', { name: `确认收款：${third.orderNo}` }));
    await visible(row.getByText(`¥${third.totalPrice.toFixed(2)}`));
    await expectNoSidewaysScroll(page, 'payment desk at 390 px');
    await screenshot(page, 'payment-desk-390');

    await row.getByRole('button', { name: '展开行' }).click();
    const receipt = page.getByRole('button', { name: `查看回单：${third.orderNo}` });
    await visible(receipt);
    await visible(page.getByText(third.tenantName, { exact: true }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'payment desk row opened at 390 px');
    await screenshot(page, 'payment-desk-390-expanded');
    await receipt.click();
    const drawer = page.getByRole('dialog', { name: `回单 · ${third.orderNo}` });
    await visible(drawer.getByRole('img', { name: `回单 ${third.orderNo}` }));
    await animationsDone(page);
    await screenshot(page, 'payment-desk-receipt-390');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the operator desks', () => {
  it('both pass WCAG 2.1 AA with their data on screen', async () => {
    const { page, close } = await freshPage(VIEWPORTS.desktop, await apiSession('operator', 'operate'));
    const made = await order(OTHER, apps[2]?.id ?? 0, true);
    await openDesk(page);
    await visible(rowOf(page, made.orderNo).getByRole('button', { name: `查看回单：${made.orderNo}` }));
    await animationsDone(page);
    expect(await accessibilityViolations(page), '/system/payment').toEqual([]);

    await page.goto(`${baseURL}/system/review`);
    await visible(page.getByRole('heading', { name: '认证审核', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: APPLICANT }));
    await animationsDone(page);
    await screenshot(page, 'review-desk-1440');
    expect(await accessibilityViolations(page), '/system/review').toEqual([]);

    // At 390 px the review desk keeps account, status and action, and fits the screen.
    await page.setViewportSize(VIEWPORTS.phone);
    await visible(page.getByRole('button', { name: `审核 ${APPLICANT} 的认证` }));
    // The console's side menu folds away with an animation first.
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'review desk at 390 px');
    await page
      .getByRole('row')
      .filter({ hasText: APPLICANT })
      .getByRole('button', { name: '展开行' })
      .click();
    await visible(page.getByText('提交时间', { exact: true }));
    await animationsDone(page);
    await screenshot(page, 'review-desk-390-expanded');
    expect(await accessibilityViolations(page), '/system/review at 390 px').toEqual([]);
    await close();
  });
});
