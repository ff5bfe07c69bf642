/**
 * A server-rendered page shows its buttons before its script has hydrated them (its scripts are
 * asked for once it is painted, and take a few hundred milliseconds more on a slow phone): a
 * button clicked then would do nothing. From its boot script (boot.ts, which runs once the page is
 * parsed) until the app says it has hydrated (`<html data-hydrated="true">`, set by RootShell),
 * clicks on buttons are held and then replayed (links need no help: the browser follows them).
 * The two scripts share no code: the attribute is their handshake.
 */
interface HeldClick {
  button: HTMLButtonElement;
  /** What the button said when it was clicked. */
  label: string;
}

let held: HeldClick[] | null = null;
/** Waits for the app to say it has hydrated. */
let watcher: MutationObserver | null = null;

const labelOf = (button: HTMLButtonElement) => (button.textContent ?? '').trim();

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !held) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ button, label: labelOf(button) });
}

const hydrated = () => document.documentElement.dataset.hydrated === 'true';

/** Called by a server-rendered page's boot script: holds clicks until the app has hydrated. */
export function holdEarlyClicks(): void {
  if (held || hydrated()) return;
  held = [];
  document.addEventListener('click', hold, true);
  watcher = new MutationObserver(() => {
    if (!hydrated()) return;
    stopWatching();
    replayEarlyClicks();
  });
  watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The app's code did not load (boot.ts): nothing will hydrate, so clicks go their own way again. */
export function stopHoldingClicks(): void {
  stopWatching();
  held = null;
  document.removeEventListener('click', hold, true);
}

function stopWatching(): void {
  watcher?.disconnect();
  watcher = null;
}

/**
 * Once the page is hydrated (the root's first effect): the held clicks happen next, after
 * the render that follows hydration (a logged-in user's session replaces the visitor's), so a
 * click is answered as the page stands for who is there. A click is replayed only on the button
 * the user clicked, still on the page and still saying the same: a visitor's button that the
 * session removed or turned into another (登录 into 控制台) is not clicked for them.
 */
function replayEarlyClicks(): void {
  if (!held) return;
  const clicks = held;
  held = null;
  setTimeout(() => {
    document.removeEventListener('click', hold, true);
    for (const { button, label } of clicks) {
      if (button.isConnected && labelOf(button) === label) button.click();
    }
  }, 0);
}
