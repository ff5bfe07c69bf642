import { describe, expect, it } from 'vitest';
import { accountMenuItems } from './account-menu';

describe('account side menu', () => {
  it('gives a tenant with a token the certification, market and list items', () => {
    expect(accountMenuItems('tenant', true)).toEqual([
      { label: '认证信息', to: '/admin/personTent' },
      { label: '应用市场', to: '/admin/appMarket' },
      { label: '应用列表', to: '/admin/appList' },
      { label: '电子签章', to: '/admin/signing' },
    ]);
  });

  it('gives a tenant administrator 我的订单 and 数据配置 too, and a member not', () => {
    expect(accountMenuItems('tenant', true, true).map((item) => item.label)).toEqual([
      '认证信息',
      '应用市场',
      '应用列表',
      '我的订单',
      '数据配置',
      '电子签章',
    ]);
    expect(accountMenuItems('tenant', true, false).map((item) => item.label)).not.toContain('我的订单');
    expect(accountMenuItems('tenant', true, false).map((item) => item.label)).not.toContain('数据配置');
    expect(accountMenuItems('develop', true, true).map((item) => item.label)).not.toContain('我的订单');
  });

  it('leaves the app list out for a tenant without a token', () => {
    expect(accountMenuItems('tenant', false).map((item) => item.label)).toEqual(['认证信息', '应用市场']);
  });

  it('sends everyone else to the developer centre, and a developer to 电子签章 too', () => {
    expect(accountMenuItems('develop', true)).toEqual([
      { label: '认证信息', to: '/admin/personDev' },
      { label: '电子签章', to: '/admin/signing' },
    ]);
    expect(accountMenuItems(null, false)).toEqual([{ label: '认证信息', to: '/admin/personDev' }]);
  });
});
