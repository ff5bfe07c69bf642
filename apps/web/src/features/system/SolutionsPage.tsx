import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CASE_CUSTOMER_MAX,
  CASE_SUMMARY_MAX,
  CASE_TITLE_MAX,
  type CaseForm,
  type ManagedCase,
  type ManagedSolution,
  SOLUTION_ADMIN_TEXTS,
  SOLUTION_DIGEST_MAX,
  SOLUTION_POINT_TEXT_MAX,
  SOLUTION_POINT_TITLE_MAX,
  SOLUTION_POINTS_MAX,
  SOLUTION_SORT_MAX,
  SOLUTION_STATUSES,
  SOLUTION_TITLE_MAX,
  type SolutionForm,
  solutionAdminApi,
  zCaseForm,
  zSolutionForm,
} from '@portal/shared/solution-admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import {
  createCase,
  createSolution,
  fetchSolutionChoices,
  removeCase,
  removeSolution,
  updateCase,
  updateSolution,
  uploadSolutionImage,
} from './api';
import { bodyHtml } from './news-form';
import { PictureField, pictureSender } from './PictureFields';
import { RowActions } from './RowActions';

const SOLUTION_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索方案名称', placeholder: '方案名称' },
  {
    kind: 'select',
    name: 'status',
    label: '发布状态',
    allLabel: '全部状态',
    options: SOLUTION_STATUSES.options(),
    width: 130,
  },
];

const SOLUTIONS_KEY = tableQueryKey(solutionAdminApi.list);
const CASES_KEY = tableQueryKey(solutionAdminApi.cases);
const CHOICES_KEY = ['system', 'solutionChoices'] as const;
const PICTURES = pictureSender(
  solutionAdminApi.uploadImage.upload.accepts,
  { wrongType: SOLUTION_ADMIN_TEXTS.imageType, tooLarge: SOLUTION_ADMIN_TEXTS.imageSize },
  uploadSolutionImage,
);

/** A picture slot of the solution and case dialogs, named by what the picture is. */
function SolutionPicture({
  alt,
  ...field
}: {
  alt: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <PictureField
      {...field}
      sender={PICTURES}
      alt={alt}
      words={[`上传${alt}`, `更换${alt}`]}
      pictureClassName="solution-admin__picture"
    />
  );
}

/**
 * /system/solutions (解决方案管理): the solutions of /Solution (name, digest, icon, picture,
 * rich-text content, pain points and values, order, published or not) and, on the second tab,
 * their cases (/Case), drafts too, filtered on the server; written in dialogs by the contract's
 * rules; deleted after a confirm (a solution only once its cases are gone). The public pages
 * follow at once.
 */
export default function SolutionsPage() {
  return (
    <section className="review-desk news-admin" aria-labelledby="solution-admin-title">
      <h1 id="solution-admin-title" className="review-desk__title">
        {SOLUTION_ADMIN_TEXTS.solutions}
      </h1>
      <Tabs
        items={[
          { key: 'solutions', label: '解决方案', children: <SolutionsTab /> },
          { key: 'cases', label: '案例', children: <CasesTab /> },
        ]}
      />
    </section>
  );
}

