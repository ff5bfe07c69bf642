import type { UserInfo } from '@portal/shared/accounts';

export type SiteKind = 'workbench' | 'community' | 'system';

/** Who may be greeted on each built-in site (the server applies the same rule to handovers). */
export function fitsSite(site: SiteKind, user: UserInfo | null): user is UserInfo {
  if (!user) return false;
  if (site === 'workbench') return user.role === 'tenant';
  if (site === 'system') return user.role === 'operate';
  return user.role === 'develop' || (user.role === 'tenant' && user.isAdministrator);
}

/** The role line under the greeting: 租户管理员 · 企业名, 开发者, 运营者. */
export function roleLine(user: UserInfo): string {
  if (user.role === 'develop') return '开发者';
  if (user.role === 'operate') return '运营者';
  const title = user.isAdministrator ? '租户管理员' : '租户成员';
  return user.tenantName ? `${title} · ${user.tenantName}` : title;
}
