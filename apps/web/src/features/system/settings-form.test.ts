import { privacyBlocks, privacyText } from '@portal/shared/privacy-text';
import { SITE_SETTINGS_TEXTS, zPrivacyForm, zSecondDomainForm } from '@portal/shared/site-settings';
import { describe, expect, it } from 'vitest';
import { fieldRule } from '../../shared/components/form-rules';
import { builtInPrivacyText } from '../../shared/components/PrivacyAgreement';
import { isPortalPath } from './settings-form';

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

describe('site settings form', () => {
  it('offers the built-in agreement as the editor’s first text, in the form the server keeps', () => {
    const text = builtInPrivacyText();
    expect(text).toContain('## 一、我们如何收集和使用您的个人信息');
    expect(text).toContain('- 个人开发者：姓名、身份证号码、身份证人像面与国徽面照片；');
    expect(text).not.toMatch(/<[a-z]/i);
    expect(privacyText(privacyBlocks(text))).toBe(text);
  });

  it('holds the privacy text to the contract’s rule', async () => {
    expect(await ruleMessage(zPrivacyForm.shape.text, '')).toBe('请输入隐私协议正文');
    expect(await ruleMessage(zPrivacyForm.shape.text, 'a'.repeat(100_001))).toBe(
      '隐私协议正文最多 100000 个字符',
    );
    expect(await ruleMessage(zPrivacyForm.shape.text, '## 标题\n正文')).toBeUndefined();
  });

  it('takes a portal path or an http(s) address for each site, refusing others in Chinese', async () => {
    const rule = zSecondDomainForm.shape.system;
    for (const good of [
      '/system',
      '/',
      'https://system.example.com',
      'http://10.0.0.5:8080/a/b',
      'https://a-b.example.cn/',
    ]) {
      expect(await ruleMessage(rule, good), good).toBeUndefined();
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://a.example',
      'system',
      'https://a b',
      'https://-a.example',
      'https://user@a.example',
    ]) {
      expect(await ruleMessage(rule, bad), bad).toBe(SITE_SETTINGS_TEXTS.address);
    }
    expect(await ruleMessage(rule, '')).toBe('请输入运营管理系统地址');
    expect(await ruleMessage(rule, `/${'a'.repeat(200)}`)).toBe('运营管理系统地址最多 200 个字符');
    expect(isPortalPath('/system')).toBe(true);
    expect(isPortalPath('//evil.example')).toBe(false);
    expect(isPortalPath('https://a.example')).toBe(false);
  });
});
