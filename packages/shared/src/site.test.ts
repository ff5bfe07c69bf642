import { describe, expect, it } from 'vitest';
import {
  checkMessageForm,
  isMessageTel,
  type MessageFormValues,
  messageFormProblems,
  SITE_TEXTS,
} from './site.ts';

const valid: MessageFormValues = {
  name: '张三',
  tel: '13812345678',
  email: 'zhang@example.com',
  content: '想了解冷库监控方案',
  captcha: 'AB3D',
};

describe('message form rules (spec 000 §5)', () => {
  it('passes a complete form', () => {
    expect(checkMessageForm(valid)).toBeNull();
  });

  it('reports the first failing rule in the spec order: name, tel, email, content, captcha', () => {
    const empty = { name: '', tel: '', email: '', content: '', captcha: '' };
    const steps: [Partial<MessageFormValues>, string, string][] = [
      [{}, 'name', SITE_TEXTS.nameRequired],
      [{ name: '张三' }, 'tel', SITE_TEXTS.telRequired],
      [{ tel: '123' }, 'tel', SITE_TEXTS.telFormat],
      [{ tel: '13812345678' }, 'email', SITE_TEXTS.emailRequired],
      [{ email: 'zhang@' }, 'email', SITE_TEXTS.emailFormat],
      [{ email: 'zhang@example.com' }, 'content', SITE_TEXTS.contentRequired],
      [{ content: '咨询' }, 'captcha', SITE_TEXTS.captchaRequired],
    ];
    let form: MessageFormValues = empty;
    for (const [change, field, message] of steps) {
      form = { ...form, ...change };
      expect(checkMessageForm(form)).toEqual({ field, message });
    }
    expect(checkMessageForm({ ...form, captcha: 'X7K2' })).toBeNull();
  });

  it('treats blank-only values as empty', () => {
    expect(checkMessageForm({ ...valid, name: '   ' })?.message).toBe('请添加姓名');
    expect(checkMessageForm({ ...valid, content: '\n ' })?.message).toBe('请添加留言内容');
  });

  it('bounds the lengths', () => {
    expect(checkMessageForm({ ...valid, name: '名'.repeat(31) })?.field).toBe('name');
    expect(checkMessageForm({ ...valid, content: '字'.repeat(500) })).toBeNull();
    expect(checkMessageForm({ ...valid, content: '字'.repeat(501) })?.message).toBe(
      SITE_TEXTS.contentTooLong,
    );
  });

  it('accepts mobiles starting 13, 15, 17, 18 and landlines; refuses the rest', () => {
    for (const tel of ['13012345678', '15912345678', '17712345678', '18612345678']) {
      expect(isMessageTel(tel), tel).toBe(true);
    }
    for (const tel of ['0371-65432100', '037165432100', '010-87654321', '87654321', '0371-6543210-802']) {
      expect(isMessageTel(tel), tel).toBe(true);
    }
    for (const tel of ['14712345678', '19912345678', '1381234567', '138123456789', '12345', 'abc', '0371-']) {
      expect(isMessageTel(tel), tel).toBe(false);
    }
  });
});

describe('messageFormProblems', () => {
  it('names every field that fails at once, each with its first failing rule', () => {
    const problems = messageFormProblems({
      name: 'x'.repeat(60),
      tel: '12',
      email: 'not-an-email',
      content: '',
      captcha: '',
    });
    expect(problems).toEqual([
      { field: 'name', message: SITE_TEXTS.nameTooLong },
      { field: 'tel', message: SITE_TEXTS.telFormat },
      { field: 'email', message: SITE_TEXTS.emailFormat },
      { field: 'content', message: SITE_TEXTS.contentRequired },
      { field: 'captcha', message: SITE_TEXTS.captchaRequired },
    ]);
  });
});
