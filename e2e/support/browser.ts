import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './chromium.ts';
import { baseURL } from './spec-server.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Where this spec file's own server answers (support/spec-server.ts). */
export { baseURL };

/** What a login leaves in the browser's storage (login.ts's apiSession): the page starts logged in. */
export interface StoredSession {
  localStorage: { name: string; value: string }[];
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Viewport = { width: number; height: number };

export interface FreshPage {
  page: Page;
  context: BrowserContext;
  /** Script errors of the page so far (see collectPageErrors). */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * One browser for the spec file (launched before its tests, closed after) and an empty context
 * per journey from it: nothing stored from another journey's login (a context a journey closed
 * is emptied and used again, see emptyContext). Given a session (login.ts's apiSession), it is
 * stored as the web app stores a login: the page opens logged in, with no login form on the way.
 */
export function useBrowser(): {
  freshPage: (viewport?: Viewport, session?: StoredSession) => Promise<FreshPage>;
} {
  let browser: Browser;
  // Launched at once, while the spec's server is still starting.
  const launched = launchChromium();
  launched.catch(() => {});
  /** Contexts a finished journey handed back, emptied: the next journey starts in one. */
  const emptied: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launched;
  });
  afterAll(() => browser.close());
  return {
    async freshPage(viewport = VIEWPORTS.desktop, session?: StoredSession) {
      const context =
        emptied.pop() ??
        (await browser.newContext({
          locale: 'zh-CN',
          // The app leaves antd's animations out for such a user: fewer frames drawn, and
          // dialogs ready at once.
          reducedMotion: 'reduce',
        }));
      if (session) {
        await context.setStorageState({
          cookies: [],
          origins: [{ origin: baseURL, localStorage: session.localStorage }],
        });
      }
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      waitForAppOnNavigation(page);
      return {
        page,
        context,
        errors: collectPageErrors(page),
        close: async () => {
          await emptyContext(context);
          emptied.push(context);
        },
      };
    },
  };
}

/**
 * Empties a context a journey is done with: its pages closed, cookies, storage, permissions
 * and routes gone, as in a new one; only the HTTP cache stays (the app's scripts, compiled
 * once per spec file instead of once per journey: half the browser's work of a journey's first
 * page, measured on this machine).
 */
async function emptyContext(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.setStorageState({ cookies: [], origins: [] });
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * Waits until the web app says the page is ready: hydrated (or rendered, for a page the server
 * did not render) and the session resolved, so what it shows is what it shows this user
 * (`<html data-ready="true">`, set by apps/web/src/app/RootShell.tsx). A server-rendered page
 * shows the visitor's view until then: a logged-in user's buttons differ a moment later. A
 * document that is not the app's (no #root: robots.txt, a PDF) is ready when it has loaded.
 */
export async function appReady(page: Page, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => document.documentElement.dataset.ready === 'true' || document.getElementById('root') === null,
      undefined,
      { timeout },
    );
  } catch (error) {
    throw new Error(`the app did not mark ${page.url()} ready (html[data-ready]) within ${timeout} ms`, {
      cause: error,
    });
  }
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

const unsettledGoto = new WeakMap<Page, Page['goto']>();

/**
 * Opens an address without waiting for the app to be ready: for the journeys about what
 * happens before hydration (ssr.e2e.ts).
 */
export function gotoUnsettled(page: Page, ...args: Parameters<Page['goto']>): ReturnType<Page['goto']> {
  return (unsettledGoto.get(page) ?? page.goto.bind(page))(...args);
}

/**
 * Each navigation of the page (goto, reload, goBack, goForward) returns once the app is ready
 * (appReady), as a user starts reading a page once it has settled: a journey never reads the
 * visitor's view the server rendered for a logged-in user.
 */
