import { describe, expect, it } from 'vitest';
import { createTrialGuard } from './trial-guard';

describe('trial click guard (spec 001 §4.4: 3 clicks, 3000 ms of calls, 5000 ms block)', () => {
  it('refuses the fourth quick click and blocks for 5 s', () => {
    let now = 10_000;
    const guard = createTrialGuard(() => now);
    for (let click = 0; click < 3; click += 1) {
      expect(guard.take()).toBe(true);
      guard.record(200);
      now += 300;
    }
    expect(guard.take()).toBe(false);
    now += 4_999;
    expect(guard.take()).toBe(false);
    now += 1;
    expect(guard.take()).toBe(true);
  });

  it('lets slow calls go on: 3 s of calls in the window is no rapid clicking', () => {
    let now = 0;
    const guard = createTrialGuard(() => now);
    for (let click = 0; click < 3; click += 1) {
      expect(guard.take()).toBe(true);
      guard.record(1_000);
      now += 1_100;
    }
    expect(guard.take()).toBe(true);
  });

  it('starts counting again 5 s after the window opened', () => {
    let now = 0;
    const guard = createTrialGuard(() => now);
    for (let click = 0; click < 3; click += 1) expect(guard.take()).toBe(true);
    now = 5_000;
    expect(guard.take()).toBe(true);
  });
});
