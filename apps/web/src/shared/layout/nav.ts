/** One item of the top navigation (spec 000 §2.1). */
export interface NavItem {
  label: string;
  to: string;
  /** Other path prefixes that belong to this item (e.g. /Case under 行业解决方案). */
  activeFor?: readonly string[];
  /** The `page` query value of /List and /AppdetailInfo that belongs to this item. */
  catalogue?: string;
}

const CATALOGUE_PATHS = ['/list', '/appdetailinfo'];

function startsWithPath(pathname: string, prefix: string): boolean {
  return pathname.startsWith(prefix.toLowerCase());
}

/**
 * Whether a navigation item is the current one. Paths compare case-insensitively like
 * the router does; `/` only matches itself, other items match as a prefix, so
 * /NewsDetail is under 新闻资讯 and /supplySearch under 行业供需.
 */
export function isNavItemActive(item: NavItem, pathname: string, search = ''): boolean {
  const path = pathname.toLowerCase();
  if (item.to === '/') return path === '/';
  if (startsWithPath(path, item.to)) return true;
  if (item.activeFor?.some((prefix) => startsWithPath(path, prefix))) return true;
  if (item.catalogue && CATALOGUE_PATHS.includes(path)) {
    return new URLSearchParams(search).get('page') === item.catalogue;
  }
  return false;
}

/** The first item that is active for the location, if any. */
export function findActiveNavItem(
  items: readonly NavItem[],
  pathname: string,
  search = '',
): NavItem | undefined {
  return items.find((item) => isNavItemActive(item, pathname, search));
}
