import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../app/routes';
import { findActiveNavItem, isNavItemActive, type NavItem } from './nav';

const activeLabel = (pathname: string, search = '') => findActiveNavItem(NAV_ITEMS, pathname, search)?.label;

describe('active navigation item', () => {
  it('highlights the home item only on / itself', () => {
    expect(activeLabel('/')).toBe('首页');
    const home = NAV_ITEMS[0] as NavItem;
    expect(isNavItemActive(home, '/News')).toBe(false);
    expect(isNavItemActive(home, '/minddle')).toBe(false);
  });

  it('matches path prefixes case-insensitively', () => {
    expect(activeLabel('/News')).toBe('新闻资讯');
    expect(activeLabel('/news')).toBe('新闻资讯');
    expect(activeLabel('/NewsDetail')).toBe('新闻资讯');
    expect(activeLabel('/Supply')).toBe('行业供需');
    expect(activeLabel('/supplySearch')).toBe('行业供需');
    expect(activeLabel('/supplyDetail')).toBe('行业供需');
    expect(activeLabel('/ABOUTUS')).toBe('关于我们');
  });

  it('puts industry cases under the solutions item', () => {
    expect(activeLabel('/Case')).toBe('行业解决方案');
  });

  it('assigns list and detail pages by their catalogue kind, and none without one', () => {
    expect(activeLabel('/List', '?type=x&page=app')).toBe('应用市场');
    expect(activeLabel('/AppdetailInfo', '?title=gywfwzj&catalogue=3&page=micr')).toBe('工业微服务');
    expect(activeLabel('/List', '?page=jlmx')).toBe('机理模型');
    expect(activeLabel('/List')).toBeUndefined();
  });

  it('highlights nothing on pages outside the navigation', () => {
    expect(activeLabel('/Login')).toBeUndefined();
    expect(activeLabel('/Register')).toBeUndefined();
    expect(activeLabel('/privacy')).toBeUndefined();
  });
});
