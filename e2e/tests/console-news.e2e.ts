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
 * The console's 新闻管理 (issue 22): the operator writes a news item with a poster and a picture
 * in its body, previews it, saves it as a draft, publishes it, and a visitor finds it on /News and
 * reads it with its picture; the screens at 1440 and 390 px.
 */

const HEADLINE = '冷链仓储智能温控系统全面上线';
const SUMMARY = '新一代温控系统覆盖全部冷库，实现分钟级温度预警。';
const PARAGRAPH = '本次上线的温控系统接入了 1200 个温度传感器，异常时自动通知值班人员。';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** An 800×450 RGB PNG: a blue-to-teal gradient with a light band (a picture a person would pick). */
function picturePng(width = 800, height = 450, tint = 0): Buffer {
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
      const band = Math.abs(y - height * 0.6 - (x - width / 2) * 0.2) < 18 ? 60 : 0;
      row[1 + x * 3] = Math.min(255, 10 + tint + band);
      row[2 + x * 3] = Math.min(255, 60 + Math.round((x / width) * 100) + band);
      row[3 + x * 3] = Math.min(255, 140 + Math.round((y / height) * 80) + band);
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

describe('新闻管理', () => {
  it('writes a news item with a poster and a body picture, publishes it, and a visitor reads it on /News', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/news`);
    await visible(page.getByRole('heading', { name: '新闻管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /新闻管理/ }));
    // The demo news are listed, published ones first by time.
    await visible(page.getByRole('row').filter({ hasText: '已发布' }).first());

    await page.getByRole('button', { name: '新建新闻' }).click();
    const dialog = page.getByRole('dialog', { name: '新建新闻' });
    await visible(dialog);
    await animationsDone(page);
    // The contract's rules, in Chinese, before anything is sent.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(dialog.getByText('请输入新闻标题'));
    await visible(dialog.getByText('请上传新闻封面图'));

    await dialog.getByLabel('新闻标题').fill(HEADLINE);
    await dialog.getByLabel('新闻摘要').fill(SUMMARY);
    await dialog.locator('.news-admin__poster input[type="file"]').setInputFiles({
      name: '封面.png',
      mimeType: 'image/png',
      buffer: picturePng(),
    });
    await visible(dialog.getByRole('img', { name: '封面图预览' }));
    await visible(dialog.getByRole('button', { name: /更换封面图/ }));
    await dialog.getByLabel('新闻正文').fill(PARAGRAPH);
    await dialog.locator('.news-admin__body input[type="file"]').setInputFiles({
      name: '现场.png',
      mimeType: 'image/png',
      buffer: picturePng(640, 360, 120),
    });
    await expect
      .poll(() => dialog.getByLabel('新闻正文').inputValue())
      .toMatch(/<img src="\/api\/portalWeb\/news\/images\//);

    // The preview shows the item as /News will, its body picture included.
    await dialog.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByRole('dialog', { name: `预览：${HEADLINE}` });
    await visible(preview.getByRole('heading', { name: HEADLINE }));
    await visible(preview.getByText(PARAGRAPH));
    await visible(preview.getByRole('img', { name: '新闻图片' }));
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-news-preview-1440');
    await preview.getByRole('button', { name: '关闭预览' }).click();
    await expect.poll(() => preview.count()).toBe(0);

    // Saved as a draft first: not on /News.
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '新闻已保存'));
    const row = rowOf(page, HEADLINE);
    await visible(row.getByText('草稿'));
    await loadImages(page);
    await animationsDone(page);
    await screenshot(page, 'console-news-1440');

    // Published: edit, choose 发布, save.
    await row.getByRole('button', { name: `编辑：${HEADLINE}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑新闻' });
    await visible(edit);
    await animationsDone(page);
    await edit.getByText('发布', { exact: true }).click();
    await edit.getByRole('switch').click();
    await animationsDone(page);
    await screenshot(page, 'console-news-edit-1440');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await visible(toast(page, '新闻已更新'));
    await visible(rowOf(page, HEADLINE).getByText('已发布'));
    await visible(rowOf(page, HEADLINE).getByText('热门'));
    expect(errors).toEqual([]);
    await close();

    // A visitor finds it first on /News and reads it with its picture.
    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/News`);
    const link = visitor.page.getByRole('link', { name: new RegExp(HEADLINE) }).first();
    await visible(link);
    await loadImages(visitor.page);
    await screenshot(visitor.page, 'portal-news-list-1440', { fullPage: false });
    await link.click();
    await visible(visitor.page.getByRole('heading', { name: HEADLINE, level: 1 }));
    await visible(visitor.page.getByText(PARAGRAPH));
    const picture = visitor.page.locator('.news-article__body img[alt="新闻图片"]');
    await visible(picture);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    await screenshot(visitor.page, 'portal-news-detail-1440');
    await visitor.page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(visitor.page);
    await expectNoSidewaysScroll(visitor.page, '/NewsDetail with an uploaded picture at 390 px');
    await screenshot(visitor.page, 'portal-news-detail-390');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('at 390 px keeps 新闻管理 and its dialog within the width', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${baseURL}/system/news`);
    await visible(page.getByRole('heading', { name: '新闻管理', level: 1 }));
    await visible(page.getByRole('row').filter({ hasText: '已发布' }).first());
    await loadImages(page);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新闻管理 at 390 px');
    await screenshot(page, 'console-news-390');
    await page.getByRole('button', { name: '新建新闻' }).click();
    await visible(page.getByRole('dialog', { name: '新建新闻' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新建新闻 at 390 px');
    await screenshot(page, 'console-news-dialog-390');
    expect(errors).toEqual([]);
    await close();
  });
});
