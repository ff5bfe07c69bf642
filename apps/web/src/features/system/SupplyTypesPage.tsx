import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  ExclamationCircleFilled,
  PlusOutlined,
} from '@ant-design/icons';
import { FIELD_TYPES } from '@portal/shared/supply';
import {
  type ManagedType,
  MODERATION_TEXTS,
  type ProductTypeRequest,
  retireWarningText,
  TYPE_MAX_FIELDS,
  zProductTypeRequest,
  zTypeFieldRequest,
} from '@portal/shared/supply-moderation';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { RequestError } from '../../shared/api/request';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { useNarrow } from '../../shared/components/useNarrow';
import { fetchManagedTypes, moderationKeys, orderTypes, retireType, saveType } from './api';

interface FieldForm {
  id?: number;
  filedName: string;
  filedType: (typeof FIELD_TYPES)[number];
  fieldQuery: boolean;
  fieldShow: boolean;
  /** Values already stored: the type is fixed and the field stays. */
  valueCount: number;
}

interface TypeForm {
  typeName: string;
  listSon: FieldForm[];
}

const NEW_FIELD: FieldForm = {
  filedName: '',
  filedType: '文本',
  fieldQuery: true,
  fieldShow: true,
  valueCount: 0,
};
const FIELD_TYPE_OPTIONS = FIELD_TYPES.map((value) => ({ value, label: value }));

/** Editing: the type, or 'new' for a new one. */
type Editing = ManagedType | 'new' | null;

/**
 * /system/supplyTypes (产品类型): the board's product types in their order, each with its
 * extended fields and how many entries use it; create and edit a type with its fields, move a
 * type up or down, and retire one (a warning names its entries first; they stay on the board).
 */
