import { TIMERS_MS } from '@portal/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarouselTimer, wrapIndex } from './carousel-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wrapIndex', () => {
  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});

describe('createCarouselTimer', () => {
  it('steps every interval once started (the banner: every 4 s)', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: TIMERS_MS.bannerCarousel, onTick });
    timer.start();
    vi.advanceTimersByTime(3_999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_000 * 3);
    expect(onTick).toHaveBeenCalledTimes(4);
  });

  it('does not step before it is started', () => {
    const onTick = vi.fn();
    createCarouselTimer({ interval: 4_000, onTick });
    vi.advanceTimersByTime(20_000);
    expect(onTick).not.toHaveBeenCalled();
  });

  it('after a manual step, pauses for 1.5 s and then steps a full interval later', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: 4_000, onTick });
    timer.start();
    vi.advanceTimersByTime(3_000);
    timer.restartAfterManual();
    // The step that was due 1 s later does not come.
    vi.advanceTimersByTime(1_500 + 3_999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('restarts from the latest of several quick manual steps', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: 4_000, onTick });
    timer.start();
    timer.restartAfterManual();
    vi.advanceTimersByTime(1_000);
    timer.restartAfterManual();
    vi.advanceTimersByTime(1_000);
    timer.restartAfterManual();
    vi.advanceTimersByTime(1_500 + 4_000 - 1);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('uses the spec restart delay of 1.5 s unless told otherwise', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: 6_000, onTick });
    timer.restartAfterManual();
    vi.advanceTimersByTime(TIMERS_MS.carouselRestartDelay + 6_000 - 1);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);

    const custom = vi.fn();
    const other = createCarouselTimer({ interval: 4_000, restartDelay: 500, onTick: custom });
    other.restartAfterManual();
    vi.advanceTimersByTime(4_500);
    expect(custom).toHaveBeenCalledTimes(1);
  });

  it('stops completely, also while waiting to restart', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: 4_000, onTick });
    timer.start();
    expect(timer.running).toBe(true);
    timer.stop();
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(onTick).not.toHaveBeenCalled();

    timer.restartAfterManual();
    vi.advanceTimersByTime(1_000);
    timer.stop();
    vi.advanceTimersByTime(20_000);
    expect(onTick).not.toHaveBeenCalled();
  });

  it('keeps a single pending step however often it is started', () => {
    const onTick = vi.fn();
    const timer = createCarouselTimer({ interval: 4_000, onTick });
    timer.start();
    timer.start();
    timer.start();
    vi.advanceTimersByTime(4_000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('can stop itself from inside a tick', () => {
    const timer = createCarouselTimer({ interval: 4_000, onTick: () => timer.stop() });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    timer.start();
    vi.advanceTimersByTime(4_000);
    expect(timer.running).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    // Before the real clock comes back: a spy left on the fake one would keep it in place.
    spy.mockRestore();
  });
});
