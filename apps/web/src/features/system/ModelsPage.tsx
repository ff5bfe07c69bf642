import { PlusOutlined } from '@ant-design/icons';
import {
  type ManagedModel,
  type ManagedModelDetail,
  MODEL_ADMIN_TEXTS,
  MODEL_SORTS,
  MODEL_STATUSES,
  type ModelForm,
  modelAdminApi,
  zModelForm,
} from '@portal/shared/model-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Radio, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { ModelDefinitionFields } from '../../shared/request-fields/ModelDefinitionFields';
import {
  type ModelDefinitionValues,
  modelDefinitionValues,
  toModelDefinition,
} from '../../shared/request-fields/model-definition-form';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { type Editing, EditorDrawer } from './editor-drawer';
import {
  fetchManagedModel,
  fetchModelSorts,
  modelAdminKeys,
  removeModel,
  saveModel,
  uploadModelIcon,
} from './models-api';
import { pictureSender } from './PictureFields';
import { LogoField } from './picture-fields';
import { RowActions } from './RowActions';
import './apps.css';

const LIST_KEY = tableQueryKey(modelAdminApi.list);
const ICONS = pictureSender(
  modelAdminApi.uploadIcon.upload.accepts,
  { wrongType: MODEL_ADMIN_TEXTS.iconType, tooLarge: MODEL_ADMIN_TEXTS.iconSize },
  uploadModelIcon,
);

type ModelFormValues = ModelDefinitionValues & Pick<ModelForm, 'modelStatusCode' | 'iconAddr'>;

/** An uploaded icon is the form's; a generated tile is the server's default (empty). */
const uploadedIcon = (address: string) => (address.includes('/model/icons/') ? address : '');

/** The question before deleting, with what follows. */
const removalQuestion = (model: ManagedModel) =>
  `删除机理模型「${model.modelName}」？其请求参数一并删除，模型目录、详情与仿真页立即不再显示${
    model.useCount > 0 ? `（已被使用 ${model.useCount} 次）` : ''
  }；已有用户仿真记录或开发者提交待审核的模型不能删除，请改为草稿。`;

function useModelSorts() {
  return useQuery({ queryKey: modelAdminKeys.sorts, queryFn: fetchModelSorts });
}

/**
 * /system/models (机理模型管理, issue 22 item 2): every mechanism model, whatever its status,
 * searched by name or code, filtered by sort and status, sorted on the server; created and edited
 * in a drawer (icon, sort, type, profession, principle, status, the request definition and its
 * fields); deleted after a confirm that says what follows. /Mechanism, the detail and /Trial
 * follow at once.
 */
export default function ModelsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const sorts = useModelSorts();
  const filters = useMemo<readonly TableFilter[]>(
    () => [
      { kind: 'search', name: 'keyword', label: '搜索模型名称或编码', placeholder: '模型名称或编码' },
      {
        kind: 'select',
        name: 'modelSortCode',
        label: '模型分类',
        allLabel: '全部分类',
        options: (sorts.data ?? []).map((sort) => ({ value: sort.code, label: sort.name })),
        width: 140,
      },
      {
        kind: 'select',
        name: 'status',
        label: '模型状态',
        allLabel: '全部状态',
        options: MODEL_STATUSES.options(),
        width: 120,
      },
      {
        kind: 'select',
        name: 'sort',
        label: '排序',
        allLabel: MODEL_SORTS[0].label,
        options: MODEL_SORTS.slice(1),
        width: 160,
      },
    ],
    [sorts.data],
  );

  const columns: ContractColumn<ManagedModel>[] = [
    {
      key: 'iconAddr',
      title: '图标',
      dataIndex: 'iconAddr',
      width: 64,
      // A generated tile is served only for a published model: the others show their two characters.
      render: (_, model) =>
        model.modelStatusCode === 3 || uploadedIcon(model.iconAddr) ? (
          <img src={model.iconAddr} alt="" className="app-admin__logo" />
        ) : (
          <span className="app-admin__logo-tile" aria-hidden>
            {[...model.modelName].slice(0, 2).join('')}
          </span>
        ),
    },
    {
      key: 'modelName',
      title: '模型名称',
      dataIndex: 'modelName',
      essential: true,
      render: (_, model) => (
        <span className="app-admin__name">
          <strong>{model.modelName}</strong>
          {model.builtin ? <span className="app-admin__remake">平台内置计算</span> : null}
        </span>
      ),
    },
    { key: 'code', title: '编码', dataIndex: 'code', width: 170 },
    { key: 'modelSortName', title: '模型分类', dataIndex: 'modelSortName', width: 110 },
    statusColumn({ title: '状态', dataIndex: 'modelStatusCode', of: MODEL_STATUSES, essential: true }),
    { key: 'useCount', title: '使用次数', dataIndex: 'useCount', width: 90 },
    dateColumn({ title: '更新时间', dataIndex: 'updateTime' }),
    {
      key: 'action',
      title: '操作',
      width: 130,
      essential: true,
      render: (_, model) => (
        <RowActions
          name={model.modelName}
          confirm={removalQuestion(model)}
          success={MODEL_ADMIN_TEXTS.removed}
          invalidates={[LIST_KEY, modelAdminKeys.all]}
          remove={() => removeModel(model.id)}
          onEdit={() => setEditing(model.id)}
        />
      ),
    },
  ];

  return (
    <section className="review-desk app-admin" aria-labelledby="model-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="model-admin-title" className="review-desk__title">
          {MODEL_ADMIN_TEXTS.models}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {MODEL_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={modelAdminApi.list}
        label="机理模型列表"
        rowKey="id"
        columns={columns}
        filters={filters}
        emptyText="没有符合条件的机理模型"
      />
      <EditorDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{
          create: MODEL_ADMIN_TEXTS.create,
          edit: MODEL_ADMIN_TEXTS.edit,
          failed: '机理模型加载失败，请关闭后重试',
        }}
        load={{ key: modelAdminKeys.detail, fetch: fetchManagedModel }}
        form={(model) => <ModelEditor model={model} onClose={() => setEditing(null)} />}
      />
    </section>
  );
}

