import dayjs, { type Dayjs } from 'dayjs';

/**
 * The 新闻管理 form's conversions: the publish time is picked as China time (UTC+8, whatever the
 * browser's zone) and stored as UTC; a body typed as plain paragraphs becomes HTML paragraphs
 * (shared/rich-text/body-html.ts).
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A stored UTC moment as the picker's value: its fields are the wall clock in China. */
export function chinaPickerValue(iso: string): Dayjs {
  const china = new Date(Date.parse(iso) + CHINA_OFFSET_MS);
  return dayjs(
    new Date(
      china.getUTCFullYear(),
      china.getUTCMonth(),
      china.getUTCDate(),
      china.getUTCHours(),
      china.getUTCMinutes(),
    ),
  );
}

/** The picker's fields read as China time: the UTC ISO text that is stored. */
export function utcFromChinaPicker(value: Dayjs): string {
  const wall = Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute());
  return new Date(wall - CHINA_OFFSET_MS).toISOString();
}

// The body's HTML helpers are shared with the other rich-text forms (models' principle).
export { bodyHtml, imageHtml, insertAt } from '../../shared/rich-text/body-html';
