/**
 * The first script of a page the server rendered (apps/server/src/web/ssr.ts writes it in place
 * of the app's entry, naming the entry and the scripts the page needs). The page is in its HTML
 * already, so the app's scripts are asked for once the browser has painted it: on a slow network
 * they do not compete with the first screen's stylesheets and picture, and with them cached their
 * evaluation does not hold back the first paint (Lighthouse mobile, LCP 2.1 → 1.1 s on `/`).
 * A hidden page (a tab opened in the background) paints no frame: it asks for them at once.
 * Until the app has hydrated, clicks on the page's buttons are held (app/early-clicks.ts).
 */
import { holdEarlyClicks, stopHoldingClicks } from './app/early-clicks';

const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');

function loadApp(script: HTMLScriptElement): void {
  const { entry, preload = '' } = script.dataset;
  // Every script at once, not one after another as the entry's imports discover them.
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Should the app's code not load (a network failure), the page's buttons are not held for ever.
  if (entry) import(/* @vite-ignore */ entry).catch(stopHoldingClicks);
}

if (boot) {
  const script = boot;
  // The page's buttons are on screen before the app is: their clicks wait for it.
  holdEarlyClicks();
  if (document.visibilityState === 'hidden') loadApp(script);
  // requestAnimationFrame runs just before a frame is painted; the timeout after it.
  else requestAnimationFrame(() => setTimeout(() => loadApp(script), 0));
}
