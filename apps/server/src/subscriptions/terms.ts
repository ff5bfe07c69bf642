import { EXPIRATION, type Expiration } from '@portal/shared/market';

/** Calendar arithmetic on ISO-8601 UTC text, and the expiration rule read from the times. */

export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/** `yyyy-MM-dd HH:mm:ss` as the browser shows it (China time, UTC+8) to ISO UTC; null if not a real time. */
export function chinaTimeToIso(value: string): string | null {
  const date = new Date(`${value.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject rolled-over dates such as 2026-02-31.
  const back = new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  return back === value ? date.toISOString() : null;
}

/**
 * 0 not expired, 1 expired (its end passed), 2 invalid (unsubscribed, from the chosen time on).
 * Computed at every read, so a subscription lapses without anyone acting.
 */
export function expirationOf(
  row: { endTime: string | null; unsubscribeTime: string | null },
  now: string,
): Expiration {
  if (row.unsubscribeTime !== null && row.unsubscribeTime <= now) return EXPIRATION.invalid;
  if (row.endTime !== null && row.endTime <= now) return EXPIRATION.expired;
  return EXPIRATION.active;
}