export default function SupplyTypesPage() {
  const types = useQuery({ queryKey: moderationKeys.types, queryFn: fetchManagedTypes });
  const narrow = useNarrow(576);
  const [editing, setEditing] = useState<Editing>(null);
  const [warning, setWarning] = useState<{ type: ManagedType; text: string } | null>(null);
  const list = types.data ?? [];

  const ordering = useWrite({
    write: (ids: number[]) => orderTypes(ids),
    success: MODERATION_TEXTS.orderSaved,
    invalidates: [moderationKeys.types],
    refreshAfterFailure: true,
    exclusive: true,
  });
  const retiring = useWrite({
    write: ({ type, confirm }: { type: ManagedType; confirm: boolean }) => retireType(type.id, confirm),
    success: MODERATION_TEXTS.typeRetiredDone,
    invalidates: [moderationKeys.types],
    refreshAfterFailure: true,
    exclusive: true,
    onSuccess: () => setWarning(null),
    onError: (error, { type }) => {
      // More entries than the list knew: the server's warning names the count now.
      if (error instanceof RequestError && error.errorCode === 'TYPE_IN_USE')
        setWarning({ type, text: error.msg });
      else
        getFeedback().message(
          'error',
          error instanceof RequestError && error.msg ? error.msg : '停用失败，请重试',
        );
    },
  });

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((type) => type.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void ordering.run(ids);
  };
  const askRetire = (type: ManagedType) =>
    type.entryCount > 0
      ? setWarning({ type, text: retireWarningText(type.typeName, type.entryCount) })
      : void retiring.run({ type, confirm: false });

  const fieldTags = (type: ManagedType) =>
    type.listSon.length === 0 ? (
      <span className="supply-types__none">无扩展字段</span>
    ) : (
      <span className="supply-types__fields">
        {type.listSon.map((field) => (
          <Tag key={field.id}>
            {field.filedName} · {field.filedType}
            {field.fieldQuery ? ' · 可搜索' : ''}
          </Tag>
        ))}
      </span>
    );

  const orderButtons = (type: ManagedType, index: number) => (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0 || ordering.pending}
        onClick={() => move(index, -1)}
        aria-label={`上移 ${type.typeName}`}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === list.length - 1 || ordering.pending}
        onClick={() => move(index, 1)}
        aria-label={`下移 ${type.typeName}`}
      />
    </Space>
  );

  const actions = (type: ManagedType) =>
    type.retired ? (
      <span className="supply-types__none">已停用</span>
    ) : (
      <Space size={0} wrap>
        <Button type="link" onClick={() => setEditing(type)} aria-label={`编辑 ${type.typeName}`}>
          编辑
        </Button>
        {type.entryCount > 0 ? (
          <Button type="link" danger onClick={() => askRetire(type)} aria-label={`停用 ${type.typeName}`}>
            停用
          </Button>
        ) : (
          <Popconfirm
            title={`确认停用「${type.typeName}」？`}
            description="停用后该类型不再用于新发布。"
            okText="停用"
            cancelText="取消"
            onConfirm={() => askRetire(type)}
          >
            <Button type="link" danger aria-label={`停用 ${type.typeName}`}>
              停用
            </Button>
          </Popconfirm>
        )}
      </Space>
    );

  const nameCell = (type: ManagedType) => (
    <span className="supply-types__name">
      <strong>{type.typeName}</strong>
      {type.retired ? <StatusTag tone="neutral">已停用</StatusTag> : null}
      {narrow ? <span className="supply-types__count">{type.entryCount} 条信息</span> : null}
    </span>
  );

  const columns: TableColumnsType<ManagedType> = narrow
    ? [
        { key: 'name', title: '产品类型', render: (_, type) => nameCell(type) },
        {
          key: 'action',
          title: '操作',
          render: (_, type, index) => (
            <div className="supply-types__narrow-actions">
              {orderButtons(type, index)}
              {actions(type)}
            </div>
          ),
        },
      ]
    : [
        { key: 'order', title: '顺序', width: 90, render: (_, type, index) => orderButtons(type, index) },
        { key: 'name', title: '产品类型', width: 180, render: (_, type) => nameCell(type) },
        { key: 'fields', title: '扩展字段', render: (_, type) => fieldTags(type) },
        { key: 'count', title: '信息条数', dataIndex: 'entryCount', width: 100, align: 'right' },
        { key: 'action', title: '操作', width: 130, render: (_, type) => actions(type) },
      ];

  return (
    <section className="review-desk supply-types" aria-labelledby="supply-types-title">
      <div className="supply-types__top">
        <h1 id="supply-types-title" className="review-desk__title">
          {MODERATION_TEXTS.typesTitle}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增产品类型
        </Button>
      </div>
      {types.isError ? (
        <Alert
          type="error"
          showIcon
          title="产品类型加载失败"
          description="网络异常或服务暂不可用，请重试。"
          action={<Button onClick={() => types.refetch()}>重试</Button>}
        />
      ) : types.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Table<ManagedType>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list}
          pagination={false}
          aria-label="产品类型"
          locale={{ emptyText: <Empty description="还没有产品类型" /> }}
          {...(narrow
            ? {
                expandable: { expandedRowRender: (type: ManagedType) => fieldTags(type) },
              }
            : {})}
        />
      )}
      <p className="payment-desk__hint">
        类型的顺序即供需页面的分类顺序。停用的类型不再用于新发布，已有信息保留；已有信息填写的扩展字段不能修改类型或删除。
      </p>
      {editing !== null ? (
        <TypeDialog
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          key={editing === 'new' ? 'new' : editing.id}
        />
      ) : null}
      <Modal
        open={warning !== null}
        title={
          <span className="payment-desk__warning-title">
            <ExclamationCircleFilled aria-hidden className="payment-desk__warning-icon" />
            停用产品类型
          </span>
        }
        okText="确认停用"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: retiring.pending }}
        onCancel={() => setWarning(null)}
        onOk={() => (warning ? void retiring.run({ type: warning.type, confirm: true }) : undefined)}
        destroyOnHidden
      >
        <p>{warning?.text}</p>
      </Modal>
    </section>
  );
}

