import { PlusOutlined } from '@ant-design/icons';
import { SUBMISSION_STATUSES } from '@portal/shared/community';
import { pathWith } from '@portal/shared/contract';
import { marketApi } from '@portal/shared/market';
import {
  type ManagedMicro,
  type ManagedMicroDetail,
  MICRO_ADMIN_TEXTS,
  MICRO_CONTACT_MAX,
  MICRO_SORTS,
  MICRO_STATES,
  MICRO_TYPES,
  type MicroAdminOptions,
  microAdminApi,
  zMicroForm,
} from '@portal/shared/micro-admin';
import { MICRO_DETAILS_REMAKE_MAX, MICRO_NAME_MAX, MICRO_REMAKE_MAX } from '@portal/shared/micro-endpoint';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, type FormRule, Input, Modal, Radio, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { EndpointFields, RequestFieldsEditor } from '../../shared/components/MicroEndpointForm';
import { StatusTag } from '../../shared/components/StatusTag';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { CatalogueRowActions, type Editing, EditorDrawer } from './editor-drawer';
import { endpointProblem, initialMicroValues, type MicroFormValues, toMicroRequest } from './micro-form';
import { fetchManagedMicro, fetchMicroOptions, microAdminKeys, removeMicro, saveMicro } from './micros-api';
import { DetailsEditor, LogoField } from './picture-fields';
import './apps.css';

const SEARCH: TableFilter = {
  kind: 'search',
  name: 'keyword',
  label: '搜索微服务名称',
  placeholder: '微服务名称',
};
const STATIC_FILTERS: readonly TableFilter[] = [
  {
    kind: 'select',
    name: 'state',
    label: '发布状态',
    allLabel: '全部状态',
    options: MICRO_STATES.options(),
    width: 120,
  },
  {
    kind: 'select',
    name: 'type',
    label: '类型',
    allLabel: '全部类型',
    options: MICRO_TYPES.options(),
    width: 120,
  },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    allLabel: MICRO_SORTS[0].label,
    options: MICRO_SORTS.slice(1),
    width: 160,
  },
];

const LIST_KEY = tableQueryKey(microAdminApi.list);
const FORM_SHAPE = zMicroForm.shape;

const generatedIcon = (id: number) => pathWith(marketApi.logo.path, { kind: 'micro', file: `${id}.svg` });

/**
 * /system/micros (微服务管理, issue 22 item 2): every microservice, published or not and the
 * developers' submissions too, searched by name, filtered by industry, state and type, sorted on
 * the server; created and edited in a drawer (industry, type, state, charged, icon, rich details,
 * contact, the endpoint on the forwarding allow-list and the parameters); deleted after a
 * confirm that says what goes with it. /Microservice, the detail page and /Trial follow at once.
 */