function initialValues(model: ManagedModelDetail | null): ModelFormValues {
  return {
    ...modelDefinitionValues(model),
    modelStatusCode: (model?.modelStatusCode as ModelForm['modelStatusCode']) ?? MODEL_STATUSES.byKey.draft,
    iconAddr: model ? uploadedIcon(model.iconAddr) : '',
  };
}

function ModelEditor({ model, onClose }: { model: ManagedModelDetail | null; onClose: () => void }) {
  const [form] = Form.useForm<ModelFormValues>();
  const sorts = useModelSorts();
  const saving = useWrite({
    write: (body: ModelForm) => saveModel(body, model?.id ?? null),
    success: model ? MODEL_ADMIN_TEXTS.updated : MODEL_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY, modelAdminKeys.all],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      () => {
        const values = form.getFieldsValue(true) as ModelFormValues;
        return saving.run({
          ...toModelDefinition(values),
          modelStatusCode: values.modelStatusCode,
          iconAddr: values.iconAddr ?? '',
        });
      },
      () => undefined,
    );

  return (
    <div className="app-admin__editor">
      {model?.builtin ? (
        <Alert
          type="info"
          showIcon
          className="app-admin__cycle"
          title="该模型由平台内置计算：编码不能修改，内置计算用到的参数不能删除或改名；参数说明、单位、默认值与是否必填可以修改。"
        />
      ) : null}
      <Form<ModelFormValues> form={form} layout="vertical" initialValues={initialValues(model)}>
        <Space size="large" wrap align="start" className="app-admin__row">
          <Form.Item
            label="模型状态"
            name="modelStatusCode"
            required
            rules={[fieldRule(zModelForm.shape.modelStatusCode)]}
          >
            <Radio.Group options={MODEL_STATUSES.options()} optionType="button" />
          </Form.Item>
          <Form.Item
            label="模型图标"
            name="iconAddr"
            extra="JPG/JPEG/PNG，不超过 3MB；不上传则按名称自动生成"
          >
            <LogoField
              sender={ICONS}
              label="模型图标"
              // A generated tile is served only for a published model.
              generated={model?.modelStatusCode === 3 ? model.iconAddr : null}
            />
          </Form.Item>
        </Space>
        {model ? (
          <p className="app-admin__hint">
            <Tag>使用 {model.useCount} 次</Tag>
            <Tag>用户仿真记录 {model.runs} 条</Tag>
          </p>
        ) : null}
        <ModelDefinitionFields
          sorts={sorts.data ?? []}
          sortsLoading={sorts.isPending}
          codeLocked={model?.builtin ?? false}
        />
      </Form>
      <div className="app-admin__footer">
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>
      </div>
    </div>
  );
}
