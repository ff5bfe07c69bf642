import fs from 'node:fs';
import { microApi } from '@portal/shared/catalogue';
import { pathWith } from '@portal/shared/contract';
import { trialApi } from '@portal/shared/trial';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsDone,
  api,
  baseURL,
  callSent,
  toast,
  useBrowser,
  expectVisible as visible,
} from '../support/browser.ts';
import { apiSession, loginDialog } from '../support/login.ts';
import { unzip } from '../support/zip.ts';

/**
 * Issue 19 and spec 000 §2.10 / 001 §7.2 in Chromium: a type-0 microservice's 安装 downloads its
 * install package, saved under the item's name, holding the OpenAPI description and a README
 * with a curl call through the platform; a visitor is asked to log in first.
 */

const DEVELOPER = '13800000002';
const DRIVER = '冷机数据采集驱动包';

const { freshPage } = useBrowser();

async function microIdOf(name: string): Promise<number> {
  const { list } = await api<{ list: { id: number; name: string }[] }>(
    `${microApi.list.path}?keyword=${encodeURIComponent(name)}`,
  );
  const found = list.find((micro) => micro.name === name);
  if (!found) throw new Error(`no microservice ${name}`);
  return found.id;
}

const detailUrl = (id: number) => `${baseURL}/AppdetailInfo?title=gywfwzj&catalogue=${id}&page=micr`;
// antd spaces a two-character button's label (安 装).
const installButton = (page: Page) => page.getByRole('button', { name: /^安\s?装$/ });

describe('microservice install package', () => {
  it('downloads the package of a type-0 microservice under its name, with its README and OpenAPI description', async () => {
    const id = await microIdOf(DRIVER);
    const { page, errors, close } = await freshPage(undefined, await apiSession(DEVELOPER, 'develop'));
    await page.goto(detailUrl(id));
    await visible(page.getByRole('heading', { name: DRIVER, level: 1 }));

    const downloaded = page.waitForEvent('download');
    await installButton(page).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`${DRIVER}.zip`);
    await visible(toast(page, '安装包已开始下载'));

    const files = unzip(fs.readFileSync(await download.path()));
    expect([...files.keys()].sort()).toEqual(['README.md', 'openapi.json']);

    const readme = files.get('README.md')?.toString('utf8') ?? '';
    expect(readme).toContain(`# ${DRIVER}`);
    // The curl call goes through the platform the user downloaded from, with its parameter's default.
    expect(readme).toContain(`curl -X POST '${baseURL}${trialApi.forward.path}'`);
    expect(readme).toContain('$PORTAL_TOKEN');
    expect(readme).toContain('"gatewaySn":"GW-0001"');

    const openApi = JSON.parse(files.get('openapi.json')?.toString('utf8') ?? '{}') as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>>;
    };
    expect(openApi.openapi).toMatch(/^3\./);
    expect(openApi.info.title).toBe(DRIVER);
    const operations = Object.values(openApi.paths).flatMap((operation) => Object.values(operation));
    expect(JSON.stringify(operations)).toContain('gatewaySn');

    expect(errors).toEqual([]);
    await close();
  });

  it('asks a visitor to log in before installing, and downloads nothing', async () => {
    const id = await microIdOf(DRIVER);
    const { page, errors, close } = await freshPage();
    const linkAsked = callSent(page, pathWith(trialApi.installLink.path, { id }));
    const packageAsked = callSent(page, pathWith(trialApi.installPackage.path, { id }));
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.goto(detailUrl(id));
    await visible(page.getByRole('heading', { name: DRIVER, level: 1 }));

    await installButton(page).click();
    await visible(loginDialog(page));
    await animationsDone(page);
    expect(linkAsked()).toBe(false);
    expect(packageAsked()).toBe(false);
    expect(downloads).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
