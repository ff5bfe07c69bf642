import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  api,
  baseURL,
  clickUntil,
  expectNoSidewaysScroll,
  pathname,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  expectVisible as visible,
} from '../support/browser.ts';
import { type ApiRole, apiLogin, apiSession } from '../support/login.ts';
import { card, cartButton, cartRow, chooseYears, failureShot, yearOption } from '../support/market.ts';
import { receiptPng } from '../support/png.ts';

/**
 * Issue 11, the paid path end to end in Chromium: the demo tenant administrator fills the cart,
 * orders, reads the bank transfer instructions and uploads the receipt; an operator confirms
 * through the API; the subscriptions start in /admin/appList with their dates in view at 1440
 * and 390 px; ordering an app again points to its pending order; a trial is bought from its
 * detail; members and developers see no action they cannot take; /List keeps its page; and the
 * smaller things found (banner arrows, news neighbours, the footer strip, microservice pages).
 * The journeys of a describe run in order on this file's own database.
 */

const ADMIN = '13800000001';
const MEMBER = '13800000005';
const DEVELOPER = '13800000002';

const { freshPage } = useBrowser();

const listUrl = (industry: string) => `${baseURL}/List?type=${encodeURIComponent(industry)}&page=app`;

/** A page of the account, logged in through the API (logging in is login.e2e.ts's journey). */
const as = async (account: string, role: ApiRole = 'tenant', viewport: Viewport = VIEWPORTS.desktop) =>
  freshPage(viewport, await apiSession(account, role));

/**
 * The operator confirms the payment through the API (the console's desk is payment-desk.e2e.ts),
 * saying so explicitly for an order without a receipt.
 */
