import {
  type ManagedMessage,
  MESSAGE_ADMIN_TEXTS,
  MESSAGE_READ,
  MESSAGE_READ_STATES,
  messagesAdminApi,
  REPLY_NOTE_MAX,
  zReplyNoteRequest,
} from '@portal/shared/messages-admin';
import { Button, Descriptions, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import { dashboardKeys, markMessageRead, replyToMessage } from './api';

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'search',
    name: 'keyword',
    label: '搜索姓名、电话、邮箱或内容',
    placeholder: '姓名、电话、邮箱或内容',
  },
  {
    kind: 'select',
    name: 'read',
    label: '阅读状态',
    allLabel: '全部留言',
    options: MESSAGE_READ_STATES.options(),
    width: 130,
  },
  {
    kind: 'dateRange',
    from: 'dateFrom',
    to: 'dateTo',
    label: '留言日期',
    placeholder: ['留言开始日期', '留言结束日期'],
  },
];

/** Where the visitor left it. */
const SOURCE_LABELS: Record<string, string> = { AboutUs: '关于我们', Contact: '联系我们' };

/** A write changes the list and the dashboard's unread count. */
const REFRESH = [tableQueryKey(messagesAdminApi.list), dashboardKeys.overview];

/**
 * /system/messages (留言管理): the messages visitors leave on /AboutUs and /Contact, newest first,
 * searched and filtered on the server; each marked read or unread, and answered with a reply note
 * the list keeps with who wrote it and when.
 */
export default function MessagesPage() {
  const [replying, setReplying] = useState<ManagedMessage | null>(null);
  const columns: ContractColumn<ManagedMessage>[] = [
    { key: 'name', title: '留言人', dataIndex: 'name', width: 100, essential: true },
    {
      key: 'contact',
      title: '联系方式',
      width: 190,
      render: (_, message) => (
        <span>
          {message.tel}
          <br />
          {message.email}
        </span>
      ),
    },
    {
      key: 'content',
      title: '留言内容',
      dataIndex: 'content',
      width: 260,
      essential: true,
      render: (content: string) => <span className="messages-admin__content">{content}</span>,
    },
    dateColumn({ title: '留言时间', dataIndex: 'createTime' }),
    statusColumn({ title: '状态', dataIndex: 'read', of: MESSAGE_READ_STATES, width: 80, essential: true }),
    {
      key: 'replyNote',
      title: '回复备注',
      dataIndex: 'replyNote',
      width: 180,
      render: (_, message) =>
        message.replyNote ? (
          <span>
            <span className="messages-admin__content">{message.replyNote}</span>
            <br />
            <span className="messages-admin__reply">
              {message.replyBy ?? '—'} · {chinaTime(message.replyTime)}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, message) => <MessageActions message={message} onReply={() => setReplying(message)} />,
    },
  ];

  return (
    <section className="review-desk messages-admin" aria-labelledby="messages-admin-title">
      <h1 id="messages-admin-title" className="review-desk__title">
        {MESSAGE_ADMIN_TEXTS.messages}
      </h1>
      <ContractTable
        endpoint={messagesAdminApi.list}
        label="留言列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText={MESSAGE_ADMIN_TEXTS.empty}
      />
      <ReplyDialog message={replying} onClose={() => setReplying(null)} />
    </section>
  );
}

function MessageActions({ message, onReply }: { message: ManagedMessage; onReply: () => void }) {
  const read = message.read === MESSAGE_READ.read;
  const marking = useWrite({
    write: () => markMessageRead(message.id, !read),
    invalidates: REFRESH,
    refreshAfterFailure: true,
    exclusive: true,
  });
  const word = read ? MESSAGE_ADMIN_TEXTS.markUnread : MESSAGE_ADMIN_TEXTS.markRead;
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        loading={marking.pending}
        onClick={() => marking.run()}
        aria-label={`${word}：${message.name}`}
      >
        {word}
      </Button>
      <Button size="small" type="primary" onClick={onReply} aria-label={`回复：${message.name}`}>
        回复
      </Button>
    </Space>
  );
}

/** 回复备注: what was answered (by phone, by email…), kept with the operator and the time. */
function ReplyDialog({ message, onClose }: { message: ManagedMessage | null; onClose: () => void }) {
  const [form] = Form.useForm<{ replyNote: string }>();
  const saving = useWrite({
    write: ({ id, replyNote }: { id: number; replyNote: string }) => replyToMessage(id, { replyNote }),
    success: MESSAGE_ADMIN_TEXTS.replySaved,
    invalidates: REFRESH,
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      ({ replyNote }) => (message ? saving.run({ id: message.id, replyNote }) : undefined),
      () => undefined,
    );

  return (
    <Modal
      open={message !== null}
      title={message ? `${MESSAGE_ADMIN_TEXTS.reply} · ${message.name}` : MESSAGE_ADMIN_TEXTS.reply}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving.pending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {message ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'name', label: '留言人', children: message.name },
              { key: 'contact', label: '联系方式', children: `${message.tel} · ${message.email}` },
              {
                key: 'time',
                label: '留言时间',
                children: `${chinaTime(message.createTime)}（${SOURCE_LABELS[message.source] ?? message.source}）`,
              },
              {
                key: 'state',
                label: '状态',
                children: <StatusTag status={message.read} of={MESSAGE_READ_STATES} />,
              },
              {
                key: 'content',
                label: '留言内容',
                children: <span className="messages-admin__content">{message.content}</span>,
              },
            ]}
          />
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ replyNote: message.replyNote ?? '' }}
            style={{ marginTop: 16 }}
          >
            <Form.Item
              name="replyNote"
              label={MESSAGE_ADMIN_TEXTS.reply}
              required
              rules={[fieldRule(zReplyNoteRequest.shape.replyNote)]}
              extra="保存后留言标为已读，并记录回复人与时间。"
            >
              <Input.TextArea
                rows={4}
                showCount
                maxLength={REPLY_NOTE_MAX}
                placeholder="例如：已电话联系，约定周五上门演示"
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
