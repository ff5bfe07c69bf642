import { describe, expect, it } from 'vitest';
import {
  baseURL,
  expectNoSidewaysScroll,
  pathname,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts';

const TOP_NAV = [
  { label: '首页', path: '/' },
  { label: '行业解决方案', path: '/Solution' },
  { label: '新闻资讯', path: '/News' },
  { label: '应用市场', path: '/Application' },
  { label: '工业微服务', path: '/Microservice' },
  { label: '机理模型', path: '/Mechanism' },
  { label: '物联网平台', path: '/Internet' },
  { label: '开发者社区', path: '/Developer' },
  { label: '行业供需', path: '/supply' },
  { label: '关于我们', path: '/AboutUs' },
];

const { freshPage } = useBrowser();

describe('layout shell at 1440 px', () => {
  it('navigates through every top-navigation item, highlighting it and titling the page', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect.poll(() => nav.getByRole('link').count()).toBe(TOP_NAV.length);
    await screenshot(page, 'home-1440');

    for (const item of TOP_NAV) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => pathname(page)).toBe(item.path);
      await expect.poll(() => page.title()).toContain(item.label);
      await expect
        .poll(() => nav.getByRole('link', { name: item.label, exact: true }).getAttribute('aria-current'))
        .toBe('page');
      // The page itself rendered: a heading, never a blank screen.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    }
    await screenshot(page, 'about-1440');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows login and register when logged out, and a footer with contacts and the privacy link', async () => {
    const { page, close } = await freshPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/News`);
    await expect
      .poll(() => page.getByRole('button', { name: '登录', exact: true }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: '注册', exact: true }).first().isVisible())
      .toBe(true);
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('河南');
    await expect.poll(() => footer.textContent()).toMatch(/@/);
    await footer.getByRole('link', { name: '隐私协议' }).click();
    await expect.poll(() => pathname(page)).toBe('/privacy');
    // The privacy page uses the empty layout: no footer, no top navigation.
    await expect.poll(() => page.locator('footer').count()).toBe(0);
    await expect.poll(() => page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    await close();
  });

  it('sends an unknown route back to the previous route, or home when there is none', async () => {
    const { page, close } = await freshPage(VIEWPORTS.desktop);
    // Straight into an unknown address: nothing to go back to, so home.
    await page.goto(`${baseURL}/no-such-page`);
    await expect.poll(() => pathname(page)).toBe('/');

    // Inside the app: a navigation to an unknown route returns to the page we came from.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
    await expect.poll(() => pathname(page)).toBe('/News');
    await page.evaluate(() => {
      const state = window.history.state as { idx: number };
      window.history.pushState({ usr: null, key: 'stale', idx: state.idx + 1 }, '', '/Stale-Link');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect.poll(() => pathname(page)).toBe('/News');
    await close();
  });

  it('scrolls to the top on navigation and offers back-to-top after 300 px', async () => {
    const { page, close } = await freshPage(VIEWPORTS.desktop);
    await page.goto(`${baseURL}/News`);
    // Long enough that the next page would stay scrolled down unless the app scrolls it up.
    await page.addStyleTag({ content: 'body { min-height: 5000px; }' });
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.getByRole('button', { name: '回到顶部' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect.poll(() => page.getByRole('button', { name: '回到顶部' }).isVisible()).toBe(true);
    await page.locator('footer').getByRole('link', { name: '隐私协议' }).click();
    await expect.poll(() => pathname(page)).toBe('/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
    await close();
  });
});

/** The back-to-top button's acceptable states: absent, stepped aside, or shown over nothing clickable. */
const SETTLED = /^(none|aside|shown)$/;

describe('layout shell at 390 px', () => {
  it('fits the phone width and navigates through the menu drawer', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone);
    await page.goto(`${baseURL}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'home-390');

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawerNav = page.getByRole('dialog').getByRole('link', { name: '应用市场', exact: true });
    await drawerNav.click();
    await expect.poll(() => pathname(page)).toBe('/Application');
    await expect.poll(() => page.title()).toContain('应用市场');
    // The drawer closes once the user has chosen where to go.
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    await screenshot(page, 'application-390');
    expect(errors).toEqual([]);
    await close();
  });

  it('never lets the back-to-top button cover a link or button: it steps aside over one', async () => {
    const { page, errors, close } = await freshPage(VIEWPORTS.phone);
    // The microservice cards end in 查看详情 at their right edge, where the button sits.
    await page.goto(`${baseURL}/Microservice`);
    await expect.poll(() => page.getByRole('link', { name: '查看详情' }).count()).toBeGreaterThan(3);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const seen = { shown: 0, aside: 0 };
    for (let top = 320; top < height; top += 137) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      // The button decides in an animation frame after the scroll and React draws it next: on a
      // busy machine that may take a few frames, so the page is asked until it has settled.
      const buttonState = () =>
        page.evaluate(() => {
          const button = document.querySelector<HTMLElement>('.back-to-top');
          if (!button) return 'none';
          if (getComputedStyle(button).visibility === 'hidden') return 'aside';
          const own = button.getBoundingClientRect();
          const covered = [...document.querySelectorAll('a[href], button, input, [role="button"]')]
            .filter((element) => element !== button)
            .map((element) => element.getBoundingClientRect())
            .find(
              (r) =>
                r.width > 0 &&
                r.left < own.right &&
                r.right > own.left &&
                r.top < own.bottom &&
                r.bottom > own.top,
            );
          return covered
            ? `covering a control at ${Math.round(covered.left)},${Math.round(covered.top)}`
            : 'shown';
        });
      // Content still arriving may slide a link under it for a frame before it steps aside:
      // what counts is the state it settles in, the first acceptable one within 3 s.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      let state = await buttonState();
      for (const until = Date.now() + 3_000; !SETTLED.test(state) && Date.now() < until; ) {
        state = await buttonState();
      }
      expect(state, `scrolled to ${top}`).toMatch(SETTLED);
      if (state === 'shown') seen.shown += 1;
      if (state === 'aside') seen.aside += 1;
    }
    // It is offered where the page leaves room, and steps aside where the cards' links pass under it.
    expect(seen.shown).toBeGreaterThan(0);
    expect(seen.aside).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});
