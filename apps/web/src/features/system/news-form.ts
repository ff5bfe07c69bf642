import dayjs, { type Dayjs } from 'dayjs';

/**
 * The 新闻管理 form's conversions: the publish time is picked as China time (UTC+8, whatever the
 * browser's zone) and stored as UTC; a body typed as plain paragraphs becomes HTML paragraphs.
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

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/**
 * The body as saved. Plain text (no tag at all): its paragraphs, split at blank lines, as `<p>`
 * elements (single line breaks kept), the text escaped. With HTML: lines that start with a tag
 * are kept as written, and the runs of other lines between them (a typed paragraph beside an
 * inserted picture) become paragraphs, their inline HTML kept.
 */
export function bodyHtml(text: string): string {
  const trimmed = text.trim();
  const html = /<[a-z!/]/i.test(trimmed);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) out.push(`<p>${run.join('<br>')}</p>`);
    run = [];
  };
  for (const raw of trimmed.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (html && line.startsWith('<')) {
      flush();
      out.push(line);
    } else run.push(html ? line : escapeHtml(line));
  }
  flush();
  return out.join('\n');
}

/** The HTML of an inserted picture (its own paragraph). */
export function imageHtml(address: string, alt = '新闻图片'): string {
  return `<p><img src="${escapeHtml(address)}" alt="${escapeHtml(alt)}"></p>`;
}

/** `text` with `insert` put at `at` (the caret), on its own lines. */
export function insertAt(text: string, insert: string, at: number | null): string {
  const position = at === null || at < 0 || at > text.length ? text.length : at;
  const before = text.slice(0, position);
  const after = text.slice(position);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const tail = after === '' || after.startsWith('\n') ? '' : '\n';
  return `${before}${lead}${insert}${tail}${after}`;
}
