import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APP_ADMIN_TEXTS,
  APP_CHARGED_FILTERS,
  APP_NAME_MAX,
  APP_REMAKE_MAX,
  APP_SORTS,
  APP_STATES,
  APP_TRIAL_MAX_MONTHS,
  type AppAdminOptions,
  type AppForm,
  appAdminApi,
  type ManagedApp,
  type ManagedAppDetail,
  zAppForm,
  zPlanForm,
} from '@portal/shared/app-admin';
import { pathWith } from '@portal/shared/contract';
import { formatYuan } from '@portal/shared/format';
import { marketApi, YEAR_OPTIONS } from '@portal/shared/market';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
} from 'antd';
import { useMemo, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { StatusTag } from '../../shared/components/StatusTag';
import { RichText } from '../../shared/rich-text/RichText';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import {
  type AppFormValues,
  crossFieldProblem,
  cycleWarning,
  initialAppValues,
  nextPlanYear,
  toAppRequest,
} from './app-form';
import { appAdminKeys, createApp, fetchAppOptions, fetchManagedApp, removeApp, updateApp } from './apps-api';
import { CatalogueRowActions, type Editing, EditorDrawer } from './editor-drawer';
import { bodyHtml } from './news-form';
import { DetailsEditor, LogoField } from './picture-fields';
import './apps.css';

const STATIC_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索应用名称', placeholder: '应用名称' },
  {
    kind: 'select',
    name: 'state',
    label: '上下架状态',
    allLabel: '全部状态',
    options: APP_STATES.options(),
    width: 120,
  },
  {
    kind: 'select',
    name: 'charged',
    label: '收费类型',
    allLabel: '收费与免费',
    options: APP_CHARGED_FILTERS,
    width: 120,
  },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    allLabel: APP_SORTS[0].label,
    options: APP_SORTS.slice(1),
    width: 160,
  },
];

const LIST_KEY = tableQueryKey(appAdminApi.list);

const generatedLogo = (id: number) => pathWith(marketApi.logo.path, { kind: 'app', file: `${id}.svg` });

function useAppOptions() {
  return useQuery({ queryKey: appAdminKeys.options, queryFn: fetchAppOptions });
}

/**
 * /system/apps (应用管理, issue 22 item 2): every market app, whatever its state, searched by
 * name, filtered by industry, state and charged, sorted on the server; created and edited in a
 * drawer (industry, state, charged, trial, owner tenant, logo, rich details, yearly plans,
 * associations); deleted after 删除警告. /Application and the fee dialog follow at once.
 */
export default function AppsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  // One holder for the page: a row redrawn by a refetch must not close the 删除警告 it opened.
  const [modal, modalHolder] = Modal.useModal();
  const options = useAppOptions();
  const industries = options.data?.industries;
  const filters = useMemo<readonly TableFilter[]>(
    () => [
      STATIC_FILTERS[0] as TableFilter,
      {
        kind: 'select',
        name: 'industry',
        label: '行业',
        allLabel: '全部行业',
        options: (industries ?? []).map((industry) => ({ value: industry.id, label: industry.name })),
        width: 130,
      },
      ...STATIC_FILTERS.slice(1),
    ],
    [industries],
  );

  const columns: ContractColumn<ManagedApp>[] = [
    {
      key: 'logo',
      title: '图标',
      dataIndex: 'logo',
      width: 64,
      // A generated tile is served only for a published app: the others show their two characters.
      render: (_, app) =>
        app.state === 1 || !app.logo.includes('/logo/app/') ? (
          <img src={app.logo} alt="" className="app-admin__logo" />
        ) : (
          <span className="app-admin__logo-tile" aria-hidden>
            {[...app.name].slice(0, 2).join('')}
          </span>
        ),
    },
    {
      key: 'name',
      title: '应用名称',
      dataIndex: 'name',
      essential: true,
      render: (_, app) => (
        <span className="app-admin__name">
          <strong>{app.name}</strong>
          <span className="app-admin__remake">{app.detailsRemake}</span>
        </span>
      ),
    },
    { key: 'industryName', title: '行业', dataIndex: 'industryName', width: 110 },
    statusColumn({ title: '状态', dataIndex: 'state', of: APP_STATES, essential: true }),
    {
      key: 'charged',
      title: '收费',
      dataIndex: 'charged',
      width: 150,
      render: (_, app) => (
        <Space size={4} wrap>
          <StatusTag tone={app.charged ? 'info' : 'success'}>{app.charged ? '收费' : '免费'}</StatusTag>
          {app.isTrial ? <StatusTag tone="neutral">试用{app.trialTime}个月</StatusTag> : null}
          {app.minPrice !== null ? <span>{formatYuan(app.minPrice)} 起</span> : null}
        </Space>
      ),
    },
    {
      key: 'owner',
      title: '发布租户',
      dataIndex: 'exploitTenantName',
      width: 140,
      render: (_, app) => app.exploitTenantName ?? '平台自营',
    },
    { key: 'installNum', title: '安装量', dataIndex: 'installNum', width: 80 },
    dateColumn({ title: '修改时间', dataIndex: 'modifyTime' }),
    {
      key: 'action',
      title: '操作',
      width: 130,
      essential: true,
      render: (_, app) => <AppActions app={app} modal={modal} onEdit={() => setEditing(app.id)} />,
    },
  ];

  return (
    <section className="review-desk app-admin" aria-labelledby="app-admin-title">
      {modalHolder}
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="app-admin-title" className="review-desk__title">
          {APP_ADMIN_TEXTS.apps}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {APP_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={appAdminApi.list}
        label="应用列表"
        rowKey="id"
        columns={columns}
        filters={filters}
        emptyText="没有符合条件的应用"
      />
      <EditorDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{
          create: APP_ADMIN_TEXTS.create,
          edit: APP_ADMIN_TEXTS.edit,
          failed: '应用加载失败，请关闭后重试',
        }}
        load={{ key: appAdminKeys.detail, fetch: fetchManagedApp }}
        form={(app) => <AppEditor app={app} options={options.data} onClose={() => setEditing(null)} />}
      />
    </section>
  );
}

