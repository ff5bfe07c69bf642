import { CERTIFICATION_STATUSES } from '@portal/shared/accounts';
import {
  communityApi,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionRow,
} from '@portal/shared/community';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links, paths, withQuery } from '../../config/paths';
import { StatusTag } from '../../shared/components/StatusTag';
import { queryEmptyText } from '../../shared/components/TableEmptyText';
import { type ContractColumn, ContractTable, type TableFilter } from '../../shared/table/ContractTable';
import { dateColumn } from '../../shared/table/columns';
import { communityKeys, fetchOverview } from './community-api';
import './community.css';

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: '审核状态',
    allLabel: '全部状态',
    options: SUBMISSION_STATUSES.options(),
    width: 130,
  },
  {
    kind: 'select',
    name: 'kind',
    label: '提交类型',
    allLabel: '全部类型',
    options: SUBMISSION_KINDS.map((kind) => ({ ...kind })),
    width: 120,
  },
  { kind: 'search', name: 'keyword', label: '搜索名称', placeholder: '微服务或模型名称' },
];

const KIND_LABELS = new Map<string, string>(SUBMISSION_KINDS.map((kind) => [kind.value, kind.label]));

/** The developer's certification and the counts of their submissions. */
function Overview() {
  const overview = useQuery({ queryKey: communityKeys.overview, queryFn: fetchOverview });
  if (!overview.data) {
    return overview.isPending ? (
      <Skeleton active paragraph={{ rows: 1 }} title={false} />
    ) : (
      <p className="community__empty">{queryEmptyText(overview, '')}</p>
    );
  }
  const o = overview.data;
  const figures = [
    { label: '待审核', value: o.waiting },
    { label: '已发布', value: o.published },
    { label: '已驳回', value: o.rejected },
    { label: '累计使用', value: o.uses },
  ];
  return (
    <div className="community__overview">
      <p className="community__certification">
        认证状态：
        {o.certificationStatus === null ? (
          '—'
        ) : (
          <StatusTag status={o.certificationStatus} of={CERTIFICATION_STATUSES} />
        )}
        <span className="community__meta">
          {o.registrationType === 2 ? '企业开发者' : o.registrationType === 1 ? '个人开发者' : '开发者'}
        </span>
      </p>
      <ul className="community__figures" aria-label="我的提交概况">
        {figures.map((figure) => (
          <li key={figure.label}>
            <strong>{figure.value}</strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A submission's edit form, by its kind. */
const submitLink = (row: SubmissionRow) =>
  withQuery(row.kind === 'model' ? paths.communityModel : paths.communitySubmit, { id: row.id });
/** A published item's try-it page: a microservice's trial, a model's simulation. */
const trialLink = (row: SubmissionRow) =>
  row.kind === 'model' ? links.trial('jlmx', 'jlmx', row.itemId) : links.trial('micr', 'gywfwzj', row.itemId);

/**
 * The developer's part of /community: the certification, the submissions with their review state
 * (the reason of a rejection), the use of the published ones, and 提交微服务 / 提交机理模型.
 */
export function DeveloperArea() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // The landing took the used handover code out of the address bar, not out of the router's
  // address: the table's filters would write it back (and a reload would try it again).
  useEffect(() => {
    if (!search.has('code')) return;
    setSearch(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
  const columns: ContractColumn<SubmissionRow>[] = [
    { key: 'name', title: '名称', dataIndex: 'name', essential: true },
    {
      key: 'kind',
      title: '类型',
      dataIndex: 'kind',
      width: 90,
      render: (_, row) => KIND_LABELS.get(row.kind) ?? '—',
    },
    { key: 'industryName', title: '行业 / 分类', dataIndex: 'industryName', width: 110 },
    dateColumn({ title: '提交时间', dataIndex: 'submitTime' }),
    {
      key: 'status',
      title: '审核状态',
      dataIndex: 'status',
      essential: true,
      render: (_, row) => (
        <div className="community__state">
          <StatusTag status={row.status} of={SUBMISSION_STATUSES} />
          {row.status === SUBMISSION_STATUSES.byKey.rejected && row.rejectReason ? (
            <span className="community__reason">驳回原因：{row.rejectReason}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'use',
      title: '使用情况',
      render: (_, row) =>
        row.status === SUBMISSION_STATUSES.byKey.published
          ? `${row.kind === 'model' ? '仿真' : '试用'} ${row.uses} 次 · 调用记录 ${row.calls} 条`
          : '—',
    },
    {
      key: 'action',
      title: '操作',
      width: 90,
      essential: true,
      render: (_, row) =>
        row.status === SUBMISSION_STATUSES.byKey.published ? (
          <Link to={trialLink(row)} aria-label={`试用 ${row.name}`}>
            试用
          </Link>
        ) : (
          <Link to={submitLink(row)} aria-label={`修改 ${row.name}`}>
            修改
          </Link>
        ),
    },
  ];

  return (
    <div className="community">
      <Overview />
      <div className="community__head">
        <h2 className="community__heading">我的提交</h2>
        <Space wrap>
          <Button type="primary" onClick={() => navigate(paths.communitySubmit)}>
            提交微服务
          </Button>
          <Button type="primary" ghost onClick={() => navigate(paths.communityModel)}>
            提交机理模型
          </Button>
        </Space>
      </div>
      <ContractTable
        endpoint={communityApi.list}
        label="我的提交"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="还没有提交，点击“提交微服务”或“提交机理模型”发布您的第一个作品"
      />
    </div>
  );
}
