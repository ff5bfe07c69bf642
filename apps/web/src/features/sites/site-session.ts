import { siteAdmitsRole } from '@portal/shared/access';
import type { UserInfo } from '@portal/shared/accounts';
import type { HandoverTarget } from '@portal/shared/accounts-constants';

export type SiteKind = HandoverTarget;

/** Who may be greeted on each built-in site: the rule the server applies to handovers. */
export function fitsSite(site: SiteKind, user: UserInfo | null): user is UserInfo {
  return user !== null && siteAdmitsRole(site, user);
}

/** The role line under the greeting: 租户管理员 · 企业名, 开发者, 运营者. */
export function roleLine(user: UserInfo): string {
  if (user.role === 'develop') return '开发者';
  if (user.role === 'operate') return '运营者';
  const title = user.isAdministrator ? '租户管理员' : '租户成员';
  return user.tenantName ? `${title} · ${user.tenantName}` : title;
}
