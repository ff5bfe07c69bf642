import { PlusOutlined } from '@ant-design/icons';
import {
  INDUSTRY_ADMIN_TEXTS,
  INDUSTRY_NAME_MAX,
  INDUSTRY_SORT_MAX,
  type IndustryForm,
  industryAdminApi,
  type ManagedIndustry,
  zIndustryForm,
} from '@portal/shared/app-admin';
import { Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn } from '../../shared/table/columns';
import { appAdminKeys, createIndustry, removeIndustry, updateIndustry } from './apps-api';
import { RowActions } from './RowActions';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索行业名称', placeholder: '行业名称' },
];

const LIST_KEY = tableQueryKey(industryAdminApi.list);

/**
 * /system/industries (行业分类): the market's industries (the 分类 of `marketType/getAllType`),
 * which group the apps on /Application and the microservices; added, renamed and ordered in a
 * dialog, deleted when nothing is filed under them. The public pages follow at once.
 */
export default function IndustriesPage() {
  const [editing, setEditing] = useState<ManagedIndustry | 'new' | null>(null);
  const columns: ContractColumn<ManagedIndustry>[] = [
    { key: 'name', title: '行业名称', dataIndex: 'name', essential: true },
    { key: 'sort', title: '排序', dataIndex: 'sort', width: 80 },
    { key: 'appCount', title: '应用数', dataIndex: 'appCount', width: 90, essential: true },
    { key: 'microCount', title: '微服务数', dataIndex: 'microCount', width: 90 },
    dateColumn({ title: '创建时间', dataIndex: 'createTime' }),
    {
      key: 'action',
      title: '操作',
      width: 130,
      essential: true,
      render: (_, industry) => <IndustryActions industry={industry} onEdit={() => setEditing(industry)} />,
    },
  ];
  return (
    <section className="review-desk" aria-labelledby="industry-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="industry-admin-title" className="review-desk__title">
          {INDUSTRY_ADMIN_TEXTS.industries}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {INDUSTRY_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={industryAdminApi.list}
        label="行业列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的行业"
      />
      {editing ? (
        <IndustryDialog industry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function IndustryActions({ industry, onEdit }: { industry: ManagedIndustry; onEdit: () => void }) {
  return (
    <RowActions
      name={industry.name}
      confirm={INDUSTRY_ADMIN_TEXTS.removeConfirm}
      success={INDUSTRY_ADMIN_TEXTS.removed}
      invalidates={[LIST_KEY, appAdminKeys.all]}
      remove={() => removeIndustry(industry.id)}
      onEdit={onEdit}
    />
  );
}

function IndustryDialog({ industry, onClose }: { industry: ManagedIndustry | null; onClose: () => void }) {
  const [form] = Form.useForm<IndustryForm>();
  const saving = useWrite({
    write: (body: IndustryForm) => (industry ? updateIndustry(industry.id, body) : createIndustry(body)),
    success: industry ? INDUSTRY_ADMIN_TEXTS.updated : INDUSTRY_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY, appAdminKeys.all],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) => saving.run({ name: values.name.trim(), sort: values.sort ?? 0 }),
      () => undefined,
    );
  return (
    <Modal
      open
      title={industry ? INDUSTRY_ADMIN_TEXTS.edit : INDUSTRY_ADMIN_TEXTS.create}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving.pending}
    >
      <Form<IndustryForm>
        form={form}
        layout="vertical"
        initialValues={{ name: industry?.name ?? '', sort: industry?.sort ?? 0 }}
      >
        <Form.Item label="行业名称" name="name" required rules={[fieldRule(zIndustryForm.shape.name)]}>
          <Input maxLength={INDUSTRY_NAME_MAX} showCount placeholder="请输入行业名称" />
        </Form.Item>
        <Form.Item
          label="排序"
          name="sort"
          rules={[fieldRule(zIndustryForm.shape.sort)]}
          extra="数字小的在应用市场中排在前面"
        >
          <InputNumber min={0} max={INDUSTRY_SORT_MAX} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
