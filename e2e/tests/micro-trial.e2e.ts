import { microApi } from '@portal/shared/catalogue';
import { trialApi } from '@portal/shared/trial';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe.ts';
import {
  animationsDone,
  api,
  baseURL,
  clickUntil,
  expectNoSidewaysScroll,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  expectVisible as visible,
} from '../support/browser.ts';
import { type ApiRole, apiSession } from '../support/login.ts';

/**
 * Issue 19 in Chromium: a developer tries the built-in dew-point service from its detail page
 * and reads the answer, copies a call of the history as curl and runs an older one again; a
 * tenant administrator meets the click guard, then uploads a temperature record to the CSV service.
 * Each on this file's own server (its forwarding allows the server itself, as the default
 * configuration does), so the counts and histories are this file's alone.
 */

const DEVELOPER = '13800000002';
const ADMIN = '13800000001';

const { freshPage } = useBrowser();

const as = async (account: string, role: ApiRole, viewport: Viewport = VIEWPORTS.desktop) =>
  freshPage(viewport, await apiSession(account, role));

async function microIdOf(name: string): Promise<number> {
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    `${microApi.list.path}?keyword=${encodeURIComponent(name)}`,
  );
  const found = list.find((micro) => micro.name === name);
  if (!found) throw new Error(`no microservice ${name}`);
  return found.id;
}

const detailUrl = (id: number) => `${baseURL}/AppdetailInfo?title=gywfwzj&catalogue=${id}&page=micr`;
const trialUrl = (id: number) => `${baseURL}/Trial?page=micr&title=gywfwzj&catalogue=${id}`;
const tryButton = (page: Page | Locator) =>
  page.getByRole('button', { name: '试 用' }).or(page.getByRole('button', { name: '试用', exact: true }));
const result = (page: Page | Locator) => page.locator('.trial-result');
const historyRows = (page: Page) => page.locator('.trial-history tbody tr.ant-table-row');

