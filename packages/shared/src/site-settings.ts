import { z } from 'zod';
import { zIgnoredBody } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { tooLong } from './validation.ts';

/**
 * The operator console's 站点设置 (/system/settings), issue 22: the privacy agreement (spec 000
 * §1, plain paragraphs: privacy-text.ts), shown on /privacy and in the registration form's dialog, and the second-domain addresses
 * (spec 002 §2.3: where the console button hands over to the system site, the developer
 * community, the tenant workbench and the supply board's publishing area).
 */

export const PRIVACY_MAX = 100_000;
export const SITE_ADDRESS_MAX = 200;

export const SITE_SETTINGS_TEXTS = {
  settings: '站点设置',
  privacy: '隐私协议',
  secondDomain: '站点地址（二级域名）',
  privacySaved: '隐私协议已保存，门户立即显示新文本',
  privacyReset: '已恢复内置隐私协议',
  privacyEmpty: '隐私协议正文为空，请输入正文',
  secondDomainSaved: '站点地址已保存',
  address:
    '站点地址须为以 / 开头的站内路径，或以 http:// 或 https:// 开头的网址（如 https://system.example.com）',
} as const;

/**
 * A site's address: a path of this portal (`/system`, not `//host`), or an http(s) address of a
 * host name or IP with an optional port and path. Nothing else (no `javascript:`, no user info).
 */
export const SITE_ADDRESS_PATTERN =
  /^(?:\/(?:[A-Za-z0-9._~-][A-Za-z0-9._~\-/]*)?|https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::\d{1,5})?(?:\/[A-Za-z0-9._~\-/]*)?)$/;

const zSiteAddress = (site: string) =>
  z
    .string({ error: `请输入${site}地址` })
    .trim()
    .min(1, `请输入${site}地址`)
    .max(SITE_ADDRESS_MAX, tooLong(`${site}地址`, SITE_ADDRESS_MAX))
    .regex(SITE_ADDRESS_PATTERN, SITE_SETTINGS_TEXTS.address);

/** The sites the console button may hand over to, with their names on screen. */
export const SITE_NAMES = {
  system: '运营管理系统',
  community: '开发者社区',
  workbench: '租户工作台',
  clubsys: '开发者社区（旧地址）',
  b2b: '供需发布专区',
} as const;

export const zSecondDomainForm = z.object({
  system: zSiteAddress(SITE_NAMES.system),
  community: zSiteAddress(SITE_NAMES.community),
  workbench: zSiteAddress(SITE_NAMES.workbench),
  clubsys: zSiteAddress(SITE_NAMES.clubsys),
  b2b: zSiteAddress(SITE_NAMES.b2b),
});
export type SecondDomainForm = z.input<typeof zSecondDomainForm>;
export type CheckedSecondDomainForm = z.output<typeof zSecondDomainForm>;

export const zSecondDomainAnswer = z.object({
  system: z.string(),
  community: z.string(),
  workbench: z.string(),
  clubsys: z.string(),
  b2b: z.string(),
});

export const zPrivacyForm = z.object({
  /** Plain paragraphs, one a line; `## ` starts a heading, `- ` a point of a list (privacy-text.ts). */
  text: z
    .string({ error: '请输入隐私协议正文' })
    .trim()
    .min(1, '请输入隐私协议正文')
    .max(PRIVACY_MAX, tooLong('隐私协议正文', PRIVACY_MAX)),
});
export type PrivacyForm = z.input<typeof zPrivacyForm>;

/** The agreement as stored: null while the built-in text (the web app's) stands. */
export const zPrivacyAgreement = z.object({
  text: z.string().nullable(),
  /** UTC; null for the built-in text. */
  updateTime: z.string().nullable(),
});
export type PrivacyAgreementText = z.infer<typeof zPrivacyAgreement>;

export const sitePrivacyApi = {
  privacy: defineEndpoint({
    method: 'GET',
    path: '/api/portalWeb/privacy',
    tag: 'content',
    summary:
      '隐私协议正文（运营者编辑的分段文本，## 开头为标题、- 开头为列表项；text 为 null 时显示内置文本）',
    access: 'visitor',
    data: zPrivacyAgreement,
  }),
};

export const siteSettingsApi = {
  savePrivacy: defineEndpoint({
    method: 'PUT',
    path: '/api/system/settings/privacy',
    tag: 'content',
    summary: '保存隐私协议正文（分段文本，不含 HTML；门户立即显示）',
    access: 'operator',
    body: zPrivacyForm,
    data: zPrivacyAgreement,
  }),
  resetPrivacy: defineEndpoint({
    method: 'POST',
    path: '/api/system/settings/privacy/reset',
    tag: 'content',
    summary: '恢复内置隐私协议',
    access: 'operator',
    body: zIgnoredBody,
    data: zPrivacyAgreement,
  }),
  saveSecondDomain: defineEndpoint({
    method: 'PUT',
    path: '/api/system/settings/second-domain',
    tag: 'content',
    summary: '保存各站点地址（二级域名：运营系统、开发者社区、租户工作台、供需发布专区）',
    access: 'operator',
    body: zSecondDomainForm,
    data: zSecondDomainAnswer,
  }),
};
