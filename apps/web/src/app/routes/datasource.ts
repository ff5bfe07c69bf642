import type { ChildRoute } from './types';

/** 数据配置 in the account area: the tenant administrator's data sources (spec 002 §2.11; issue 21). */
export const dataSourceAccountPages: readonly ChildRoute[] = [
  {
    path: 'dataSource',
    access: 'tenantAdmin',
    title: '数据配置',
    page: () => import('../../features/datasource/DataSourcePage'),
  },
];
