import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium as the journeys and the benches drive it: off the (closed) network, quiet,
 * and without the address bar's popup, which Chromium's headless mode still loads as a page of
 * its own in every window (a renderer busy for a second or two per context, a quarter of the
 * browser's work in the journeys: measured with and without on this machine).
 */
/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
}
