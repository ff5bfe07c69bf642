import { formatYuan } from '@portal/shared/format';
import { ENTRY_STATE, ENTRY_STATES, type FieldValue } from '@portal/shared/supply';
import {
  MODERATION_KIND_LABELS,
  MODERATION_KIND_OPTIONS,
  MODERATION_TEXTS,
  type ModerationDetail,
  type ModerationItem,
  type ModerationKind,
  REVIEW_REMARK_MAX,
  supplyModerationApi,
  zRejectEntryRequest,
  zTakeDownRequest,
} from '@portal/shared/supply-moderation';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { EntryPicture } from '../../shared/components/EntryPicture';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import { approveEntry, fetchModerationDetail, moderationKeys, rejectEntry, takeDownEntry } from './api';

/** The queue opens on the entries awaiting moderation. */
const DEFAULTS = { state: String(ENTRY_STATE.awaiting) };

const FILTERS: readonly TableFilter[] = [
  { kind: 'select', name: 'state', label: '审核状态', allLabel: '全部状态', options: ENTRY_STATES.options() },
  {
    kind: 'select',
    name: 'kind',
    label: '信息类型',
    allLabel: '供应与求购',
    options: MODERATION_KIND_OPTIONS,
    width: 130,
  },
  { kind: 'search', name: 'keyword', label: '搜索名称或企业', placeholder: '产品名称或企业名称' },
];

interface Opened {
  kind: ModerationKind;
  id: number;
}

/**
 * /system/supplyModeration (供需审核): supply and demand entries, the queue of those awaiting
 * moderation first; an entry opens beside the list with every field, and the operator approves
 * it (通过), rejects it with a reason (驳回), or takes a published one down with a reason (下架).
 */
