import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { ENTRY_STATE, ENTRY_STATES, QUOTE_STATE, QUOTE_TEXTS, SUPPLY_TEXTS } from '@portal/shared/supply';
import {
  type DemandMatch,
  type EntryKindName,
  type MyEntry,
  PUBLISH_TEXTS,
  type ReceivedOrder,
  type ReceivedQuote,
  supplyPublishingApi,
} from '@portal/shared/supply-publishing';
import { Alert, Button, Popconfirm, Result, Space, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useWrite } from '../../../shared/api/useWrite';
import { StatusTag } from '../../../shared/components/StatusTag';
import { Logo } from '../../../shared/layout/Logo';
import { useDocumentMeta } from '../../../shared/seo/document-meta';
import { HandoverLanded } from '../../../shared/session/HandoverLanded';
import { useSession } from '../../../shared/session/useSession';
import { ContractTable, type TableFilter, tableQueryKey } from '../../../shared/table/ContractTable';
import { type ContractColumn, dateColumn, statusColumn } from '../../../shared/table/columns';
import { acceptQuote, closeEntry, usePublisherCompany, usePublisherMatches } from '../api';
import { detailAddress } from '../search-address';
import { CompanyForm } from './CompanyForm';
import { EntryForm } from './EntryForm';
import './publish.css';

const TABS = [
  { key: 'supply', label: '我的供应' },
  { key: 'demand', label: '我的求购' },
  { key: 'orders', label: '收到的订单' },
  { key: 'quotes', label: '收到的报价' },
  { key: 'matches', label: '匹配的求购' },
  { key: 'company', label: '企业信息' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

const ENTRY_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索产品名称', placeholder: '产品名称' },
  { kind: 'select', name: 'state', label: '状态', allLabel: '全部状态', options: ENTRY_STATES.options() },
];
const RESPONSE_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索产品或企业', placeholder: '产品名称或企业名称' },
];
const FIXED: Record<EntryKindName, Readonly<Record<string, string>>> = {
  supply: { kind: 'supply' },
  demand: { kind: 'demand' },
};
const NAMES: Record<EntryKindName, string> = { supply: '供应', demand: '求购' };

/**
 * /supplyPublish: the board's publishing area (我要发布, 001 §6), reached from the board by the
 * single-use-code handover. The account's company publishes and edits its entries (each waits
 * for moderation), closes them, and reads what it received and the demands that fit it.
 */
export default function PublishingArea() {
  const navigate = useNavigate();
  const { user } = useSession();
  useDocumentMeta('供需发布专区', '发布与管理本企业的供应和求购信息');
  return (
    <div className="publish-area">
      <header className="publish-area__bar">
        <Link to={paths.supply} className="publish-area__brand">
          <Logo size={28} />
          <span>供需发布专区</span>
        </Link>
        <Space>
          {user ? <span className="publish-area__user">{user.realName}</span> : null}
          <Button icon={<HomeOutlined />} onClick={() => navigate(paths.supply)}>
            返回供需大厅
          </Button>
        </Space>
      </header>
      <main className="publish-area__body">
        <HandoverLanded site="供需发布专区" statusClassName="publish-area__status">
          <PublishingTabs />
        </HandoverLanded>
      </main>
    </div>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle="请检查网络后重试"
      extra={
        <Button type="primary" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

function PublishingTabs() {
  const [params, setParams] = useSearchParams();
  const company = usePublisherCompany();
  const requested = params.get('tab');
  if (company.isPending)
    return (
      <div className="publish-area__status" role="status">
        <Spin /> {SUPPLY_TEXTS.loading}
      </div>
    );
  if (company.isError || !company.data) return <Failed retry={() => void company.refetch()} />;
  if (!company.data.saved)
    return (
      <section className="publish-area__panel" aria-labelledby="publish-company-title">
        <h1 id="publish-company-title">完善企业信息</h1>
        <Alert type="info" showIcon message={PUBLISH_TEXTS.noCompany} />
        <CompanyForm company={company.data} />
      </section>
    );
  const active: TabKey = isTab(requested) ? requested : 'supply';
  return (
    <section className="publish-area__panel">
      <h1 className="publish-area__title">{company.data.profile.companyName}</h1>
      <Tabs
        activeKey={active}
        // A tab is its own list: its filters and page do not carry over.
        onChange={(key) => setParams(new URLSearchParams({ tab: key }))}
        destroyOnHidden
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: <TabContent tab={tab.key} company={company.data} />,
        }))}
      />
    </section>
  );
}