async function confirmPayment(orderId: number): Promise<void> {
  const token = await apiLogin('operator', 'operate');
  const res = await fetch(`${baseURL}/api/portalWeb/marketOrder/confirmPayment/${orderId}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ withoutReceipt: true }),
  });
  expect(res.status).toBe(200);
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/** The right edge of the element is inside the viewport: readable without scrolling sideways. */
async function expectInView(page: Page, locator: Locator) {
  const box = await locator.first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

describe('the paid path', () => {
  let cartOrderId = 0;

  it('fills the cart, orders, reads how to pay and uploads the receipt', async () => {
    const { page, errors, close } = await as(ADMIN);

    // 冷链运输调度 brings its associated apps along: it says so, with their prices and the
    // total, before anything is added; cancelling adds nothing.
    await page.goto(listUrl('冷链物流'));
    const cartBefore = await cartButton(page).getAttribute('aria-label');
    const addDispatch = () =>
      card(page, '冷链运输调度')
        .first()
        .getByRole('button', { name: /加入购物车/ })
        .click();
    await addDispatch();
    const confirm = page.getByRole('dialog').filter({ hasText: '加入购物车将同时加入关联应用' });
    await visible(confirm);
    for (const name of ['冷链运输调度', '车载冷机监控', '电子运单']) {
      await visible(
        confirm
          .getByRole('listitem')
          .filter({ hasText: name })
          .getByText(/^¥[\d.]+ 起\/年$/),
      );
    }
    await visible(confirm.getByText(/^¥[\d.]+$/));
    await animationsDone(page);
    await screenshot(page, 'paid-cart-confirm-associated-1440');
    await confirm.getByRole('button', { name: '取消' }).click();
    await visible(toast(page, '已取消加入购物车'));
    expect(await cartButton(page).getAttribute('aria-label')).toBe(cartBefore);
    await expect
      .poll(() => card(page, '冷链运输调度').first().getByRole('button', { name: '已加入购物车' }).count())
      .toBe(0);

    await addDispatch();
    await confirm.getByRole('button', { name: '确定加入' }).click();
    await visible(toast(page, '加入购物车成功，同时加入了关联应用：车载冷机监控、电子运单'));
    await visible(card(page, '冷链运输调度').first().getByRole('button', { name: '已加入购物车' }));
    await screenshot(page, 'paid-cart-added-1440');

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: '购物车' });
    await visible(drawer.getByText('电子运单'));
    // Before years are chosen: the lowest plan, ¥x 起/年, and no stray dash.
    await visible(drawer.getByText(/起\/年/));
    expect(await drawer.getByText('—', { exact: true }).count()).toBe(0);
    await animationsDone(page);
    await screenshot(page, 'paid-cart-before-years-1440');

    // Exactly the app's plans: 1 to 5 years.
    await drawer.getByRole('combobox', { name: '冷链运输调度购买年限' }).click();
    await expect
      .poll(() =>
        page
          .getByTitle(/^\d年$/)
          .filter({ visible: true })
          .allTextContents(),
      )
      .toEqual(['1年', '2年', '3年', '4年', '5年']);
    await animationsDone(page); // the list's opening animation: a click during it can miss
    await yearOption(page, '2年').click();
    await visible(cartRow(drawer, '冷链运输调度').getByText(/^¥[\d.]+$/));
    for (const name of ['车载冷机监控', '电子运单']) await chooseYears(page, drawer, name, '1年');
    await animationsDone(page);
    await screenshot(page, 'paid-cart-years-1440');
    await drawer.getByRole('button', { name: '下单' }).click();
    await visible(toast(page, '下单成功'));
    await visible(drawer.getByText(/订单 MO\d+ 待支付/));
    await screenshot(page, 'paid-cart-ordered-1440');
    await drawer.getByRole('link', { name: '查看订单与支付方式' }).click();

    await expect.poll(() => pathname(page)).toBe('/admin/orderDetail');
    cartOrderId = orderIdOf(page);
    const pay = page.getByRole('region', { name: '支付方式' });
    await visible(pay.getByText('支付方式：对公转账'));
    await visible(pay.getByText('收款账号'));
    await visible(pay.getByText(/^MO\d+$/));
    await visible(page.getByRole('region', { name: '订单进度' }).getByText('提交订单，等待支付'));
    await screenshot(page, 'paid-order-instructions-1440');

    // A PNG cut short is refused: the whole picture must decode.
    const whole = receiptPng();
    const upload = async (buffer: Buffer, name: string) => {
      const chooser = page.waitForEvent('filechooser');
      await pay.getByRole('button', { name: /上传回单|上传转账回单|重新上传回单/ }).click();
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
    };
    await upload(whole.subarray(0, whole.length - 40), 'broken.png');
    await visible(toast(page, '回单文件已损坏或不完整，请重新选择'));
    // The refused upload is over: the button takes a file again.
    await expect
      .poll(() =>
        pay.getByRole('button', { name: /上传回单|上传转账回单|重新上传回单/ }).getAttribute('class'),
      )
      .not.toMatch(/ant-btn-loading/);
    await upload(whole, '回单.png');
    await visible(toast(page, '回单已上传，请等待平台确认收款'));
    await visible(page.getByRole('img', { name: '转账回单' }));
    await visible(page.getByRole('region', { name: '订单进度' }).getByText('上传转账回单'));
    await screenshot(page, 'paid-order-receipt-1440');

    // 我的订单 lists it.
    await page
      .getByRole('navigation', { name: '个人中心菜单' })
      .getByRole('link', { name: '我的订单' })
      .click();
    await visible(page.getByRole('row').filter({ hasText: '冷链运输调度' }).getByText('待支付'));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'paid-orders-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('starts the subscriptions when the operator confirms, dates in view at 1440 and 390 px', async () => {
    expect(cartOrderId).toBeGreaterThan(0);
    await confirmPayment(cartOrderId);
    for (const [viewport, width] of [
      [VIEWPORTS.desktop, '1440'],
      [VIEWPORTS.phone, '390'],
    ] as const) {
      const { page, errors, close } = await as(ADMIN, 'tenant', viewport);
      await page.goto(`${baseURL}/admin/appList`);
      const entry =
        width === '390'
          ? page
              .getByRole('list', { name: '订阅列表' })
              .getByRole('listitem')
              .filter({ hasText: '冷链运输调度' })
          : page.getByRole('row').filter({ hasText: '冷链运输调度' });
      await visible(entry);
      const end = new Date(Date.now() + 2 * 365 * 24 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 4);
      const endDate = entry.getByText(new RegExp(`^${end}-\\d{2}-\\d{2}$`));
      await visible(endDate);
      await expectInView(page, endDate);
      await expectInView(page, entry.getByRole('button', { name: '删除' }));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `paid-applist-${width}`);

      await page.goto(`${baseURL}/admin/orderDetail?id=${cartOrderId}`);
      await visible(page.getByText('平台确认收款，订阅生效'));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `paid-order-paid-${width}`);
      await page.goto(`${baseURL}/admin/orderList`);
      await visible(page.getByText('已支付').first());
      await expectNoSidewaysScroll(page);
      // Every entry of the account menu in view, 我的订单 included (none scrolled off the edge).
      const menu = page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link');
      for (const link of await menu.all()) await expectInView(page, link);
      await screenshot(page, `paid-orders-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('points to the pending order when the same app is ordered again', async () => {
    const { page, errors, close } = await as(ADMIN);
    await page.goto(listUrl('智能制造'));
    await card(page, '质量检验管理').first().getByRole('link').first().click();
    await visible(page.getByRole('heading', { name: '质量检验管理', level: 1 }));
    await page.getByRole('button', { name: '订阅', exact: true }).click();
    const fee = page.getByRole('dialog', { name: '收费标准' });
    await expect.poll(() => fee.getByText('按年付费').count()).toBe(5);
    await animationsDone(page); // the dialog's opening animation: a click during it can miss
    await fee.getByRole('listitem').filter({ hasText: '1年' }).getByRole('button', { name: '订阅' }).click();
    // The new order opens on how to pay.
    await failureShot(page, 'paid-fail-purchase', () =>
      expect.poll(() => pathname(page)).toBe('/admin/orderDetail'),
    );
    await visible(page.getByText('支付方式：对公转账'));
    const orderNo = (await page.getByRole('heading', { name: /^订单 MO\d+/ }).textContent())?.match(
      /MO\d+/,
    )?.[0];

    // The detail now says 待支付 and links to it instead of offering to buy again.
    await page.goBack();
    await visible(page.getByRole('heading', { name: '质量检验管理', level: 1 }));
    await visible(page.getByRole('button', { name: '待支付 · 查看订单' }));
    expect(await page.getByRole('button', { name: '订阅', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /加入购物车/ }).count()).toBe(0);
    await screenshot(page, 'paid-detail-pending-1440');
    // So does its card.
    await page.goto(listUrl('智能制造'));
    await visible(card(page, '质量检验管理').first().getByRole('button', { name: '待支付 · 查看订单' }));
    await screenshot(page, 'paid-card-pending-1440');
    // The API refuses a second order and names the first.
    const token = await apiLogin(ADMIN, 'tenant');
    const appId = Number(
      new URL(
        (await card(page, '质量检验管理').first().getByRole('link').first().getAttribute('href')) ?? '',
        baseURL,
      ).searchParams.get('catalogue'),
    );
    const again = await fetch(`${baseURL}/api/portalWeb/marketOrder/purchase`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ marketId: appId, duration: 1 }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe(
      `应用【质量检验管理】已有待支付订单 ${orderNo}，请先完成支付或取消该订单`,
    );
    await card(page, '质量检验管理').first().getByRole('button', { name: '待支付 · 查看订单' }).click();
    await expect.poll(() => pathname(page)).toBe('/admin/orderDetail');
    // Cancelling it frees the app.
    await page.getByRole('button', { name: '取消订单' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '取消后该订单不能再支付' })
      .getByRole('button', { name: '确定' })
      .click();
    await visible(toast(page, '订单已取消'));
    await visible(page.getByText('已取消').first());
    expect(errors).toEqual([]);
    await close();
  });

  it('buys a trial from its detail, and enters the app on the workbench', async () => {
    const { page, errors, close } = await as(ADMIN);
    await page.goto(listUrl('食品加工'));
    await card(page, '速冻生产线监控').first().getByRole('link').first().click();
    await visible(page.getByRole('heading', { name: '速冻生产线监控', level: 1 }));
    await page.getByRole('button', { name: '免费试用' }).click();
    await visible(toast(page, '订阅成功'));
    const confirm = page.getByRole('dialog').filter({ hasText: '是否前往控制台?' });
    await visible(confirm);
    await animationsDone(page); // a click on the opening dialog can miss its button
    await confirm.getByRole('button', { name: '取消' }).click();
    // A trial reads 试用中 with its end, and may still be bought.
    await visible(page.getByText(/^试用中（到期 \d{4}-\d{2}-\d{2}）$/));
    await visible(page.getByRole('button', { name: '进入应用' }));
    expect(await page.getByRole('button', { name: '免费试用' }).count()).toBe(0);
    await screenshot(page, 'paid-trial-detail-1440');

    // The trial's click holds the next one off for a second.
    const fee = page.getByRole('dialog', { name: '收费标准' });
    await clickUntil(page.getByRole('button', { name: '订阅', exact: true }), () => fee.isVisible());
    await animationsDone(page);
    await fee.getByRole('listitem').filter({ hasText: '1年' }).getByRole('button', { name: '订阅' }).click();
    await expect.poll(() => pathname(page)).toBe('/admin/orderDetail');
    const pendingId = orderIdOf(page);

    // Before the operator confirms, the trial goes on and 待支付 leads to the order.
    await page.goBack();
    await visible(page.getByRole('button', { name: '待支付 · 查看订单' }));
    await visible(page.getByText(/^试用中（到期 \d{4}-\d{2}-\d{2}）$/));
    await screenshot(page, 'paid-trial-pending-1440');
    await confirmPayment(pendingId);
    // Back later (the confirmation happens elsewhere): a subscription with its end.
    await page.reload();
    await visible(page.getByText(/^已订阅（到期 \d{4}-\d{2}-\d{2}）$/));
    await screenshot(page, 'paid-trial-bought-1440');
    // 进入应用 opens the workbench on this app.
    await page.getByRole('button', { name: '进入应用' }).click();
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/workbench');
    await visible(page.getByText('已为您打开应用'));
    await visible(page.getByText('速冻生产线监控', { exact: true }));
    await screenshot(page, 'paid-workbench-app-1440');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('who sees what', () => {
  it('shows a member the subscriptions without actions, and no order menu', async () => {
    const { page, errors, close } = await as(MEMBER);
    await page.goto(`${baseURL}/admin/appList`);
    await visible(page.getByRole('row').filter({ hasText: '冷链运输调度' }));
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '退订' }).count()).toBe(0);
    expect(
      await page
        .getByRole('navigation', { name: '个人中心菜单' })
        .getByRole('link', { name: '我的订单' })
        .count(),
    ).toBe(0);
    await screenshot(page, 'paid-member-applist-1440');
    // The subscribed app: a member enters it; others offer nothing to buy.
    await page.goto(listUrl('冷链物流'));
    await visible(card(page, '冷链运输调度').first().getByRole('button', { name: '进入应用' }));
    expect(await page.getByRole('button', { name: /加入购物车/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a developer no subscribe or cart button and says who subscribes', async () => {
    const { page, errors, close } = await as(DEVELOPER, 'develop');
    await page.goto(listUrl('冷链物流'));
    await visible(card(page, '冷机物联网'));
    expect(await page.getByRole('button', { name: /订阅|加入购物车/ }).count()).toBe(0);
    expect(await cartButton(page).count()).toBe(0);
    await card(page, '冷机物联网').first().getByRole('link').first().click();
    await visible(page.getByText('请登录【租户】角色的【管理员】账号进行订阅'));
    await screenshot(page, 'paid-developer-detail-1440');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the smaller things', () => {
  it('/List keeps its page: page 3, an app, Back lands on page 3', async () => {
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/List?page=app`);
    await visible(page.getByRole('article'));
    const firstName = () =>
      page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent();
    const third = await api<{ list: { name: string }[] }>(
      '/api/portalWeb/market/selectMarketList?currentPage=3&pageSize=12&sort=desc&state=1',
    );
    await page.getByTitle('3', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('currentPage')).toBe('3');
    await expect.poll(firstName).toBe(third.list[0]?.name);
    const first = await firstName();
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect.poll(() => pathname(page)).toBe('/AppdetailInfo');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('currentPage')).toBe('3');
    await expect
      .poll(() => page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent())
      .toBe(first);
    await close();
  });

  it('keeps the banner arrows off the title and subtitle at 768, 1024 and 390 px', async () => {
    for (const width of [390, 768, 1024]) {
      const { page, close } = await freshPage({ width, height: 900 });
      await page.goto(`${baseURL}/`);
      const arrow = page.getByRole('button', { name: '下一张' }).first();
      const heading = page.getByRole('heading', { level: 1 }).first();
      await visible(heading);
      if ((await arrow.count()) > 0) {
        const a = await arrow.boundingBox();
        const subtitle = heading.locator('xpath=following-sibling::p').first();
        for (const text of [heading, subtitle]) {
          const t = await text.boundingBox();
          if (!a || !t) continue;
          const overlaps =
            a.x < t.x + t.width && t.x < a.x + a.width && a.y < t.y + t.height && t.y < a.y + a.height;
          expect(overlaps, `arrow over banner text at ${width}px`).toBe(false);
        }
      }
      await screenshot(page, `paid-banner-${width}`);
      await close();
    }
  });

  it('keeps the banner text clear of the pictures at 390 px: the plain left cut, text short of the right band', async () => {
    const { page, close } = await freshPage({ width: 390, height: 800 });
    for (const address of ['/', '/Solution', '/Application', '/Microservice', '/Mechanism', '/machine']) {
      await page.goto(`${baseURL}${address}`);
      const slide = page.locator('.banner-carousel__slide[data-active="true"]');
      await visible(slide.locator('.banner-carousel__snapshot'));
      // The picture shows its left part (kept plain for the text), not its middle.
      expect(
        await slide
          .locator('.banner-carousel__image')
          .evaluate((image) => getComputedStyle(image).objectPosition),
      ).toBe('0% 50%');
      // The drawn text (not its box) ends 56 px short of the edge, where an illustration may begin.
      const textRight = await slide.locator('.banner-carousel__snapshot').evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
      });
      expect(textRight, `${address}: text reaches ${Math.round(textRight)} px`).toBeLessThanOrEqual(390 - 56);
    }
    await screenshot(page, 'paid-banner-text-390');
    await close();
  });

  it('shows the news neighbours styled, the home page without a strip, a microservice without internals', async () => {
    const { page, close } = await freshPage();
    await page.goto(`${baseURL}/News`);
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first()
      .click();
    const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
    await visible(neighbours);
    const color = await neighbours
      .getByRole('link')
      .first()
      .evaluate((a) => getComputedStyle(a).color);
    expect(color).not.toBe('rgb(0, 0, 238)');
    await neighbours.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/../artifacts/paid-news-neighbours-1440.png` });

    await page.goto(`${baseURL}/`);
    const runtime = page.getByRole('region', { name: '运行支撑' });
    await visible(runtime);
    const gap = await page.evaluate(() => {
      const band = document.querySelector('.home-runtime')?.getBoundingClientRect();
      const footer = document.querySelector('.site-footer')?.getBoundingClientRect();
      return band && footer ? footer.top - band.bottom : -1;
    });
    expect(gap).toBe(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${import.meta.dirname}/../artifacts/paid-home-footer-1440.png` });

    await page.goto(`${baseURL}/Microservice`);
    await page
      .getByRole('link', { name: /露点温度计算/ })
      .first()
      .click();
    await visible(page.getByText('请求路径', { exact: true }));
    expect(await page.getByText('模型前缀').count()).toBe(0);
    expect(await page.getByText('/api/builtin').count()).toBe(0);
    await screenshot(page, 'paid-micro-detail-1440');
    await close();
  });
});
