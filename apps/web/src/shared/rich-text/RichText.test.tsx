import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeForDisplay } from './RichText';

describe('sanitizeForDisplay', () => {
  it('removes script, event handlers, styles, frames and unsafe addresses', () => {
    const html = sanitizeForDisplay(
      [
        '<p onclick="x()" style="color:red">段落</p>',
        '<script>window.__pwned = 1</script>',
        '<img src="x" onerror="window.__pwned = 2">',
        '<img src="data:image/png;base64,AAAA" alt="数据">',
        '<a href="javascript:alert(1)">坏</a>',
        '<a href="//evil.example/x">协议相对</a>',
        '<iframe src="https://example.com"></iframe>',
        '<svg><script>alert(1)</script></svg>',
        '<form action="/x"><input name="a"></form>',
      ].join(''),
    );
    expect(html).not.toMatch(
      /<script|onerror|onclick|style=|<iframe|<svg|<form|<input|javascript:|data:|evil/i,
    );
    expect(html).toContain('<p>段落</p>');
    expect(html).toContain('<a>坏</a>');
  });

  it('keeps formatting, site and web images, and safe links; outside links open safely', () => {
    const html = sanitizeForDisplay(
      '<h3>标题</h3><ul><li>一</li></ul><figure><img src="/api/portalWeb/content/images/a.svg" alt="图" width="960" height="480"><figcaption>说明</figcaption></figure><a href="https://example.com/" target="_blank">外链</a><a href="/News" target="_top">站内</a>',
    );
    expect(html).toContain('<h3>标题</h3><ul><li>一</li></ul>');
    expect(html).toContain(
      '<img src="/api/portalWeb/content/images/a.svg" alt="图" width="960" height="480" loading="lazy" decoding="async">',
    );
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">外链</a>',
    );
    expect(html).toContain('<a href="/News">站内</a>');
  });
});

describe('RichText', () => {
  it('renders the sanitised body inside the rich-text column', () => {
    const { container } = render(<RichText html={'<p>正文</p><img src="x" onerror="window.__pwned=1">'} />);
    const root = container.querySelector('.rich-text');
    expect(root?.innerHTML).toBe('<p>正文</p><img src="x" loading="lazy" decoding="async">');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
