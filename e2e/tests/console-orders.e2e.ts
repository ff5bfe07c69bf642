import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import { type Order, ordersApi } from '@portal/shared/orders';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * The console's 订单管理 and 订阅管理 (issue 22 item 4): the operator finds a tenant's unpaid
 * order among every tenant's orders, cancels it with a reason, and the tenant reads that reason
 * on their order; a paid order's subscription is found by tenant and state on 订阅管理. The
 * screens at 1440 and 390 px. Orders are made through the API on this file's own database.
 */

const ADMIN = '13800000001';
const OTHER = '13800000003';
const REASON = '转账金额与订单金额不符，请核对后重新下单';

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

/** The charged apps of the demo catalogue. */
async function chargedApps(): Promise<{ id: number; name: string }[]> {
  const res = await fetch(`${baseURL}${marketApi.list.path}?pageSize=50`);
  const { data } = (await res.json()) as { data: { list: { id: number; name: string; charged: boolean }[] } };
  return data.list.filter((app) => app.charged);
}

async function order(account: string, marketId: number): Promise<Order> {
  const token = await apiLogin(account, 'tenant');
  return send<Order>(token, 'POST', ordersApi.purchase.path, { marketId, duration: 1 });
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('订单管理 and 订阅管理', () => {
  let apps: { id: number; name: string }[] = [];

  beforeAll(async () => {
    apps = await chargedApps();
    expect(apps.length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a tenant’s unpaid order with a reason, and the tenant reads it on the order', async () => {
    const unpaid = await order(ADMIN, apps[0]?.id ?? 0);
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/orders`);
    await visible(page.getByRole('heading', { name: '订单管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /订单管理/ }));
    await visible(page.getByRole('menuitem', { name: /订阅管理/ }));
    await page.getByRole('searchbox', { name: '搜索订单号或租户' }).fill(unpaid.orderNo);
    await page.getByRole('searchbox', { name: '搜索订单号或租户' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(unpaid.orderNo);
    const row = rowOf(page, unpaid.orderNo);
    await visible(row.getByText('待支付'));
    await visible(row.getByText(`¥${unpaid.totalPrice.toFixed(2)}`));
    await animationsDone(page);
    expect(await accessibilityViolations(page), '/system/orders').toEqual([]);

    await row.getByRole('button', { name: `取消订单：${unpaid.orderNo}` }).click();
    const dialog = page.getByRole('dialog', { name: `取消该订单 · ${unpaid.orderNo}` });
    await visible(dialog);
    // The reason is required, in Chinese, before anything is sent.
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await visible(dialog.getByText('请输入取消原因'));
    await dialog.getByRole('textbox', { name: '取消原因' }).fill(REASON);
    await animationsDone(page);
    await screenshot(page, 'console-orders-cancel-1440');
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await visible(toast(page, '订单已取消，租户可在订单详情中看到取消原因'));
    await visible(rowOf(page, unpaid.orderNo).getByText('已取消'));

    await rowOf(page, unpaid.orderNo)
      .getByRole('button', { name: `详情：${unpaid.orderNo}` })
      .click();
    const drawer = page.getByRole('dialog', { name: `订单详情 · ${unpaid.orderNo}` });
    await visible(drawer.getByText(`平台取消原因：${REASON}`));
    await visible(drawer.getByText(apps[0]?.name ?? '', { exact: true }));
    await animationsDone(page);
    await screenshot(page, 'console-orders-detail-1440');
    expect(await accessibilityViolations(page), '/system/orders detail').toEqual([]);
    expect(errors).toEqual([]);
    await close();

    // The tenant's own order says why.
    const tenant = await freshPage(VIEWPORTS.desktop, await apiSession(ADMIN, 'tenant'));
    await tenant.page.goto(`${baseURL}/admin/orderDetail?id=${unpaid.id}`);
    await visible(tenant.page.getByText('该订单已被平台取消'));
    await visible(tenant.page.getByText(`平台取消原因：${REASON}`));
    await animationsDone(tenant.page);
    await screenshot(tenant.page, 'console-orders-tenant-reason-1440');
    expect(tenant.errors).toEqual([]);
    await tenant.close();
  });

  it('finds a paid order’s subscription by tenant and state, and fits a phone', async () => {
    const paid = await order(OTHER, apps[1]?.id ?? 0);
    const operator = await apiLogin('operator', 'operate');
    await send(operator, 'POST', pathWith(ordersApi.confirmPayment.path, { id: paid.id }), {
      withoutReceipt: true,
    });
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/subscriptions?state=1`);
    await visible(page.getByRole('heading', { name: '订阅管理', level: 1 }));
    await page.getByRole('searchbox', { name: '按租户搜索' }).fill(paid.tenantName);
    await page.getByRole('searchbox', { name: '按租户搜索' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('tenant')).toBe(paid.tenantName);
    const row = rowOf(page, paid.orderNo);
    await visible(row.getByText(apps[1]?.name ?? '', { exact: true }));
    await visible(row.getByText('订阅中'));
    await visible(row.getByText('1 年'));
    // Only the filtered tenant's subscriptions in force.
    const tenants = await page.getByRole('row').filter({ hasText: '订阅中' }).count();
    expect(tenants).toBe(await page.getByRole('row').filter({ hasText: paid.tenantName }).count());
    await animationsDone(page);
    await screenshot(page, 'console-subscriptions-1440');
    expect(await accessibilityViolations(page), '/system/subscriptions').toEqual([]);

    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await visible(rowOf(page, apps[1]?.name ?? '').first());
    await expectNoSidewaysScroll(page, 'subscriptions at 390 px');
    await screenshot(page, 'console-subscriptions-390');

    await page.goto(`${baseURL}/system/orders?keyword=${encodeURIComponent(paid.orderNo)}`);
    // Below 576 px the row keeps order, amount and actions; the rest opens in its expansion.
    await visible(rowOf(page, paid.orderNo).getByRole('button', { name: `详情：${paid.orderNo}` }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'orders at 390 px');
    await rowOf(page, paid.orderNo).getByRole('button', { name: '展开行' }).click();
    await visible(page.getByText('已支付', { exact: true }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'orders row opened at 390 px');
    await screenshot(page, 'console-orders-390');
    expect(errors).toEqual([]);
    await close();
  });
});
