import type { RateLimitStore } from './rate-limit.ts';

/**
 * Counters that drive rankings (microservice and model uses, news reads) count each viewer once
 * per item per hour, so that nobody can push an item up by repeating a call. The marks live in
 * the app's rate-limit store: Redis when several processes run.
 */
export const COUNT_ONCE_WINDOW_MS = 3_600_000;

export interface Viewer {
  store: RateLimitStore;
  /** The logged-in user, otherwise the address. */
  key: string;
}

/** The caller as a request sees it: the session's user when there is one, and the address. */
export function viewerOf(
  store: RateLimitStore,
  request: { user: { id: number } | null; ip: string },
): Viewer {
  return { store, key: request.user ? `user:${request.user.id}` : `ip:${request.ip}` };
}

/** True the first time within the window that this viewer counts this item. */
export async function firstCountInWindow(viewer: Viewer, counter: string, itemId: number): Promise<boolean> {
  const mark = `count:${counter}:${itemId}:${viewer.key}`;
  return (await viewer.store.increment(mark, COUNT_ONCE_WINDOW_MS)) === 1;
}
