import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium; the flags keep it off the (closed) network and quiet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
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
