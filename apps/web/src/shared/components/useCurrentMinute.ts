import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const unchanging = () => () => {};

/**
 * The browser's clock to the minute (the same value all minute long, as React asks of a
 * snapshot), for texts such as 3小时前; null on the server and while hydrating. A page the
 * server rendered may have been cached for hours: a time relative to its rendering would be
 * wrong in its HTML and would differ from the browser's first render (a hydration mismatch).
 */
export function useCurrentMinute(): number | null {
  return useSyncExternalStore(
    unchanging,
    () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
    () => null,
  );
}
