import { ACCOUNT_TEXTS, CERTIFICATION_STATUSES } from '@portal/shared/accounts';
import {
  ACCOUNT_STATES,
  type ManagedUser,
  OPERATOR_ACCOUNT_MAX,
  OPERATOR_NAME_MAX,
  ROLE_LABELS,
  ROLE_OPTIONS,
  USER_ADMIN_TEXTS,
  USER_ORDER_OPTIONS,
  userAdminApi,
  zCreateOperatorRequest,
} from '@portal/shared/user-admin';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule, namedRule, sameAs } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { useServerFieldErrors } from '../../shared/components/server-field-errors';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { createOperator, disableAccount, enableAccount, sendResetCode } from './api';
import { type OperatorFormValues, operatorFormField, toCreateOperatorBody } from './operator-form';

const LIST_KEY = tableQueryKey(userAdminApi.list);

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索手机号或姓名', placeholder: '手机号、账号或姓名' },
  { kind: 'select', name: 'role', label: '角色', allLabel: '全部角色', options: ROLE_OPTIONS, width: 130 },
  {
    kind: 'select',
    name: 'certification',
    label: '认证状态',
    allLabel: '全部认证状态',
    options: CERTIFICATION_STATUSES.options(),
    width: 150,
  },
  {
    kind: 'select',
    name: 'state',
    label: '账号状态',
    allLabel: '全部账号状态',
    options: ACCOUNT_STATES.options(),
    width: 140,
  },
  {
    kind: 'select',
    name: 'order',
    label: '排序',
    allLabel: '默认排序',
    options: USER_ORDER_OPTIONS,
    width: 150,
  },
];

const columns: ContractColumn<ManagedUser>[] = [
  { key: 'account', title: '账号', dataIndex: 'account', essential: true },
  { key: 'realName', title: '姓名', dataIndex: 'realName' },
  {
    key: 'role',
    title: '角色',
    dataIndex: 'role',
    width: 110,
    render: (_, user) => `${ROLE_LABELS[user.role]}${user.isAdministrator ? '（管理员）' : ''}`,
  },
  { key: 'tenantName', title: '租户', dataIndex: 'tenantName' },
  {
    key: 'certificationStatus',
    title: '认证状态',
    dataIndex: 'certificationStatus',
    width: 100,
    render: (_, user) =>
      user.certificationStatus === null ? (
        <span className="user-admin__muted">{USER_ADMIN_TEXTS.noCertification}</span>
      ) : (
        <StatusTag status={user.certificationStatus} of={CERTIFICATION_STATUSES} />
      ),
  },
  { key: 'activeSessions', title: '活动会话', dataIndex: 'activeSessions', width: 90, align: 'right' },
  statusColumn({ title: '账号状态', dataIndex: 'state', of: ACCOUNT_STATES, essential: true }),
  dateColumn({ title: '注册时间', dataIndex: 'createTime' }),
  {
    key: 'action',
    title: '操作',
    width: 200,
    essential: true,
    render: (_, user) => (
      <Space size={4} wrap>
        <StateAction user={user} />
        {user.phone ? <ResetCodeAction user={user} /> : null}
      </Space>
    ),
  },
];

/**
 * /system/users (用户管理): accounts searched by phone or name, role, certification and state,
 * paged and sorted on the server; 停用 ends every session of the account at once, 启用 lets it
 * sign in again. The server keeps the operator's own account and the last enabled operator.
 * 新增运营账号 creates a further operator; 发送重置验证码 texts an account's phone a code for
 * the 忘记密码 page.
 */
