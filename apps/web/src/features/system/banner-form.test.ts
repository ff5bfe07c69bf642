import {
  BANNER_ADMIN_TEXTS,
  BANNER_IMAGE_PATH,
  type ManagedBanner,
  zBannerForm,
} from '@portal/shared/banner-admin';
import { describe, expect, it } from 'vitest';
import { fieldRule } from '../../shared/components/form-rules';
import { bannerFormValues, normalColor, toBannerRequest } from './banner-form';

/** What the field's rule says of a value: undefined when it passes. */
async function ruleMessage(
  schema: Parameters<typeof fieldRule>[0],
  value: unknown,
): Promise<string | undefined> {
  const rule = fieldRule(schema) as { validator: (rule: unknown, value: unknown) => Promise<void> };
  try {
    await rule.validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const banner: ManagedBanner = {
  id: 7,
  type: 2,
  title: '解决方案',
  snapshot: '副标题',
  url: `${BANNER_IMAGE_PATH}a.png`,
  textColor: '#ffcc00',
  sortCode: 3,
  status: 0,
  createTime: '2026-11-23T16:00:00.000Z',
};

describe('banner form', () => {
  it('reads colours as typed into the contract’s #rrggbb', () => {
    expect(normalColor('#FFF')).toBe('#ffffff');
    expect(normalColor(' a1B2c3 ')).toBe('#a1b2c3');
    expect(normalColor('#123456')).toBe('#123456');
    expect(normalColor('red')).toBe('red');
  });

  it('starts from the banner (hidden stays hidden) or a new shown banner with white text', () => {
    expect(bannerFormValues(banner)).toMatchObject({
      type: 2,
      shown: false,
      textColor: '#ffcc00',
      sortCode: 3,
    });
    expect(bannerFormValues(null, 1)).toMatchObject({
      type: 1,
      shown: true,
      textColor: '#ffffff',
      sortCode: 0,
    });
  });

  it('sends trimmed texts and the normal colour', () => {
    expect(
      toBannerRequest({ ...bannerFormValues(banner), title: '  标题 ', snapshot: ' 副 ', textColor: 'FFF' }),
    ).toEqual({
      type: 2,
      title: '标题',
      snapshot: '副',
      url: banner.url,
      textColor: '#ffffff',
      sortCode: 3,
      shown: false,
    });
  });

  it('holds the fields to the contract’s rules with its Chinese messages', async () => {
    const shape = zBannerForm.shape;
    expect(await ruleMessage(shape.title, '')).toBe('请输入轮播图标题');
    expect(await ruleMessage(shape.title, '标'.repeat(101))).toBe('轮播图标题最多 100 个字符');
    expect(await ruleMessage(shape.title, '冷链')).toBeUndefined();
    expect(await ruleMessage(shape.url, '')).toBe('请上传轮播图图片');
    expect(await ruleMessage(shape.url, 'https://evil.example/a.png')).toBe('图片地址不正确，请重新上传');
    expect(await ruleMessage(shape.url, banner.url)).toBeUndefined();
    expect(await ruleMessage(shape.textColor, 'red')).toBe(BANNER_ADMIN_TEXTS.textColor);
    expect(await ruleMessage(shape.textColor, '#a1b2c3')).toBeUndefined();
    expect(await ruleMessage(shape.sortCode, 10_000)).toBe('排序值须在 0 到 9999 之间');
    expect(await ruleMessage(shape.type, 11)).toBe(BANNER_ADMIN_TEXTS.type);
  });
});
