import { LONG_TERM_VALID } from '@portal/shared/market-constants';
import {
  ENDING_WITHIN_OPTIONS,
  type ManagedSubscription,
  SUBSCRIPTION_ADMIN_SORTS,
  SUBSCRIPTION_STATES,
  subscriptionAdminApi,
} from '@portal/shared/subscriptions';
import { type ContractColumn, ContractTable, type TableFilter } from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'tenant', label: '按租户搜索', placeholder: '租户名称' },
  { kind: 'search', name: 'app', label: '按应用搜索', placeholder: '应用名称' },
  {
    kind: 'select',
    name: 'state',
    label: '订阅状态',
    allLabel: '全部状态',
    options: SUBSCRIPTION_STATES.options(),
    width: 130,
  },
  {
    kind: 'select',
    name: 'endingWithin',
    label: '即将到期',
    allLabel: '不限到期时间',
    options: ENDING_WITHIN_OPTIONS,
    width: 150,
  },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    // The "all" choice is the contract's default order.
    allLabel: SUBSCRIPTION_ADMIN_SORTS[0].label,
    options: SUBSCRIPTION_ADMIN_SORTS.slice(1),
    width: 170,
  },
];

const columns: ContractColumn<ManagedSubscription>[] = [
  { key: 'tenantName', title: '租户', dataIndex: 'tenantName', essential: true },
  { key: 'marketName', title: '应用', dataIndex: 'marketName', essential: true },
  { key: 'plan', title: '方案', dataIndex: 'plan', width: 100 },
  statusColumn({ title: '状态', dataIndex: 'state', of: SUBSCRIPTION_STATES, essential: true }),
  dateColumn({ title: '开始时间', dataIndex: 'startTime' }),
  {
    key: 'endTime',
    title: '到期时间',
    dataIndex: 'endTime',
    width: 150,
    render: (value: string | null) => (value === null ? LONG_TERM_VALID : chinaTime(value)),
  },
  {
    key: 'sourceOrderNo',
    title: '来源订单',
    dataIndex: 'sourceOrderNo',
    render: (value: string | null) => value ?? '—（试用或免费订阅）',
  },
  { key: 'userName', title: '订阅人', dataIndex: 'userName' },
];

/**
 * /system/subscriptions (订阅管理, issue 22 item 4): every tenant's subscriptions, by tenant, app,
 * state (试用中/订阅中/已过期/已退订) and 即将到期, sorted and paged on the server; times stored
 * UTC, shown in China time; the source order is the tenant's latest paid order of the app.
 */
export default function SubscriptionsPage() {
  return (
    <section className="review-desk subscription-admin" aria-labelledby="subscription-admin-title">
      <h1 id="subscription-admin-title" className="review-desk__title">
        订阅管理
      </h1>
      <ContractTable
        endpoint={subscriptionAdminApi.list}
        label="全部订阅"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的订阅"
      />
    </section>
  );
}
