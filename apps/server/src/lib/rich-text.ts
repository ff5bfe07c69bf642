import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@portal/shared/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (news bodies, solutions and cases, app and microservice details) is sanitised when it is saved: what
 * reaches the database is text formatting, links and images only. No script, no event
 * handler, no style, no frame, no `javascript:` or `data:` address. The web app sanitises
 * again when it shows it (DESIGN.md).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [
      tag,
      // A link may open elsewhere (_blank) but name no other target.
      names.map((name) => (name === 'target' ? { name, multiple: false, values: ['_blank'] } : name)),
    ]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere gets no handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
