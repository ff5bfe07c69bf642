/** Rich text typed in a plain text area: paragraphs to HTML, pictures inserted at the caret. */

export const escapeHtml = (text: string) =>
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
