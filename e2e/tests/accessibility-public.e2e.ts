import { afterAll, beforeAll, describe, it } from 'vitest';
import { CHECKED_ON_SERVER_RENDERED_VISIT, expectAccessible, PUBLIC_SCREENS } from '../support/axe.ts';
import { type FreshPage, useBrowser, VIEWPORTS } from '../support/browser.ts';

/**
 * Every public screen (PUBLIC_SCREENS, support/axe.ts) passes axe-core's WCAG 2.1 AA rules
 * (DESIGN.md), checked as a visitor sees it once its data has arrived: here, or on ssr.e2e.ts's
 * visit for the screens it opens anyway (CHECKED_ON_SERVER_RENDERED_VISIT). The account
 * screens: accessibility.e2e.ts.
 */

const { freshPage } = useBrowser();

describe('public screens', () => {
  // One visitor's page for them all, as a visitor browses (the bundle loads once).
  let visitor: FreshPage;
  beforeAll(async () => {
    visitor = await freshPage();
  });
  afterAll(() => visitor.close());

  // The others are checked on ssr.e2e.ts's visit of each (one visit, both checks).
  for (const address of PUBLIC_SCREENS.filter(
    (screen) => !CHECKED_ON_SERVER_RENDERED_VISIT.includes(screen),
  )) {
    it(`${address} passes WCAG 2.1 AA`, async () => {
      await expectAccessible(visitor.page, address);
    });
  }

  it('the home page at 390 px passes WCAG 2.1 AA', async () => {
    const { page, close } = await freshPage(VIEWPORTS.phone);
    await expectAccessible(page, '/');
    await close();
  });
});
