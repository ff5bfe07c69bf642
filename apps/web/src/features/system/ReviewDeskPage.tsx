import { FilePdfOutlined } from '@ant-design/icons';
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUSES,
  REGISTRATION_TYPE_LABELS,
} from '@portal/shared/accounts';
import {
  CERTIFICATION_TEXTS,
  type Certification,
  REVIEW_STATUS_FILTERS,
  type ReviewListItem,
  reviewApi,
  zRejectRequest,
} from '@portal/shared/certification';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Image, Input, Modal, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { usePrivateFile } from '../../shared/api/usePrivateFile';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import { PdfViewer } from '../../shared/pdf/PdfViewer';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import { approve, fetchDocument, fetchReviewDetail, reject, reviewKeys } from './api';

const STATUS_FILTER = CERTIFICATION_STATUSES.options(REVIEW_STATUS_FILTERS);
/** The desk opens on the queue: certifications under review. */
const DEFAULTS = { status: String(CERTIFICATION_STATUS.reviewing) };

const FILTERS: readonly TableFilter[] = [
  { kind: 'select', name: 'status', label: '审核状态', allLabel: '全部状态', options: STATUS_FILTER },
  {
    kind: 'select',
    name: 'kind',
    label: '认证类型',
    allLabel: '全部类型',
    options: [
      { value: 'tenant', label: '租户' },
      { value: 'developer', label: '开发者' },
    ],
  },
  {
    kind: 'search',
    name: 'keyword',
    label: '搜索企业、姓名、账号或租户号',
    placeholder: '企业、姓名、账号或租户号',
  },
];

