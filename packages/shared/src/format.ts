/**
 * Display formats of spec 000 §9: relative time labels, file sizes, and the dates the
 * portal shows. Dates are shown in China time (UTC+8, no daylight saving) whatever the
 * reader's or the server's zone, so a page and the HTML the server sends agree.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`不是有效的时间：${String(value)}`);
  return date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Year, month-day and time of a moment in China time: the news detail's split date (spec 000 §2.5). */
export function chinaDateParts(value: Date | string | number): {
  year: string;
  monthDay: string;
  time: string;
} {
  const shifted = new Date(toDate(value).getTime() + CHINA_OFFSET_MS);
  return {
    year: String(shifted.getUTCFullYear()),
    monthDay: `${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** `20250318143005` (year to second) in China time: a stamp a person reads as the local time. */
export function chinaTimestamp(value: Date | string | number): string {
  const shifted = new Date(toDate(value).getTime() + CHINA_OFFSET_MS);
  return shifted.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** `2025-03-18` in China time. */
export function formatDate(value: Date | string | number): string {
  const { year, monthDay } = chinaDateParts(value);
  return `${year}-${monthDay}`;
}

/** `2025-03-18 14:30` in China time. */
export function formatDateTime(value: Date | string | number): string {
  const { year, monthDay, time } = chinaDateParts(value);
  return `${year}-${monthDay} ${time}`;
}

/**
 * The relative time label of spec 000 §9: under a minute 刚刚; 1–59 minutes; 1–23 hours;
 * 1–6 days; 1–3 weeks (7–27 days); 1–3 months (28–119 days, a month counted as 30 days and
 * at least one); otherwise the date. A moment in the future (a clock ahead of ours) reads
 * 刚刚 within a minute and as its date beyond that.
 */
export function relativeTime(
  value: Date | string | number,
  now: Date | string | number = Date.now(),
): string {
  const diff = toDate(now).getTime() - toDate(value).getTime();
  if (diff < MINUTE_MS) return diff > -MINUTE_MS ? '刚刚' : formatDate(value);
  if (diff < HOUR_MS) return `${Math.floor(diff / MINUTE_MS)}分钟前`;
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)}小时前`;
  const days = Math.floor(diff / DAY_MS);
  if (days < 7) return `${days}天前`;
  if (days < 28) return `${Math.floor(days / 7)}周前`;
  if (days < 120) return `${Math.max(1, Math.floor(days / 30))}个月前`;
  return formatDate(value);
}

export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count in the units of spec 000 §9 (B, KB, MB, GB; 1 KB = 1024 B), with at most two
 * decimals and no trailing zeros: 512 B, 1.5 KB, 3 MB. GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`文件大小不正确：${bytes}`);
  const round = (value: number, unit: number) => (unit === 0 ? Math.round(value) : Number(value.toFixed(2)));
  let value = bytes;
  let unit = 0;
  // Compare the rounded figure, so 1023.999 KB reads 1 MB and never 1024 KB.
  while (round(value, unit) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${round(value, unit)} ${FILE_SIZE_UNITS[unit]}`;
}
