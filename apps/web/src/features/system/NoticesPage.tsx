import {
  type ManagedNotice,
  NOTICE_ADMIN_TEXTS,
  NOTICE_CONTENT_MAX,
  NOTICE_STATES,
  NOTICE_TITLE_MAX,
  type NoticeForm,
  noticeAdminApi,
  zNoticeForm,
} from '@portal/shared/notice-admin';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { createNotice, publishNotice, removeNotice, unpublishNotice, updateNotice } from './api';
import { RowActions } from './RowActions';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索公告标题', placeholder: '公告标题' },
  {
    kind: 'select',
    name: 'state',
    label: '公告状态',
    allLabel: '全部状态',
    options: NOTICE_STATES.options(),
    width: 130,
  },
];

const LIST_KEY = tableQueryKey(noticeAdminApi.list);

/**
 * /system/notices (公告管理): notices searched by title and state, paged on the server; written
 * and edited in a dialog (the contract's rules), published after spec 002 §8.2's confirm,
 * withdrawn and deleted. Published notices are what the portal's 平台公告 shows.
 */
export default function NoticesPage() {
  const [editing, setEditing] = useState<ManagedNotice | 'new' | null>(null);

  const columns: ContractColumn<ManagedNotice>[] = [
    { key: 'title', title: '标题', dataIndex: 'title', essential: true },
    {
      key: 'content',
      title: '内容',
      dataIndex: 'content',
      // One line of the plain text; the whole of it opens in 编辑.
      render: (_, notice) => (
        <span
          title={notice.content}
          style={{
            display: 'block',
            maxWidth: 280,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {notice.content}
        </span>
      ),
    },
    statusColumn({ title: '状态', dataIndex: 'state', of: NOTICE_STATES, essential: true }),
    dateColumn({ title: '发布时间', dataIndex: 'publishTime' }),
    dateColumn({ title: '创建时间', dataIndex: 'createTime' }),
    {
      key: 'action',
      title: '操作',
      width: 180,
      essential: true,
      render: (_, notice) => <NoticeActions notice={notice} onEdit={() => setEditing(notice)} />,
    },
  ];

  return (
    <section className="review-desk notice-admin" aria-labelledby="notice-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="notice-admin-title" className="review-desk__title">
          {NOTICE_ADMIN_TEXTS.notices}
        </h1>
        <Button type="primary" onClick={() => setEditing('new')}>
          {NOTICE_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={noticeAdminApi.list}
        label="公告列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的公告"
      />
      {editing ? (
        <NoticeDialog notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function NoticeActions({ notice, onEdit }: { notice: ManagedNotice; onEdit: () => void }) {
  const published = notice.state === NOTICE_STATES.byKey.published;
  const toggle = useWrite({
    write: () => (published ? unpublishNotice(notice.id) : publishNotice(notice.id)),
    success: published ? NOTICE_ADMIN_TEXTS.unpublished : NOTICE_ADMIN_TEXTS.published,
    invalidates: [LIST_KEY],
    refreshAfterFailure: true,
    exclusive: true,
  });
  const word = published ? NOTICE_ADMIN_TEXTS.unpublish : NOTICE_ADMIN_TEXTS.publish;
  return (
    <RowActions
      name={notice.title}
      confirm={NOTICE_ADMIN_TEXTS.removeConfirm}
      success={NOTICE_ADMIN_TEXTS.removed}
      invalidates={[LIST_KEY]}
      remove={() => removeNotice(notice.id)}
      onEdit={onEdit}
    >
      <Popconfirm
        title={published ? NOTICE_ADMIN_TEXTS.unpublishConfirm : NOTICE_ADMIN_TEXTS.publishConfirm}
        okText={published ? '撤回' : '确定'}
        cancelText="取消"
        onConfirm={() => toggle.run(undefined)}
      >
        <Button
          size="small"
          type={published ? 'default' : 'primary'}
          loading={toggle.pending}
          aria-label={`${word}：${notice.title}`}
        >
          {word}
        </Button>
      </Popconfirm>
    </RowActions>
  );
}

/** The create / edit dialog: a title and plain-text content, by the contract's rules. */
function NoticeDialog({ notice, onClose }: { notice: ManagedNotice | null; onClose: () => void }) {
  const [form] = Form.useForm<NoticeForm>();
  const saving = useWrite({
    write: (body: NoticeForm) => (notice ? updateNotice(notice.id, body) : createNotice(body)),
    success: notice ? NOTICE_ADMIN_TEXTS.updated : NOTICE_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY],
    exclusive: true,
    onSuccess: onClose,
  });

  const submit = () =>
    form
      .validateFields()
      .then((values) => saving.run({ title: values.title.trim(), content: values.content.trim() }))
      .catch(() => undefined);

  return (
    <Modal
      open
      title={notice ? NOTICE_ADMIN_TEXTS.edit : NOTICE_ADMIN_TEXTS.create}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving.pending }}
      onCancel={onClose}
      onOk={submit}
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: notice?.title ?? '', content: notice?.content ?? '' }}
      >
        <Form.Item label="公告标题" name="title" required rules={[fieldRule(zNoticeForm.shape.title)]}>
          <Input maxLength={NOTICE_TITLE_MAX} showCount placeholder="请输入公告标题" />
        </Form.Item>
        <Form.Item label="公告内容" name="content" required rules={[fieldRule(zNoticeForm.shape.content)]}>
          <Input.TextArea
            rows={6}
            maxLength={NOTICE_CONTENT_MAX}
            showCount
            placeholder="请输入公告内容（纯文本）"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
