import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { APP_LIST_PAGE_SIZE, PAGE_SIZES, TIMERS_MS } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import { EXPIRATIONS, LONG_TERM_VALID, MARKET_TEXTS, SUBSCRIPTION_TYPE_LABELS } from '@portal/shared/market';
import type { SubscriptionRecord } from '@portal/shared/subscriptions';
import { Button, Input, Modal, Pagination, Table, type TableColumnsType, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { StatusTag } from '../../../shared/components/StatusTag';
import { TableEmptyText } from '../../../shared/components/TableEmptyText';
import { useNarrow } from '../../../shared/components/useNarrow';
import { ItemLogo } from '../components/ItemLogo';
import { FeeDialog } from '../subscribe/FeeDialog';
import { useSubscribeFlow } from '../subscribe/useSubscribeFlow';
import { isTenantAdmin, isTenantMember, useViewer } from '../viewer';
import { deleteSubscription, type ListParams, useSubscriptions } from './api';
import { rowActions } from './subscription-rules';
import { UnsubscribeDialog } from './UnsubscribeDialog';
import './account.css';

const FIRST_PAGE: ListParams = { keyword: '', currentPage: 1, pageSize: APP_LIST_PAGE_SIZE };
// The table's sizes (spec 002 §9) up to what the server pages by.
const SIZE_OPTIONS = PAGE_SIZES.table.map(String);
const dateOnly = (value: string | null) => (value ? formatDate(value) : '—');

/** 订阅时长: the number and unit, or just 长期有效. */
export function durationText(record: Pick<SubscriptionRecord, 'duration' | 'timeUnit'>): string {
  if (record.duration === LONG_TERM_VALID || typeof record.duration === 'string')
    return String(record.duration);
  return `${record.duration}${record.timeUnit}`;
}

const chargeText = (record: SubscriptionRecord) =>
  record.charged ? MARKET_TEXTS.charged : MARKET_TEXTS.free;
const typeText = (record: SubscriptionRecord) => SUBSCRIPTION_TYPE_LABELS[record.type === 1 ? 1 : 0] ?? '';

/** Two values in one cell (or two titles in one header), one above the other. */
function Stacked({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  return (
    <span className="app-list__stack">
      <span>{top}</span>
      <span>{bottom}</span>
    </span>
  );
}

/**
 * /admin/appList, my subscriptions (spec 002 §2.4, §4, §8.2): search, refresh, the table,
 * and the row actions 转订阅 and 续订 (the fee dialog), 退订 and 删除.
 */
export default function AppListPage() {
  const viewer = useViewer();
  // The route admits tenants only (app/routes/market.ts); the list waits for a session that says so.
  const tenant = isTenantMember(viewer);
  const admin = isTenantAdmin(viewer);
  // On a phone each subscription is a card: a table of ten columns cannot fit 390 px.
  const cards = useNarrow(768);
  const [params, setParams] = useState<ListParams>(FIRST_PAGE);
  const [input, setInput] = useState('');
  const list = useSubscriptions(params, viewer, tenant);
  const flow = useSubscribeFlow();
  const [feeId, setFeeId] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<SubscriptionRecord | null>(null);
  const [modal, holder] = Modal.useModal();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const removal = useWrite({
    write: (record: SubscriptionRecord) => deleteSubscription(record.id),
    success: MARKET_TEXTS.operationSucceeded,
    // Spec 002 §7.2: the list reloads after 500 ms.
    onSuccess: () => {
      reloadTimer.current = setTimeout(() => void list.refetch(), TIMERS_MS.listRefreshAfterDelete);
    },
  });

  // Search and reset go back to page 1 with 20 a page, newest first (spec 002 §4).
  const search = (keyword: string) => setParams({ ...FIRST_PAGE, keyword: keyword.trim() });

  const remove = (record: SubscriptionRecord) => {
    modal.confirm({
      title: MARKET_TEXTS.deleteTitle,
      content: MARKET_TEXTS.deleteConfirm,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => removal.run(record),
      onCancel: () => getFeedback().message('info', MARKET_TEXTS.deleteCancelled),
    });
  };

  const actionsOf = (record: SubscriptionRecord) => {
    const allowed = rowActions(record);
    return (
      <div className="app-list__actions">
        <Button
          type="link"
          size="small"
          disabled={!allowed.convert}
          onClick={() => setFeeId(record.marketId)}
        >
          转订阅
        </Button>
        <Button type="link" size="small" disabled={!allowed.renew} onClick={() => setFeeId(record.marketId)}>
          续订
        </Button>
        <Button type="link" size="small" disabled={!allowed.unsubscribe} onClick={() => setLeaving(record)}>
          退订
        </Button>
        <Button type="link" size="small" danger onClick={() => remove(record)}>
          删除
        </Button>
      </div>
    );
  };

  // Fits the account area's 976 px at 1440 px: paired values share a column, dates first.
  const columns: TableColumnsType<SubscriptionRecord> = [
    {
      title: '应用名称',
      dataIndex: 'marketName',
      width: 150,
      render: (name: string, record) => (
        <span className="app-list__name">
          <ItemLogo src={record.logo} size={24} />
          <span>{name}</span>
        </span>
      ),
    },
    { title: '订阅用户', dataIndex: 'userName', width: 76 },
    {
      title: <Stacked top="收费类型" bottom="类型" />,
      key: 'kind',
      width: 72,
      render: (_, record) => <Stacked top={chargeText(record)} bottom={typeText(record)} />,
    },
    {
      title: '状态',
      dataIndex: 'expiration',
      width: 84,
      render: (value: number) => <StatusTag status={value} of={EXPIRATIONS} />,
    },
    { title: '订阅时长', key: 'duration', width: 72, render: (_, record) => durationText(record) },
    {
      title: <Stacked top="开始时间" bottom="到期时间" />,
      key: 'term',
      width: 100,
      render: (_, record) => <Stacked top={dateOnly(record.startTime)} bottom={dateOnly(record.endTime)} />,
    },
    {
      title: <Stacked top="创建时间" bottom="续订时间" />,
      key: 'times',
      width: 100,
      render: (_, record) => (
        <Stacked top={dateOnly(record.createTime)} bottom={dateOnly(record.subscriptionTime)} />
      ),
    },
    {
      title: '退订时间',
      dataIndex: 'unsubscribeTime',
      width: 96,
      render: (value: string | null) =>
        value ? <span className="app-list__left">{dateOnly(value)}</span> : '—',
    },
    { title: 'IP', dataIndex: 'trailIP', width: 104, render: (ip: string) => ip || '—' },
    // Only the administrator acts on the tenant's subscriptions: a member sees no action it cannot take.
    ...(admin
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_: unknown, record: SubscriptionRecord) => actionsOf(record),
          },
        ]
      : []),
  ];

  const pager = {
    current: params.currentPage,
    pageSize: params.pageSize,
    total: list.data?.pagination.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: SIZE_OPTIONS,
    showTotal: (total: number) => `共 ${total} 条`,
    onChange: (currentPage: number, pageSize: number) =>
      setParams((old) => ({
        ...old,
        currentPage: pageSize === old.pageSize ? currentPage : 1,
        pageSize,
      })),
  };

  return (
    <div className="app-list">
      <div className="app-list__toolbar">
        <Input
          className="app-list__search"
          placeholder="请输入应用名称"
          allowClear
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onPressEnter={() => search(input)}
          prefix={<SearchOutlined />}
          aria-label="应用名称"
          maxLength={50}
        />
        <Button type="primary" onClick={() => search(input)}>
          查询
        </Button>
        <Button
          onClick={() => {
            setInput('');
            search('');
          }}
        >
          重置
        </Button>
        <Tooltip title="刷新">
          <Button
            icon={<ReloadOutlined spin={list.isFetching} />}
            aria-label="刷新"
            onClick={() => void list.refetch()}
          />
        </Tooltip>
      </div>
      {cards ? (
        <ul className="app-cards" aria-label="订阅列表">
          {(list.data?.list ?? []).map((record) => (
            <li key={record.id} className="app-card">
              <div className="app-card__head">
                <span className="app-list__name">
                  <ItemLogo src={record.logo} size={28} />
                  <strong>{record.marketName}</strong>
                </span>
                <StatusTag status={record.expiration} of={EXPIRATIONS} />
              </div>
              <dl className="app-card__fields">
                <dt>到期时间</dt>
                <dd>{dateOnly(record.endTime)}</dd>
                <dt>开始时间</dt>
                <dd>{dateOnly(record.startTime)}</dd>
                <dt>收费类型</dt>
                <dd>
                  {chargeText(record)} · {typeText(record)}
                </dd>
                <dt>订阅时长</dt>
                <dd>{durationText(record)}</dd>
                <dt>订阅用户</dt>
                <dd>{record.userName}</dd>
                <dt>创建时间</dt>
                <dd>{dateOnly(record.createTime)}</dd>
                <dt>续订时间</dt>
                <dd>{dateOnly(record.subscriptionTime)}</dd>
                <dt>退订时间</dt>
                <dd>{dateOnly(record.unsubscribeTime)}</dd>
                <dt>IP</dt>
                <dd>{record.trailIP || '—'}</dd>
              </dl>
              {admin ? actionsOf(record) : null}
            </li>
          ))}
          {list.isSuccess && (list.data?.list.length ?? 0) === 0 ? (
            <li className="app-cards__empty">{MARKET_TEXTS.noData}</li>
          ) : null}
        </ul>
      ) : null}
      {cards ? (
        <Pagination className="app-list__pager" size="small" {...pager} />
      ) : (
        <Table<SubscriptionRecord>
          rowKey="id"
          size="small"
          tableLayout="fixed"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 960 }}
          locale={{
            emptyText: (
              <TableEmptyText>
                {list.isError ? '订阅列表加载失败，请点击刷新重试' : MARKET_TEXTS.noData}
              </TableEmptyText>
            ),
          }}
          pagination={{ ...pager, showQuickJumper: true }}
        />
      )}
      <FeeDialog marketId={feeId} onClose={() => setFeeId(null)} flow={flow} />
      <UnsubscribeDialog record={leaving} onClose={() => setLeaving(null)} />
      {flow.holder}
      {holder}
    </div>
  );
}
