import { ReloadOutlined } from '@ant-design/icons';
import { APP_LIST_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/constants';
import { formatDateTime } from '@portal/shared/format';
import { MARKET_TEXTS } from '@portal/shared/market';
import { ORDER_STATUS, ORDER_STATUSES, type Order } from '@portal/shared/orders';
import { Button, Pagination, Segmented, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { TableEmptyText } from '../../../shared/components/TableEmptyText';
import { useNarrow } from '../../../shared/components/useNarrow';
import { formatYuan } from '../rules';
import { useViewer } from '../viewer';
import { useOrders } from './api';
import { OrderStatusTag } from './OrderStatusTag';
import './account.css';

const FILTERS = [
  { label: '全部', value: -1 },
  // Saved orders (待下单) are the cart's business: the list shows placed ones.
  ...ORDER_STATUSES.options([
    ORDER_STATUS.awaitingPayment,
    ORDER_STATUS.paid,
    ORDER_STATUS.cancelled,
    ORDER_STATUS.closed,
  ]),
];

const itemsText = (order: Order) =>
  order.items.map((item) => `${item.marketName}（${item.duration}${item.timeUnit}）`).join('、');

/**
 * 我的订单 (issue 11; the spec shows no order pages): every order of the tenant with its number,
 * apps and years, amount, status and time, newest first; a status filter; each opens its detail.
 * On a phone the rows become cards.
 */
export default function OrderListPage() {
  const viewer = useViewer();
  const narrow = useNarrow(576);
  const [status, setStatus] = useState(-1);
  const [page, setPage] = useState({ currentPage: 1, pageSize: APP_LIST_PAGE_SIZE });
  const orders = useOrders({ ...page, ...(status >= 0 ? { status } : {}) }, viewer);
  const list = orders.data?.list ?? [];

  const columns: TableColumnsType<Order> = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      render: (orderNo: string, order) => <Link to={links.orderDetail(order.id)}>{orderNo}</Link>,
    },
    { title: '应用（年限）', key: 'items', render: (_, order) => itemsText(order) },
    { title: '金额', dataIndex: 'totalPrice', width: 120, render: (value: number) => formatYuan(value) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: number) => <OrderStatusTag status={value} />,
    },
    {
      title: '下单时间',
      dataIndex: 'createTime',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, order) => (
        <Link to={links.orderDetail(order.id)}>
          {order.status === ORDER_STATUS.awaitingPayment ? '去支付' : '查看'}
        </Link>
      ),
    },
  ];

  return (
    <div className="order-list">
      <div className="app-list__toolbar">
        <Segmented
          options={FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(Number(value));
            setPage((old) => ({ ...old, currentPage: 1 }));
          }}
          aria-label="订单状态"
        />
        <Tooltip title="刷新">
          <Button
            icon={<ReloadOutlined spin={orders.isFetching} />}
            aria-label="刷新"
            onClick={() => void orders.refetch()}
          />
        </Tooltip>
      </div>
      {narrow ? (
        <ul className="order-cards" aria-label="订单列表">
          {list.map((order) => (
            <li key={order.id} className="order-card">
              <Link to={links.orderDetail(order.id)} className="order-card__no">
                {order.orderNo}
              </Link>
              <OrderStatusTag status={order.status} />
              <p className="order-card__items">{itemsText(order)}</p>
              <p className="order-card__meta">
                <strong>{formatYuan(order.totalPrice)}</strong>
                <span>{formatDateTime(order.createTime)}</span>
              </p>
            </li>
          ))}
          {orders.isSuccess && list.length === 0 ? (
            <li className="order-cards__empty">{MARKET_TEXTS.noData}</li>
          ) : null}
        </ul>
      ) : (
        <Table<Order>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list}
          loading={orders.isFetching}
          locale={{
            emptyText: (
              <TableEmptyText>
                {orders.isError ? '订单加载失败，请点击刷新重试' : MARKET_TEXTS.noData}
              </TableEmptyText>
            ),
          }}
          pagination={false}
        />
      )}
      <TablePager
        page={page}
        total={orders.data?.pagination.total ?? 0}
        onChange={(currentPage, pageSize) =>
          setPage((old) => ({ currentPage: pageSize === old.pageSize ? currentPage : 1, pageSize }))
        }
      />
    </div>
  );
}

function TablePager({
  page,
  total,
  onChange,
}: {
  page: { currentPage: number; pageSize: number };
  total: number;
  onChange: (currentPage: number, pageSize: number) => void;
}) {
  if (total === 0) return null;
  return (
    <Pagination
      className="order-list__pagination"
      current={page.currentPage}
      pageSize={page.pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.table.map(String)}
      showTotal={(count) => `共 ${count} 条`}
      onChange={onChange}
    />
  );
}
