import { EXPIRATION, SUBSCRIPTION_TYPES } from '@portal/shared/market';
import type { SubscriptionRecord } from '@portal/shared/subscriptions';

/**
 * Row actions of /appList (spec 002 §4): convert a trial of a charged app to a
 * subscription; renew a charged subscription; unsubscribe a charged one that has not
 * expired, once (it cannot be undone: an unsubscribed row keeps its time); delete always.
 */
export function rowActions(
  record: Pick<SubscriptionRecord, 'type' | 'charged' | 'expiration'> &
    Partial<Pick<SubscriptionRecord, 'unsubscribeTime'>>,
) {
  return {
    convert: record.type === SUBSCRIPTION_TYPES.trial && record.charged,
    renew: record.type === SUBSCRIPTION_TYPES.subscription && record.charged,
    unsubscribe:
      record.expiration === EXPIRATION.active && record.charged && (record.unsubscribeTime ?? null) === null,
    remove: true,
  };
}

const CHINA_OFFSET_MIN = 8 * 60;

/**
 * "Now" on a China wall clock, as a local Date: the unsubscribe time is written and
 * compared in China time (yyyy-MM-dd HH:mm:ss) whatever the browser's zone.
 */
export function chinaWallClock(now: Date = new Date()): Date {
  return new Date(now.getTime() + (CHINA_OFFSET_MIN + now.getTimezoneOffset()) * 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` of a wall-clock Date. */
export function formatWallClock(value: Date): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(
    value.getMinutes(),
  )}:${pad(value.getSeconds())}`;
}

/** Past times cannot be chosen (spec 002 §2.4, §5): only a moment after now (China time). */
export function isFutureUnsubscribeTime(value: Date, now: Date = new Date()): boolean {
  return value.getTime() > chinaWallClock(now).getTime();
}

/** A day before today (China time) is disabled in the picker. */
export function isPastDay(day: Date, now: Date = new Date()): boolean {
  const today = chinaWallClock(now);
  today.setHours(0, 0, 0, 0);
  const start = new Date(day);
  start.setHours(0, 0, 0, 0);
  return start.getTime() < today.getTime();
}

/** A day after the subscription's last day (China time) is disabled too: it would end first. */
export function isAfterEndDay(day: Date, endTime: string | null): boolean {
  if (!endTime) return false;
  const last = chinaWallClock(new Date(endTime));
  last.setHours(23, 59, 59, 999);
  const start = new Date(day);
  start.setHours(0, 0, 0, 0);
  return start.getTime() > last.getTime();
}
