import { messagesAdminApi } from '@portal/shared/messages-admin';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoSidewaysScroll,
  framesDrawn,
  loadImages,
  pathname,
  screenshot,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiLogin } from '../support/login.ts';

/**
 * The site pages of issue 4: the message form through /AboutUs with the server-checked
 * captcha and the /AddMessage return; the customer map with no network; the look of each page.
 */

const { freshPage } = useBrowser();

/** The message form of /AboutUs and /Contact. */
const messageForm = (page: Page) => page.getByRole('form', { name: '在线留言' });

/**
 * The answer of the captcha on screen, read through the development-only route (it does not
 * exist in production: apps/server/test/captcha.test.ts). No person can be simulated reading it.
 */
async function captchaAnswer(page: Page): Promise<{ id: string; answer: string }> {
  const image = page.getByAltText('图片验证码');
  await expect.poll(() => image.getAttribute('data-captcha-id'), { timeout: 10_000 }).toBeTruthy();
  const id = (await image.getAttribute('data-captcha-id')) as string;
  const res = await fetch(`${baseURL}/api/dev/captcha/${encodeURIComponent(id)}`);
  const body = (await res.json()) as { data: { answer: string } };
  return { id, answer: body.data.answer };
}

const fieldErrors = (page: Page) => page.locator('.message-form .message-field__error').allTextContents();

async function operatorMessages(): Promise<{ name: string; tel: string; content: string }[]> {
  const res = await fetch(`${baseURL}${messagesAdminApi.list.path}?pageSize=5`, {
    headers: { token: await apiLogin('operator', 'operate') },
  });
  return ((await res.json()) as { data: { list: { name: string; tel: string; content: string }[] } }).data
    .list;
}

