import { TIMERS_MS } from '@portal/shared/constants';

/**
 * The timing of every auto-rotating block (spec 000 §4, §9): it advances every `interval`
 * and wraps; a manual step stops it and restarts it `restartDelay` later (1.5 s), so the
 * next automatic step comes `restartDelay + interval` after the click. Pure: time comes
 * from the timer functions it is given, so tests drive it with fake timers.
 */

/** `index` brought into 0…count-1, wrapping at both ends (−1 is the last slide, count the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CarouselTimerOptions {
  /** Time between automatic steps. */
  interval: number;
  /** Pause after a manual step before the automatic steps resume. */
  restartDelay?: number;
  /** Called for each automatic step. */
  onTick: () => void;
  timers?: Timers;
}

export interface CarouselTimer {
  /** Starts (or restarts) the automatic steps: the first comes one interval from now. */
  start(): void;
  /** A manual step happened: pause, and start again after the restart delay. */
  restartAfterManual(): void;
  /** No more steps until `start` (unmount, a single slide). */
  stop(): void;
  readonly running: boolean;
}

export function createCarouselTimer(options: CarouselTimerOptions): CarouselTimer {
  const { interval, onTick } = options;
  const restartDelay = options.restartDelay ?? TIMERS_MS.carouselRestartDelay;
  const timers = options.timers ?? globalTimers;
  let handle: unknown = null;
  let running = false;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  // One pending timeout at a time, re-armed after each tick: a slow tick never piles up steps.
  const schedule = () => {
    handle = timers.setTimeout(() => {
      handle = null;
      onTick();
      if (running) schedule();
    }, interval);
  };

  const start = () => {
    clear();
    running = true;
    schedule();
  };

  return {
    start,
    restartAfterManual() {
      clear();
      running = true;
      handle = timers.setTimeout(() => {
        handle = null;
        start();
      }, restartDelay);
    },
    stop() {
      clear();
      running = false;
    },
    get running() {
      return running;
    },
  };
}
