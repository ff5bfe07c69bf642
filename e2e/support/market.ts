import type { Page } from 'playwright-core';

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
