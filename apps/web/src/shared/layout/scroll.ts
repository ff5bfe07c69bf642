import { TIMERS_MS } from '@portal/shared/constants';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls the window to the top over `duration` ms (spec 002 §2.2: 800 ms), eased, one
 * animation frame at a time; at once when the user prefers reduced motion. The user
 * taking over (wheel, touch, key) stops it. Returns a function that stops it.
 */
export function scrollToTop(duration: number = TIMERS_MS.scrollToTop): () => void {
  const from = window.scrollY;
  if (from <= 0) return () => {};
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return () => {};
  }
  let frame = 0;
  let startedAt: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}
