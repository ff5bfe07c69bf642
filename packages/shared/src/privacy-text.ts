/**
 * The privacy agreement as an operator writes it (站点设置): plain paragraphs, one a line, with
 * two marks: a line that starts with `## ` is a heading, lines that start with `- ` are the points
 * of a list. No HTML: the pages draw the blocks as text, so nothing written here can run or
 * style anything (and /privacy needs no sanitiser on its first screen). Free of zod.
 */

export type PrivacyBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export const PRIVACY_HEADING_MARK = '## ';
export const PRIVACY_ITEM_MARK = '- ';

// Control characters other than the line breaks and tabs a textarea sends.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** The text's blocks: empty lines and bare marks dropped, each line trimmed. */
export function privacyBlocks(text: string): PrivacyBlock[] {
  const blocks: PrivacyBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').replace(CONTROL, '').split('\n')) {
    const line = raw.trim();
    if (/^#{2,}(?:\s|$)/.test(line)) {
      const heading = line.replace(/^#+/, '').trim();
      if (heading) blocks.push({ kind: 'heading', text: heading });
    } else if (/^-(?:\s|$)/.test(line)) {
      const item = line.slice(1).trim();
      if (!item) continue;
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (line) {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/** The blocks as the text an operator edits (the canonical form the server stores). */
export function privacyText(blocks: readonly PrivacyBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'heading'
        ? `${PRIVACY_HEADING_MARK}${block.text}`
        : block.kind === 'list'
          ? block.items.map((item) => `${PRIVACY_ITEM_MARK}${item}`).join('\n')
          : block.text,
    )
    .join('\n');
}
