import { PlusOutlined } from '@ant-design/icons';
import {
  INDUSTRY_SORT_MAX,
  type ManagedModelSort,
  MODEL_SORT_ADMIN_TEXTS,
  MODEL_SORT_CODE_MAX,
  MODEL_SORT_NAME_MAX,
  type ModelSortCreate,
  modelSortAdminApi,
  zModelSortCreate,
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
import { createModelSort, removeModelSort, updateModelSort } from './apps-api';
import { RowActions } from './RowActions';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索分类名称或编码', placeholder: '分类名称或编码' },
];

const LIST_KEY = tableQueryKey(modelSortAdminApi.list);

/**
 * /system/modelSorts (模型分类): the mechanism models' sorts, /Mechanism's groups and filter;
 * added (a code that never changes, a name, an order), renamed and ordered in a dialog, deleted
 * when no model is filed under them. The public pages follow at once.
 */
export default function ModelSortsPage() {
  const [editing, setEditing] = useState<ManagedModelSort | 'new' | null>(null);
  const columns: ContractColumn<ManagedModelSort>[] = [
    { key: 'name', title: '分类名称', dataIndex: 'name', essential: true },
    { key: 'code', title: '分类编码', dataIndex: 'code' },
    { key: 'sort', title: '排序', dataIndex: 'sort', width: 80 },
    { key: 'modelCount', title: '模型数', dataIndex: 'modelCount', width: 90, essential: true },
    {
      key: 'action',
      title: '操作',
      width: 130,
      essential: true,
      render: (_, sort) => <SortActions sort={sort} onEdit={() => setEditing(sort)} />,
    },
  ];
  return (
    <section className="review-desk" aria-labelledby="model-sort-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="model-sort-admin-title" className="review-desk__title">
          {MODEL_SORT_ADMIN_TEXTS.sorts}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {MODEL_SORT_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={modelSortAdminApi.list}
        label="模型分类列表"
        rowKey="code"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的模型分类"
      />
      {editing ? (
        <SortDialog sort={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function SortActions({ sort, onEdit }: { sort: ManagedModelSort; onEdit: () => void }) {
  return (
    <RowActions
      name={sort.name}
      confirm={MODEL_SORT_ADMIN_TEXTS.removeConfirm}
      success={MODEL_SORT_ADMIN_TEXTS.removed}
      invalidates={[LIST_KEY]}
      remove={() => removeModelSort(sort.code)}
      onEdit={onEdit}
    />
  );
}

function SortDialog({ sort, onClose }: { sort: ManagedModelSort | null; onClose: () => void }) {
  const [form] = Form.useForm<ModelSortCreate>();
  const saving = useWrite({
    write: (body: ModelSortCreate) =>
      sort ? updateModelSort(sort.code, { name: body.name, sort: body.sort }) : createModelSort(body),
    success: sort ? MODEL_SORT_ADMIN_TEXTS.updated : MODEL_SORT_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) =>
        saving.run({
          code: (sort?.code ?? values.code).trim(),
          name: values.name.trim(),
          sort: values.sort ?? 0,
        }),
      () => undefined,
    );
  return (
    <Modal
      open
      title={sort ? MODEL_SORT_ADMIN_TEXTS.edit : MODEL_SORT_ADMIN_TEXTS.create}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving.pending}
    >
      <Form<ModelSortCreate>
        form={form}
        layout="vertical"
        initialValues={{ code: sort?.code ?? '', name: sort?.name ?? '', sort: sort?.sort ?? 0 }}
      >
        <Form.Item
          label="分类编码"
          name="code"
          required
          rules={sort ? [] : [fieldRule(zModelSortCreate.shape.code)]}
          extra={sort ? '编码用于门户地址，创建后不能修改' : '字母、数字、-和_，创建后不能修改'}
        >
          <Input maxLength={MODEL_SORT_CODE_MAX} disabled={sort !== null} placeholder="如 refrigeration" />
        </Form.Item>
        <Form.Item label="分类名称" name="name" required rules={[fieldRule(zModelSortCreate.shape.name)]}>
          <Input maxLength={MODEL_SORT_NAME_MAX} showCount placeholder="请输入分类名称" />
        </Form.Item>
        <Form.Item
          label="排序"
          name="sort"
          rules={[fieldRule(zModelSortCreate.shape.sort)]}
          extra="数字小的在机理模型页面中排在前面"
        >
          <InputNumber min={0} max={INDUSTRY_SORT_MAX} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