function SolutionsTab() {
  const [editing, setEditing] = useState<ManagedSolution | 'new' | null>(null);
  const columns: ContractColumn<ManagedSolution>[] = [
    {
      key: 'icon',
      title: '配图',
      dataIndex: 'picture',
      width: 96,
      render: (_, solution) => (
        <img src={solution.picture} alt={`配图：${solution.title}`} className="news-admin__thumb" />
      ),
    },
    { key: 'title', title: '方案名称', dataIndex: 'title', essential: true },
    { key: 'caseCount', title: '案例', dataIndex: 'caseCount', width: 70 },
    { key: 'sortCode', title: '排序值', dataIndex: 'sortCode', width: 80 },
    statusColumn({ title: '状态', dataIndex: 'status', of: SOLUTION_STATUSES, essential: true }),
    dateColumn({ title: '创建时间', dataIndex: 'createTime' }),
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, solution) => <SolutionActions solution={solution} onEdit={() => setEditing(solution)} />,
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {SOLUTION_ADMIN_TEXTS.createSolution}
        </Button>
      </Space>
      <ContractTable
        endpoint={solutionAdminApi.list}
        label="解决方案列表"
        rowKey="id"
        columns={columns}
        filters={SOLUTION_FILTERS}
        emptyText="没有符合条件的解决方案"
      />
      {editing ? (
        <SolutionDialog solution={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function SolutionActions({ solution, onEdit }: { solution: ManagedSolution; onEdit: () => void }) {
  return (
    <RowActions
      name={solution.title}
      confirm={SOLUTION_ADMIN_TEXTS.removeSolutionConfirm}
      success={SOLUTION_ADMIN_TEXTS.solutionRemoved}
      invalidates={[SOLUTIONS_KEY, CHOICES_KEY]}
      remove={() => removeSolution(solution.id)}
      onEdit={onEdit}
    />
  );
}

type SolutionValues = Omit<SolutionForm, 'sortCode'> & { sortCode: number | null };

function SolutionDialog({ solution, onClose }: { solution: ManagedSolution | null; onClose: () => void }) {
  const [form] = Form.useForm<SolutionValues>();
  const saving = useWrite({
    write: (body: SolutionForm) => (solution ? updateSolution(solution.id, body) : createSolution(body)),
    success: solution ? SOLUTION_ADMIN_TEXTS.solutionUpdated : SOLUTION_ADMIN_TEXTS.solutionCreated,
    invalidates: [SOLUTIONS_KEY, CHOICES_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) =>
        saving.run({
          ...values,
          title: values.title.trim(),
          digest: values.digest.trim(),
          content: bodyHtml(values.content ?? ''),
          painPoints: values.painPoints ?? [],
          values: values.values ?? [],
          sortCode: values.sortCode ?? 0,
        }),
      () => undefined,
    );
  const shape = zSolutionForm.shape;
  return (
    <Modal
      open
      title={solution ? SOLUTION_ADMIN_TEXTS.editSolution : SOLUTION_ADMIN_TEXTS.createSolution}
      onCancel={onClose}
      width={860}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<SolutionValues>
        form={form}
        layout="vertical"
        initialValues={{
          title: solution?.title ?? '',
          digest: solution?.digest ?? '',
          icon: solution?.icon ?? '',
          picture: solution?.picture ?? '',
          content: solution?.content ?? '',
          painPoints: solution?.painPoints ?? [],
          values: solution?.values ?? [],
          sortCode: solution?.sortCode ?? 0,
          published: solution ? solution.status === SOLUTION_STATUSES.byKey.published : false,
        }}
      >
        <Form.Item label="方案名称" name="title" required rules={[fieldRule(shape.title)]}>
          <Input maxLength={SOLUTION_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item label="方案简介" name="digest" required rules={[fieldRule(shape.digest)]}>
          <Input.TextArea rows={2} maxLength={SOLUTION_DIGEST_MAX} showCount />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item label="方案图标" name="icon" required rules={[fieldRule(shape.icon)]}>
            <SolutionPicture alt="方案图标" />
          </Form.Item>
          <Form.Item label="方案配图" name="picture" required rules={[fieldRule(shape.picture)]}>
            <SolutionPicture alt="方案配图" />
          </Form.Item>
        </Space>
        <Form.Item
          label="方案正文"
          name="content"
          required
          rules={[fieldRule(shape.content)]}
          extra="直接输入文字（空行分段），或写 HTML；保存时按统一白名单清理，脚本与样式会被移除。"
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} className="news-admin__body-text" />
        </Form.Item>
        <PointsField name="painPoints" label="行业痛点" schema={shape.painPoints.element.shape} />
        <PointsField name="values" label="方案价值" schema={shape.values.element.shape} />
        <Space size="large" wrap align="start">
          <Form.Item
            label="排序值"
            name="sortCode"
            required
            rules={[fieldRule(shape.sortCode)]}
            extra="小的在前"
          >
            <InputNumber min={0} max={SOLUTION_SORT_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="发布" name="published" valuePropName="checked">
            <Switch checkedChildren="发布" unCheckedChildren="草稿" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** The pain points or values: a list of title and text, at most the contract's number. */
function PointsField({
  name,
  label,
  schema,
}: {
  name: 'painPoints' | 'values';
  label: string;
  schema: (typeof zSolutionForm.shape.painPoints.element)['shape'];
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <fieldset className="solution-admin__points">
          <legend>{label}</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap className="solution-admin__point">
              <Form.Item
                name={[field.name, 'title']}
                label={`${label}${index + 1}标题`}
                rules={[fieldRule(schema.title)]}
              >
                <Input maxLength={SOLUTION_POINT_TITLE_MAX} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'text']}
                label={`${label}${index + 1}说明`}
                rules={[fieldRule(schema.text)]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={SOLUTION_POINT_TEXT_MAX}
                  style={{ width: 360, maxWidth: '100%' }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
                aria-label={`删除${label}${index + 1}`}
                className="solution-admin__point-remove"
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ title: '', text: '' })}
            disabled={fields.length >= SOLUTION_POINTS_MAX}
            aria-label={`添加${label}`}
          >
            {`添加${label}`}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

function CasesTab() {
  const [editing, setEditing] = useState<ManagedCase | 'new' | null>(null);
  const choices = useQuery({ queryKey: CHOICES_KEY, queryFn: fetchSolutionChoices });
  const solutionOptions = useMemo(
    () => (choices.data ?? []).map((solution) => ({ value: solution.id, label: solution.title })),
    [choices.data],
  );
  const filters = useMemo<readonly TableFilter[]>(
    () => [
      { kind: 'search', name: 'keyword', label: '搜索案例标题', placeholder: '案例标题' },
      {
        kind: 'select',
        name: 'industryId',
        label: '所属解决方案',
        allLabel: '全部解决方案',
        options: solutionOptions,
        width: 200,
      },
      {
        kind: 'select',
        name: 'status',
        label: '发布状态',
        allLabel: '全部状态',
        options: SOLUTION_STATUSES.options(),
        width: 130,
      },
    ],
    [solutionOptions],
  );
  const columns: ContractColumn<ManagedCase>[] = [
    {
      key: 'picture',
      title: '配图',
      dataIndex: 'picture',
      width: 96,
      render: (_, item) => (
        <img src={item.picture} alt={`配图：${item.title}`} className="news-admin__thumb" />
      ),
    },
    { key: 'title', title: '案例标题', dataIndex: 'title', essential: true },
    { key: 'customer', title: '客户', dataIndex: 'customer', width: 160 },
    { key: 'industryTitle', title: '所属解决方案', dataIndex: 'industryTitle', width: 160 },
    { key: 'sortCode', title: '排序值', dataIndex: 'sortCode', width: 80 },
    statusColumn({ title: '状态', dataIndex: 'status', of: SOLUTION_STATUSES, essential: true }),
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, item) => <CaseActions item={item} onEdit={() => setEditing(item)} />,
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={() => setEditing('new')} disabled={solutionOptions.length === 0}>
          {SOLUTION_ADMIN_TEXTS.createCase}
        </Button>
      </Space>
      <ContractTable
        endpoint={solutionAdminApi.cases}
        label="案例列表"
        rowKey="id"
        columns={columns}
        filters={filters}
        emptyText="没有符合条件的案例"
      />
      {editing ? (
        <CaseDialog
          item={editing === 'new' ? null : editing}
          options={solutionOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function CaseActions({ item, onEdit }: { item: ManagedCase; onEdit: () => void }) {
  return (
    <RowActions
      name={item.title}
      confirm={SOLUTION_ADMIN_TEXTS.removeCaseConfirm}
      success={SOLUTION_ADMIN_TEXTS.caseRemoved}
      invalidates={[CASES_KEY, SOLUTIONS_KEY]}
      remove={() => removeCase(item.id)}
      onEdit={onEdit}
    />
  );
}

type CaseValues = Omit<CaseForm, 'industryId' | 'sortCode'> & {
  industryId: number | undefined;
  sortCode: number | null;
};

function CaseDialog({
  item,
  options,
  onClose,
}: {
  item: ManagedCase | null;
  options: { value: number; label: string }[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<CaseValues>();
  const saving = useWrite({
    write: (body: CaseForm) => (item ? updateCase(item.id, body) : createCase(body)),
    success: item ? SOLUTION_ADMIN_TEXTS.caseUpdated : SOLUTION_ADMIN_TEXTS.caseCreated,
    invalidates: [CASES_KEY, SOLUTIONS_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) =>
        saving.run({
          ...values,
          industryId: values.industryId as number,
          title: values.title.trim(),
          customer: values.customer.trim(),
          summary: values.summary.trim(),
          content: bodyHtml(values.content ?? ''),
          sortCode: values.sortCode ?? 0,
        }),
      () => undefined,
    );
  const shape = zCaseForm.shape;
  return (
    <Modal
      open
      title={item ? SOLUTION_ADMIN_TEXTS.editCase : SOLUTION_ADMIN_TEXTS.createCase}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<CaseValues>
        form={form}
        layout="vertical"
        initialValues={{
          industryId: item?.industryId ?? options[0]?.value,
          title: item?.title ?? '',
          customer: item?.customer ?? '',
          summary: item?.summary ?? '',
          picture: item?.picture ?? '',
          content: item?.content ?? '',
          sortCode: item?.sortCode ?? 0,
          published: item ? item.status === SOLUTION_STATUSES.byKey.published : false,
        }}
      >
        <Form.Item label="所属解决方案" name="industryId" required rules={[fieldRule(shape.industryId)]}>
          <Select options={options} placeholder="请选择所属解决方案" />
        </Form.Item>
        <Form.Item label="案例标题" name="title" required rules={[fieldRule(shape.title)]}>
          <Input maxLength={CASE_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item label="客户名称" name="customer" required rules={[fieldRule(shape.customer)]}>
          <Input maxLength={CASE_CUSTOMER_MAX} showCount />
        </Form.Item>
        <Form.Item label="案例摘要" name="summary" required rules={[fieldRule(shape.summary)]}>
          <Input.TextArea rows={2} maxLength={CASE_SUMMARY_MAX} showCount />
        </Form.Item>
        <Form.Item label="案例配图" name="picture" required rules={[fieldRule(shape.picture)]}>
          <SolutionPicture alt="案例配图" />
        </Form.Item>
        <Form.Item
          label="案例正文"
          name="content"
          required
          rules={[fieldRule(shape.content)]}
          extra="直接输入文字（空行分段），或写 HTML；保存时按统一白名单清理。"
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} className="news-admin__body-text" />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item
            label="排序值"
            name="sortCode"
            required
            rules={[fieldRule(shape.sortCode)]}
            extra="小的在前"
          >
            <InputNumber min={0} max={SOLUTION_SORT_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="发布" name="published" valuePropName="checked">
            <Switch checkedChildren="发布" unCheckedChildren="草稿" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
