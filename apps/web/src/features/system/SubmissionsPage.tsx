import {
  COMMUNITY_TEXTS,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionDetail,
  type SubmissionRow,
  submissionAdminApi,
  zRejectSubmission,
} from '@portal/shared/community';
import { formatFileSize } from '@portal/shared/format';
import { MICRO_FIELD_LOCATIONS, MICRO_FIELD_TYPES } from '@portal/shared/micro-endpoint';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { queryEmptyText } from '../../shared/components/TableEmptyText';
import { useNarrow } from '../../shared/components/useNarrow';
import { RichText } from '../../shared/rich-text/RichText';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import {
  approveSubmission,
  fetchPackage,
  fetchSubmission,
  rejectSubmission,
  saveFile,
  submissionKeys,
} from './submissions-api';

/** The queue opens on what waits for review. */
const DEFAULTS = { status: String(SUBMISSION_STATUSES.byKey.waiting) };

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
  { kind: 'search', name: 'keyword', label: '搜索名称或开发者', placeholder: '名称、开发者姓名或账号' },
];

/** A value with its tag or button beside it, wrapping on a phone. */
const INLINE = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;

const KIND_LABELS = new Map<string, string>(SUBMISSION_KINDS.map((kind) => [kind.value, kind.label]));
const TYPE_LABELS = new Map<number, string>(MICRO_FIELD_TYPES.map((type) => [type.value, type.label]));
const LOCATION_LABELS = new Map<number, string>(
  MICRO_FIELD_LOCATIONS.map((location) => [location.value, location.label]),
);

/**
 * /system/submissions (开发者提交): the developers' microservices and mechanism models waiting for
 * review (then all, by the filter), a detail with the endpoint and parameters, and the decision:
 * 通过 publishes it (the catalogue and its /Trial page at once), 驳回 sends it back with a reason the developer reads.
 */
