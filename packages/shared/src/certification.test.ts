import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_TEXTS,
  formProblems,
  isChineseName,
  zEnterpriseDeveloperRequest,
  zPersonalDeveloperRequest,
  zTenantCertificationRequest,
} from './certification.ts';
import { isNationalId, isSocialCreditCode, RULE_MESSAGES } from './validation.ts';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Completes 17 digits with the GB 11643 check digit (to build ids with a chosen birth date). */
const withCheckDigit = (first17: string) =>
  first17 + '10X98765432'[ID_WEIGHTS.reduce((sum, w, i) => sum + w * Number(first17[i]), 0) % 11];

/** Published examples: GB 11643's own sample, and ids printed in textbooks and the standard's notes. */
const VALID_IDS = ['11010519491231002X', '440524188001010014', '11010119900307803X', '110101199003074477'];
/** Published codes: GB 32100's sample and the codes on well-known companies' licences. */
const VALID_CREDIT_CODES = [
  '91350100M000100Y43',
  '914403001922038216',
  '9144030071526726XG',
  '91330100716105852F',
  '91110108551385082Q',
  '911100001000044477',
];

describe('GB 11643 national id', () => {
  it.each(VALID_IDS)('accepts the published id %s', (id) => {
    expect(isNationalId(id)).toBe(true);
  });

  it.each(VALID_IDS)('rejects %s with any other check digit', (id) => {
    for (const check of '0123456789X') {
      if (check !== id[17]) expect(isNationalId(id.slice(0, 17) + check)).toBe(false);
    }
  });

  it.each(VALID_IDS)('rejects %s with one body digit changed', (id) => {
    for (let i = 6; i < 17; i += 1) {
      const digit = String((Number(id[i]) + 1) % 10);
      expect(isNationalId(id.slice(0, i) + digit + id.slice(i + 1))).toBe(false);
    }
  });

  it('rejects a birth date in the future even with a correct check digit', () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const ymd = tomorrow.toISOString().slice(0, 10).replaceAll('-', '');
    const future = withCheckDigit(`110105${ymd}002`);
    expect(isNationalId(future)).toBe(false);
    expect(isNationalId(future, new Date(Date.now() + 3 * 86_400_000))).toBe(true);
  });

  it('rejects impossible dates and wrong lengths', () => {
    expect(isNationalId(withCheckDigit('11010519490230002'))).toBe(false);
    expect(isNationalId(withCheckDigit('11010517000101002'))).toBe(false);
    expect(isNationalId('11010519491231002')).toBe(false);
    expect(isNationalId('11010519491231002XX')).toBe(false);
  });
});

describe('GB 32100 unified social credit code', () => {
  it.each(VALID_CREDIT_CODES)('accepts the published code %s', (code) => {
    expect(isSocialCreditCode(code)).toBe(true);
  });

  it.each(VALID_CREDIT_CODES)('rejects %s with any other check character', (code) => {
    for (const check of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      if (check !== code[17]) expect(isSocialCreditCode(code.slice(0, 17) + check)).toBe(false);
    }
  });

  it('rejects letters the code never uses (I, O, S, V, Z) and lower case', () => {
    expect(isSocialCreditCode('91350100I000100Y43')).toBe(false);
    expect(isSocialCreditCode('9135010OM000100Y43')).toBe(false);
    expect(isSocialCreditCode('91350100m000100y43')).toBe(false);
  });
});

const TENANT_FORM = {
  adminName: '孙待认证',
  adminIdCard: '11010519491231002X',
  idCardFornt: '/api/tenant/upload/files/a.png',
  idCardTail: '/api/tenant/upload/files/b.png',
  enCode: 'coldchain01',
  companyName: '待认证物流有限公司',
  creditCode: '91350100M000100Y43',
  email: '',
  legalPersonName: '孙法人',
  legalPersonPhone: '13800000004',
  legalPersonIdCard: '440524188001010014',
  businessLicense: '/api/tenant/upload/files/c.png',
  applicationForm: '/api/tenant/upload/files/d.pdf',
  letterCommitment: '/api/tenant/upload/files/e.png',
  address: '河南省郑州市',
};

describe('the certification forms (spec 001 §5.4, §5.5)', () => {
  it('accepts a complete tenant form', () => {
    expect(formProblems(zTenantCertificationRequest, TENANT_FORM)).toBeNull();
  });

  it.each([
    ['adminName', '', CERTIFICATION_TEXTS.nameRequired],
    ['adminName', 'Li Ming', CERTIFICATION_TEXTS.chineseName],
    ['adminIdCard', '', CERTIFICATION_TEXTS.idRequired],
    ['adminIdCard', '110105194912310021', RULE_MESSAGES.nationalId],
    ['enCode', '', CERTIFICATION_TEXTS.enCodeRequired],
    ['enCode', '1abc', RULE_MESSAGES.tenantCode],
    ['enCode', 'a', RULE_MESSAGES.tenantCode],
    ['companyName', '', CERTIFICATION_TEXTS.companyRequired],
    ['companyName', '冷'.repeat(51), '企业名称最多 50 个字符'],
    ['creditCode', '', CERTIFICATION_TEXTS.creditRequired],
    ['creditCode', '91350100M000100Y44', RULE_MESSAGES.socialCreditCode],
    ['email', 'sales@', RULE_MESSAGES.email],
    ['legalPersonPhone', '12345678901', RULE_MESSAGES.phone],
    ['legalPersonIdCard', '', CERTIFICATION_TEXTS.legalIdRequired],
    ['idCardFornt', '', CERTIFICATION_TEXTS.idCardImages],
    ['idCardTail', '', CERTIFICATION_TEXTS.idCardImages],
    ['businessLicense', '', CERTIFICATION_TEXTS.businessLicense],
    ['applicationForm', '', CERTIFICATION_TEXTS.applicationForm],
    ['letterCommitment', '', CERTIFICATION_TEXTS.letterCommitment],
    ['address', '路'.repeat(201), '地址最多 200 个字符'],
  ])('refuses %s = "%s" with %s', (field, value, message) => {
    expect(formProblems(zTenantCertificationRequest, { ...TENANT_FORM, [field]: value })?.[field]).toBe(
      message,
    );
  });

  it('asks an individual developer only for the person and the ID card', () => {
    const { adminName, adminIdCard, idCardFornt, idCardTail } = TENANT_FORM;
    expect(
      formProblems(zPersonalDeveloperRequest, { adminName, adminIdCard, idCardFornt, idCardTail }),
    ).toBeNull();
  });

  it('asks an enterprise developer for the company too, but no tenant code or signed forms', () => {
    const { enCode: _e, applicationForm: _a, letterCommitment: _l, ...form } = TENANT_FORM;
    expect(formProblems(zEnterpriseDeveloperRequest, form)).toBeNull();
    expect(formProblems(zEnterpriseDeveloperRequest, { ...form, businessLicense: '' })).toEqual({
      businessLicense: CERTIFICATION_TEXTS.businessLicense,
    });
  });

  it('reads Chinese names', () => {
    expect(isChineseName('王建国')).toBe(true);
    expect(isChineseName('阿卜杜·热西提')).toBe(true);
    expect(isChineseName('王')).toBe(false);
    expect(isChineseName('王1')).toBe(false);
  });
});