export default function MicrosPage() {
  const [editing, setEditing] = useState<Editing>(null);
  // One holder for the page: a row redrawn by a refetch must not close the confirm it opened.
  const [modal, modalHolder] = Modal.useModal();
  const options = useQuery({ queryKey: microAdminKeys.options, queryFn: fetchMicroOptions });
  const industries = options.data?.industries;
  const filters = useMemo<readonly TableFilter[]>(
    () => [
      SEARCH,
      {
        kind: 'select',
        name: 'industry',
        label: '行业',
        allLabel: '全部行业',
        options: (industries ?? []).map((industry) => ({ value: industry.id, label: industry.name })),
        width: 130,
      },
      ...STATIC_FILTERS,
    ],
    [industries],
  );

  const columns: ContractColumn<ManagedMicro>[] = [
    {
      key: 'icon',
      title: '图标',
      dataIndex: 'icon',
      width: 64,
      // A generated tile is served only for a published microservice: the others show their two characters.
      render: (_, micro) =>
        micro.state === 1 || !micro.icon.includes('/logo/micro/') ? (
          <img src={micro.icon} alt="" className="app-admin__logo" />
        ) : (
          <span className="app-admin__logo-tile" aria-hidden>
            {[...micro.name].slice(0, 2).join('')}
          </span>
        ),
    },
    {
      key: 'name',
      title: '微服务名称',
      dataIndex: 'name',
      // Its summary wraps within the column, so the actions stay in view at 1440 px.
      width: 260,
      essential: true,
      render: (_, micro) => (
        <span className="app-admin__name">
          <strong>{micro.name}</strong>
          <span className="app-admin__remake">{micro.contentRemake}</span>
        </span>
      ),
    },
    { key: 'industryName', title: '行业', dataIndex: 'industryName', width: 110 },
    statusColumn({ title: '类型', dataIndex: 'type', of: MICRO_TYPES }),
    statusColumn({ title: '状态', dataIndex: 'state', of: MICRO_STATES, essential: true }),
    {
      key: 'uploadCount',
      title: '使用次数',
      dataIndex: 'uploadCount',
      width: 110,
      render: (_, micro) => (
        <span className="app-admin__name">
          <span>{micro.uploadCount}</span>
          {micro.tenantCalls > 0 ? (
            <span className="app-admin__remake">租户试用 {micro.tenantCalls} 次</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'source',
      title: '来源',
      dataIndex: 'submission',
      width: 120,
      render: (_, micro) =>
        micro.submission ? (
          <Space size={4} wrap>
            <span>{micro.submission.developerName}</span>
            <StatusTag status={micro.submission.status} of={SUBMISSION_STATUSES} />
          </Space>
        ) : (
          '平台'
        ),
    },
    dateColumn({ title: '修改时间', dataIndex: 'modifyTime' }),
    {
      key: 'action',
      title: '操作',
      width: 130,
      essential: true,
      render: (_, micro) => <MicroActions micro={micro} modal={modal} onEdit={() => setEditing(micro.id)} />,
    },
  ];

  return (
    <section className="review-desk app-admin" aria-labelledby="micro-admin-title">
      {modalHolder}
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="micro-admin-title" className="review-desk__title">
          {MICRO_ADMIN_TEXTS.micros}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {MICRO_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={microAdminApi.list}
        label="微服务列表"
        rowKey="id"
        columns={columns}
        filters={filters}
        emptyText="没有符合条件的微服务"
      />
      <EditorDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{
          create: MICRO_ADMIN_TEXTS.create,
          edit: MICRO_ADMIN_TEXTS.edit,
          failed: '微服务加载失败，请关闭后重试',
        }}
        load={{ key: microAdminKeys.detail, fetch: fetchManagedMicro }}
        form={(micro) => (
          <MicroEditor micro={micro} options={options.data} onClose={() => setEditing(null)} />
        )}
      />
    </section>
  );
}

function MicroActions({
  micro,
  modal,
  onEdit,
}: {
  micro: ManagedMicro;
  modal: ReturnType<typeof Modal.useModal>[0];
  onEdit: () => void;
}) {
  const removing = useWrite({
    write: () => removeMicro(micro.id),
    success: MICRO_ADMIN_TEXTS.removed,
    invalidates: [LIST_KEY, microAdminKeys.all],
    refreshAfterFailure: true,
    exclusive: true,
  });
  return (
    <CatalogueRowActions
      name={micro.name}
      modal={modal}
      onEdit={onEdit}
      remove={removing}
      confirm={{
        title: MICRO_ADMIN_TEXTS.removeConfirmTitle,
        cancelled: MICRO_ADMIN_TEXTS.removeCancelled,
        content: (
          <>
            <p>确认删除「{micro.name}」？删除后不可恢复。</p>
            <p className="app-admin__consequence">
              它的请求参数与用户的试用历史将一并删除，微服务目录、详情与在线试用页立即不再显示
              {micro.submission ? '；开发者的提交记录与安装包也一并删除' : ''}
              。已有租户试用记录或开发者提交待审核的微服务不能删除，请改为未发布。
            </p>
          </>
        ),
      }}
    />
  );
}

/** Where forwarding may reach, as the form tells it. */
function allowListText(allowedHosts: readonly string[] | undefined): string {
  if (!allowedHosts) return '转发白名单加载中…';
  return allowedHosts.length === 0
    ? '转发白名单为空：域名须留空，使用本平台内置服务（路径以 /api/builtin/ 开头）'
    : `转发白名单：${allowedHosts.join('、')}；域名留空为本平台内置服务（路径以 /api/builtin/ 开头）`;
}

function MicroEditor({
  micro,
  options,
  onClose,
}: {
  micro: ManagedMicroDetail | null;
  options: MicroAdminOptions | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MicroFormValues>();
  const allowedHosts = options?.allowedHosts;
  const saving = useWrite({
    write: (values: MicroFormValues) => saveMicro(toMicroRequest(values), micro?.id ?? null),
    success: micro ? MICRO_ADMIN_TEXTS.updated : MICRO_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY, microAdminKeys.all],
    exclusive: true,
    onSuccess: onClose,
  });
  const endpointRule: FormRule = ({ getFieldsValue }) => ({
    validator: (rule) => {
      const field = (rule as { field?: string }).field === 'uri' ? 'uri' : 'domain';
      const problem = allowedHosts ? endpointProblem(getFieldsValue(true), allowedHosts, field) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  const submit = () =>
    form.validateFields().then(
      () => saving.run(form.getFieldsValue(true) as MicroFormValues),
      () => undefined,
    );

  return (
    <div className="app-admin__editor">
      <Form<MicroFormValues> form={form} layout="vertical" initialValues={initialMicroValues(micro)}>
        <Form.Item label="微服务名称" name="name" required rules={[fieldRule(FORM_SHAPE.name)]}>
          <Input maxLength={MICRO_NAME_MAX} showCount placeholder="请输入微服务名称" />
        </Form.Item>
        <Space size="middle" wrap align="start" className="app-admin__row">
          <Form.Item label="行业" name="industryId" required rules={[fieldRule(FORM_SHAPE.industryId)]}>
            <Select
              placeholder="请选择行业"
              style={{ width: 200 }}
              options={(options?.industries ?? []).map((industry) => ({
                value: industry.id,
                label: industry.name,
              }))}
            />
          </Form.Item>
          <Form.Item label="类型" name="type" required>
            <Select style={{ width: 140 }} options={MICRO_TYPES.options()} />
          </Form.Item>
          <Form.Item label="发布状态" name="state" required>
            <Radio.Group options={MICRO_STATES.options()} optionType="button" />
          </Form.Item>
          <Form.Item label="收费类型" name="charged" required>
            <Radio.Group
              optionType="button"
              options={[
                { value: false, label: '免费' },
                { value: true, label: '收费' },
              ]}
            />
          </Form.Item>
        </Space>
        <Form.Item label="简介" name="contentRemake" required rules={[fieldRule(FORM_SHAPE.contentRemake)]}>
          <Input.TextArea
            rows={2}
            maxLength={MICRO_REMAKE_MAX}
            showCount
            placeholder="卡片与列表中显示的简介"
          />
        </Form.Item>
        <Form.Item label="详细说明" name="detailsRemake" rules={[fieldRule(FORM_SHAPE.detailsRemake)]}>
          <Input.TextArea
            rows={2}
            maxLength={MICRO_DETAILS_REMAKE_MAX}
            showCount
            placeholder="计算方法、适用范围等（详情页摘要，选填）"
          />
        </Form.Item>
        <Space size="middle" wrap align="start" className="app-admin__row">
          <Form.Item label="微服务图标" name="icon" extra="JPG/JPEG/PNG，不超过 3MB；不上传则按名称自动生成">
            <LogoField label="微服务图标" generated={micro?.state === 1 ? generatedIcon(micro.id) : null} />
          </Form.Item>
          <Form.Item label="联系人" name="contactPerson" rules={[fieldRule(FORM_SHAPE.contactPerson)]}>
            <Input maxLength={MICRO_CONTACT_MAX} placeholder="详情中显示的联系人" style={{ width: 200 }} />
          </Form.Item>
        </Space>

        <fieldset className="app-admin__section">
          <legend>接口定义</legend>
          <Alert type="info" showIcon title={allowListText(allowedHosts)} className="app-admin__cycle" />
          <EndpointFields withPrefix endpointRules={[endpointRule]} />
        </fieldset>

        <fieldset className="app-admin__section">
          <legend>请求参数</legend>
          <RequestFieldsEditor />
        </fieldset>

        <Form.Item
          label="微服务详情"
          name="content"
          rules={[fieldRule(FORM_SHAPE.content)]}
          extra="直接输入文字（空行分段），或写 HTML（<p>、<h3>、<ul>、<strong> 等）；保存时按统一白名单清理，脚本与样式会被移除。留空则详情页显示简介。"
        >
          <DetailsEditor pictureName="微服务图片" placeholder="请输入微服务详情（选填）" />
        </Form.Item>
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
