import { paths } from '../../config/paths';

export interface AccountMenuItem {
  label: string;
  to: string;
}

/**
 * The account area's side menu (spec 002 §2.1, §6): 认证信息 leads to the tenant centre
 * for tenants and to the developer centre otherwise; tenants also get 应用市场, and
 * 应用列表 when a token is stored; a tenant's administrator also 我的订单 (issue 11) and 数据配置 (issue 21).
 */
export function accountMenuItems(
  role: string | null | undefined,
  hasToken: boolean,
  isAdministrator = false,
): AccountMenuItem[] {
  const isTenant = role === 'tenant';
  const items: AccountMenuItem[] = [
    { label: '认证信息', to: isTenant ? paths.admin.personTent : paths.admin.personDev },
  ];
  if (isTenant) {
    items.push({ label: '应用市场', to: paths.admin.appMarket });
    if (hasToken) items.push({ label: '应用列表', to: paths.admin.appList });
    if (hasToken && isAdministrator) items.push({ label: '我的订单', to: paths.admin.orderList });
    if (hasToken && isAdministrator) items.push({ label: '数据配置', to: paths.admin.dataSource });
  }
  // The signature and seal tool, for tenants and developers (issue 21).
  if (hasToken && (role === 'tenant' || role === 'develop'))
    items.push({ label: '电子签章', to: paths.admin.signing });
  return items;
}