export default function SubmissionsPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const narrow = useNarrow(576);
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
    {
      key: 'developer',
      title: '开发者',
      render: (_, row) => `${row.developerName}（${row.developerAccount}）`,
    },
    dateColumn({ title: '提交时间', dataIndex: 'submitTime' }),
    statusColumn({ title: '状态', dataIndex: 'status', of: SUBMISSION_STATUSES, essential: true }),
    {
      key: 'action',
      title: '操作',
      width: 80,
      essential: true,
      render: (_, row) => {
        const verb = row.status === SUBMISSION_STATUSES.byKey.waiting ? '审核' : '查看';
        return (
          <Button type="link" onClick={() => setOpenId(row.id)} aria-label={`${verb} ${row.name}`}>
            {verb}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="review-desk" aria-labelledby="submissions-title">
      <h1 id="submissions-title" className="review-desk__title">
        开发者提交
      </h1>
      <ContractTable
        endpoint={submissionAdminApi.list}
        label="开发者提交列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        defaults={DEFAULTS}
        emptyText="没有符合条件的开发者提交"
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title="提交详情"
        width={narrow ? '100%' : 760}
        destroyOnHidden
      >
        {openId !== null ? <SubmissionReview id={openId} onDecided={() => setOpenId(null)} /> : null}
      </Drawer>
    </section>
  );
}

function SubmissionReview({ id, onDecided }: { id: number; onDecided: () => void }) {
  const detail = useQuery({ queryKey: submissionKeys.detail(id), queryFn: () => fetchSubmission(id) });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refreshed = [submissionKeys.all, tableQueryKey(submissionAdminApi.list)];
  const approval = useWrite({
    write: () => approveSubmission(id),
    success: COMMUNITY_TEXTS.approved,
    invalidates: refreshed,
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: onDecided,
  });
  const rejection = useWrite({
    write: (reason: string) => rejectSubmission(id, reason),
    success: COMMUNITY_TEXTS.rejected,
    invalidates: refreshed,
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => {
      setRejecting(false);
      onDecided();
    },
  });

  const downloading = useWrite({
    write: () => fetchPackage(id),
    exclusive: true,
    onSuccess: (blob) => saveFile(detail.data?.packageName || 'package.zip', blob),
  });

  if (!detail.data) {
    return detail.isError ? (
      <p role="alert">{queryEmptyText(detail, COMMUNITY_TEXTS.notFound)}</p>
    ) : (
      <Skeleton active paragraph={{ rows: 10 }} />
    );
  }
  const s: SubmissionDetail = detail.data;
  const field = (label: string, value: string) => ({ key: label, label, children: value || '—' });
  // An empty domain is this platform's own (built-in) service.
  const endpoint = s.domain ? `${s.protocol.toLowerCase()}://${s.domain}${s.uri}` : `本平台 ${s.uri}`;

  return (
    <div className="review-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: '状态',
            children: <StatusTag status={s.status} of={SUBMISSION_STATUSES} />,
          },
          field('类型', KIND_LABELS.get(s.kind) ?? '—'),
          field(s.kind === 'model' ? '模型名称' : '微服务名称', s.name),
          field(s.kind === 'model' ? '模型分类' : '行业', s.industryName),
          ...(s.model
            ? [
                field('模型编码', s.model.code),
                field('模型类型', s.model.modelTypeName),
                field('专业分类', s.model.professionSortName),
              ]
            : []),
          field('开发者', `${s.developerName}（${s.developerAccount}）`),
          field('提交时间', chinaTime(s.submitTime)),
          ...(s.reviewTime ? [field('审核时间', chinaTime(s.reviewTime))] : []),
          ...(s.status === SUBMISSION_STATUSES.byKey.rejected ? [field('驳回原因', s.rejectReason)] : []),
          field('简介', s.contentRemake),
          ...(s.model ? [] : [field('详细说明', s.detailsRemake)]),
          {
            key: 'endpoint',
            label: '接口',
            span: 'filled',
            children: (
              <span style={INLINE}>
                <Tag>{s.method}</Tag>
                <code>{endpoint}</code>
              </span>
            ),
          },
          s.model
            ? {
                key: 'principle',
                label: '模型原理',
                span: 'filled',
                children: <RichText html={s.model.principle} />,
              }
            : {
                key: 'package',
                label: '安装包',
                span: 'filled',
                children: s.packageName ? (
                  <span style={INLINE}>
                    {s.packageName}（{formatFileSize(s.packageSize)}）
                    <Button
                      size="small"
                      loading={downloading.pending}
                      onClick={() => downloading.run()}
                      aria-label={`下载安装包 ${s.packageName}`}
                    >
                      下载安装包
                    </Button>
                  </span>
                ) : (
                  '未上传'
                ),
              },
        ]}
      />
      <h3 className="review-detail__docs-title">请求参数</h3>
      <Table
        size="small"
        rowKey="requestName"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={s.fields}
        locale={{ emptyText: '没有请求参数' }}
        columns={[
          { key: 'name', title: '参数名', dataIndex: 'requestName' },
          { key: 'describes', title: '说明', dataIndex: 'requestDescribes' },
          {
            key: 'type',
            title: '类型',
            dataIndex: 'requestType',
            render: (value: number) => TYPE_LABELS.get(value) ?? '—',
          },
          {
            key: 'location',
            title: '位置',
            dataIndex: 'requestLocation',
            render: (value: number) => LOCATION_LABELS.get(value) ?? '—',
          },
          {
            key: 'required',
            title: '必填',
            dataIndex: 'required',
            render: (value: boolean) => (value ? '是' : '否'),
          },
          {
            key: 'default',
            title: '默认值',
            render: (_, row) => `${row.requestDefaultValue || '—'}${row.unit ? ` ${row.unit}` : ''}`,
          },
        ]}
      />
      {s.status === SUBMISSION_STATUSES.byKey.waiting ? (
        <div className="review-desk__actions">
          <Button danger onClick={() => setRejecting(true)} disabled={approval.pending}>
            驳回
          </Button>
          <Popconfirm
            title={`确认通过审核并发布该${KIND_LABELS.get(s.kind) ?? '提交'}？`}
            okText="通过"
            cancelText="取消"
            onConfirm={() => approval.run()}
          >
            <Button type="primary" loading={approval.pending}>
              通过并发布
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      <Modal
        open={rejecting}
        title="驳回提交"
        okText="确认驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: rejection.pending }}
        onCancel={() => setRejecting(false)}
        onOk={() =>
          form
            .validateFields()
            .then(({ reason }) => rejection.run(reason.trim()))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label="驳回原因"
            name="reason"
            required
            rules={[fieldRule(zRejectSubmission.shape.reason)]}
          >
            <Input.TextArea rows={4} maxLength={200} showCount placeholder="开发者将在开发者社区看到此原因" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
