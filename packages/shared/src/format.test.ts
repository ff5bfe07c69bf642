import { describe, expect, it } from 'vitest';
import {
  chinaDateParts,
  chinaTimestamp,
  formatDate,
  formatDateTime,
  formatFileSize,
  relativeTime,
} from './format.ts';

const NOW = new Date('2025-06-30T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (spec 000 §9)', () => {
  it('reads 刚刚 under a minute, including the same instant', () => {
    expect(relativeTime(NOW, NOW)).toBe('刚刚');
    expect(relativeTime(ago(59 * SECOND), NOW)).toBe('刚刚');
    expect(relativeTime(ago(MINUTE - 1), NOW)).toBe('刚刚');
  });

  it('counts whole minutes from 1 to 59', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1分钟前');
    expect(relativeTime(ago(2 * MINUTE - 1), NOW)).toBe('1分钟前');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59分钟前');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('59分钟前');
  });

  it('counts whole hours from 1 to 23', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1小时前');
    expect(relativeTime(ago(23 * HOUR), NOW)).toBe('23小时前');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23小时前');
  });

  it('counts days from 1 to 6', () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('1天前');
    expect(relativeTime(ago(6 * DAY), NOW)).toBe('6天前');
    expect(relativeTime(ago(7 * DAY - 1), NOW)).toBe('6天前');
  });

  it('counts weeks from 1 to 3', () => {
    expect(relativeTime(ago(7 * DAY), NOW)).toBe('1周前');
    expect(relativeTime(ago(13 * DAY), NOW)).toBe('1周前');
    expect(relativeTime(ago(14 * DAY), NOW)).toBe('2周前');
    expect(relativeTime(ago(21 * DAY), NOW)).toBe('3周前');
    expect(relativeTime(ago(28 * DAY - 1), NOW)).toBe('3周前');
  });

  it('counts months from 1 to 3, never 0 and never a fourth week', () => {
    expect(relativeTime(ago(28 * DAY), NOW)).toBe('1个月前');
    expect(relativeTime(ago(59 * DAY), NOW)).toBe('1个月前');
    expect(relativeTime(ago(60 * DAY), NOW)).toBe('2个月前');
    expect(relativeTime(ago(90 * DAY), NOW)).toBe('3个月前');
    expect(relativeTime(ago(120 * DAY - 1), NOW)).toBe('3个月前');
  });

  it('shows the date (China time) from 120 days on', () => {
    expect(relativeTime(ago(120 * DAY), NOW)).toBe('2025-03-02');
    expect(relativeTime('2019-12-31T16:30:00.000Z', NOW)).toBe('2020-01-01');
  });

  it('treats a moment slightly in the future as 刚刚 and one further ahead as its date', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30 * SECOND), NOW)).toBe('刚刚');
    expect(relativeTime(new Date(NOW.getTime() + 2 * DAY), NOW)).toBe('2025-07-02');
  });

  it('accepts ISO text and epoch milliseconds, and refuses what is not a time', () => {
    expect(relativeTime(ago(5 * MINUTE).toISOString(), NOW.toISOString())).toBe('5分钟前');
    expect(relativeTime(ago(2 * HOUR).getTime(), NOW.getTime())).toBe('2小时前');
    expect(() => relativeTime('not a date', NOW)).toThrow(RangeError);
  });
});

describe('dates in China time', () => {
  it('splits a moment into year, month-day and time for the news detail', () => {
    expect(chinaDateParts('2024-12-31T16:05:00.000Z')).toEqual({
      year: '2025',
      monthDay: '01-01',
      time: '00:05',
    });
    expect(chinaDateParts('2025-03-08T01:09:00.000Z')).toEqual({
      year: '2025',
      monthDay: '03-08',
      time: '09:09',
    });
  });

  it('formats dates and date-times with zero padding', () => {
    expect(formatDate('2025-03-08T01:09:00.000Z')).toBe('2025-03-08');
    expect(formatDateTime('2025-03-08T01:09:00.000Z')).toBe('2025-03-08 09:09');
  });
});

describe('formatFileSize (spec 000 §9: B, KB, MB, GB)', () => {
  it('keeps whole bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('moves to the next unit at 1024 and keeps at most two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 * 3)).toBe('3 MB');
    expect(formatFileSize(1024 * 1024 * 2.345)).toBe('2.35 MB');
    expect(formatFileSize(1024 ** 3 * 1.25)).toBe('1.25 GB');
  });

  it('never shows 1024 of a unit that has a larger one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1 GB');
  });

  it('stops at GB however large the file', () => {
    expect(formatFileSize(1024 ** 4 * 2)).toBe('2048 GB');
  });

  it('refuses negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('chinaTimestamp', () => {
  it('stamps the China time to the second, across the day boundary', () => {
    expect(chinaTimestamp('2025-03-18T16:30:05.000Z')).toBe('20250319003005');
    expect(chinaTimestamp('2025-12-31T15:59:59.999Z')).toBe('20251231235959');
  });
});
