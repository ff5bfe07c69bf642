import fs from 'node:fs';
import { modelsApi } from '@portal/shared/catalogue';
import { simulationApi } from '@portal/shared/simulation';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  api,
  baseURL,
  expectNoSidewaysScroll,
  screenshot,
  toast,
  useBrowser,
  VIEWPORTS,
  type Viewport,
  expectVisible as visible,
} from '../support/browser.ts';
import { type ApiRole, apiLogin, apiSession } from '../support/login.ts';

/**
 * Issue 20 in Chromium, on the built-in reversed-Carnot model: a run by hand with its two
 * charts, a template filled in and run as a batch, a parameter sweep, and two runs of the
 * history compared on one chart; at 1440 px and at 390 px. Each journey's account is its own
 * (the click guard counts per user), on this file's own server.
 */

const ADMIN = '13800000001';
const DEVELOPER = '13800000002';
const TENANT = '13800000003';
/** The first tenant's member. */
const MEMBER = '13800000005';
const OPERATOR = 'operator';
const MODEL = '逆卡诺循环效率模型';
/** isRequestData 1: fed by the demo cold room's sensors. */
const LIVE_MODEL = '冷库实时围护热负荷模型（物联网数据）';

const { freshPage } = useBrowser();

const as = async (account: string, role: ApiRole, viewport: Viewport = VIEWPORTS.desktop) =>
  freshPage(viewport, await apiSession(account, role));

async function modelId(name = MODEL): Promise<number> {
  const { list } = await api<{ list: { id: number; modelName: string }[] }>(
    `${modelsApi.page.path}?keyword=${encodeURIComponent(name)}`,
  );
  const found = list.find((model) => model.modelName === name);
  if (!found) throw new Error(`no model ${name}`);
  return found.id;
}

const trialUrl = (id: number) => `${baseURL}/Trial?page=jlmx&title=jlmx&catalogue=${id}`;
const heading = (page: Page) => page.getByRole('heading', { name: `机理仿真：${MODEL}`, level: 1 });
/** A parameter's number input, named by its description. */
const input = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const resultPane = (page: Page) => page.locator('.sim-result');
/** A drawn chart: ECharts' canvas inside the figure named by its label. */
const chart = (scope: Page | Locator, label: string) =>
  scope.locator(`[role="img"][aria-label^="${label}"] canvas`);
// antd spaces no label longer than two characters: 手动仿真 reads as it is written.
const runButton = (page: Page) => page.getByRole('button', { name: '手动仿真' });
const historyRows = (page: Page) => page.locator('.sim-history__table tbody tr.ant-table-row');

async function workbookOf(download: Download): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

/** Two runs by hand through the API, as the page sends them. */
async function runTwice(account: string, role: ApiRole, id: number): Promise<void> {
  const token = await apiLogin(account, role);
  for (const hotTemp of [30, 40]) {
    const res = await fetch(`${baseURL}${simulationApi.simulate.path}`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ id, params: { coldTemp: -20, hotTemp } }),
    });
    if (!res.ok) throw new Error(`the run was refused: ${res.status} ${await res.text()}`);
  }
}

