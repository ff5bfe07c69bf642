import { describe, expect, it } from 'vitest';
import {
  chinaWallClock,
  formatWallClock,
  isAfterEndDay,
  isFutureUnsubscribeTime,
  isPastDay,
  rowActions,
} from './subscription-rules';

describe('/appList row actions (spec 002 §4)', () => {
  it('converts only a charged trial', () => {
    expect(rowActions({ type: 0, charged: true, expiration: 0 }).convert).toBe(true);
    expect(rowActions({ type: 0, charged: false, expiration: 0 }).convert).toBe(false);
    expect(rowActions({ type: 1, charged: true, expiration: 0 }).convert).toBe(false);
  });

  it('renews only a charged subscription', () => {
    expect(rowActions({ type: 1, charged: true, expiration: 1 }).renew).toBe(true);
    expect(rowActions({ type: 1, charged: false, expiration: 0 }).renew).toBe(false);
    expect(rowActions({ type: 0, charged: true, expiration: 0 }).renew).toBe(false);
  });

  it('unsubscribes only a charged one that has not expired', () => {
    expect(rowActions({ type: 1, charged: true, expiration: 0 }).unsubscribe).toBe(true);
    expect(rowActions({ type: 0, charged: true, expiration: 0 }).unsubscribe).toBe(true);
    expect(rowActions({ type: 1, charged: true, expiration: 1 }).unsubscribe).toBe(false);
    expect(rowActions({ type: 1, charged: true, expiration: 2 }).unsubscribe).toBe(false);
    expect(rowActions({ type: 1, charged: false, expiration: 0 }).unsubscribe).toBe(false);
  });

  it('unsubscribes once: a row with its unsubscribe time set offers it no more', () => {
    const leaving = {
      type: 1,
      charged: true,
      expiration: 0 as const,
      unsubscribeTime: '2099-01-01T00:00:00.000Z',
    };
    expect(rowActions(leaving).unsubscribe).toBe(false);
    expect(rowActions(leaving).renew).toBe(true);
  });

  it('always allows delete', () => {
    expect(rowActions({ type: 1, charged: false, expiration: 2 }).remove).toBe(true);
  });
});

describe('unsubscribe time (spec 002 §2.4, §5: future only, China time)', () => {
  // 2026-03-01 02:00 UTC is 10:00 in China.
  const now = new Date(Date.UTC(2026, 2, 1, 2, 0, 0));

  it('reads now on a China wall clock whatever the browser zone', () => {
    expect(formatWallClock(chinaWallClock(now))).toBe('2026-03-01 10:00:00');
  });

  it('accepts only a moment after now', () => {
    const wall = chinaWallClock(now);
    expect(isFutureUnsubscribeTime(new Date(wall.getTime() + 60_000), now)).toBe(true);
    expect(isFutureUnsubscribeTime(new Date(wall.getTime()), now)).toBe(false);
    expect(isFutureUnsubscribeTime(new Date(wall.getTime() - 60_000), now)).toBe(false);
  });

  it('disables days before today, not today', () => {
    const wall = chinaWallClock(now);
    const yesterday = new Date(wall);
    yesterday.setDate(wall.getDate() - 1);
    const tonight = new Date(wall);
    tonight.setHours(23, 0, 0, 0);
    expect(isPastDay(yesterday, now)).toBe(true);
    expect(isPastDay(tonight, now)).toBe(false);
  });

  it('disables days after the last day of the subscription (China time)', () => {
    // Ends 2026-06-01 01:00 UTC = 09:00 on 1 June in China.
    const end = '2026-06-01T01:00:00.000Z';
    const wallEnd = chinaWallClock(new Date(end));
    const lastDay = new Date(wallEnd);
    lastDay.setHours(20, 0, 0, 0);
    const nextDay = new Date(wallEnd);
    nextDay.setDate(wallEnd.getDate() + 1);
    expect(isAfterEndDay(lastDay, end)).toBe(false);
    expect(isAfterEndDay(nextDay, end)).toBe(true);
    expect(isAfterEndDay(nextDay, null)).toBe(false);
  });
});