describe('microservice trials', () => {
  it('tries the dew-point service, copies a call as curl and runs an older one again', async () => {
    const { page, context, errors, close } = await as(DEVELOPER, 'develop');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    // From the catalogue: the detail's 试用 opens the dialog (gywfwzj), whose link leads to the full console.
    await page.goto(`${baseURL}/Microservice`);
    await page
      .getByRole('link', { name: /露点温度计算/ })
      .first()
      .click();
    await visible(page.getByRole('heading', { name: '露点温度计算' }));
    await page.getByRole('button', { name: /^试\s?用$/ }).click();
    const dialog = page.getByRole('dialog', { name: /露点温度计算/ });
    await visible(dialog);
    await animationsDone(page);
    await dialog.getByRole('link', { name: '在线试用' }).click();
    await visible(page.getByRole('heading', { name: '在线试用' }));
    expect(new URL(page.url()).pathname).toBe('/Trial');

    // The request panel, the inputs with the defaults, and the answer of a real call.
    await visible(page.getByText('本平台', { exact: true }));
    await expect.poll(() => page.getByLabel('空气温度').inputValue()).toBe('25');
    await tryButton(page).click();
    await visible(toast(page, '成功'));
    await visible(result(page).getByText('"dewPoint": 16.69'));
    await visible(result(page).getByText('状态 200'));
    await expect.poll(() => historyRows(page).count()).toBe(1);
    await screenshot(page, 'micro-trial-1440');
    await expectNoSidewaysScroll(page);

    // The history's call as curl against the platform, the token left as a variable.
    await historyRows(page)
      .first()
      .getByRole('button', { name: /^复制 curl/ })
      .click();
    await visible(toast(page, '已复制 curl 命令'));
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain(`${baseURL}${trialApi.forward.path}`);
    expect(curl).toContain('"temperature":25');
    expect(curl).toContain('$PORTAL_TOKEN');

    // Another call, then the first again from the history.
    await page.getByLabel('空气温度').fill('30');
    await tryButton(page).click();
    await visible(result(page).getByText('"dewPoint": 21.39'));
    await expect.poll(() => historyRows(page).count()).toBe(2);
    await historyRows(page)
      .nth(1)
      .getByRole('button', { name: /^再次运行/ })
      .click();
    await visible(result(page).getByText('"dewPoint": 16.69'));
    await expect.poll(() => historyRows(page).count()).toBe(3);

    await screenshot(page, 'micro-trial-again-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a fourth quick 试用 with 请勿频繁操作, and calls the service again once the pause has passed', async () => {
    const id = await microIdOf('露点温度计算');
    const { page, errors, close } = await as(ADMIN, 'tenant');
    await page.goto(trialUrl(id));
    await visible(page.getByRole('heading', { name: '在线试用' }));
    await expect.poll(() => page.getByLabel('空气温度').inputValue()).toBe('25');
    // While a call runs the button's name starts with its loading icon: found by its end.
    const submit = page.getByRole('button', { name: /试\s?用$/ });
    const isForwarding = (address: URL) => address.pathname === trialApi.forward.path;

    // A real call; then its answer comes back at once, so that three calls fit the guard's 3 s
    // on a loaded machine too (the server's own guard is tried by the API tests).
    const answered = page.waitForResponse((response) => isForwarding(new URL(response.url())));
    await submit.click();
    const realAnswer = await (await answered).text();
    await visible(result(page).getByText('"dewPoint": 16.69'));
    await page.route(isForwarding, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: realAnswer }),
    );
    await clickUntil(submit, () => toast(page, '请勿频繁操作').isVisible(), 300);
    await screenshot(page, 'micro-trial-guard-1440');

    // Once the 5 s pause has passed, a click reaches the real service again.
    await page.unroute(isForwarding);
    await page.getByLabel('空气温度').fill('30');
    await clickUntil(submit, () => result(page).getByText('"dewPoint": 21.39').isVisible(), 1_000);
    expect(errors).toEqual([]);
    await close();
  });

  it('uploads a temperature record to the CSV service and reads its statistics, at 390 px too', async () => {
    const id = await microIdOf('温度记录统计');
    const { page, errors, close } = await as(ADMIN, 'tenant');
    await page.goto(trialUrl(id));
    await visible(page.getByRole('heading', { name: '在线试用' }));
    const csv = '时间,温度\n2026-03-01 08:00,4.0\n2026-03-01 08:10,9.0\n2026-03-01 08:30,5.0\n';
    await page.locator('input[type="file"]').setInputFiles({
      name: '冷库记录.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await visible(page.getByText('冷库记录.csv'));
    await tryButton(page).click();
    await visible(result(page).getByText('"minutesOutOfRange": 20'));
    await visible(result(page).getByText('"readings": 3'));
    await expect.poll(() => historyRows(page).count()).toBe(1);
    await expect(historyRows(page).first().textContent()).resolves.toContain('冷库记录.csv');
    expect(errors).toEqual([]);
    await close();

    const phone = await as(ADMIN, 'tenant', VIEWPORTS.phone);
    await phone.page.goto(trialUrl(id));
    await visible(phone.page.getByRole('heading', { name: '在线试用' }));
    await expect.poll(() => historyRows(phone.page).count()).toBe(1);
    await animationsDone(phone.page);
    await screenshot(phone.page, 'micro-trial-390');
    await expectNoSidewaysScroll(phone.page);
    expect(phone.errors).toEqual([]);
    await phone.close();
  });
  it('tries the dew-point service in place in the detail’s dialog, at 1440 and at 390 px', async () => {
    const id = await microIdOf('露点温度计算');
    for (const [viewport, width] of [
      [VIEWPORTS.desktop, 1440],
      [VIEWPORTS.phone, 390],
    ] as const) {
      const { page, errors, close } = await as(ADMIN, 'tenant', viewport);
      await page.goto(detailUrl(id));
      await visible(page.getByRole('heading', { name: '露点温度计算', level: 1 }));
      await visible(page.getByRole('cell', { name: 'relativeHumidity' }));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `micro-detail-${width}`);
      await tryButton(page).click();
      const dialog = page.getByRole('dialog', { name: '试用：露点温度计算' });
      await visible(dialog);
      await animationsDone(page);

      // The console itself: the parameter with its default, then a real call and its answer.
      const temperature = dialog.getByLabel('空气温度');
      await expect.poll(() => temperature.inputValue()).toBe('25');
      await temperature.fill('30');
      await tryButton(dialog).click();
      await visible(result(dialog).getByText('"dewPoint": 21.39'));
      await visible(result(dialog).getByText('状态 200'));
      // Still on the detail; the full console (with the history) is a link away.
      expect(new URL(page.url()).pathname).toBe('/AppdetailInfo');
      expect(await dialog.getByRole('link', { name: '在线试用' }).getAttribute('href')).toBe(
        `/Trial?page=micr&title=gywfwzj&catalogue=${id}`,
      );
      await expect.poll(() => dialog.getByText('调用记录', { exact: true }).count()).toBe(0);

      // The dialog fits the window's width, and nothing scrolls sideways.
      await animationsDone(page);
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page);
      // The dialog's inputs are labelled and its answer readable (WCAG 2.1 AA, as every screen),
      // read at rest: the pointer off the buttons.
      await page.mouse.move(0, 0);
      await animationsDone(page);
      expect(await accessibilityViolations(page), `${width} px`).toEqual([]);
      // The window as the user sees it: the dialog's top, then its end (the answer and the link).
      await screenshot(page, `micro-trial-dialog-${width}`, { fullPage: false });
      await dialog.getByRole('link', { name: '在线试用' }).scrollIntoViewIfNeeded();
      await screenshot(page, `micro-trial-dialog-end-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await close();
    }
  });
});
