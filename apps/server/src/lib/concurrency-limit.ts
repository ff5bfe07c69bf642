/**
 * Runs work at most `slots` at a time; the rest wait their turn in order. For work whose cost is
 * memory held while it runs (a password hash), where more at once is no faster, only bigger.
 */
export function concurrencyLimit(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
