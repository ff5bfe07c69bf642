import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone, screenshot, expectVisible as visible } from './browser.ts';

/** A card (featured or small) of the catalogue pages by its app name. */
export const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: false }) });

/**
 * The open year picker's list (antd's list is no ARIA listbox one can click; a closed one
 * may linger, hidden) and its option by label.
 */
export const openPicker = (page: Page) => page.locator('.ant-select-dropdown').filter({ visible: true });
export const yearOption = (page: Page, label: string) => openPicker(page).getByTitle(label, { exact: true });

/** The floating cart button (its name starts with 购物车 and counts the items). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^购物车/ });

/** A cart item's row by its app's name (its name link: an associated app's row names its app too). */
export const cartRow = (drawer: Locator, name: string) =>
  drawer.getByRole('listitem').filter({ has: drawer.page().getByRole('link', { name, exact: true }) });

/** Runs a check; when it fails, the page is kept as a screenshot to look at. */
export async function failureShot(page: Page, name: string, check: () => Promise<unknown>) {
  try {
    await check();
  } catch (error) {
    await screenshot(page, name);
    throw error;
  }
}

/**
 * Picks the years of a cart item and waits for its price. The previous picker's list must have
 * closed, and this one's must have finished opening: a click during an animation can miss.
 */
export async function chooseYears(page: Page, drawer: Locator, name: string, label: string) {
  await expect.poll(() => openPicker(page).count()).toBe(0);
  await animationsDone(page);
  await drawer.getByRole('combobox', { name: `${name}购买年限` }).click();
  await visible(yearOption(page, label));
  await animationsDone(page);
  await yearOption(page, label).click();
  await failureShot(page, `fail-years-${name}`, () => visible(cartRow(drawer, name).getByText(/^¥[\d.]+$/)));
}