export default function SupplyModerationPage() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const narrow = useNarrow(576);
  const columns: ContractColumn<ModerationItem>[] = [
    { key: 'proName', title: '名称', dataIndex: 'proName', essential: true },
    {
      key: 'kind',
      title: '类型',
      dataIndex: 'kind',
      width: 70,
      render: (kind: ModerationKind) => MODERATION_KIND_LABELS[kind],
    },
    { key: 'typeName', title: '产品类型', dataIndex: 'typeName', width: 120 },
    { key: 'companyName', title: '发布企业', dataIndex: 'companyName' },
    dateColumn({ title: '更新时间', dataIndex: 'changeTime' }),
    statusColumn({ title: '状态', dataIndex: 'state', of: ENTRY_STATES, essential: true }),
    {
      key: 'action',
      title: '操作',
      width: 80,
      essential: true,
      render: (_, row) => {
        // The accessible name starts with the visible word (WCAG 2.5.3).
        const verb = row.state === ENTRY_STATE.awaiting ? '审核' : '查看';
        return (
          <Button
            type="link"
            onClick={() => setOpened({ kind: row.kind, id: row.id })}
            aria-label={`${verb} ${MODERATION_KIND_LABELS[row.kind]}：${row.proName}`}
          >
            {verb}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="review-desk" aria-labelledby="supply-moderation-title">
      <h1 id="supply-moderation-title" className="review-desk__title">
        {MODERATION_TEXTS.queueTitle}
      </h1>
      <ContractTable
        endpoint={supplyModerationApi.queue}
        label="供求信息"
        rowKey="key"
        columns={columns}
        filters={FILTERS}
        defaults={DEFAULTS}
        emptyText="没有符合条件的供求信息"
      />
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        title="供求信息审核"
        width={narrow ? '100%' : 760}
        destroyOnHidden
      >
        {opened ? <EntryReview {...opened} onDecided={() => setOpened(null)} /> : null}
      </Drawer>
    </section>
  );
}

type Decision = 'reject' | 'takeDown';

const REASON = {
  reject: {
    title: '驳回供求信息',
    ok: '确认驳回',
    label: '驳回原因',
    schema: zRejectEntryRequest.shape.reviewRemark,
  },
  takeDown: {
    title: '下架供求信息',
    ok: '确认下架',
    label: '下架原因',
    schema: zTakeDownRequest.shape.reviewRemark,
  },
} as const;

function valueText(value: FieldValue): string {
  if (value.filedType === '数字') return value.fieldInt === null ? '—' : String(value.fieldInt);
  if (value.filedType === '日期') return value.fieldTime ?? '—';
  return value.fieldString || '—';
}

const priceText = (yuan: number | null, unit: string) =>
  yuan === null ? '面议' : `${formatYuan(yuan)}/${unit}`;

function EntryReview({ kind, id, onDecided }: Opened & { onDecided: () => void }) {
  const detail = useQuery({
    queryKey: moderationKeys.detail(kind, id),
    queryFn: () => fetchModerationDetail(kind, id),
  });
  const [reasonFor, setReasonFor] = useState<Decision | null>(null);
  const [form] = Form.useForm<{ reviewRemark: string }>();
  const refreshes = [moderationKeys.detail(kind, id), tableQueryKey(supplyModerationApi.queue)];
  const approval = useWrite({
    write: () => approveEntry(kind, id),
    success: MODERATION_TEXTS.approved,
    invalidates: refreshes,
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: onDecided,
  });
  const decision = useWrite({
    write: ({ to, reason }: { to: Decision; reason: string }) =>
      to === 'reject' ? rejectEntry(kind, id, reason) : takeDownEntry(kind, id, reason),
    success: (_, { to }) => (to === 'reject' ? MODERATION_TEXTS.rejected : MODERATION_TEXTS.takenDown),
    invalidates: refreshes,
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => {
      setReasonFor(null);
      onDecided();
    },
  });

  if (detail.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="供求信息加载失败"
        description="可能已被删除或网络异常，请重试。"
        action={<Button onClick={() => detail.refetch()}>重试</Button>}
      />
    );
  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const entry: ModerationDetail = detail.data;
  const supply = entry.supplyEntity;
  const demand = entry.demandEntity;
  const common = supply ?? demand;
  if (!common) return null;
  const company = entry.companyEntity;
  const field = (label: string, value: string | number) => ({
    key: label,
    label,
    children: value === '' ? '—' : value,
  });
  const reason = reasonFor ? REASON[reasonFor] : null;

  return (
    <div className="moderation-detail">
      <div className="moderation-detail__head">
        {supply?.proPic ? (
          <EntryPicture
            picture={supply.proPic}
            alt={`${supply.proName} 的产品图片`}
            className="moderation-detail__picture"
          />
        ) : null}
        <div>
          <h2 className="moderation-detail__name">{common.proName}</h2>
          <p className="moderation-detail__meta">
            {MODERATION_KIND_LABELS[entry.kind]} · {common.typeName} ·{' '}
            <StatusTag status={entry.state} of={ENTRY_STATES} />
          </p>
        </div>
      </div>
      {entry.reviewRemark ? (
        <Alert
          type="warning"
          showIcon
          title={entry.state === ENTRY_STATE.takenDown ? '下架原因' : '驳回原因'}
          description={entry.reviewRemark}
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title="产品信息"
        items={[
          ...(supply
            ? [
                field('单价', priceText(supply.proPrice, supply.unit)),
                field('起订量', `${supply.setNum}${supply.unit}`),
                field('供应总量', `${supply.proGross}${supply.unit}`),
              ]
            : []),
          ...(demand
            ? [
                field('求购数量', `${demand.buyNumber}${demand.unit}`),
                field('期望单价', priceText(demand.buyPrice, demand.unit)),
                field('紧急', demand.buyType === 1 ? '急' : '否'),
              ]
            : []),
          field('所在地', common.location),
          field('有效期', common.validityTime),
          field('发布时间', chinaTime(common.createTime)),
          field('更新时间', chinaTime(common.changeTime)),
          ...common.listSon.map((value) => field(value.filedName, valueText(value))),
          {
            key: 'text',
            label: supply ? '产品说明' : '求购说明',
            span: 'filled' as const,
            children: (supply?.proExplain ?? demand?.proDescribe) || '—',
          },
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        title="发布企业"
        items={[
          field('企业名称', company.companyName),
          field('联系人', company.linkMan),
          field('联系电话', company.linkPhone),
          field('邮箱', company.comEmail),
          field('地址', company.comAddress),
          field('规模', company.comScale),
        ]}
      />
      {entry.state === ENTRY_STATE.awaiting ? (
        <div className="review-desk__actions">
          <Button
            danger
            onClick={() => setReasonFor('reject')}
            disabled={approval.pending}
            aria-label={`${MODERATION_TEXTS.reject}：${common.proName}`}
          >
            {MODERATION_TEXTS.reject}
          </Button>
          <Popconfirm
            title="确认通过并发布该信息？"
            okText={MODERATION_TEXTS.approve}
            cancelText="取消"
            onConfirm={() => approval.run()}
          >
            <Button
              type="primary"
              loading={approval.pending}
              aria-label={`${MODERATION_TEXTS.approve}：${common.proName}`}
            >
              {MODERATION_TEXTS.approve}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      {entry.state === ENTRY_STATE.published ? (
        <div className="review-desk__actions">
          <Button
            danger
            onClick={() => setReasonFor('takeDown')}
            aria-label={`${MODERATION_TEXTS.takeDown}：${common.proName}`}
          >
            {MODERATION_TEXTS.takeDown}
          </Button>
        </div>
      ) : null}
      <Modal
        open={reason !== null}
        title={reason?.title}
        okText={reason?.ok}
        cancelText="取消"
        okButtonProps={{ danger: true, loading: decision.pending }}
        onCancel={() => setReasonFor(null)}
        onOk={() =>
          form
            .validateFields()
            .then(({ reviewRemark }) =>
              reasonFor ? decision.run({ to: reasonFor, reason: reviewRemark.trim() }) : undefined,
            )
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        {reason ? (
          <Form form={form} layout="vertical" preserve={false}>
            <Form.Item label={reason.label} name="reviewRemark" required rules={[fieldRule(reason.schema)]}>
              <Input.TextArea
                rows={4}
                maxLength={REVIEW_REMARK_MAX}
                showCount
                placeholder="发布企业将看到此原因"
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </div>
  );
}
