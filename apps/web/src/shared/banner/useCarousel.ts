import { TIMERS_MS } from '@portal/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CarouselTimer, createCarouselTimer, wrapIndex } from './carousel-timer';

export interface CarouselState {
  /** The slide (or tab) on screen. */
  index: number;
  next(): void;
  prev(): void;
  goTo(index: number): void;
}

/**
 * An auto-rotating index over `count` items: steps every `interval` and wraps; a manual
 * step (next, prev, goTo) restarts the rotation after 1.5 s. One item or none: no rotation.
 */
export function useCarousel(
  count: number,
  interval: number,
  restartDelay: number = TIMERS_MS.carouselRestartDelay,
): CarouselState {
  const [index, setIndex] = useState(0);
  const timer = useRef<CarouselTimer | null>(null);

  useEffect(() => {
    if (count <= 1) return;
    const created = createCarouselTimer({
      interval,
      restartDelay,
      onTick: () => setIndex((current) => wrapIndex(current + 1, count)),
    });
    timer.current = created;
    created.start();
    return () => {
      created.stop();
      timer.current = null;
    };
  }, [count, interval, restartDelay]);

  // A list that shrank (new data) must not leave the index past its end.
  const shown = wrapIndex(index, count);

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      timer.current?.restartAfterManual();
    },
    [count],
  );
  const next = useCallback(() => goTo(shown + 1), [goTo, shown]);
  const prev = useCallback(() => goTo(shown - 1), [goTo, shown]);

  return { index: shown, next, prev, goTo };
}
