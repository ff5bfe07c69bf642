import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { APP_LIST_PAGE_SIZE, PAGE_SIZES, TIMERS_MS } from '@portal/shared/constants';
import { formatDate } from '@portal/shared/format';
import {
  EXPIRATION_LABELS,
  LONG_TERM_VALID,
  MARKET_TEXTS,
  SUBSCRIPTION_TYPE_LABELS,
  type SubscriptionRecord,
} from '@portal/shared/market';
import { Button, Input, Modal, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { StatusBlock } from '../../../shared/components/StatusBlock';
import { useNarrow } from '../../../shared/components/useNarrow';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { ItemLogo } from '../components/ItemLogo';
import { FeeDialog } from '../subscribe/FeeDialog';
import { useSubscribeFlow } from '../subscribe/useSubscribeFlow';
import { isTenantMember, useViewer } from '../viewer';
import { deleteSubscription, type ListParams, useSubscriptions } from './api';
import { rowActions } from './subscription-rules';
import { UnsubscribeDialog } from './UnsubscribeDialog';
import './account.css';

const FIRST_PAGE: ListParams = { keyword: '', currentPage: 1, pageSize: APP_LIST_PAGE_SIZE };
// The table's sizes (spec 002 §9) up to what the server pages by.
const SIZE_OPTIONS = PAGE_SIZES.table.map(String);
const EXPIRATION_COLORS: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'default' };

const dateOnly = (value: string | null) => (value ? formatDate(value) : '—');

/** 订阅时长: the number and unit, or just 长期有效. */
export function durationText(record: Pick<SubscriptionRecord, 'duration' | 'timeUnit'>): string {
  if (record.duration === LONG_TERM_VALID || typeof record.duration === 'string')
    return String(record.duration);
  return `${record.duration}${record.timeUnit}`;
}

/**
 * /admin/appList, my subscriptions (spec 002 §2.4, §4, §8.2): search, refresh, the table,
 * and the row actions 转订阅 and 续订 (the fee dialog), 退订 and 删除.
 */
export default function AppListPage() {
  const viewer = useViewer();
  // The route admits tenants only (app/routes.tsx); the list waits for a session that says so.
  const tenant = isTenantMember(viewer);
  // On a phone the pinned name and action columns would leave no room for the rest.
  const pinned = !useNarrow(576);
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

  const columns: TableColumnsType<SubscriptionRecord> = [
    {
      title: '应用名称',
      dataIndex: 'marketName',
      fixed: pinned ? 'left' : undefined,
      width: 180,
      render: (name: string, record) => (
        <span className="app-list__name">
          <ItemLogo src={record.logo} size={28} />
          {name}
        </span>
      ),
    },
    { title: '订阅用户', dataIndex: 'userName', width: 100 },
    {
      title: '收费类型',
      dataIndex: 'charged',
      width: 90,
      render: (charged: boolean) => (charged ? MARKET_TEXTS.charged : MARKET_TEXTS.free),
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 70,
      render: (type: number) => SUBSCRIPTION_TYPE_LABELS[type === 1 ? 1 : 0],
    },
    {
      title: '状态',
      dataIndex: 'expiration',
      width: 90,
      render: (value: number) => (
        <Tag color={EXPIRATION_COLORS[value]}>{EXPIRATION_LABELS[value] ?? '—'}</Tag>
      ),
    },
    { title: 'IP', dataIndex: 'trailIP', width: 130, render: (ip: string) => ip || '—' },
    { title: '订阅时长', key: 'duration', width: 100, render: (_, record) => durationText(record) },
    { title: '创建时间', dataIndex: 'createTime', width: 110, render: dateOnly },
    { title: '开始时间', dataIndex: 'startTime', width: 110, render: dateOnly },
    { title: '到期时间', dataIndex: 'endTime', width: 110, render: dateOnly },
    { title: '续订时间', dataIndex: 'subscriptionTime', width: 110, render: dateOnly },
    {
      title: '操作',
      key: 'actions',
      fixed: pinned ? 'right' : undefined,
      width: 230,
      render: (_, record) => {
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
            <Button
              type="link"
              size="small"
              disabled={!allowed.renew}
              onClick={() => setFeeId(record.marketId)}
            >
              续订
            </Button>
            <Button
              type="link"
              size="small"
              disabled={!allowed.unsubscribe}
              onClick={() => setLeaving(record)}
            >
              退订
            </Button>
            <Button type="link" size="small" danger onClick={() => remove(record)}>
              删除
            </Button>
          </div>
        );
      },
    },
  ];

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
      <Table<SubscriptionRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 1400 }}
        locale={{ emptyText: list.isError ? '订阅列表加载失败，请点击刷新重试' : MARKET_TEXTS.noData }}
        pagination={{
          current: params.currentPage,
          pageSize: params.pageSize,
          total: list.data?.pagination.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: SIZE_OPTIONS,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (currentPage, pageSize) =>
            setParams((old) => ({
              ...old,
              currentPage: pageSize === old.pageSize ? currentPage : 1,
              pageSize,
            })),
        }}
      />
      <FeeDialog marketId={feeId} onClose={() => setFeeId(null)} flow={flow} />
      <UnsubscribeDialog record={leaving} onClose={() => setLeaving(null)} />
      {flow.holder}
      {holder}
    </div>
  );
}