export default function UsersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <section className="review-desk user-admin" aria-labelledby="user-admin-title">
      <div className="user-admin__top">
        <h1 id="user-admin-title" className="review-desk__title">
          {USER_ADMIN_TEXTS.users}
        </h1>
        <Button type="primary" onClick={() => setCreating(true)}>
          {USER_ADMIN_TEXTS.createOperator}
        </Button>
      </div>
      <ContractTable
        endpoint={userAdminApi.list}
        label="账号列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的账号"
      />
      {creating ? <CreateOperatorDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function StateAction({ user }: { user: ManagedUser }) {
  const disabled = user.state === ACCOUNT_STATES.byKey.disabled;
  const change = useWrite({
    write: () => (disabled ? enableAccount(user.id) : disableAccount(user.id)),
    success: disabled ? USER_ADMIN_TEXTS.enabled : USER_ADMIN_TEXTS.disabled,
    invalidates: [LIST_KEY],
    refreshAfterFailure: true,
    exclusive: true,
  });
  const word = disabled ? USER_ADMIN_TEXTS.enable : USER_ADMIN_TEXTS.disable;
  return (
    <Popconfirm
      title={disabled ? USER_ADMIN_TEXTS.enableTitle : USER_ADMIN_TEXTS.disableTitle}
      description={
        disabled ? undefined : <span className="user-admin__note">{USER_ADMIN_TEXTS.disableNote}</span>
      }
      okText={word}
      okButtonProps={{ danger: !disabled }}
      cancelText="取消"
      onConfirm={() => change.run(undefined)}
    >
      <Button
        size="small"
        danger={!disabled}
        loading={change.pending}
        aria-label={`${word}：${user.account}`}
      >
        {word}
      </Button>
    </Popconfirm>
  );
}

function ResetCodeAction({ user }: { user: ManagedUser }) {
  const sending = useWrite({
    write: () => sendResetCode(user.id),
    success: USER_ADMIN_TEXTS.resetCodeSent,
    exclusive: true,
  });
  return (
    <Popconfirm
      title={USER_ADMIN_TEXTS.resetCodeTitle}
      description={<span className="user-admin__note">{USER_ADMIN_TEXTS.resetCodeNote}</span>}
      okText="发送"
      cancelText="取消"
      onConfirm={() => sending.run(undefined)}
    >
      <Button
        size="small"
        loading={sending.pending}
        aria-label={`${USER_ADMIN_TEXTS.sendResetCode}：${user.account}`}
      >
        {USER_ADMIN_TEXTS.sendResetCode}
      </Button>
    </Popconfirm>
  );
}

const { shape } = zCreateOperatorRequest;

/**
 * 新增运营账号: account, name, optional phone and the initial password (twice), by the contract's
 * rules and the shared password rule; only the password's md5 leaves the browser.
 */
function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<OperatorFormValues>();
  const server = useServerFieldErrors(form);
  const saving = useWrite({
    write: (values: OperatorFormValues) => createOperator(toCreateOperatorBody(values)),
    success: USER_ADMIN_TEXTS.operatorCreated,
    invalidates: [LIST_KEY],
    exclusive: true,
    onSuccess: onClose,
    onError: (error, values) =>
      server.show(error, {
        fieldFor: operatorFormField,
        values: { ...values },
        fallback: (text) => getFeedback().message('error', text),
      }),
  });

  const submit = () =>
    form
      .validateFields()
      .then((values) => saving.run(values))
      .catch(() => undefined);

  return (
    <Modal
      open
      title={USER_ADMIN_TEXTS.createOperator}
      okText="创建"
      cancelText="取消"
      okButtonProps={{ loading: saving.pending }}
      onCancel={onClose}
      onOk={submit}
      width={520}
    >
      <Form form={form} layout="vertical" className="user-admin__form">
        <Form.Item
          label="账号"
          name="account"
          required
          validateFirst
          rules={[fieldRule(shape.account), server.rule('account')]}
        >
          <Input maxLength={OPERATOR_ACCOUNT_MAX} placeholder="字母和数字，用于登录" autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" name="realName" required rules={[fieldRule(shape.realName)]}>
          <Input maxLength={OPERATOR_NAME_MAX} placeholder="运营人员的真实姓名" />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="phone"
          extra="选填；填写后可通过短信验证码重置密码"
          validateFirst
          rules={[fieldRule(shape.phone), server.rule('phone')]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="11位手机号" />
        </Form.Item>
        <Form.Item
          label="初始密码"
          name="password"
          required
          validateFirst
          rules={[{ required: true, message: ACCOUNT_TEXTS.passwordRequired }, namedRule('password')]}
        >
          <Input.Password placeholder="6-16位数字和字母组合" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmPassword"
          required
          dependencies={['password']}
          validateFirst
          rules={[{ required: true, message: ACCOUNT_TEXTS.confirmRequired }, sameAs('password')]}
        >
          <Input.Password placeholder="再次输入初始密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
