import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal/shared/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './rich-text.css';

// Stored rich text was sanitised when saved; it is sanitised again here, in the browser,
// so a row written by any other means still cannot run script (DESIGN.md).
const ALLOWED_TAGS: string[] = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set<string>(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
/** http(s) and mailto addresses, and relative ones (no scheme, not protocol-relative). */
const isSafeUrl = (value: string) =>
  /^(?:https?|mailto):/i.test(value) || (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//'));

let instance: ReturnType<typeof DOMPurify> | null = null;
/** Our own DOMPurify instance, so the hook below touches nobody else's use of it. */
function purifier() {
  if (!instance) {
    instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['href', 'src']) {
        const value = node.getAttribute(name);
        if (value !== null && !isSafeUrl(value.trim())) node.removeAttribute(name);
      }
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.tagName === 'A') {
        node.removeAttribute('target');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
  }
  return instance;
}

/**
 * On the server (entry-server.tsx) there is no DOM for DOMPurify: the server's own sanitiser
 * (the one every rich text passed when saved) is handed in; the browser sanitises again.
 */
let serverSanitizer: ((html: string) => string) | null = null;
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeForDisplay(html: string): string {
  if (typeof window === 'undefined') return serverSanitizer ? serverSanitizer(html) : '';
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['loading', 'decoding'] });
}

/** A rich-text body (news, solution, case): sanitised, images scaled to the column. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with DOMPurify
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
