import { describe, expect, it } from 'vitest';
import { createClickGuard } from './click-guard';

describe('double-click guard (spec 000 §4: 1000 ms)', () => {
  it('accepts the first click and drops the next ones for 1000 ms', () => {
    let now = 5_000;
    const guard = createClickGuard(1000, () => now);
    expect(guard()).toBe(true);
    now += 10;
    expect(guard()).toBe(false);
    now += 989;
    expect(guard()).toBe(false);
    now += 1;
    expect(guard()).toBe(true);
  });

  it('measures from the last accepted click, not from dropped ones', () => {
    let now = 0;
    const guard = createClickGuard(1000, () => now);
    expect(guard()).toBe(true);
    now = 900;
    expect(guard()).toBe(false);
    now = 1000;
    expect(guard()).toBe(true);
  });
});
