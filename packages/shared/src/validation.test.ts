import { describe, expect, it } from 'vitest';
import { isNationalId, isSocialCreditCode, passesRule, RULE_MESSAGES, rules } from './validation.ts';

type Examples = { valid: string[]; invalid: string[] };

const EXAMPLES: Record<keyof typeof rules, Examples> = {
  phone: {
    valid: ['13800000001', '19912345678', '15012345678'],
    invalid: ['12800000001', '1380000000', '138000000011', '23800000001', '1380000000a', '+8613800000001'],
  },
  password: {
    valid: ['demo1234', 'A1b2c3', 'abcdefgh12345678'],
    invalid: ['abcdef', '123456', 'a1b2c', 'abcdefgh123456789', 'demo 1234', 'demo@1234'],
  },
  strongPassword: {
    valid: ['demo@123', 'A1!aaa', 'P@ssw0rd2026'],
    invalid: ['demo1234', 'demo@@@@', '1234@@@@', 'a1@', 'a1@aaaaaaaaaaaaaa', 'demo @123'],
  },
  nationalId: {
    valid: ['11010519491231002X', '11010519491231002x', '440524188001010014', '11010119900307803X'],
    invalid: [
      '110105194912310021',
      '11010519491231002',
      '11010519491331002X',
      '11010519490230002X',
      '01010519491231002X',
    ],
  },
  email: {
    valid: ['sales@coldchain-iip.cn', 'li.ming+portal@example.com.cn'],
    invalid: ['sales@', '@example.com', 'sales example.com', 'sales@example', 'a@b.c'],
  },
  account: {
    valid: ['demo', 'Tenant01', '13800000001'],
    invalid: ['张三', 'demo_1', 'demo-1', 'a b', 'a@b'],
  },
  tenantCode: {
    valid: ['demo', 'ab', 'A1234567890'],
    invalid: ['1demo', 'a', 'A12345678901', 'de_mo', '演示'],
  },
  code: { valid: ['a', 'v1.2.3', 'com.portal.app'], invalid: ['.a', 'a.', 'a..b.', 'a-b', 'a b'] },
  databaseName: {
    valid: ['db', 'cold_chain-01', 'a'.repeat(100)],
    invalid: ['d', '_db', 'db_', '-db', 'db-', 'db.name', 'a'.repeat(101)],
  },
  licencePlate: {
    valid: ['豫A12345', '京AD12345', '粤B1234挂', '沪AF12345'],
    invalid: ['豫a12345', 'A12345', '豫A1234', '豫AI2345', '豫A1234567'],
  },
  chineseOnly: { valid: ['冷链', '演示冷链科技有限公司'], invalid: ['冷链1', 'abc', '冷 链', '冷链！'] },
  plainName: {
    valid: ['张三', 'Li Ming', '阿卜杜·热西提', 'Room 101'],
    invalid: ['张三!', '<script>', 'a@b', '李四；'],
  },
  digitsOnly: { valid: ['0', '0123', '9999999'], invalid: ['1.5', '-1', '1e3', '１２'] },
  halfStepDuration: {
    valid: ['0.5', '1', '1.5', '12', '2.0'],
    invalid: ['0', '1.25', '1.6', '-1', '.5', '01'],
  },
  positiveInteger: { valid: ['1', '42', '1000'], invalid: ['0', '-1', '1.0', '01', 'a'] },
  socialCreditCode: {
    valid: ['91350100M000100Y43', '91110108551385082Q'],
    invalid: ['91350100M000100Y44', '91350100M000100Y4', '91350100I000100Y43', '9135010OM000100Y43'],
  },
};

describe.each(Object.keys(EXAMPLES) as (keyof typeof rules)[])('rule %s', (name) => {
  const { valid, invalid } = EXAMPLES[name];

  it.each(valid)('accepts %s', (value) => {
    expect(passesRule(name, value)).toBe(true);
    expect(rules[name].safeParse(value).success).toBe(true);
  });

  it.each(invalid)('rejects %s with the rule message', (value) => {
    expect(passesRule(name, value)).toBe(false);
    const result = rules[name].safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(RULE_MESSAGES[name]);
  });

  it('lets an empty value pass (required is a separate rule)', () => {
    expect(rules[name].safeParse('').success).toBe(true);
  });
});

describe('spec messages', () => {
  it('uses the texts of spec 000 §5 where the spec gives them', () => {
    expect(RULE_MESSAGES.phone).toBe('请正确输入您的手机号');
    expect(RULE_MESSAGES.password).toBe('6-16位字符的密码（数字和字母组成）');
    expect(RULE_MESSAGES.nationalId).toBe('请正确输入您的身份证号码');
    expect(RULE_MESSAGES.email).toBe('请正确输入您的邮箱地址');
    expect(RULE_MESSAGES.account).toBe('只能输入数字英文');
    expect(RULE_MESSAGES.tenantCode).toBe('请输入2-11位的数字英文');
  });
});

describe('check characters', () => {
  it('accepts an id only when its ISO 7064 check digit matches', () => {
    const base = '11010519491231002';
    const accepted = [...'0123456789X'].filter((check) => isNationalId(base + check));
    expect(accepted).toEqual(['X']);
  });

  it('accepts a credit code only when its mod-31 check character matches', () => {
    const base = '91350100M000100Y4';
    const accepted = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].filter((check) =>
      isSocialCreditCode(base + check),
    );
    expect(accepted).toEqual(['3']);
  });
});
