import { builtinApi } from '@portal/shared/builtin';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  answerConfirm,
  baseURL,
  expectNoSidewaysScroll,
  pathname,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  expectVisible as visible,
} from '../support/browser.ts';
import { type ApiRole, apiSession, headerButton } from '../support/login.ts';

/**
 * The developer community (issue 22 item 3) in Chromium: the demo developer submits a
 * microservice whose endpoint is the platform's built-in dew-point service (its parameters and a
 * zip package), an operator rejects it with a reason the developer reads, the developer corrects
 * it, the operator approves it in 开发者提交, and the developer tries it on its /Trial page at
 * once. Screens at 1440 and 390 px.
 */

const DEVELOPER = '13800000002';
const NAME = `社区露点服务${Date.now() % 100_000}`;
const REASON = '请在详细说明中写明计算公式';

/** A zip of two stored files (made with fflate's zipSync, level 0). */
const PACKAGE = Buffer.from(
  'UEsDBBQAAAAAAGNDe10enh82FAAAABQAAAAJAAAAUkVBRE1FLm1kIyBEZXcgcG9pbnQgc2VydmljZQpQSwMEFAAAAAAAY0N7XQYe4TwJAAAACQAAAAsAAABhcHAvbWFpbi5weXByaW50KDEpClBLAQIUABQAAAAAAGNDe10enh82FAAAABQAAAAJAAAAAAAAAAAAAAAAAAAAAABSRUFETUUubWRQSwECFAAUAAAAAABjQ3tdBh7hPAkAAAAJAAAACwAAAAAAAAAAAAAAAAA7AAAAYXBwL21haW4ucHlQSwUGAAAAAAIAAgBwAAAAbQAAAAAA',
  'base64',
);

const { freshPage } = useBrowser();

const as = async (account: string, role: ApiRole, viewport: Viewport = VIEWPORTS.desktop) =>
  freshPage(viewport, await apiSession(account, role));

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Picks an option of an antd Select opened from its field. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  // The open list's option (a field that already shows the value carries its title too).
  await page
    .locator('.ant-select-dropdown')
    .getByTitle(option, { exact: true })
    .filter({ visible: true })
    .click();
}

async function fillParameter(
  page: Page,
  index: number,
  values: { name: string; describes: string; value: string; unit: string },
) {
  const group = page.getByRole('group', { name: `参数 ${index}` });
  await visible(group);
  await group.getByLabel('参数名').fill(values.name);
  await group.getByLabel('参数说明').fill(values.describes);
  await choose(page, group.getByLabel('类型'), '小数');
  await group.getByLabel('默认值').fill(values.value);
  await group.getByLabel('单位').fill(values.unit);
}

/** The operator's 开发者提交 with the submission's detail open. */
async function openReview(page: Page) {
  await page.goto(`${baseURL}/system/submissions`);
  await visible(page.getByRole('heading', { name: '开发者提交', level: 1 }));
  await visible(page.getByRole('menuitem', { name: /开发者提交/ }));
  await rowOf(page, NAME)
    .getByRole('button', { name: `审核 ${NAME}` })
    .click();
  const drawer = page.getByRole('dialog', { name: '提交详情' });
  await visible(drawer);
  await animationsDone(page);
  return drawer;
}