/** The create / edit dialog: the name and a list of fields, in order. */
function TypeDialog({ type, onClose }: { type: ManagedType | null; onClose: () => void }) {
  const [form] = Form.useForm<TypeForm>();
  const initial: TypeForm = {
    typeName: type?.typeName ?? '',
    listSon: type
      ? type.listSon.map((field) => ({
          id: field.id,
          filedName: field.filedName,
          filedType: field.filedType,
          fieldQuery: field.fieldQuery === 1,
          fieldShow: field.fieldShow === 1,
          valueCount: field.valueCount,
        }))
      : [{ ...NEW_FIELD }],
  };
  const saving = useWrite({
    write: (body: ProductTypeRequest) => saveType(type?.id ?? null, body),
    success: MODERATION_TEXTS.typeSaved,
    invalidates: [moderationKeys.types],
    exclusive: true,
    onSuccess: onClose,
    onError: (error) => {
      const fieldErrors = (error as RequestError | null)?.data as {
        fieldErrors?: Record<string, string>;
      } | null;
      const nameError = fieldErrors?.fieldErrors?.typeName;
      if (nameError) form.setFields([{ name: 'typeName', errors: [nameError] }]);
      else
        getFeedback().message(
          'error',
          error instanceof RequestError && error.msg ? error.msg : '保存失败，请重试',
        );
    },
  });

  const submit = () =>
    form
      .validateFields()
      .then((values) =>
        saving.run({
          typeName: values.typeName.trim(),
          listSon: (values.listSon ?? []).map((field) => ({
            ...(field.id !== undefined ? { id: field.id } : {}),
            filedName: field.filedName.trim(),
            filedType: field.filedType,
            fieldQuery: field.fieldQuery,
            fieldShow: field.fieldShow,
          })),
        }),
      )
      .catch(() => undefined);

  return (
    <Modal
      open
      title={type ? `编辑产品类型：${type.typeName}` : '新增产品类型'}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving.pending }}
      onCancel={onClose}
      onOk={submit}
      width={720}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          label="产品类型名称"
          name="typeName"
          required
          rules={[fieldRule(zProductTypeRequest.shape.typeName)]}
        >
          <Input maxLength={20} placeholder="如：冷库设备" />
        </Form.Item>
        <Form.List name="listSon">
          {(items, { add, remove, move }) => (
            <fieldset className="supply-types__dialog-fields">
              <legend>扩展字段（按顺序显示）</legend>
              {items.length === 0 ? <p className="supply-types__none">还没有扩展字段</p> : null}
              {items.map((item, index) => {
                const stored = form.getFieldValue(['listSon', item.name]) as FieldForm | undefined;
                const locked = (stored?.valueCount ?? 0) > 0;
                const number = index + 1;
                return (
                  <div key={item.key} className="supply-types__field-row">
                    <Form.Item
                      name={[item.name, 'filedName']}
                      label={`字段 ${number} 名称`}
                      required
                      rules={[fieldRule(zTypeFieldRequest.shape.filedName)]}
                      className="supply-types__field-name"
                    >
                      <Input maxLength={20} placeholder="如：制冷量(kW)" />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'filedType']}
                      label={`字段 ${number} 类型`}
                      required
                      className="supply-types__field-type"
                      {...(locked ? { extra: `已有 ${stored?.valueCount} 条填写，不能修改类型` } : {})}
                    >
                      <Select
                        options={FIELD_TYPE_OPTIONS}
                        disabled={locked}
                        aria-label={`字段 ${number} 类型`}
                      />
                    </Form.Item>
                    <div className="supply-types__field-flags">
                      <Form.Item name={[item.name, 'fieldQuery']} valuePropName="checked" noStyle>
                        <Checkbox>可搜索</Checkbox>
                      </Form.Item>
                      <Form.Item name={[item.name, 'fieldShow']} valuePropName="checked" noStyle>
                        <Checkbox>展示</Checkbox>
                      </Form.Item>
                    </div>
                    <Space size={4} className="supply-types__field-actions">
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`上移字段 ${number}`}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`下移字段 ${number}`}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={locked}
                        title={locked ? '已有信息填写，不能删除' : undefined}
                        onClick={() => remove(item.name)}
                        aria-label={`删除字段 ${number}`}
                      />
                    </Space>
                  </div>
                );
              })}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ ...NEW_FIELD })}
                disabled={items.length >= TYPE_MAX_FIELDS}
                block
              >
                添加字段
              </Button>
            </fieldset>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