function AppActions({
  app,
  modal,
  onEdit,
}: {
  app: ManagedApp;
  modal: ReturnType<typeof Modal.useModal>[0];
  onEdit: () => void;
}) {
  const removing = useWrite({
    write: () => removeApp(app.id),
    success: APP_ADMIN_TEXTS.removed,
    invalidates: [LIST_KEY, appAdminKeys.all],
    refreshAfterFailure: true,
    exclusive: true,
  });
  return (
    <CatalogueRowActions
      name={app.name}
      modal={modal}
      onEdit={onEdit}
      remove={removing}
      confirm={{
        title: APP_ADMIN_TEXTS.removeConfirmTitle,
        cancelled: APP_ADMIN_TEXTS.removeCancelled,
        content: (
          <>
            <p>{APP_ADMIN_TEXTS.removeConfirm}</p>
            <p className="app-admin__consequence">
              「{app.name}
              」的收费标准与关联关系将一并删除，门户立即不再显示；已有订阅记录或订单的应用不能删除，请改为下架。
            </p>
          </>
        ),
      }}
    />
  );
}

/** A form rule from the rules across fields (plans, trial), on the whole form's values. */
const crossRule = (form: FormInstance<AppFormValues>, path: string) => ({
  validator: () => {
    const problem = crossFieldProblem(form.getFieldsValue(true) as AppFormValues, path);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

function AppEditor({
  app,
  options,
  onClose,
}: {
  app: ManagedAppDetail | null;
  options: AppAdminOptions | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AppFormValues>();
  const [modal, holder] = Modal.useModal();
  const [preview, setPreview] = useState(false);
  const charged = Form.useWatch('charged', form) ?? app?.charged ?? true;
  const isTrial = Form.useWatch('isTrial', form) ?? app?.isTrial ?? true;
  const details = Form.useWatch('details', form) ?? '';
  const saving = useWrite({
    write: (body: AppForm) => (app ? updateApp(app.id, body) : createApp(body)),
    success: app ? APP_ADMIN_TEXTS.updated : APP_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY, appAdminKeys.all],
    exclusive: true,
    onSuccess: (answer) => {
      const warning = cycleWarning(answer.data);
      if (warning) modal.warning({ title: '关联形成循环', content: warning });
      onClose();
    },
  });
  const submit = () =>
    form.validateFields().then(
      (values) => saving.run(toAppRequest({ ...(form.getFieldsValue(true) as AppFormValues), ...values })),
      () => undefined,
    );
  const appChoices = (options?.apps ?? [])
    .filter((other) => other.id !== app?.id)
    .map((other) => ({
      value: other.id,
      label: other.state === 1 ? other.name : `${other.name}（${APP_STATES.label(other.state)}）`,
    }));

  return (
    <div className="app-admin__editor">
      {holder}
      {app?.cycle ? (
        <Alert type="warning" showIcon title={cycleWarning(app)} className="app-admin__cycle" />
      ) : null}
      <Form<AppFormValues> form={form} layout="vertical" initialValues={initialAppValues(app)}>
        <Form.Item label="应用名称" name="name" required rules={[fieldRule(zAppForm.shape.name)]}>
          <Input maxLength={APP_NAME_MAX} showCount placeholder="请输入应用名称" />
        </Form.Item>
        <Space size="middle" wrap align="start" className="app-admin__row">
          <Form.Item label="行业" name="industryId" required rules={[fieldRule(zAppForm.shape.industryId)]}>
            <Select
              placeholder="请选择行业"
              style={{ width: 200 }}
              options={(options?.industries ?? []).map((industry) => ({
                value: industry.id,
                label: industry.name,
              }))}
            />
          </Form.Item>
          <Form.Item label="上下架状态" name="state" required>
            <Radio.Group options={APP_STATES.options()} optionType="button" />
          </Form.Item>
        </Space>
        <Form.Item
          label="应用简介"
          name="detailsRemake"
          required
          rules={[fieldRule(zAppForm.shape.detailsRemake)]}
        >
          <Input.TextArea
            rows={2}
            maxLength={APP_REMAKE_MAX}
            showCount
            placeholder="卡片与列表中显示的简介"
          />
        </Form.Item>
        <Form.Item label="应用图标" name="logo" extra="JPG/JPEG/PNG，不超过 3MB；不上传则按名称自动生成">
          <LogoField generated={app?.state === 1 ? generatedLogo(app.id) : null} />
        </Form.Item>
        <Space size="middle" wrap align="start" className="app-admin__row">
          <Form.Item label="发布租户" name="exploitTenantId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="平台自营（不指定租户）"
              style={{ width: 260 }}
              options={(options?.tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
            />
          </Form.Item>
          <Form.Item label="联系人" name="contactPerson" rules={[fieldRule(zAppForm.shape.contactPerson)]}>
            <Input placeholder="应用详情中显示的联系人" style={{ width: 200 }} />
          </Form.Item>
        </Space>

        <fieldset className="app-admin__section">
          <legend>收费与试用</legend>
          <Space size="large" wrap align="start" className="app-admin__row">
            <Form.Item label="收费类型" name="charged" required>
              <Radio.Group
                optionType="button"
                options={[
                  { value: true, label: '收费' },
                  { value: false, label: '免费' },
                ]}
              />
            </Form.Item>
            {charged ? (
              <Form.Item label="提供免费试用" name="isTrial" valuePropName="checked">
                <Switch checkedChildren="试用" unCheckedChildren="不试用" />
              </Form.Item>
            ) : null}
            {charged && isTrial ? (
              <Form.Item
                label="试用时长（月）"
                name="trialTime"
                required
                rules={[fieldRule(zAppForm.shape.trialTime), crossRule(form, 'trialTime')]}
              >
                <InputNumber min={1} max={APP_TRIAL_MAX_MONTHS} precision={0} style={{ width: 120 }} />
              </Form.Item>
            ) : null}
          </Space>
          {charged ? (
            <PlanList form={form} />
          ) : (
            <p className="app-admin__hint">免费应用没有收费标准，门户显示“免费订阅”。</p>
          )}
        </fieldset>

        <Form.Item
          label="关联应用"
          name="associations"
          extra="订阅或加入购物车时，关联应用会被一并带上"
          rules={[fieldRule(zAppForm.shape.associations)]}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择关联应用"
            options={appChoices}
          />
        </Form.Item>

        <Form.Item
          label="应用详情"
          name="details"
          required
          rules={[fieldRule(zAppForm.shape.details)]}
          extra="直接输入文字（空行分段），或写 HTML（<p>、<h3>、<ul>、<strong> 等）；保存时按统一白名单清理，脚本与样式会被移除。"
        >
          <DetailsEditor />
        </Form.Item>
        <Button onClick={() => setPreview((shown) => !shown)} className="app-admin__preview-toggle">
          {preview ? '收起预览' : '预览详情'}
        </Button>
        {preview ? (
          <section className="app-admin__preview" aria-label="应用详情预览">
            <RichText html={bodyHtml(details)} />
          </section>
        ) : null}
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

/** The yearly plans: one row per year count (原价, 现价 in yuan), added with the next free year. */
function PlanList({ form }: { form: FormInstance<AppFormValues> }) {
  return (
    <Form.List name="plans" rules={[{ validator: crossRule(form, 'plans').validator }]}>
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="app-admin__plans">
          <legend className="app-admin__plans-title">收费标准（按年）</legend>
          {fields.map((field) => (
            <div key={field.key} className="app-admin__plan">
              <Form.Item
                label="年限"
                name={[field.name, 'duration']}
                rules={[fieldRule(zPlanForm.shape.duration), crossRule(form, `plans.${field.name}.duration`)]}
              >
                <Select
                  style={{ width: 90 }}
                  options={YEAR_OPTIONS.map((years) => ({ value: years, label: `${years}年` }))}
                />
              </Form.Item>
              <Form.Item
                label="原价（元）"
                name={[field.name, 'originalPrice']}
                rules={[fieldRule(zPlanForm.shape.originalPrice)]}
              >
                <InputNumber min={0} precision={2} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item
                label="现价（元）"
                name={[field.name, 'currentPrice']}
                dependencies={[['plans', field.name, 'originalPrice']]}
                rules={[
                  fieldRule(zPlanForm.shape.currentPrice),
                  crossRule(form, `plans.${field.name}.currentPrice`),
                ]}
              >
                <InputNumber min={0} precision={2} style={{ width: 140 }} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`删除收费标准 ${field.name + 1}`}
                onClick={() => remove(field.name)}
                className="app-admin__plan-remove"
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              const years = nextPlanYear((form.getFieldValue('plans') ?? []) as { duration: number }[]);
              if (years !== null) add({ duration: years, originalPrice: null, currentPrice: null });
            }}
            disabled={fields.length >= YEAR_OPTIONS.length}
          >
            添加收费标准
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
