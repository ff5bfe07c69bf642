import type { Caller } from './caller.ts';
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

/** Who counts: the logged-in caller when there is one, otherwise the address. */
export function viewerOf(store: RateLimitStore, caller: Pick<Caller, 'userId'> | null, ip: string): Viewer {
  return { store, key: caller ? `user:${caller.userId}` : `ip:${ip}` };
}

/** True the first time within the window that this viewer counts this item. */
export async function firstCountInWindow(viewer: Viewer, counter: string, itemId: number): Promise<boolean> {
  const mark = `count:${counter}:${itemId}:${viewer.key}`;
  return (await viewer.store.increment(mark, COUNT_ONCE_WINDOW_MS)) === 1;
}
