import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, registerThroughApi } from '../support/accounts.ts';
import {
  animationsDone,
  baseURL,
  expectNoSidewaysScroll,
  pathname,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiSession, headerButton, loginFromHeader } from '../support/login.ts';

/**
 * Certification end to end (issue 12; spec 001 §2.6–§2.9, §4.1, §5.4–§5.8): a tenant this file
 * registers completes personTent with generated card photos (the numbers read by OCR), the
 * operator approves it in the console's review desk, and the tenant then subscribes; a new
 * developer certifies through personDev, is rejected with a reason, corrects and is approved.
 * The tests of each describe run in order on this file's own database.
 */

/** This file's own uncertified tenant administrator, registered before the journeys. */
const TENANT = freshPhone('137');
const TENANT_PASSWORD = 'cold2024';
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/ocr');
const ID_CARD = path.join(FIXTURES, 'id-card-110105198907088397.jpg');
const LICENCE = path.join(FIXTURES, 'licence-91110158HH07M7WH4W.jpg');

const { freshPage } = useBrowser();

/** Picks a file through the page's own file chooser (the upload card's button). */
/** Picks a file for an upload button and waits, as a user does, until its upload is done. */
async function choose(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  const uploaded = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/tenant/upload' && res.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await chooser.setFiles(file);
  await uploaded;
  // The progress bar goes once the page has taken the uploaded file's path.
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
}

/** The application form as the portal writes it, saved to upload back (as if signed). */
async function signedForm(type: 1 | 2): Promise<string> {
  const res = await fetch(`${baseURL}/api/portalWeb/certification/form/${type}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forms-')), `form-${type}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The operator, logged in, opens the console from the header (single-use-code handover). */
async function openReviewDesk(page: Page) {
  await page.goto(`${baseURL}/`);
  await headerButton(page, '控制台').click();
  // The console opens on its 工作台; the desk is one menu item away.
  await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/system/dashboard');
  await page.getByRole('link', { name: '认证审核', exact: true }).click();
  await expect.poll(() => pathname(page)).toBe('/system/review');
  await visible(page.getByRole('heading', { name: '认证审核', level: 1 }));
}

/** Opens a submission under review (its button reads 审核). */
async function openSubmission(page: Page, account: string) {
  await page.getByRole('searchbox', { name: '搜索企业、姓名、账号或租户号' }).fill(account);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: `审核 ${account} 的认证` }).click();
  const drawer = page.getByRole('dialog', { name: '认证详情' });
  await visible(drawer.getByText(account, { exact: true }));
  return drawer;
}

beforeAll(() => registerThroughApi({ phone: TENANT, password: TENANT_PASSWORD, type: 0 }));