export function waitForAppOnNavigation(page: Page): void {
  unsettledGoto.set(page, page.goto.bind(page));
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.defineProperty(page, name, {
      configurable: true,
      value: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

/**
 * Keeps the page as e2e/artifacts/<name>.jpg: the whole page, or only the window (`fullPage:
 * false`) for what is fixed over it (an open dialog scrolls inside the window, not the page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // JPEG: encoded in a fraction of a PNG's time, and as good to look at.
  const take = () =>
    page.screenshot({ path: path.join(ARTIFACTS, `${name}.jpg`), type: 'jpeg', quality: 85 });
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!fullPage || !viewport || height <= viewport.height) return void (await take());
  // The whole page through a viewport as tall as the page, at its own width: Playwright's own
  // full-page capture narrows the viewport for a moment, which sets off every breakpoint.
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await take();
  } finally {
    await page.setViewportSize(viewport);
  }
}

const CSP_MARK = 'Content-Security-Policy violation:';

/**
 * Fails a test on any script error in the page, so a broken page cannot pass by looking fine,
 * and on anything the page's Content-Security-Policy refused (a blocked script, style, image
 * or request): a page that works only half under its policy is broken too.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK) || /Content Security Policy/i.test(text)) errors.push(text);
  });
  // Registered before the next navigation: Playwright sends its commands in order.
  page
    .addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    }, CSP_MARK)
    .catch(() => {
      // The page closed first: nothing to watch.
    });
  return errors;
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Waits until the first element of the locator shows. */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);
}

/** The page fits its width: nothing sticks out sideways. */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/** A message toast (antd's notices are alerts) with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });

/** The texts of the message toasts on screen. */
export const toastTexts = (page: Page) => page.getByRole('alert').allTextContents();

/** The data of a public API answer. */
export async function api<T>(apiPath: string): Promise<T> {
  const res = await fetch(`${baseURL}${apiPath}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Before a full-page screenshot: every image has loaded and none is broken (lazy ones are
 * scrolled into view first), and the page is back at the top, staying there.
 */
export async function expectImagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Each position is drawn (two frames) before the next, so lazy pictures see themselves shown.
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await drawn();
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src),
      ),
    )
    .toEqual([]);
  await expect
    .poll(async () => {
      // Where the page is once a few frames have been drawn after the jump to the top.
      return page.evaluate(async () => {
        window.scrollTo(0, 0);
        for (let frame = 0; frame < 6; frame += 1)
          await new Promise((resolve) => requestAnimationFrame(resolve));
        return window.scrollY;
      });
    })
    .toBe(0);
}

/** Before a full-page screenshot: loads every picture, lazy ones too, without scrolling. */
export async function loadImages(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => {});
      }),
    ),
  );
}

/**
 * Waits until nothing on the page is still moving: every finite animation and transition
 * (a dialog zooming in, a list sliding open) has ended. Endless ones (a spinner) do not count.
 */
export async function animationsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            ).length,
      ),
    )
    .toBe(0);
}

/** Waits until the page has drawn two more frames: whatever a click set off in it has run. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Clicks until `done` says the click took, as a user clicks again when nothing happened: the
 * market drops a click sooner than 1000 ms after the last one it took (spec 000 §4's
 * double-click guard). Each click is given `patience` ms to show before the next.
 */
export async function clickUntil(target: Locator, done: () => Promise<boolean> | boolean, patience = 1_200) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await target.click();
        try {
          await expect.poll(done, { timeout: patience }).toBe(true);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Answers the confirm (a Popconfirm) that `trigger` opens with its `ok` button, opening it first
 * when it is not open. A confirm that closes by itself is a defect (a row built anew under it):
 * it is not opened again.
 */
export async function answerConfirm(page: Page, trigger: Locator, question: string, ok: string | RegExp) {
  const confirm = page.getByRole('tooltip').filter({ hasText: question });
  if (!(await confirm.isVisible())) await trigger.click();
  await confirm.getByRole('button', { name: ok }).click();
}

/** Answers whether the page has sent a call to this API path since it was asked. */
export function callSent(page: Page, apiPath: string): () => boolean {
  let sent = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) sent = true;
  });
  return () => sent;
}
