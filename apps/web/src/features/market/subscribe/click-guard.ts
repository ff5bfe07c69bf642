import { TIMERS_MS } from '@portal/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The double-click guard of spec 000 §4 (1000 ms): a click is accepted when the previous
 * accepted click is at least `ms` ago; the ones in between are dropped.
 */
export function createClickGuard(ms: number = TIMERS_MS.doubleClickGuard, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}

/** One guard per component instance. */
export function useClickGuard(ms: number = TIMERS_MS.doubleClickGuard): () => boolean {
  const guard = useRef<(() => boolean) | null>(null);
  if (!guard.current) guard.current = createClickGuard(ms);
  return guard.current;
}

/**
 * A lock that closes for `ms` after each use (the fee dialog's 2 s submit lock,
 * spec 002 §2.9): `locked` for the buttons, `take()` true when the click may go on.
 */
export function useTimedLock(ms: number = TIMERS_MS.feeSubmitLock): { locked: boolean; take: () => boolean } {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const take = useCallback(() => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    setLocked(true);
    timer.current = setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, ms);
    return true;
  }, [ms]);
  return { locked, take };
}
