/**
 * Generated member logos (DESIGN: images are made by us, never fetched): a rounded badge
 * with the company's mark character and its short name, as an SVG data URL.
 */
export interface LogoStyle {
  /** One or two characters drawn in the badge. */
  mark: string;
  /** The short name beside the badge. */
  name: string;
  /** Badge gradient, from and to. */
  colors: [string, string];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function memberLogoSvg({ mark, name, colors }: LogoStyle): string {
  const [from, to] = colors.map(escapeXml);
  const markSize = mark.length > 1 ? 26 : 40;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect x="4" y="4" width="72" height="72" rx="16" fill="url(#g)"/>',
    // A snowflake of three strokes behind the mark: the cold chain.
    '<g stroke="#fff" stroke-opacity=".28" stroke-width="3" stroke-linecap="round">',
    '<path d="M40 14v52M17.5 27l45 26M17.5 53l45-26"/></g>',
    `<text x="40" y="${40 + markSize * 0.36}" text-anchor="middle" font-family="'Microsoft YaHei','PingFang SC','WenQuanYi Micro Hei',sans-serif" font-size="${markSize}" font-weight="700" fill="#fff">${escapeXml(mark)}</text>`,
    `<text x="90" y="48" font-family="'Microsoft YaHei','PingFang SC','WenQuanYi Micro Hei',sans-serif" font-size="24" font-weight="700" fill="${from}">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

export function memberLogoDataUrl(style: LogoStyle): string {
  return `data:image/svg+xml;base64,${Buffer.from(memberLogoSvg(style)).toString('base64')}`;
}
