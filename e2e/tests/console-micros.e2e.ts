import { microApi, USAGE_KINDS, usageApi } from '@portal/shared/catalogue';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  api,
  baseURL,
  expectNoSidewaysScroll,
  loadImages,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiLogin, apiSession } from '../support/login.ts';
import { call } from '../support/writes.ts';

/**
 * The console's 微服务管理 (issue 22 item 2) as the operator: a demo microservice gets an optional
 * query parameter, renamed on a second edit; a new microservice with one parameter is refused a
 * domain off the forwarding allow-list, then published on the platform's built-ins; a visitor
 * finds it on /Microservice and the demo tenant's /Trial page asks for its parameter; deleting a
 * microservice the tenant has tried is refused with its reason. The screens at 1440 and 390 px.
 */

const EDITED = '露点温度计算';
const CREATED = '冷库门口结露预警';
const TRIED = '相对湿度计算';
const ADMIN = '13800000001';

const { freshPage } = useBrowser();

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const save = (drawer: Locator) => drawer.getByRole('button', { name: /保\s*存/ });
const trialUrl = (id: number) => `${baseURL}/Trial?page=micr&title=gywfwzj&catalogue=${id}`;

async function microIdOf(name: string): Promise<number> {
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    `${microApi.list.path}?keyword=${encodeURIComponent(name)}`,
  );
  const found = list.find((micro) => micro.name === name);
  if (!found) throw new Error(`no microservice ${name}`);
  return found.id;
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}

async function openEditor(page: Page, name: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: '搜索微服务名称' });
  await box.fill(name);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(name);
  await rowOf(page, name)
    .first()
    .getByRole('button', { name: `编辑：${name}` })
    .click();
  const drawer = page.getByRole('dialog', { name: '编辑微服务' });
  await visible(drawer.getByRole('group', { name: '参数 1' }));
  await animationsDone(page);
  return drawer;
}

describe('微服务管理', () => {
  it('edits a demo parameter, publishes a new microservice and refuses deleting a tried one', async () => {
    // The demo tenant has tried one microservice: the usage log holds their call.
    const tenantToken = await apiLogin(ADMIN, 'tenant');
    await call(baseURL, 'POST', usageApi.log.path, {
      token: tenantToken,
      body: {
        meMiType: USAGE_KINDS.micro,
        mid: await microIdOf(TRIED),
        status: 200,
        message: '成功',
        type: 1,
      },
    });

    const { page, errors, close } = await freshPage(
      VIEWPORTS.desktop,
      await apiSession('operator', 'operate'),
    );
    await page.goto(`${baseURL}/system/micros`);
    await visible(page.getByRole('heading', { name: '微服务管理', level: 1 }));
    await visible(page.getByRole('menuitem', { name: /微服务管理/ }));
    await visible(rowOf(page, '已发布').first());
    await loadImages(page);
    await screenshot(page, 'console-micros-1440');

    // An optional query parameter on a demo microservice, then renamed.
    let drawer = await openEditor(page, EDITED);
    await drawer.getByRole('button', { name: '添加参数' }).click();
    let added = drawer.getByRole('group', { name: '参数 3' });
    await added.getByLabel('参数名').fill('height');
    await added.getByLabel('参数说明').fill('海拔高度');
    await choose(page, added.getByLabel('位置'), '查询参数 query');
    await added.getByLabel('必填').click();
    await save(drawer).click();
    await visible(toast(page, '微服务已更新'));
    drawer = await openEditor(page, EDITED);
    added = drawer.getByRole('group', { name: '参数 3' });
    await expect.poll(() => added.getByLabel('参数名').inputValue()).toBe('height');
    await added.getByLabel('参数名').fill('altitude');
    await save(drawer).click();
    await visible(toast(page, '微服务已更新'));

    // A new microservice: a domain off the allow-list is refused in the form, the built-ins pass.
    await page.getByRole('button', { name: '新增微服务' }).click();
    drawer = page.getByRole('dialog', { name: '新增微服务' });
    await visible(drawer.getByLabel('微服务名称'));
    await drawer.getByLabel('微服务名称').fill(CREATED);
    await choose(page, drawer.getByLabel('行业'), '能源管理');
    await drawer.getByText('已发布', { exact: true }).click();
    await drawer.getByLabel('简介').fill('由门口温湿度判断冷库门口是否结露');
    await drawer.getByLabel('域名（留空为本平台）').fill('api.example.com');
    await drawer.getByLabel('接口路径').fill('/micro/dew-point');
    const first = drawer.getByRole('group', { name: '参数 1' });
    await first.getByLabel('参数名').fill('doorTemp');
    await first.getByLabel('参数说明').fill('门口空气温度');
    await save(drawer).click();
    await visible(drawer.getByText(/api\.example\.com:80 不在转发白名单中/));
    await animationsDone(page);
    await screenshot(page, 'console-micros-form-1440', { fullPage: false });
    await drawer.getByLabel('域名（留空为本平台）').fill('');
    await save(drawer).click();
    await visible(toast(page, '微服务已保存'));

    // A microservice the tenant tried: the confirm says what goes, the server refuses.
    const box = page.getByRole('searchbox', { name: '搜索微服务名称' });
    await box.fill(TRIED);
    await box.press('Enter');
    await rowOf(page, TRIED)
      .getByRole('button', { name: `删除：${TRIED}` })
      .click();
    const confirm = page.getByRole('dialog').filter({ hasText: '删除微服务' });
    await visible(confirm.getByText(/已有租户试用记录或开发者提交待审核的微服务不能删除/));
    await animationsDone(page);
    await screenshot(page, 'console-micros-delete-1440', { fullPage: false });
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await visible(page.getByRole('alert').getByText('该微服务已有 1 条租户试用记录，不能删除；请改为未发布'));
    await visible(rowOf(page, TRIED));

    // At 390 px: the list and the form within the width.
    await page.setViewportSize(VIEWPORTS.phone);
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '微服务管理 at 390 px');
    await screenshot(page, 'console-micros-390');
    await page.getByRole('button', { name: '新增微服务' }).click();
    await visible(page.getByRole('dialog', { name: '新增微服务' }).getByRole('group', { name: '参数 1' }));
    await animationsDone(page);
    await expectNoSidewaysScroll(page, '新增微服务 at 390 px');
    await screenshot(page, 'console-micros-form-390', { fullPage: false });
    expect(errors).toEqual([]);
    await close();

    // A visitor finds it on /Microservice; the demo tenant's /Trial pages ask for the parameters.
    const visitor = await freshPage(VIEWPORTS.desktop);
    await visitor.page.goto(`${baseURL}/Microservice`);
    await visible(visitor.page.getByRole('link', { name: new RegExp(CREATED) }).first());
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const tenant = await freshPage(VIEWPORTS.desktop, await apiSession(ADMIN, 'tenant'));
    await tenant.page.goto(trialUrl(await microIdOf(CREATED)));
    await visible(tenant.page.getByRole('heading', { name: '在线试用' }));
    await visible(tenant.page.getByLabel('门口空气温度'));
    await screenshot(tenant.page, 'console-micros-trial-1440', { fullPage: false });
    await tenant.page.goto(trialUrl(await microIdOf(EDITED)));
    await visible(tenant.page.getByLabel('海拔高度'));
    await visible(tenant.page.getByText('altitude').first());
    expect(tenant.errors).toEqual([]);
    await tenant.close();
  });
});