describe('tenant certification', () => {
  // Told 请先完善认证信息 on the way in: login.e2e.ts (an uncertified tenant's login).
  it('the uncertified tenant completes the three steps', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(TENANT, 'tenant', TENANT_PASSWORD),
    );
    await page.goto(`${baseURL}/admin/personTent`);
    await visible(page.getByText('负责人、承诺书与申请表'));

    // Step 1: the person, the ID card (its number read off the photo), the signed forms.
    await expect.poll(() => field(page, '手机号').inputValue()).toBe(TENANT);
    expect(await field(page, '手机号').isDisabled()).toBe(true);
    await page.getByRole('button', { name: '下一步' }).click();
    await visible(page.getByText('请输入姓名', { exact: true }));
    await visible(page.getByText('身份证号不能为空', { exact: true }));
    await field(page, '姓名').fill('孙待认证');
    await choose(page, page.getByRole('button', { name: '上传身份证人像面' }), ID_CARD);
    await expect
      .poll(() => field(page, '身份证号').inputValue(), { timeout: 30_000 })
      .toBe('110105198907088397');
    await choose(page, page.getByRole('button', { name: '上传身份证国徽面' }), ID_CARD);
    // A wrong check digit is refused on blur, with the spec's message.
    await field(page, '身份证号').fill('110105198907088390');
    await field(page, '姓名').click();
    await visible(page.getByText('请正确输入您的身份证号码', { exact: true }));
    await field(page, '身份证号').fill('110105198907088397');
    await choose(page, page.getByRole('button', { name: '上传申请表' }), await signedForm(1));
    await choose(page, page.getByRole('button', { name: '上传承诺书' }), ID_CARD);
    await visible(page.getByRole('link', { name: /申请表（PDF，点击查看）/ }));
    await visible(page.getByRole('img', { name: '承诺书' }));
    await screenshot(page, 'cert-tenant-step1-1440');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: the company; the credit code read off the licence photo.
    await visible(page.getByText('企业信息').first());
    await field(page, '租户号').fill('9cold');
    await field(page, '企业名称').click();
    await visible(page.getByText('请输入2-11位的数字英文', { exact: true }));
    await field(page, '租户号').fill('coldpending');
    await field(page, '企业名称').fill('待认证物流有限公司');
    await choose(page, page.getByRole('button', { name: '上传营业执照' }), LICENCE);
    await expect
      .poll(() => field(page, '统一社会信用代码').inputValue(), { timeout: 30_000 })
      .toBe('91110158HH07M7WH4W');
    await field(page, '法人姓名').fill('孙法人');
    await field(page, '法人手机号').fill('13912345678');
    await field(page, '法人身份证号').fill('11010519491231002X');
    await field(page, '企业地址').fill('河南省郑州市金水区花园路 18 号');
    await screenshot(page, 'cert-tenant-step2-1440');
    await page.getByRole('button', { name: '提交' }).click();

    await visible(page.getByText('提交成功，正在审核中...'));
    await visible(page.getByText('请留意短信通知'));
    await screenshot(page, 'cert-tenant-reviewing-1440');
    // Under review the form is read-only.
    await page.getByRole('button', { name: '上一步' }).click();
    await expect.poll(() => field(page, '租户号').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the wizard and the forms at 390 px without sideways scrolling, and keeps typed fields across a reload', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.phone,
      await apiSession('13800000006', 'tenant'),
    );
    await page.goto(`${baseURL}/admin/personTent`);
    await visible(page.getByText('负责人、承诺书与申请表'));
    await expectNoSidewaysScroll(page, 'personTent at 390 px');
    await screenshot(page, 'cert-tenant-step1-390');
    // A reload in the middle keeps what was typed (issue 24).
    await field(page, '姓名').fill('韩临时');
    await field(page, '身份证号').fill('110105198907088397');
    await page.reload();
    await visible(page.getByText('负责人、承诺书与申请表'));
    await expect.poll(() => field(page, '姓名').inputValue()).toBe('韩临时');
    await expect.poll(() => field(page, '身份证号').inputValue()).toBe('110105198907088397');

    for (const [type, title] of [
      [1, '企业认证申请表'],
      [2, '承诺书'],
    ] as const) {
      await page.goto(`${baseURL}/preViewPdf?type=${type}`);
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      await visible(page.getByRole('img', { name: `${title} 第 1 页` }));
      await visible(page.getByText('共 1 页'));
      await expectNoSidewaysScroll(page, `/preViewPdf?type=${type} at 390 px`);
      await screenshot(page, `preview-pdf-${type}-390`);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the application form filled with the company, downloadable, at 1440 px', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('13800000001', 'tenant'),
    );
    await page.goto(`${baseURL}/preViewPdf?type=1`);
    await visible(page.getByText('共 1 页'));
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载 PDF' }).click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await animationsDone(page);
    await screenshot(page, 'preview-pdf-1-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('the operator finds the submission in the console, sees the documents and approves it', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openReviewDesk(page);
    const drawer = await openSubmission(page, TENANT);
    await visible(drawer.getByText('coldpending'));
    await visible(drawer.getByRole('img', { name: '身份证人像面' }));
    await screenshot(page, 'review-detail-1440');

    // Images zoom (antd's preview); the signed PDF opens in pdf.js.
    await drawer.getByRole('img', { name: '营业执照' }).click();
    await visible(page.locator('.ant-image-preview-img'));
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: '查看申请表（PDF）' }).click();
    await visible(page.getByRole('img', { name: '申请表 第 1 页' }));
    await screenshot(page, 'review-pdf-1440');
    await page
      .getByRole('dialog', { name: '申请表' })
      .getByRole('button', { name: /Close|关闭/ })
      .click();

    await drawer.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await visible(toast(page, '已审核通过'));
    expect(errors).toEqual([]);
    await close();
  });

  it('the approved tenant logs in again and subscribes to an app', async () => {
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession(TENANT, 'tenant', TENANT_PASSWORD),
    );
    await page.goto(`${baseURL}/admin/personTent`);
    await visible(page.getByText('审核通过', { exact: true }));
    await page.goto(`${baseURL}/Application`);
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: '冷链追溯码' }) })
      .first()
      .getByRole('link')
      .first()
      .click();
    await visible(page.getByRole('heading', { name: '冷链追溯码', level: 1 }));
    await page.getByRole('button', { name: '免费订阅' }).click();
    await visible(toast(page, '订阅成功'));
    expect(errors).toEqual([]);
    await close();
  });
});

