import { pathWith } from '@portal/shared/contract';
import { newsAdminApi } from '@portal/shared/news-admin';
import { describe, expect, it } from 'vitest';
import { bodyHtml, chinaPickerValue, imageHtml, insertAt, utcFromChinaPicker } from './news-form';

describe('news form conversions', () => {
  it('shows a stored UTC time as China time and stores the picked China time as UTC', () => {
    const picked = chinaPickerValue('2026-03-18T16:30:00.000Z');
    expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-03-19 00:30');
    expect(utcFromChinaPicker(picked)).toBe('2026-03-18T16:30:00.000Z');
  });

  it('turns plain paragraphs into HTML and keeps HTML as written', () => {
    expect(bodyHtml('第一段\n续行\n\n第二段 <3')).toBe('<p>第一段<br>续行</p>\n<p>第二段 &lt;3</p>');
    expect(bodyHtml('  <p>已是 HTML</p> ')).toBe('<p>已是 HTML</p>');
    expect(bodyHtml('第一段 <strong>重点</strong>\n<p><img src="/a.png" alt="图"></p>\n\n第二段')).toBe(
      '<p>第一段 <strong>重点</strong></p>\n<p><img src="/a.png" alt="图"></p>\n<p>第二段</p>',
    );
  });

  it('inserts a picture at the caret on its own line', () => {
    const address = pathWith(newsAdminApi.image.path, { name: 'a.png' });
    const image = imageHtml(address);
    expect(image).toBe(`<p><img src="${address}" alt="新闻图片"></p>`);
    expect(insertAt('<p>甲</p><p>乙</p>', 'X', 8)).toBe('<p>甲</p>\nX\n<p>乙</p>');
    expect(insertAt('甲', 'X', null)).toBe('甲\nX');
    expect(insertAt('', 'X', 0)).toBe('X');
  });
});
