/**
 * A server-rendered page shows its buttons before its script has hydrated them (a few hundred
 * milliseconds on a slow phone): a button clicked then would do nothing. From the start of the
 * script until hydration is done, clicks on buttons are held and then replayed (links need no
 * help: the browser follows them).
 */
let held: HTMLElement[] | null = null;

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !held) return;
  event.preventDefault();
  event.stopPropagation();
  held.push(button);
}

/** Called before hydrating a server-rendered page. */
export function holdEarlyClicks(): void {
  if (held) return;
  held = [];
  document.addEventListener('click', hold, true);
}

/**
 * Called once the page is hydrated (the root's first effect): the held clicks happen next, after
 * the render that follows hydration (a logged-in user's session replaces the visitor's), so a
 * click is answered as the page stands for who is there.
 */
export function replayEarlyClicks(): void {
  if (!held) return;
  const clicks = held;
  held = null;
  setTimeout(() => {
    document.removeEventListener('click', hold, true);
    for (const button of clicks) if (button.isConnected) button.click();
  }, 0);
}
