import { describe, expect, it } from 'vitest';
import { privacyBlocks, privacyText } from './privacy-text.ts';

describe('privacy agreement text', () => {
  it('reads headings, paragraphs and lists, one a line', () => {
    expect(privacyBlocks('## 一、收集\n正文\n- 甲\n-  乙\n\n后文\n#### 二、使用')).toEqual([
      { kind: 'heading', text: '一、收集' },
      { kind: 'paragraph', text: '正文' },
      { kind: 'list', items: ['甲', '乙'] },
      { kind: 'paragraph', text: '后文' },
      { kind: 'heading', text: '二、使用' },
    ]);
  });

  it('keeps a dash or hash that is not a mark as text, drops bare marks and control characters', () => {
    expect(privacyBlocks('-18℃ 冷库\n#1 条款\n-\n##\n正\u0007文\r\n')).toEqual([
      { kind: 'paragraph', text: '-18℃ 冷库' },
      { kind: 'paragraph', text: '#1 条款' },
      { kind: 'paragraph', text: '正文' },
    ]);
  });

  it('writes the blocks back in the canonical form', () => {
    expect(privacyText(privacyBlocks('  ##  标题 \n\n段落\n-   甲\n- 乙\n'))).toBe(
      '## 标题\n段落\n- 甲\n- 乙',
    );
  });
});
