import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` and calls `onDone` once at 0 (the /AddMessage
 * page's 5 s return, spec 000 §4).
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);

  return left;
}