/** /system/review: the queue of tenant and developer certifications, a detail, and the decision. */
export default function ReviewDeskPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const narrow = useNarrow(576);
  const columns: ContractColumn<ReviewListItem>[] = [
    { key: 'account', title: '账号', dataIndex: 'account', width: 130, essential: true },
    {
      key: 'type',
      title: '类型',
      dataIndex: 'type',
      width: 110,
      render: (type: number) => REGISTRATION_TYPE_LABELS[type] ?? '—',
    },
    { key: 'who', title: '企业 / 姓名', render: (_, row) => row.companyName || row.adminName || '—' },
    {
      key: 'enCode',
      title: '租户号',
      dataIndex: 'enCode',
      width: 110,
      render: (value: string) => value || '—',
    },
    dateColumn({ title: '提交时间', dataIndex: 'submitTime' }),
    statusColumn({ title: '状态', dataIndex: 'status', of: CERTIFICATION_STATUSES, essential: true }),
    {
      key: 'action',
      title: '操作',
      width: 80,
      essential: true,
      render: (_, row) => {
        // The accessible name starts with the visible word (WCAG 2.5.3): 审核 or 查看.
        const verb = row.status === CERTIFICATION_STATUS.reviewing ? '审核' : '查看';
        return (
          <Button type="link" onClick={() => setOpenId(row.id)} aria-label={`${verb} ${row.account} 的认证`}>
            {verb}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="review-desk" aria-labelledby="review-desk-title">
      <h1 id="review-desk-title" className="review-desk__title">
        认证审核
      </h1>
      <ContractTable
        endpoint={reviewApi.list}
        label="认证列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        defaults={DEFAULTS}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title="认证详情"
        width={narrow ? '100%' : 760}
        destroyOnHidden
      >
        {openId !== null ? <ReviewDetail id={openId} onDecided={() => setOpenId(null)} /> : null}
      </Drawer>
    </section>
  );
}

function ReviewDetail({ id, onDecided }: { id: number; onDecided: () => void }) {
  const detail = useQuery({ queryKey: reviewKeys.detail(id), queryFn: () => fetchReviewDetail(id) });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ examineRemake: string }>();
  const approval = useWrite({
    write: () => approve(id),
    success: CERTIFICATION_TEXTS.approvedDone,
    invalidates: [reviewKeys.all, tableQueryKey(reviewApi.list)],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: onDecided,
  });
  const rejection = useWrite({
    write: (reason: string) => reject(id, reason),
    success: CERTIFICATION_TEXTS.rejectedDone,
    invalidates: [reviewKeys.all, tableQueryKey(reviewApi.list)],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => {
      setRejecting(false);
      onDecided();
    },
  });

  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const c: Certification = detail.data;
  const company = c.type !== 1;
  const field = (label: string, value: string) => ({ key: label, label, children: value || '-' });

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
            children: <StatusTag status={c.status} of={CERTIFICATION_STATUSES} />,
          },
          field('类型', REGISTRATION_TYPE_LABELS[c.type] ?? ''),
          field('账号', c.account),
          field('提交时间', chinaTime(c.submitTime)),
          field('姓名', c.adminName),
          field('手机号', c.adminPhone),
          field('身份证号', c.adminIdCard),
          ...(c.type === 0 ? [field('租户号', c.enCode)] : []),
          ...(company
            ? [
                field('企业名称', c.companyName),
                field('统一社会信用代码', c.creditCode),
                field('法人姓名', c.legalPersonName),
                field('法人手机号', c.legalPersonPhone),
                field('法人身份证号', c.legalPersonIdCard),
                field('邮箱', c.email),
                field('企业地址', c.address),
              ]
            : []),
          ...(c.status === CERTIFICATION_STATUS.rejected ? [field('驳回原因', c.examineRemake)] : []),
          ...(c.reviewTime ? [field('审核时间', chinaTime(c.reviewTime))] : []),
        ]}
      />
      <h3 className="review-detail__docs-title">证件材料</h3>
      <div className="review-desk__docs">
        <DocumentView path={c.idCardFornt} label="身份证人像面" />
        <DocumentView path={c.idCardTail} label="身份证国徽面" />
        {company ? <DocumentView path={c.businessLicense} label="营业执照" /> : null}
        {c.type === 0 ? <DocumentView path={c.applicationForm} label="申请表" /> : null}
        {c.type === 0 ? <DocumentView path={c.letterCommitment} label="承诺书" /> : null}
      </div>
      {c.status === CERTIFICATION_STATUS.reviewing ? (
        <div className="review-desk__actions">
          <Button danger onClick={() => setRejecting(true)} disabled={approval.pending}>
            驳回
          </Button>
          <Popconfirm title="确认审核通过？" okText="通过" cancelText="取消" onConfirm={() => approval.run()}>
            <Button type="primary" loading={approval.pending}>
              审核通过
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      <Modal
        open={rejecting}
        title="驳回认证"
        okText="确认驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: rejection.pending }}
        onCancel={() => setRejecting(false)}
        onOk={() =>
          form
            .validateFields()
            .then(({ examineRemake }) => rejection.run(examineRemake.trim()))
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label="驳回原因"
            name="examineRemake"
            required
            rules={[fieldRule(zRejectRequest.shape.examineRemake)]}
          >
            <Input.TextArea rows={4} maxLength={200} showCount placeholder="申请人将在认证页面看到此原因" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

/** A private document, fetched with the operator's session: images zoom, PDFs open in pdf.js. */
function DocumentView({ path, label }: { path: string; label: string }) {
  const pdf = path.endsWith('.pdf');
  const file = usePrivateFile(['review', 'document', path], () => fetchDocument(path), {
    enabled: path !== '',
  });
  const url = pdf ? null : file.url;
  const [showPdf, setShowPdf] = useState(false);

  return (
    <figure className="review-desk__doc">
      {!path ? <span>未上传</span> : null}
      {url ? <Image src={url} alt={label} className="review-desk__doc-image" /> : null}
      {pdf && file.blob ? (
        <Button icon={<FilePdfOutlined />} onClick={() => setShowPdf(true)}>
          查看{label}（PDF）
        </Button>
      ) : null}
      {path && file.loading ? <Skeleton.Image active /> : null}
      <figcaption>{label}</figcaption>
      {pdf && file.blob ? (
        <Modal
          open={showPdf}
          onCancel={() => setShowPdf(false)}
          footer={null}
          width={900}
          title={label}
          destroyOnHidden
        >
          <PdfViewer data={file.blob} title={label} />
        </Modal>
      ) : null}
    </figure>
  );
}
