import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/axe.ts';
import { baseURL, pathname, useBrowser, VIEWPORTS } from '../support/browser.ts';
import { expectLoggedIn, loginFromPage, type RoleLabel } from '../support/login.ts';

/**
 * Every screen passes axe-core's WCAG 2.1 AA rules (DESIGN.md), checked on the page a user
 * sees once its data has arrived: the public screens as a visitor, the account screens as
 * the account that uses them.
 */

const { freshPage } = useBrowser();

/** The page has its data: the network has been quiet for a moment and a heading is shown. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

async function expectAccessible(page: Page, address: string): Promise<void> {
  await page.goto(`${baseURL}${address}`);
  await settle(page);
  expect(await accessibilityViolations(page), address).toEqual([]);
}

const PUBLIC_SCREENS = [
  '/',
  '/Solution',
  '/News',
  '/NewsDetail?id=1',
  '/Application',
  '/List?page=app',
  '/AppdetailInfo?id=1&page=app&title=yysc',
  '/Microservice',
  '/Mechanism',
  '/Internet',
  '/Developer',
  '/supply',
  '/AboutUs',
  '/Contact',
  '/AddMessage',
  '/PlatformMembers',
  '/Maps',
  '/Product',
  '/machine',
  '/privacy',
  '/Login',
  '/Register',
  '/forget',
];

describe('public screens', () => {
  for (const address of PUBLIC_SCREENS) {
    it(`${address} passes WCAG 2.1 AA`, async () => {
      const { page, close } = await freshPage();
      await expectAccessible(page, address);
      await close();
    });
  }

  it('the home page at 390 px passes WCAG 2.1 AA', async () => {
    const { page, close } = await freshPage(VIEWPORTS.phone);
    await expectAccessible(page, '/');
    await close();
  });
});

const ACCOUNT_SCREENS: { account: string; role: RoleLabel; addresses: string[] }[] = [
  {
    account: '13800000001',
    role: '租户',
    addresses: ['/admin/appList', '/admin/orderList', '/admin/appMarket', '/preViewPdf?type=1'],
  },
  { account: '13800000004', role: '租户', addresses: ['/admin/personTent'] },
  { account: '13800000002', role: '开发者', addresses: ['/admin/personDev'] },
  { account: 'operator', role: '运营者', addresses: ['/system/review'] },
];

describe('account screens', () => {
  for (const { account, role, addresses } of ACCOUNT_SCREENS) {
    it(`${addresses.join(', ')} pass WCAG 2.1 AA for ${account}`, async () => {
      const { page, close } = await freshPage();
      await loginFromPage(page, account, role);
      await expectLoggedIn(page);
      await expect.poll(() => pathname(page), { timeout: 15_000 }).not.toBe('/Login');
      for (const address of addresses) await expectAccessible(page, address);
      await close();
    });
  }
});
