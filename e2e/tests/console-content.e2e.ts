import zlib from 'node:zlib';
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
import { apiSession } from '../support/login.ts';

/**
 * The console's 轮播图管理 and 站点设置 (issue 22): the operator uploads a banner picture, sees
 * the slide's preview, publishes the banner on the home page, and a visitor sees it first in the
 * home carousel; the operator rewrites the privacy agreement and a visitor reads it on /privacy,
 * then the built-in text comes back; a wrong site address is refused in Chinese. The screens at
 * 1440 and 390 px.
 */

const TITLE = '冷链云平台全新升级';
const SNAPSHOT = '温控、能耗、运维一屏掌握';
const PRIVACY_HEADING = '一、本次更新的个人信息条款';
const PRIVACY_PARAGRAPH = '我们仅在提供冷链服务所必需的范围内处理您的手机号码与企业信息。';
const SOLUTION = '冷库能耗智能优化方案';
const PAIN = '冷库电费居高不下';
const MEMBER = '洛冷物流';
const MARKER = '洛阳冷链物流园';
const PRIVACY_POINT = '您可以随时在个人中心查阅和更正您的认证信息。';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A wide RGB PNG (a banner-shaped dark-blue gradient with a light band), as an operator would pick. */
function bannerPng(width = 1600, height = 420): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const band = Math.abs(y - height * 0.7 + (x - width / 2) * 0.15) < 14 ? 50 : 0;
      row[1 + x * 3] = Math.min(255, 8 + band);
      row[2 + x * 3] = Math.min(255, 40 + Math.round((x / width) * 70) + band);
      row[3 + x * 3] = Math.min(255, 90 + Math.round((y / height) * 60) + band);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('轮播图管理 and 站点设置', () => {
  it('uploads a banner picture, publishes it, and a visitor sees it first in the home carousel', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/banners`);
    await visible(page.getByRole('heading', { name: '轮播图管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /轮播图管理/ }));
    // The demo banners of every page are listed.
    await visible(page.getByRole('row').filter({ hasText: '显示中' }).first());

    await page.getByRole('button', { name: '新建轮播图' }).click();
    const dialog = page.getByRole('dialog', { name: '新建轮播图' });
    await visible(dialog);
    await animationsDone(page);
    // The contract's rules, in Chinese, before anything is sent.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(dialog.getByText('请输入轮播图标题'));
    await visible(dialog.getByText('请上传轮播图图片'));

    await dialog.getByLabel('轮播图标题').fill(TITLE);
    await dialog.getByLabel('副标题').fill(SNAPSHOT);
    await dialog.locator('.news-admin__poster input[type="file"]').setInputFiles({
      name: '首页轮播.png',
      mimeType: 'image/png',
      buffer: bannerPng(),
    });
    await visible(dialog.getByRole('img', { name: '轮播图图片' }));
    await visible(dialog.getByRole('button', { name: /更换图片/ }));
    await dialog.getByLabel('文字颜色', { exact: true }).fill('#FFE58F');
    await dialog.getByLabel('排序值').fill('9999');
    // The preview draws the slide: the picture and the title in the chosen colour.
    const preview = dialog.getByRole('figure', { name: '轮播图预览' });
    await visible(preview.getByText(TITLE));
    await expect
      .poll(() => preview.getByText(TITLE).evaluate((node) => getComputedStyle(node).color))
      .toBe('rgb(255, 229, 143)');
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-banner-dialog-1440');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '轮播图已保存'));
    const row = rowOf(page, TITLE);
    await visible(row.getByText('显示中'));
    await visible(row.getByText('1 首页'));
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-banners-1440');
    expect(errors).toEqual([]);
    await close();

    // A visitor sees it first in the home carousel, its picture and its colour.
    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/`);
    const slide = visitor.page.locator('.banner-carousel__slide').first();
    await visible(slide.getByRole('heading', { name: TITLE, level: 1 }));
    await visible(slide.getByText(SNAPSHOT));
    const picture = slide.locator('img');
    await expect
      .poll(() => picture.getAttribute('src'))
      .toMatch(/^\/api\/portalWeb\/banner\/images\/[A-Za-z0-9_-]+\.png$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);
    await expect
      .poll(() => slide.locator('.banner-carousel__text').evaluate((node) => getComputedStyle(node).color))
      .toBe('rgb(255, 229, 143)');
    await screenshot(visitor.page, 'portal-home-banner-1440', { fullPage: false });
    await visitor.page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(visitor.page);
    await expectNoSidewaysScroll(visitor.page, 'the home page with an uploaded banner at 390 px');
    await screenshot(visitor.page, 'portal-home-banner-390', { fullPage: false });
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // Hidden from its row: gone from the home page at once.
    const again = await freshPage(VIEWPORTS.desktop, await apiSession('operator', 'operate'));
    await again.page.goto(`${baseURL}/system/banners?type=1`);
    await again.page.getByRole('button', { name: `隐藏：${TITLE}` }).click();
    await visible(toast(again.page, '轮播图已隐藏'));
    await visible(rowOf(again.page, TITLE).getByText('已隐藏'));
    expect(again.errors).toEqual([]);
    await again.close();
    const later = await freshPage(VIEWPORTS.desktop);
    await later.page.goto(`${baseURL}/`);
    await visible(later.page.locator('.banner-carousel__slide').first().getByRole('heading', { level: 1 }));
    expect(await later.page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    await later.close();
  });

  it('rewrites the privacy agreement, which a visitor reads on /privacy at once, and brings the built-in one back', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/settings`);
    await visible(page.getByRole('heading', { name: '站点设置', level: 1 }));
    await visible(page.getByText('内置文本（2023年9月）'));
    const body = page.getByLabel('隐私协议正文');
    // The built-in text is the editor's first text.
    await expect.poll(() => body.inputValue()).toContain('## 一、我们如何收集和使用您的个人信息');

    // A wrong site address is refused in Chinese before anything is sent.
    const system = page.getByLabel('运营管理系统');
    await system.fill('javascript:alert(1)');
    await page.getByRole('button', { name: '保存站点地址' }).click();
    await visible(page.getByText(/站点地址须为以 \/ 开头的站内路径/));
    await system.fill('/system');

    await body.fill(`## ${PRIVACY_HEADING}\n${PRIVACY_PARAGRAPH}\n- ${PRIVACY_POINT}`);
    await page.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByRole('dialog', { name: '预览：隐私协议' });
    await visible(preview.getByRole('heading', { name: PRIVACY_HEADING }));
    await animationsDone(page);
    await screenshot(page, 'console-settings-preview-1440');
    await preview.getByRole('button', { name: '关闭预览' }).click();
    await expect.poll(() => preview.count()).toBe(0);
    await page.getByRole('button', { name: '保存隐私协议' }).click();
    await visible(toast(page, '隐私协议已保存，门户立即显示新文本'));
    await visible(page.getByText(/运营者编辑的文本，更新于/));
    await animationsDone(page);
    await screenshot(page, 'console-settings-1440');

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/privacy`);
    await visible(visitor.page.getByRole('heading', { name: '隐私协议', level: 1 }));
    await visible(visitor.page.getByRole('heading', { name: PRIVACY_HEADING }));
    await visible(visitor.page.getByText(PRIVACY_PARAGRAPH));
    await visible(visitor.page.getByRole('listitem').filter({ hasText: PRIVACY_POINT }));
    expect(await visitor.page.getByText(/生效日期：2023年9月/).count()).toBe(0);
    await screenshot(visitor.page, 'portal-privacy-edited-1440');
    await visitor.page.setViewportSize(VIEWPORTS.phone);
    await expectNoSidewaysScroll(visitor.page, '/privacy with the edited text at 390 px');
    await screenshot(visitor.page, 'portal-privacy-edited-390');
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // Back to the built-in text.
    await page.getByRole('button', { name: '恢复内置文本' }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /恢\s*复/ })
      .click();
    await visible(toast(page, '已恢复内置隐私协议'));
    await visible(page.getByText('内置文本（2023年9月）'));
    expect(errors).toEqual([]);
    await close();
    const after = await freshPage(VIEWPORTS.desktop);
    await after.page.goto(`${baseURL}/privacy`);
    await visible(after.page.getByText(/生效日期：2023年9月/));
    await after.close();
  });

  it('writes a solution with its pictures and a pain point, publishes it, and a visitor reads it on /Solution', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/solutions`);
    await visible(page.getByRole('heading', { name: '解决方案管理', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '已发布' }).first());
    await page.getByRole('button', { name: '新建解决方案' }).click();
    const dialog = page.getByRole('dialog', { name: '新建解决方案' });
    await visible(dialog);
    await animationsDone(page);
    await dialog.getByLabel('方案名称').fill(SOLUTION);
    await dialog.getByLabel('方案简介').fill('以数据驱动冷库能耗优化。');
    const slots = dialog.locator('.news-admin__poster input[type="file"]');
    await slots
      .nth(0)
      .setInputFiles({ name: '图标.png', mimeType: 'image/png', buffer: bannerPng(200, 200) });
    await visible(dialog.getByRole('img', { name: '方案图标' }));
    await slots
      .nth(1)
      .setInputFiles({ name: '配图.png', mimeType: 'image/png', buffer: bannerPng(800, 450) });
    await visible(dialog.getByRole('img', { name: '方案配图' }));
    await dialog
      .getByLabel('方案正文')
      .fill('冷库是冷链中能耗最高的环节。\n\n本方案以实时数据调度制冷机组。');
    await dialog.getByRole('button', { name: '添加行业痛点' }).click();
    await dialog.getByLabel('行业痛点1标题').fill(PAIN);
    await dialog.getByLabel('行业痛点1说明').fill('电费占运营成本的四成以上。');
    await dialog.getByRole('switch').click();
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-solution-dialog-1440');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '解决方案已保存'));
    await visible(rowOf(page, SOLUTION).getByText('已发布'));
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-solutions-1440');
    await page.getByRole('tab', { name: '案例' }).click();
    await visible(page.getByRole('row').filter({ hasText: '已发布' }).first());
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '解决方案管理 at 390 px');
    await screenshot(page, 'console-solution-cases-390');
    expect(errors).toEqual([]);
    await close();

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/Solution`);
    const link = visitor.page.getByRole('navigation', { name: '行业列表' }).getByText(SOLUTION);
    await visible(link);
    await link.click();
    await visible(visitor.page.getByRole('heading', { name: SOLUTION, level: 2 }));
    await visible(visitor.page.getByText(PAIN));
    await visible(visitor.page.getByText('本方案以实时数据调度制冷机组。'));
    await loadImages(visitor.page);
    await screenshot(visitor.page, 'portal-solution-edited-1440');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('adds a platform member and a map marker, which a visitor sees on /PlatformMembers and /Maps', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/members`);
    await visible(page.getByRole('heading', { name: '会员与地图', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '郑州' }).first());
    await page.getByRole('button', { name: '新增会员' }).click();
    const dialog = page.getByRole('dialog', { name: '新增会员' });
    await visible(dialog);
    await animationsDone(page);
    await dialog.getByLabel('会员名称').fill(MEMBER);
    await dialog.getByLabel('会员级别').fill('会员单位');
    await dialog.getByLabel('所在城市').fill('洛阳');
    await dialog.getByLabel('会员简介').fill('豫西地区冷库运营与冷链配送服务商。');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '会员已保存'));
    await visible(rowOf(page, MEMBER).getByRole('img', { name: `标志：${MEMBER}` }));
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-members-1440');

    await page.getByRole('tab', { name: '地图标注' }).click();
    await page.getByRole('button', { name: '新增标注' }).click();
    const markerDialog = page.getByRole('dialog', { name: '新增标注' });
    await visible(markerDialog);
    await animationsDone(page);
    await markerDialog.getByLabel('标注名称').fill(MARKER);
    await markerDialog.getByLabel('经度').fill('112.4540');
    await markerDialog.getByLabel('纬度').fill('34.6197');
    await markerDialog.getByLabel('地址').fill('河南省洛阳市洛龙区');
    await markerDialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '标注已保存'));
    await visible(rowOf(page, MARKER).getByText('112.4540, 34.6197'));
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '会员与地图 at 390 px');
    await screenshot(page, 'console-markers-390');
    expect(errors).toEqual([]);
    await close();

    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/PlatformMembers`);
    await visible(visitor.page.getByText(MEMBER).first());
    await visitor.page.goto(`${baseURL}/Maps`);
    await visible(visitor.page.getByText(MARKER).first());
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('at 390 px keeps 轮播图管理, its dialog and 站点设置 within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${baseURL}/system/banners`);
    await visible(page.getByRole('heading', { name: '轮播图管理', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '显示中' }).first());
    await loadImages(page);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '轮播图管理 at 390 px');
    await screenshot(page, 'console-banners-390');
    await page.getByRole('button', { name: '新建轮播图' }).click();
    await visible(page.getByRole('dialog', { name: '新建轮播图' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新建轮播图 at 390 px');
    await screenshot(page, 'console-banner-dialog-390');
    await page
      .getByRole('dialog', { name: '新建轮播图' })
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await page.goto(`${baseURL}/system/settings`);
    await visible(page.getByRole('heading', { name: '站点设置', level: 1 }));
    await visible(page.getByLabel('运营管理系统'));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '站点设置 at 390 px');
    await screenshot(page, 'console-settings-390');
    expect(errors).toEqual([]);
    await close();
  });
});