function TabContent({
  tab,
  company,
}: {
  tab: TabKey;
  company: NonNullable<ReturnType<typeof usePublisherCompany>['data']>;
}) {
  if (tab === 'supply' || tab === 'demand') return <MyEntries kind={tab} />;
  if (tab === 'orders') return <ReceivedOrders />;
  if (tab === 'quotes') return <ReceivedQuotes />;
  if (tab === 'matches') return <Matches />;
  return <CompanyForm company={company} />;
}

// ---------- The company's entries ----------

function MyEntries({ kind }: { kind: EntryKindName }) {
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const closing = useWrite({
    write: closeEntry,
    success: PUBLISH_TEXTS.closed,
    invalidates: [tableQueryKey(supplyPublishingApi.entries)],
  });
  const columns: ContractColumn<MyEntry>[] = [
    {
      key: 'proName',
      title: '产品名称',
      dataIndex: 'proName',
      essential: true,
      render: (_, row) =>
        row.state === ENTRY_STATE.published ? (
          <Link to={detailAddress(kind === 'supply' ? 1 : 0, row.id)}>{row.proName}</Link>
        ) : (
          row.proName
        ),
    },
    { key: 'typeName', title: '产品类型', dataIndex: 'typeName' },
    {
      ...statusColumn({ title: '状态', dataIndex: 'state', of: ENTRY_STATES }),
      essential: true,
      render: (value: MyEntry['state'], row) => (
        <div className="publish-state">
          <StatusTag status={value} of={ENTRY_STATES} />
          {row.reviewRemark ? <span className="publish-state__remark">原因：{row.reviewRemark}</span> : null}
        </div>
      ),
    },
    {
      key: 'validityTime',
      title: '有效期',
      dataIndex: 'validityTime',
      render: (_, row) => (
        <span>
          {row.validityTime} {row.expired ? <Tag>{SUPPLY_TEXTS.expired}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'responses',
      title: kind === 'supply' ? '收到订单' : '收到报价',
      dataIndex: 'responses',
      width: 90,
    },
    dateColumn({ title: '更新时间', dataIndex: 'changeTime' }),
    {
      key: 'action',
      title: '操作',
      essential: true,
      render: (_, row) =>
        row.state === ENTRY_STATE.closed ? (
          '—'
        ) : (
          <Space size={4} wrap>
            <Button
              size="small"
              type="link"
              aria-label={`修改 ${row.proName}`}
              onClick={() => setEditing({ id: row.id })}
            >
              修改
            </Button>
            <Popconfirm
              title={`关闭后该${NAMES[kind]}不再展示，且不能再修改。确定关闭？`}
              okText="关闭"
              cancelText="取消"
              onConfirm={() => closing.run({ kind, id: row.id })}
            >
              <Button size="small" type="link" danger aria-label={`关闭 ${row.proName}`}>
                关闭
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <div className="publish-list">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
        发布{NAMES[kind]}
      </Button>
      <ContractTable
        endpoint={supplyPublishingApi.entries}
        label={`我的${NAMES[kind]}`}
        rowKey="id"
        columns={columns}
        filters={ENTRY_FILTERS}
        fixed={FIXED[kind]}
        emptyText={`还没有发布${NAMES[kind]}`}
      />
      {editing ? <EntryForm kind={kind} id={editing.id} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

// ---------- What the company received ----------

const ORDER_COLUMNS: ContractColumn<ReceivedOrder>[] = [
  { key: 'productName', title: '产品', dataIndex: 'productName', essential: true },
  { key: 'companyName', title: '买方企业', dataIndex: 'companyName', essential: true },
  { key: 'phonePeople', title: '联系人', dataIndex: 'phonePeople' },
  { key: 'phone', title: '联系电话', dataIndex: 'phone', essential: true },
  { key: 'sums', title: '数量', dataIndex: 'sums', width: 80 },
  { key: 'servedTime', title: '送达时间', dataIndex: 'servedTime', width: 110 },
  { key: 'companyAddress', title: '收货地址', dataIndex: 'companyAddress' },
  { key: 'remark', title: '备注', dataIndex: 'remark' },
  dateColumn({ title: '下单时间', dataIndex: 'createTime' }),
];

function ReceivedOrders() {
  return (
    <ContractTable
      endpoint={supplyPublishingApi.orders}
      label="收到的购买订单"
      rowKey="id"
      columns={ORDER_COLUMNS}
      filters={RESPONSE_FILTERS}
      emptyText="还没有收到购买订单"
    />
  );
}

const QUOTE_LABELS: Record<number, string> = {
  [QUOTE_STATE.open]: '待处理',
  [QUOTE_STATE.accepted]: '已采纳',
  [QUOTE_STATE.declined]: '未采纳',
};

function ReceivedQuotes() {
  const accepting = useWrite({
    write: acceptQuote,
    success: QUOTE_TEXTS.accepted,
    invalidates: [tableQueryKey(supplyPublishingApi.quotes), tableQueryKey(supplyPublishingApi.entries)],
  });
  const columns: ContractColumn<ReceivedQuote>[] = [
    { key: 'demandName', title: '求购', dataIndex: 'demandName', essential: true },
    {
      key: 'company',
      title: '报价企业',
      essential: true,
      render: (_, row) => row.companyEntity.companyName,
    },
    {
      key: 'contact',
      title: '联系方式',
      render: (_, row) => `${row.companyEntity.linkMan} ${row.companyEntity.linkPhone}`,
    },
    { key: 'unitPrice', title: '单价（元）', dataIndex: 'unitPrice', essential: true, width: 100 },
    { key: 'quantity', title: '数量', dataIndex: 'quantity', width: 80 },
    { key: 'deliveryDate', title: '交货日期', dataIndex: 'deliveryDate', width: 110 },
    { key: 'validUntil', title: '报价有效期至', dataIndex: 'validUntil', width: 120 },
    {
      key: 'state',
      title: '状态',
      dataIndex: 'state',
      render: (value: number) => QUOTE_LABELS[value] ?? '—',
    },
    {
      key: 'action',
      title: '操作',
      essential: true,
      render: (_, row) =>
        row.state === QUOTE_STATE.open ? (
          <Popconfirm
            title="采纳后其余报价将被告知未采纳，该求购关闭。确定采纳？"
            okText="采纳"
            cancelText="取消"
            onConfirm={() => accepting.run(row.id)}
          >
            <Button size="small" type="link" aria-label={`采纳 ${row.companyEntity.companyName} 的报价`}>
              采纳
            </Button>
          </Popconfirm>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ContractTable
      endpoint={supplyPublishingApi.quotes}
      label="收到的报价"
      rowKey="id"
      columns={columns}
      filters={RESPONSE_FILTERS}
      emptyText="还没有收到报价"
    />
  );
}

// ---------- Matching (item 9) ----------

function Matches() {
  const matches = usePublisherMatches();
  return (
    <section className="publish-matches" aria-label="匹配的求购">
      <p className="publish-matches__rule">{PUBLISH_TEXTS.matchRule}</p>
      {matches.isPending ? (
        <div role="status">
          <Spin /> {SUPPLY_TEXTS.loading}
        </div>
      ) : matches.isError ? (
        <Failed retry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <p className="publish-matches__empty">暂无与您已发布供应相匹配的求购</p>
      ) : (
        <ul className="publish-matches__list">
          {matches.data.map((match) => (
            <MatchItem key={match.demandEntity.proId} match={match} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchItem({ match }: { match: DemandMatch }) {
  const demand = match.demandEntity;
  return (
    <li className="publish-matches__item">
      <Link to={detailAddress(0, demand.proId)} className="publish-matches__name">
        {demand.buyType ? <Tag color="red">{SUPPLY_TEXTS.urgent}</Tag> : null}
        {demand.proName}
      </Link>
      <span>
        {match.companyEntity.companyName} · 求购 {demand.buyNumber} {demand.unit} · 有效期{' '}
        {demand.validityTime}
      </span>
      <span className="publish-matches__fit">
        匹配您的供应「{match.supplyName}」：
        {match.stated > 0 ? `${match.fitting}/${match.stated} 项参数吻合` : '同类产品'}
      </span>
    </li>
  );
}