describe('mechanism-model simulation', () => {
  it('runs the model by hand: the outputs with their units, the parameter chart and the result chart', async () => {
    const id = await modelId();
    const { page, errors, close } = await as(DEVELOPER, 'develop');
    await page.goto(trialUrl(id));
    await visible(heading(page));
    // The banner, the read-only request panel and the inputs with their defaults.
    await visible(page.getByText('工程热力学', { exact: true }));
    await visible(page.getByText('/model/carnot', { exact: true }));
    await expect.poll(() => input(page, '低温热源温度').inputValue()).toBe('-20');
    await expect.poll(() => input(page, '高温热源温度').inputValue()).toBe('35');
    await expect.poll(() => page.getByText('请求头', { exact: true }).count()).toBe(0);

    // A required value left empty is asked for by its description (spec 001 §5.1), before any call.
    await input(page, '低温热源温度').fill('');
    await runButton(page).click();
    await visible(toast(page, '请输入参数低温热源温度的值'));
    await input(page, '低温热源温度').fill('-20');

    // Reversed Carnot: 253.15 K / 55 K = 4.60.
    await runButton(page).click();
    const outputs = page.getByRole('definition').filter({ hasText: '4.6' });
    await visible(resultPane(page).getByText('逆卡诺制冷系数', { exact: true }));
    await visible(outputs);
    await visible(chart(page, '参数图'));
    await visible(chart(page, '结果图'));
    await expect(
      page.getByRole('img', { name: /^参数图，低温热源温度 -20 °C，高温热源温度 35 °C/ }).count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('img', { name: /^结果图，逆卡诺制冷系数随高温热源温度（°C）的变化/ }).count(),
    ).resolves.toBe(1);
    const pane = await resultPane(page).boundingBox();
    expect(Math.round(pane?.height ?? 0)).toBe(450);
    // The run is in the history at once, in China time.
    await expect.poll(() => historyRows(page).count()).toBe(1);
    await visible(historyRows(page).first().getByText('手动仿真'));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'model-simulation-1440');
    expect(errors).toEqual([]);
    await close();

    // At 390 px: the panes stack, nothing scrolls sideways.
    const phone = await as(DEVELOPER, 'develop', VIEWPORTS.phone);
    await phone.page.goto(trialUrl(id));
    await visible(heading(phone.page));
    await expect.poll(() => historyRows(phone.page).count()).toBe(1);
    await animationsDone(phone.page);
    await expectNoSidewaysScroll(phone.page);
    await screenshot(phone.page, 'model-simulation-390');
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('runs the live cold-room model on the sensors’ last 10 readings: both charts over time, no 手动仿真', async () => {
    const id = await modelId(LIVE_MODEL);
    const { page, errors, close } = await as(OPERATOR, 'operate');
    await page.goto(trialUrl(id));
    await visible(page.getByRole('heading', { name: `机理仿真：${LIVE_MODEL}`, level: 1 }));
    // Spec 001 §2.5: 手动仿真 only when isRequestData is 0.
    await expect.poll(() => runButton(page).count()).toBe(0);
    await page.getByRole('button', { name: '物联网数据仿真' }).click();
    await visible(resultPane(page).getByText('围护结构传热量', { exact: true }));
    await visible(page.getByText('参数图：物联网数据（LK-SH-0101）'));
    await visible(chart(page, '参数图'));
    await visible(chart(page, '结果图'));
    await expect(
      page.getByRole('img', { name: /^参数图，库温（°C）、室外温度（°C）随时间的变化/ }).count(),
    ).resolves.toBe(1);
    await expect.poll(() => historyRows(page).count()).toBe(1);
    await visible(historyRows(page).first().getByText('物联网数据仿真'));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'model-simulation-iot-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('downloads the template, runs two filled rows as a batch and downloads the results', async () => {
    const id = await modelId();
    const { page, errors, close } = await as(ADMIN, 'tenant');
    await page.goto(trialUrl(id));
    await visible(heading(page));

    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('模板.xlsx');
    const sheet = await workbookOf(template);
    expect(rowValues(sheet, 1)).toEqual(['低温热源温度', '高温热源温度']);
    expect(rowValues(sheet, 2)).toEqual([-20, 35]);
    expect(sheet.getColumn(1).width).toBe(20);

    // Two rows as a person fills them: one the model runs, one it refuses.
    sheet.getRow(2).values = [-10, 30];
    sheet.getRow(3).values = [20, 10];
    const filled = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    await page.locator('input[type="file"]').setInputFiles({
      name: '模板.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await visible(toast(page, '上传成功，系统正在解析中'));
    await visible(page.getByText('解析并执行完成'));
    await visible(page.getByRole('progressbar', { name: '模板解析执行进度' }));
    await expect.poll(() => page.locator('.sim-batch__count').textContent()).toBe('2/2 行');
    await screenshot(page, 'model-simulation-batch-1440');

    const resultDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载结果' }).click();
    const results = await workbookOf(await resultDownload);
    expect(rowValues(results, 1)).toEqual([
      '行号',
      '低温热源温度',
      '高温热源温度',
      '逆卡诺制冷系数',
      '逆卡诺供热系数',
      '冷热源温差（K）',
      '错误',
    ]);
    // 263.15 K / 40 K = 6.579; heating 7.579; a lift of 40 K.
    expect(rowValues(results, 2)).toEqual([2, -10, 30, 6.579, 7.579, 40]);
    const refused = rowValues(results, 3);
    expect(refused.slice(0, 3)).toEqual([3, 20, 10]);
    expect(refused.slice(3, 6).every((cell) => cell === null || cell === undefined)).toBe(true);
    expect(String(refused[6])).toBe('高温热源温度必须高于低温热源温度');
    expect(errors).toEqual([]);
    await close();
  });

  it('sweeps the hot-side temperature, plots the result with the refused steps as gaps, and exports the table', async () => {
    const id = await modelId();
    const { page, errors, close } = await as(TENANT, 'tenant');
    await page.goto(trialUrl(id));
    await visible(heading(page));

    await page.getByLabel('扫描参数').click();
    await animationsDone(page);
    await page.getByTitle('高温热源温度', { exact: true }).filter({ visible: true }).click();
    // The range starts around the current value (35 °C).
    await expect.poll(() => page.getByLabel('起点').inputValue()).toBe('17.5');
    await expect.poll(() => page.getByLabel('终点').inputValue()).toBe('52.5');
    await page.getByLabel('起点').fill('-40');
    await page.getByLabel('终点').fill('40');
    await page.getByLabel('步数').fill('9');
    await page.getByRole('button', { name: '运行扫描' }).click();
    await visible(chart(page, '参数扫描图'));
    // −40, −30 and −20 °C are not above the cold side (−20 °C): listed, and gaps in the chart.
    await visible(page.getByText('以下 3 步未能计算（图中为空缺）：'));
    await expect.poll(() => page.locator('.sim-sweep__refused li').count()).toBe(3);
    await expect.poll(() => historyRows(page).count()).toBe(1);
    await visible(historyRows(page).first().getByText('参数扫描'));
    await screenshot(page, 'model-simulation-sweep-1440');

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 xlsx' }).click();
    const table = await workbookOf(await exported);
    expect(rowValues(table, 1)).toEqual([
      '高温热源温度（°C）',
      '逆卡诺制冷系数',
      '逆卡诺供热系数',
      '冷热源温差（K）',
      '错误',
    ]);
    expect(table.rowCount).toBe(10);
    // 253.15 K / 60 K = 4.219.
    expect(rowValues(table, 10).slice(0, 4)).toEqual([40, 4.219, 5.219, 60]);
    expect(errors).toEqual([]);
    await close();
  });

  it('compares two runs of the history on one chart and runs one of them again', async () => {
    const id = await modelId();
    await runTwice(MEMBER, 'tenant', id);
    const { page, errors, close } = await as(MEMBER, 'tenant');
    await page.goto(trialUrl(id));
    await visible(heading(page));
    await expect.poll(() => historyRows(page).count()).toBeGreaterThanOrEqual(2);

    const manual = historyRows(page).filter({ hasText: '手动仿真' });
    await manual.nth(0).getByRole('checkbox').check();
    await manual.nth(1).getByRole('checkbox').check();
    await visible(chart(page, '对比图'));
    await visible(page.getByText(/^对比：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(（1）)? 与 /));
    await screenshot(page, 'model-simulation-compare-1440');

    // The older run (hot side 30 °C) again: its values fill the inputs and it runs.
    await manual
      .nth(1)
      .getByRole('button', { name: /^再次运行/ })
      .click();
    await expect.poll(() => input(page, '高温热源温度').inputValue()).toBe('30');
    // 253.15 K / 50 K = 5.063.
    await visible(resultPane(page).getByText('5.063', { exact: true }));
    await visible(chart(page, '结果图'));
    await expect.poll(() => historyRows(page).filter({ hasText: '手动仿真' }).count()).toBe(3);
    expect(errors).toEqual([]);
    await close();
  });
});
