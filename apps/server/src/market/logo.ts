import type { LogoKind } from '@portal/shared/market';

/**
 * Catalogue logos are drawn here, never fetched (DESIGN.md): a coloured tile with the
 * first two characters of the name. The colour follows the name, so a logo is stable.
 */

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function hue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

const SHAPES: Record<LogoKind, string> = {
  app: '<rect x="4" y="4" width="120" height="120" rx="28" fill="url(#g)"/>',
  micro: '<path d="M64 4 116 34v60L64 124 12 94V34Z" fill="url(#g)"/>',
  model: '<circle cx="64" cy="64" r="60" fill="url(#g)"/>',
};

const MARKS: Record<LogoKind, string> = {
  app: '<rect x="86" y="18" width="22" height="22" rx="6" fill="#fff" fill-opacity=".28"/>',
  micro: '<circle cx="64" cy="26" r="7" fill="#fff" fill-opacity=".35"/>',
  model: '<path d="M24 92q20-30 40 0t40 0" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none"/>',
};

export function logoSvg(kind: LogoKind, name: string): string {
  const h = hue(name);
  const text = escapeXml([...name.replace(/\s+/g, '')].slice(0, 2).join(''));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,52%)"/>`,
    `<stop offset="1" stop-color="hsl(${(h + 40) % 360},75%,38%)"/></linearGradient></defs>`,
    SHAPES[kind],
    MARKS[kind],
    `<text x="64" y="78" text-anchor="middle" font-size="38" font-weight="700" fill="#fff" font-family="'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif">${text}</text>`,
    '</svg>',
  ].join('');
}