describe('developer community', () => {
  it('submits a microservice, is rejected and corrects it, is approved, and tries it on /Trial', async () => {
    // ---------------------------------------------------------------- the developer submits
    const developer = await as(DEVELOPER, 'develop');
    const page = developer.page;
    // Into the community through the console button's single-use-code handover.
    await page.goto(`${baseURL}/`);
    await headerButton(page, '控制台').click();
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/community');
    await visible(page.getByRole('heading', { name: /^欢迎，/ }));
    await visible(page.getByRole('heading', { name: '我的提交' }));
    await visible(page.getByText('认证状态'));
    // The used code is gone from the address, and a filter does not write it back.
    await expect.poll(() => new URL(page.url()).searchParams.has('code')).toBe(false);
    await choose(page, page.getByLabel('审核状态'), '待审核');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('0');
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await page.getByRole('button', { name: '提交微服务' }).click();
    await visible(page.getByRole('heading', { name: '提交微服务', level: 1 }));

    // The contract's rules, in Chinese, before anything is sent.
    await page.getByRole('button', { name: '提交审核' }).click();
    await visible(page.getByText('请输入微服务名称'));
    await visible(page.getByText('请选择行业'));

    await page.getByLabel('微服务名称').fill(NAME);
    await choose(page, page.getByLabel('行业', { exact: true }), '冷链物流');
    await page.getByLabel('简介').fill('由空气温度与相对湿度计算露点');
    await page.getByLabel('接口路径').fill(builtinApi.dewPoint.path);
    await fillParameter(page, 1, { name: 'temperature', describes: '空气温度', value: '25', unit: '°C' });
    await page.getByRole('button', { name: '添加参数' }).click();
    await fillParameter(page, 2, { name: 'relativeHumidity', describes: '相对湿度', value: '60', unit: '%' });
    await page.locator('input[type=file]').setInputFiles({
      name: 'dew-point.zip',
      mimeType: 'application/zip',
      buffer: PACKAGE,
    });
    await visible(page.getByText(/dew-point\.zip（.+），提交时上传/));
    await screenshot(page, 'community-submit-1440');
    await page.getByRole('button', { name: '提交审核' }).click();
    await visible(toast(page, '已提交，等待平台审核'));
    await visible(rowOf(page, NAME).getByText('待审核'));
    await animationsDone(page);
    await screenshot(page, 'community-list-1440');
    expect(developer.errors).toEqual([]);

    // ---------------------------------------------------------------- the operator rejects with a reason
    const operator = await as('operator', 'operate');
    let drawer = await openReview(operator.page);
    await visible(drawer.getByText(builtinApi.dewPoint.path));
    await visible(drawer.getByText(/dew-point\.zip/));
    // The reviewer downloads the package as it came.
    const saved = operator.page.waitForEvent('download');
    await drawer.getByRole('button', { name: /^下载安装包/ }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('dew-point.zip');
    await visible(drawer.getByRole('cell', { name: 'relativeHumidity' }));
    await screenshot(operator.page, 'console-submission-1440');
    await drawer.getByRole('button', { name: /驳\s*回/ }).click();
    const rejectDialog = operator.page.getByRole('dialog', { name: '驳回提交' });
    await visible(rejectDialog);
    await rejectDialog.getByLabel('驳回原因').fill(REASON);
    await rejectDialog.getByRole('button', { name: /确认驳回/ }).click();
    await visible(toast(operator.page, '已驳回，开发者将看到驳回原因'));

    // ---------------------------------------------------------------- the developer reads it and corrects
    await page.reload();
    const rejected = rowOf(page, NAME);
    await visible(rejected.getByText('已驳回'));
    await visible(rejected.getByText(`驳回原因：${REASON}`));
    await rejected.getByRole('link', { name: `修改 ${NAME}` }).click();
    await visible(page.getByRole('heading', { name: '修改微服务', level: 1 }));
    await visible(page.getByText(`驳回原因：${REASON}`));
    await expect.poll(() => page.getByLabel('微服务名称').inputValue()).toBe(NAME);
    await page.getByLabel('详细说明').fill('采用 Magnus 公式（a=17.62，b=243.12°C）。');
    await page.getByRole('button', { name: '保存并重新提交' }).click();
    await visible(toast(page, '已修改，等待平台审核'));
    await visible(rowOf(page, NAME).getByText('待审核'));

    // ---------------------------------------------------------------- the operator approves
    await operator.page.reload();
    drawer = await openReview(operator.page);
    await visible(drawer.getByText('采用 Magnus 公式（a=17.62，b=243.12°C）。'));
    await answerConfirm(
      operator.page,
      drawer.getByRole('button', { name: '通过并发布' }),
      '确认通过审核并发布该微服务？',
      /通\s*过/,
    );
    await visible(toast(operator.page, '已通过审核，微服务已发布'));
    // The queue opens on what waits: the published one has left it.
    await expect.poll(() => rowOf(operator.page, NAME).count()).toBe(0);
    await operator.page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(operator.page);
    await expectNoSidewaysScroll(operator.page, '/system/submissions at 390 px');
    await screenshot(operator.page, 'console-submissions-390');
    expect(operator.errors).toEqual([]);
    await operator.close();

    // ---------------------------------------------------------------- published: tried at once
    await page.reload();
    const published = rowOf(page, NAME);
    await visible(published.getByText('已发布'));
    await visible(published.getByText('试用 0 次 · 调用记录 0 条'));
    await published.getByRole('link', { name: `试用 ${NAME}` }).click();
    await visible(page.getByRole('heading', { name: '在线试用' }));
    expect(new URL(page.url()).pathname).toBe('/Trial');
    await visible(page.getByText(NAME).first());
    await expect.poll(() => page.getByLabel('空气温度').inputValue()).toBe('25');
    await page.getByRole('button', { name: /^试\s?用$/ }).click();
    await visible(page.locator('.trial-result').getByText('"dewPoint": 16.69'));
    await screenshot(page, 'community-trial-1440');

    // Its use is counted on the developer's list; the list at 390 px.
    await page.goto(`${baseURL}/community`);
    await visible(rowOf(page, NAME).getByText(/试用 1 次 · 调用记录 1 条/));
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '/community at 390 px');
    await screenshot(page, 'community-list-390');
    await page.goto(`${baseURL}/community/submit`);
    await visible(page.getByRole('heading', { name: '提交微服务', level: 1 }));
    await expectNoSidewaysScroll(page, '/community/submit at 390 px');
    await screenshot(page, 'community-submit-390');
    expect(developer.errors).toEqual([]);
    await developer.close();
  });
});
