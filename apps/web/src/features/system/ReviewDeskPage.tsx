import { FilePdfOutlined } from '@ant-design/icons';
import { CERTIFICATION_STATUS, REGISTRATION_TYPE_LABELS } from '@portal/shared/accounts-constants';
import {
  CERTIFICATION_TEXTS,
  type Certification,
  type ReviewListItem,
  type ReviewListQuery,
} from '@portal/shared/certification';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Table,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { StatusTag, type StatusTone } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import { PdfViewer } from '../../shared/pdf/PdfViewer';
import { approve, fetchDocument, fetchReviewDetail, fetchReviewList, reject, reviewKeys } from './api';

const STATUS_TAGS: Record<number, { tone: StatusTone; text: string }> = {
  [CERTIFICATION_STATUS.reviewing]: { tone: 'info', text: '待审核' },
  [CERTIFICATION_STATUS.approved]: { tone: 'success', text: '已通过' },
  [CERTIFICATION_STATUS.rejected]: { tone: 'danger', text: '未通过' },
};

const date = (value: string | null) => (value ? value.slice(0, 16).replace('T', ' ') : '-');

/** /system/review: the queue of tenant and developer certifications, a detail, and the decision. */
export default function ReviewDeskPage() {
  const [query, setQuery] = useState<ReviewListQuery & { currentPage: number; pageSize: number }>({
    status: 1,
    currentPage: 1,
    pageSize: 10,
  });
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({ queryKey: reviewKeys.list(query), queryFn: () => fetchReviewList(query) });
  const narrow = useNarrow(576);

  return (
    <section className="review-desk" aria-labelledby="review-desk-title">
      <h1 id="review-desk-title" className="review-desk__title">
        认证审核
      </h1>
      <div className="review-desk__filters">
        <Select
          aria-label="审核状态"
          value={query.status ?? 0}
          style={{ width: 130 }}
          onChange={(status) => setQuery({ ...query, status: status || undefined, currentPage: 1 })}
          options={[
            { value: 0, label: '全部状态' },
            { value: 1, label: '待审核' },
            { value: 2, label: '已通过' },
            { value: 3, label: '未通过' },
          ]}
        />
        <Select
          aria-label="认证类型"
          value={query.kind ?? ''}
          style={{ width: 130 }}
          onChange={(kind: '' | 'tenant' | 'developer') =>
            setQuery({ ...query, kind: kind || undefined, currentPage: 1 })
          }
          options={[
            { value: '', label: '全部类型' },
            { value: 'tenant', label: '租户' },
            { value: 'developer', label: '开发者' },
          ]}
        />
        <Input.Search
          aria-label="搜索企业、姓名、账号或租户号"
          placeholder="企业、姓名、账号或租户号"
          allowClear
          maxLength={50}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, keyword: value.trim() || undefined, currentPage: 1 })}
          style={{ width: 280, maxWidth: '100%' }}
          enterButton="搜索"
        />
      </div>
      <Table<ReviewListItem>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 760 }}
        size={narrow ? 'small' : 'middle'}
        pagination={{
          current: Number(query.currentPage ?? 1),
          pageSize: Number(query.pageSize ?? 10),
          total: list.data?.pagination.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize }),
        }}
        columns={[
          { title: '账号', dataIndex: 'account', width: 130 },
          {
            title: '类型',
            dataIndex: 'type',
            width: 110,
            render: (type: number) => REGISTRATION_TYPE_LABELS[type] ?? '-',
          },
          { title: '企业 / 姓名', key: 'who', render: (_, row) => row.companyName || row.adminName },
          { title: '租户号', dataIndex: 'enCode', width: 110, render: (value: string) => value || '-' },
          { title: '提交时间', dataIndex: 'submitTime', width: 150, render: date },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number) => {
              const tag = STATUS_TAGS[status];
              return tag ? <StatusTag tone={tag.tone}>{tag.text}</StatusTag> : '-';
            },
          },
          {
            title: '操作',
            key: 'action',
            width: 90,
            fixed: 'right',
            render: (_, row) => (
              <Button type="link" onClick={() => setOpenId(row.id)} aria-label={`查看 ${row.account} 的认证`}>
                {row.status === CERTIFICATION_STATUS.reviewing ? '审核' : '查看'}
              </Button>
            ),
          },
        ]}
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
    invalidates: [reviewKeys.all],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: onDecided,
  });
  const rejection = useWrite({
    write: (reason: string) => reject(id, reason),
    success: CERTIFICATION_TEXTS.rejectedDone,
    invalidates: [reviewKeys.all],
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
  const tag = STATUS_TAGS[c.status];
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
            children: tag ? <StatusTag tone={tag.tone}>{tag.text}</StatusTag> : '-',
          },
          field('类型', REGISTRATION_TYPE_LABELS[c.type] ?? ''),
          field('账号', c.account),
          field('提交时间', date(c.submitTime)),
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
          ...(c.reviewTime ? [field('审核时间', date(c.reviewTime))] : []),
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
            rules={[
              { required: true, whitespace: true, message: CERTIFICATION_TEXTS.rejectReasonRequired },
              { max: 200, message: '驳回原因最多 200 个字符' },
            ]}
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
  const file = useQuery({
    queryKey: ['review', 'document', path],
    queryFn: () => fetchDocument(path),
    enabled: path !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data && !pdf ? URL.createObjectURL(file.data) : null), [file.data, pdf]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const [showPdf, setShowPdf] = useState(false);

  return (
    <figure className="review-desk__doc">
      {!path ? <span>未上传</span> : null}
      {url ? <Image src={url} alt={label} className="review-desk__doc-image" /> : null}
      {pdf && file.data ? (
        <Button icon={<FilePdfOutlined />} onClick={() => setShowPdf(true)}>
          查看{label}（PDF）
        </Button>
      ) : null}
      {path && file.isPending ? <Skeleton.Image active /> : null}
      <figcaption>{label}</figcaption>
      {pdf && file.data ? (
        <Modal
          open={showPdf}
          onCancel={() => setShowPdf(false)}
          footer={null}
          width={900}
          title={label}
          destroyOnHidden
        >
          <PdfViewer data={file.data} title={label} />
        </Modal>
      ) : null}
    </figure>
  );
}
