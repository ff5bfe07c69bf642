/**
 * The click guard of a trial (spec 001 §4.4, §9): after 3 clicks whose calls took under 3000 ms
 * in all, the next click is refused with 请勿频繁操作 and clicks stay blocked for 5000 ms; the
 * counters start again 5000 ms after the window's first click. The server refuses the same
 * rhythm on its side (429), whatever the browser does.
 */
export const TRIAL_GUARD = { clicks: 3, callMs: 3000, blockMs: 5000 } as const;

export interface TrialGuard {
  /** True when this click may call; false while blocked (the caller says 请勿频繁操作). */
  take(): boolean;
  /** Adds a finished call's time to the window. */
  record(ms: number): void;
}

export function createTrialGuard(now: () => number = Date.now): TrialGuard {
  let windowStart = Number.NEGATIVE_INFINITY;
  let clicks = 0;
  let callMs = 0;
  let blockedUntil = Number.NEGATIVE_INFINITY;
  return {
    take() {
      const at = now();
      if (at < blockedUntil) return false;
      if (at - windowStart >= TRIAL_GUARD.blockMs) {
        windowStart = at;
        clicks = 0;
        callMs = 0;
      }
      if (clicks >= TRIAL_GUARD.clicks && callMs < TRIAL_GUARD.callMs) {
        blockedUntil = at + TRIAL_GUARD.blockMs;
        windowStart = Number.NEGATIVE_INFINITY;
        return false;
      }
      clicks += 1;
      return true;
    },
    record(ms) {
      callMs += ms;
    },
  };
}

/** Runs a call the guard let through and adds its time to the window, however it ends. */
export async function timed<T>(guard: TrialGuard, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    guard.record(performance.now() - started);
  }
}
