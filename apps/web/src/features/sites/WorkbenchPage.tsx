import { formatDate, formatDateTime, formatYuan } from '@portal/shared/format';
import { EXPIRATIONS, marketApi } from '@portal/shared/market';
import { ORDER_STATUSES, ordersApi } from '@portal/shared/orders';
import { subscriptionsApi } from '@portal/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { links, paths } from '../../config/paths';
import { call } from '../../shared/api/call';
import { StatusTag } from '../../shared/components/StatusTag';
import { queryEmptyText } from '../../shared/components/TableEmptyText';
import { SiteLanding } from './SiteLanding';

/** How many of the tenant's apps and orders the workbench lists (the account area has them all). */
const LISTED = 10;

/** The app 进入应用 opened the workbench on (`app` in the address), or null. */
function appOf(search: URLSearchParams): number | null {
  const value = search.get('app');
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The opened app's name and introduction. */
function OpenedApp({ appId }: { appId: number }) {
  const app = useQuery({
    queryKey: ['workbench-app', appId],
    queryFn: () => call(marketApi.detail, { params: { id: appId } }, { silent: true }),
  });
  if (!app.data) return null;
  return (
    <p className="builtin-site__intro">
      已为您打开应用 <strong>{app.data.name}</strong>。{app.data.detailsRemake}
    </p>
  );
}

/** A section's state while it has nothing to list: loading, failed or empty. */
function SectionState({ query, empty }: { query: { isPending: boolean; isError: boolean }; empty: string }) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  return <p className="workbench__empty">{queryEmptyText(query, empty)}</p>;
}

/** The tenant's subscribed and trial apps, each with its state and end date, and 打开 to open it here. */
function MyApps({ onOpen }: { onOpen: (marketId: number) => void }) {
  const subscriptions = useQuery({
    queryKey: ['workbench-apps'],
    queryFn: () =>
      call(
        subscriptionsApi.list,
        { query: { currentPage: 1, pageSize: LISTED, sort: 'desc' } },
        { silent: true },
      ),
  });
  const list = subscriptions.data?.list ?? [];
  return (
    <section className="workbench__section" aria-labelledby="workbench-apps">
      <h2 id="workbench-apps" className="workbench__heading">
        我的应用
      </h2>
      {list.length === 0 ? (
        <SectionState query={subscriptions} empty="还没有订阅或试用的应用" />
      ) : (
        <ul className="workbench__list">
          {list.map((record) => (
            <li key={record.id} className="workbench__item">
              <div className="workbench__main">
                <strong>{record.marketName}</strong>
                <span className="workbench__meta">
                  {record.type === 0 ? '试用' : '订阅'} · 到期{' '}
                  {record.endTime ? formatDate(record.endTime) : '长期有效'}
                </span>
              </div>
              <StatusTag status={record.expiration} of={EXPIRATIONS} />
              <Button
                size="small"
                disabled={record.expiration !== 0}
                onClick={() => onOpen(record.marketId)}
                aria-label={`打开 ${record.marketName}`}
              >
                打开
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Link className="workbench__more" to={paths.admin.appList}>
        全部应用
      </Link>
    </section>
  );
}

/** The tenant's latest orders, each linking to its detail in the account area. */
function MyOrders() {
  const orders = useQuery({
    queryKey: ['workbench-orders'],
    queryFn: () =>
      call(ordersApi.list, { query: { currentPage: 1, pageSize: LISTED, sort: 'desc' } }, { silent: true }),
  });
  const list = orders.data?.list ?? [];
  return (
    <section className="workbench__section" aria-labelledby="workbench-orders">
      <h2 id="workbench-orders" className="workbench__heading">
        最近订单
      </h2>
      {list.length === 0 ? (
        <SectionState query={orders} empty="还没有订单" />
      ) : (
        <ul className="workbench__list">
          {list.map((order) => (
            <li key={order.id} className="workbench__item">
              <div className="workbench__main">
                <Link to={links.orderDetail(order.id)}>{order.orderNo}</Link>
                <span className="workbench__meta">
                  {formatDateTime(order.createTime)} · {formatYuan(order.totalPrice)}
                </span>
              </div>
              <StatusTag status={order.status} of={ORDER_STATUSES} />
            </li>
          ))}
        </ul>
      )}
      <Link className="workbench__more" to={paths.admin.orderList}>
        全部订单
      </Link>
    </section>
  );
}

/**
 * /workbench: the built-in tenant workbench (the landing of the console handover and of 进入应用):
 * the app it was opened on, the tenant's apps with their state and end dates, and their latest orders.
 */
export default function WorkbenchPage() {
  const [search, setSearch] = useSearchParams();
  const appId = appOf(search);
  const open = (marketId: number) => setSearch({ app: String(marketId) });
  return (
    <SiteLanding site="workbench" name="租户工作台">
      {appId !== null ? <OpenedApp key={appId} appId={appId} /> : null}
      <div className="workbench">
        <MyApps onOpen={open} />
        <MyOrders />
      </div>
    </SiteLanding>
  );
}