describe('online message through /AboutUs', () => {
  it("shows all the form's errors at once, cuts nothing, refuses a wrong captcha, stores the message and returns after 5 s", async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/AboutUs`);
    const form = messageForm(page);
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: /提交留言/ });

    // Empty: every field that fails says so at once, in the order of spec 000 §5.
    await submit.click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['请添加姓名', '请添加电话', '请添加邮箱！', '请添加留言内容', '请添加验证码']);
    // Nothing typed or pasted is cut: an over-long name stays whole, is counted and refused.
    await form.getByLabel('姓名').fill('周'.repeat(60));
    await expect.poll(() => form.getByLabel('姓名').inputValue()).toBe('周'.repeat(60));
    await visible(form.getByText('60 / 30'));
    await form.getByLabel('电话').fill('12345');
    await submit.click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['姓名不能超过30个字', '电话格式错误！', '请添加邮箱！', '请添加留言内容', '请添加验证码']);
    await form.getByLabel('姓名').fill('周女士');
    await form.getByLabel('电话').fill('0371-65432100');
    await form.getByLabel('邮箱').fill('zhou@example.com');
    await form.getByLabel('留言内容').fill('我们有 3 座冷库，想了解温湿度监控应用的试用。');
    await submit.click();
    await expect.poll(() => fieldErrors(page)).toEqual(['请添加验证码']);

    // A wrong answer: refused on the captcha field, and a new picture replaces the used one.
    const first = await captchaAnswer(page);
    await form.getByLabel('验证码', { exact: true }).fill(first.answer === 'AAAA' ? 'BBBB' : 'AAAA');
    await submit.click();
    await expect.poll(() => fieldErrors(page)).toEqual(['验证码错误，请重新输入']);
    expect(pathname(page)).toBe('/AboutUs');
    await expect
      .poll(() => page.getByAltText('图片验证码').getAttribute('data-captcha-id'))
      .not.toBe(first.id);
    await screenshot(page, 'aboutus-form-errors-1440');

    const second = await captchaAnswer(page);
    await form.getByLabel('验证码', { exact: true }).fill(second.answer.toLowerCase());
    await submit.click();
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/AddMessage');
    await expect.poll(() => page.getByText('留言成功，我们会尽快与您联系').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByText(/^[1-5] 秒后自动返回上一页$/).isVisible()).toBe(true);
    await screenshot(page, 'addmessage-1440');

    const [stored] = await operatorMessages();
    expect(stored).toMatchObject({
      name: '周女士',
      tel: '0371-65432100',
      content: '我们有 3 座冷库，想了解温湿度监控应用的试用。',
    });

    // Back to the page the form was on when the countdown reaches 0.
    await expect.poll(() => pathname(page), { timeout: 8_000 }).toBe('/AboutUs');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a refusal it cannot place on a field on /AddMessage as 操作失败 :', async () => {
    const { page, close } = await freshPage(VIEWPORTS.phone);
    await page.route('**/api/portalWeb/message/save*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 429, msg: '留言过于频繁，请稍后再试', data: null }),
      }),
    );
    await page.goto(`${baseURL}/Contact`);
    const form = messageForm(page);
    await form.getByLabel('姓名').fill('周女士');
    await form.getByLabel('电话').fill('13812345678');
    await form.getByLabel('邮箱').fill('zhou@example.com');
    await form.getByLabel('留言内容').fill('咨询冷柜物联网');
    await form.getByLabel('验证码', { exact: true }).fill((await captchaAnswer(page)).answer);
    await form.getByRole('button', { name: /提交留言/ }).click();
    await expect.poll(() => pathname(page)).toBe('/AddMessage');
    await expect.poll(() => page.getByText('操作失败 : 留言过于频繁，请稍后再试').isVisible()).toBe(true);
    // A navigation scrolls to the top (800 ms); the picture is taken once it is there.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'addmessage-failed-390');
    await expect.poll(() => pathname(page), { timeout: 8_000 }).toBe('/Contact');
    await close();
  });
});

describe('customer map without network', () => {
  it('shows the six markers on the offline outline, and the address in the info window', async () => {
    const { page, context, errors, close } = await freshPage();
    const outside: string[] = [];
    await context.route('**/*', (route) => {
      const host = new URL(route.request().url()).hostname;
      if (host === '127.0.0.1' || host === 'localhost') return route.continue();
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    // ECharts and the outline are not part of the home page.
    await page.goto(`${baseURL}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /china-chart/.test(path))).toBe(false);

    await page
      .getByRole('link', { name: /客户地图/ })
      .first()
      .click();
    await expect.poll(() => pathname(page)).toBe('/Maps');
    const markers = page.locator('.map-marker');
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBe(6);
    expect(scripts.some((path) => /china-chart/.test(path))).toBe(true);
    // Every marker sits inside the map.
    const stage = await page.locator('.map-stage').boundingBox();
    for (const box of await Promise.all((await markers.all()).map((m) => m.boundingBox()))) {
      expect(box && stage).toBeTruthy();
      if (!box || !stage) continue;
      expect(box.x).toBeGreaterThanOrEqual(stage.x - box.width / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(stage.x + stage.width + box.width / 2);
      expect(box.y).toBeGreaterThanOrEqual(stage.y - box.height);
      expect(box.y + box.height).toBeLessThanOrEqual(stage.y + stage.height);
    }

    // A marker opens its info window with the address; the list beside the map opens the same.
    const info = page.getByRole('region', { name: /的信息$/ });
    expect(await info.count()).toBe(0);
    await page
      .getByRole('list', { name: '客户列表' })
      .getByRole('button', { name: /豫冷智联郑州冷链物流园/ })
      .click();
    await expect.poll(() => info.textContent()).toContain('地址：河南省郑州市经济技术开发区经北一路 138 号');
    await page.getByRole('button', { name: '广州南沙进口冷链查验中心', exact: true }).click();
    await expect.poll(() => info.textContent()).toContain('地址：广东省广州市南沙区龙穴街港前大道南 162 号');
    await screenshot(page, 'maps-offline-1440');
    await info.getByRole('button', { name: '关闭信息窗口' }).click();
    await expect.poll(() => info.count()).toBe(0);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('/machine', () => {
  it('shows the six sections, the claims and the two IoT apps, a card opening its detail', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/machine`);
    for (const title of [
      '设备接入',
      '网关接入',
      '边缘计算',
      '第三方物联网平台接入',
      '设备管理',
      '芯片模组生态',
    ]) {
      await expect.poll(() => page.getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.locator('.iot-stats').textContent()).toMatch(/60\+.*200\+/);
    const cards = page.locator('.machine-app');
    await expect
      .poll(() => cards.locator('.machine-app__name').allTextContents(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['冷机物联网', '冷柜物联网']));
    await expect.poll(() => cards.count()).toBe(2);

    // Selecting text in a card does not open it (the click that ends a selection); a click does.
    const text = cards.first().locator('.machine-app__text');
    await text.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await text.dispatchEvent('click');
    await framesDrawn(page);
    expect(pathname(page)).toBe('/machine');
    await text.evaluate(() => window.getSelection()?.removeAllRanges());
    await text.click();
    await expect.poll(() => pathname(page)).toBe('/AppdetailInfo');
    const query = new URL(page.url()).searchParams;
    expect(query.get('title')).toBe('yysc');
    expect(query.get('page')).toBe('app');
    expect(Number(query.get('catalogue'))).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'aboutus', path: '/AboutUs', ready: (p) => p.getByAltText('图片验证码').waitFor() },
  { name: 'contact', path: '/Contact', ready: (p) => p.getByAltText('图片验证码').waitFor() },
  // Opened directly, the page has no page of ours to go back to: it returns to the home page.
  { name: 'addmessage', path: '/AddMessage', ready: (p) => p.getByText(/秒后自动返回首页$/).waitFor() },
  {
    name: 'platformmembers',
    path: '/PlatformMembers',
    ready: (p) => p.locator('.member-card__logo').first().waitFor(),
  },
  { name: 'maps', path: '/Maps', ready: (p) => p.locator('.map-marker').nth(5).waitFor() },
  { name: 'internet', path: '/Internet', ready: (p) => p.locator('.iot-layers').waitFor() },
  { name: 'machine', path: '/machine', ready: (p) => p.locator('.machine-app__name').first().waitFor() },
  { name: 'product', path: '/Product', ready: (p) => p.locator('.product-card').nth(3).waitFor() },
  { name: 'privacy', path: '/privacy', ready: (p) => p.locator('.privacy-agreement__dates').waitFor() },
];

describe('screenshots', () => {
  for (const [size, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    for (const target of PAGES) {
      it(`${target.path} at ${size} px: no errors, no sideways scrolling`, async () => {
        const { page, errors, close } = await freshPage(viewport);
        await page.goto(`${baseURL}${target.path}`);
        await target.ready(page);
        await loadImages(page);
        await expectNoSidewaysScroll(page, `${target.path} scrolls sideways at ${size} px`);
        await screenshot(page, `site-${target.name}-${size}`);
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});
