import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every public screen, checked against WCAG 2.1 AA as a visitor sees it once its data has
 * arrived (the account screens: accessibility.e2e.ts).
 */
export const PUBLIC_SCREENS = [
  '/',
  '/Solution',
  '/News',
  '/NewsDetail?id=1',
  '/Application',
  '/List?page=app',
  '/AppdetailInfo?title=yysc&catalogue=1&page=app',
  '/AppdetailInfo?title=gywfwzj&catalogue=1&page=micr',
  '/AppdetailInfo?title=jlmx&catalogue=1&page=jlmx',
  '/Microservice',
  '/Mechanism',
  '/Internet',
  '/Developer',
  '/supply',
  '/supplySearch?active=1&keyword=冷',
  '/supplyDetail?id=1&type=1',
  '/supplyDetail?id=1&type=0',
  '/AboutUs',
  '/Contact',
  '/AddMessage',
  '/PlatformMembers',
  '/Maps',
  '/Product',
  '/machine',
  '/privacy',
  '/verifySignature',
  '/Login',
  '/Register',
  '/forget',
];

/**
 * The public screens checked on ssr.e2e.ts's visit of each (it opens them all as a visitor for
 * its own checks, and asserts it opened every one of these); accessibility-public.e2e.ts
 * checks the rest. One visit instead of two for each.
 */
export const CHECKED_ON_SERVER_RENDERED_VISIT: readonly string[] = [
  '/',
  '/Solution',
  '/News',
  '/Application',
  '/Microservice',
  '/Mechanism',
  '/Internet',
  '/supply',
  '/AboutUs',
  '/Contact',
  '/PlatformMembers',
  '/Product',
  '/machine',
  '/privacy',
];

/** The WCAG 2.1 AA rules DESIGN.md holds every page to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/**
 * What axe-core finds against WCAG 2.1 AA on the page as it stands, one line per rule with
 * the first elements that break it. The script goes in through DevTools evaluation, which
 * the page's Content-Security-Policy does not govern (the page itself is left as served).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * The page has its data: the network has been quiet for a moment, a heading is shown and no
 * table or section still spins (a query may start only after another one answered).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
}

/** Opens the address and expects no WCAG 2.1 AA violation on it once it has its data. */
export async function expectAccessible(page: Page, address: string): Promise<void> {
  await page.goto(`${baseURL}${address}`);
  await expectAccessibleAsItIs(page, address);
}

/**
 * Expects no WCAG 2.1 AA violation on the page already open at `address` once it has its
 * data: for a journey that opened it for checks of its own (ssr.e2e.ts), one visit for both.
 */
export async function expectAccessibleAsItIs(page: Page, address: string): Promise<void> {
  await settle(page);
  expect(await accessibilityViolations(page), address).toEqual([]);
}