describe('developer certification', () => {
  const phone = freshPhone();
  const password = 'dev2024ok';

  it('a new personal developer registers and submits 信息完善', async () => {
    await registerThroughApi({ phone, password, type: 1 });

    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/`);
    await loginFromHeader(page, phone, '开发者', password);
    await visible(page.getByText('请先完善认证信息').first());
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personDev');
    await visible(page.getByText('信息完善'));

    await field(page, '姓名').fill('林开发');
    await choose(page, page.getByRole('button', { name: '上传身份证人像面' }), ID_CARD);
    await expect
      .poll(() => field(page, '身份证号').inputValue(), { timeout: 30_000 })
      .toBe('110105198907088397');
    await choose(page, page.getByRole('button', { name: '上传身份证国徽面' }), ID_CARD);
    // Submitted once the photo is uploaded and shown, as a user would.
    await visible(page.getByRole('button', { name: '更换身份证国徽面' }));
    await page.getByRole('button', { name: '提交' }).click();
    await visible(page.getByText('提交成功，正在审核中...'));
    expect(errors).toEqual([]);
    await close();
  });

  it('the operator rejects it with a reason, at 390 px', async () => {
    // Signed in at desktop width (the header's buttons sit in the phone menu), then at 390 px.
    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await openReviewDesk(page);
    await page.setViewportSize(VIEWPORTS.phone);
    // The console's side menu folds away with an animation first.
    await visible(page.getByRole('button', { name: '展开行' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, 'review desk at 390 px');
    await screenshot(page, 'review-desk-390');
    const drawer = await openSubmission(page, phone);
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = page.getByRole('dialog', { name: '驳回认证' });
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await visible(modal.getByText('请输入驳回原因'));
    await modal.getByLabel('驳回原因').fill('身份证国徽面照片不清晰，请重新拍摄');
    await screenshot(page, 'review-reject-390');
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await visible(toast(page, '已驳回'));
    expect(errors).toEqual([]);
    await close();
  });

  it('the developer reads the reason, corrects and submits again; the operator approves; the developer enters the community', async () => {
    // Logging in through the dialog: a rejected developer is sent to personDev (login-flow.ts).
    const { page, errors, close } = await freshPage();
    await page.goto(`${baseURL}/`);
    await loginFromHeader(page, phone, '开发者', password);
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin/personDev');
    await visible(page.getByText('审核未通过', { exact: true }));
    await visible(page.getByText('原因：身份证国徽面照片不清晰，请重新拍摄'));
    await screenshot(page, 'cert-dev-rejected-1440');
    await page.getByRole('button', { name: '修改并重新提交' }).click();
    await choose(page, page.getByRole('button', { name: '更换身份证国徽面' }), ID_CARD);
    await page.getByRole('button', { name: '提交' }).click();
    await visible(page.getByText('提交成功，正在审核中...'));

    const operator = await freshPage(VIEWPORTS.desktop, await apiSession('operator', 'operate'));
    await openReviewDesk(operator.page);
    const drawer = await openSubmission(operator.page, phone);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await operator.page.getByRole('button', { name: '通过', exact: true }).click();
    await visible(toast(operator.page, '已审核通过'));
    await operator.close();

    // The same session: the next start of the portal reads the approval (no new login needed).
    await page.goto(`${baseURL}/admin/personDev`);
    await visible(page.getByText('审核通过', { exact: true }));
    await headerButton(page, '控制台').click();
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/community');
    await visible(page.getByRole('heading', { name: '欢迎，林开发', level: 1 }));
    expect(errors).toEqual([]);
    await close();
  });
});
