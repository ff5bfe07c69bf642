/**
 * What stored rich text (news bodies, solutions, cases, app details) may contain: text
 * formatting, links, images and tables. The server keeps only this when saving and the
 * browser only this when showing (DESIGN.md), so the two lists cannot drift apart.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'span',
] as const;

/** Attributes by tag; `target` on links may only be `_blank` (the server enforces the value). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const;
