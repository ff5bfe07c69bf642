import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, collectPageErrors, VIEWPORTS, waitForAppOnNavigation } from '../support/browser.ts';
import { launchChromium } from '../support/chromium.ts';

/**
 * The pages under their Content-Security-Policy (apps/server/src/http/security-headers.ts):
 * each renders whole, antd's runtime styles and dialogs included, and the browser refuses
 * nothing; while a script the page did not load from our files is refused.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

async function freshPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  return { page, errors: collectPageErrors(page), close: () => context.close() };
}

const visible = (locator: ReturnType<Page['locator']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true);

describe('pages under the Content-Security-Policy', () => {
  it('render whole with nothing refused: home, news, market, app detail, map, register, login dialog', async () => {
    const { page, errors, close } = await freshPage();

    const home = await page.goto(`${baseURL}/`);
    const policy = home?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await visible(page.getByRole('navigation', { name: '主导航' }));
    // Its first banner picture is loaded (an image of ours) and drawn.
    const banner = page.locator('.banner-carousel__image').first();
    await expect
      .poll(() => banner.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto(`${baseURL}/News`);
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.locator('a[href*="NewsDetail"]'));

    await page.goto(`${baseURL}/Application`);
    await visible(page.locator('.catalogue-group .item-card'));
    await page.locator('.catalogue-group .item-card').first().getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/AppdetailInfo');
    await visible(page.getByRole('heading', { level: 1 }));

    await page.goto(`${baseURL}/Maps`);
    await visible(page.locator('.map-marker'));

    await page.goto(`${baseURL}/Register`);
    await visible(page.locator('.register-card form'));
    // antd's runtime styles are in force: its buttons are drawn, not left as bare browser buttons.
    const button = page.locator('.register-card .ant-btn-primary').first();
    await visible(button);
    expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');

    // A dialog locks the page's scrolling with a style element of its own.
    await page.goto(`${baseURL}/News`);
    await page
      .locator('header.site-header .site-actions')
      .getByRole('button', { name: '登录', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: '账号密码登录' });
    await visible(dialog);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY), { timeout: 15_000 })
      .toBe('hidden');

    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a script the page did not load from our files, and reports it', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/News`);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => errors.some((error) => /script-src/.test(error)), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await close();
  });

  it('cannot be framed by another site', async () => {
    const { page, close } = await freshPage();
    await page.setContent(`<iframe src="${baseURL}/Login" width="800" height="600"></iframe>`);
    // The browser refuses to draw the page inside the frame and shows its error page instead.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://')), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.frameLocator('iframe').locator('#root').count()).toBe(0);
    await close();
  });
});
