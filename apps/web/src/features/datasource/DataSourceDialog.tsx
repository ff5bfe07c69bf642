import {
  buildJdbcUrl,
  type ConnectionResult,
  DATA_SOURCE_DIALOG_WIDTH,
  DATA_SOURCE_TEXTS,
  DATA_SOURCE_TYPES,
  type DataSource,
  type DataSourceForm,
  type DataSourceType,
  DEFAULT_PORTS,
  dataSourceApi,
  needsDatabaseName,
  PUBLISH_STATUSES,
  type PublishStatus,
  zDatabaseName,
  zDataSourceForm,
  zNewPassword,
} from '@portal/shared/datasource';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { useServerFieldErrors } from '../../shared/components/server-field-errors';
import { useSession } from '../../shared/session/useSession';
import { tableQueryKey } from '../../shared/table/ContractTable';
import { saveDataSource, testConnection } from './api';

interface FormValues {
  dbHost: string;
  dbPort: number | null;
  dbUsername: string;
  dbPassword: string;
  dbName: string;
  dbSchema: string;
  dbType: DataSourceType;
  isPublish: PublishStatus;
}

const TYPE_OPTIONS = DATA_SOURCE_TYPES.map((type) => ({ value: type, label: type }));
const PUBLISH_OPTIONS = PUBLISH_STATUSES.options();
const FIELDS = zDataSourceForm.shape;
const FORM_FIELDS: readonly string[] = [
  'dbHost',
  'dbPort',
  'dbUsername',
  'dbPassword',
  'dbName',
  'dbSchema',
  'dbType',
  'isPublish',
];

function initialValues(dataSource: DataSource | null): FormValues {
  if (!dataSource)
    return {
      dbHost: '',
      dbPort: DEFAULT_PORTS.MySQL,
      dbUsername: '',
      dbPassword: '',
      dbName: '',
      dbSchema: '',
      dbType: 'MySQL',
      isPublish: PUBLISH_STATUSES.byKey.unpublished,
    };
  return {
    dbHost: dataSource.dbHost,
    dbPort: dataSource.dbPort,
    dbUsername: dataSource.dbUsername,
    // Never sent back: left empty, the stored one stays.
    dbPassword: '',
    dbName: dataSource.dbName,
    dbSchema: dataSource.dbSchema,
    dbType: dataSource.dbType,
    isPublish: dataSource.isPublish,
  };
}

/** What the form sends: trimmed, the password only when typed, the database name only when the type has one. */
function bodyOf(values: FormValues, tenantId: number | null): DataSourceForm {
  return {
    dbHost: values.dbHost.trim(),
    dbPort: values.dbPort ?? 0,
    dbUsername: values.dbUsername.trim(),
    ...(values.dbPassword ? { dbPassword: values.dbPassword } : {}),
    ...(needsDatabaseName(values.dbType) ? { dbName: values.dbName.trim() } : {}),
    dbSchema: values.dbSchema.trim(),
    dbType: values.dbType,
    ...(tenantId !== null ? { tenantId } : {}),
    isPublish: values.isPublish,
  };
}

const RESULT_TONE: Record<ConnectionResult['result'], 'success' | 'error' | 'info'> = {
  connected: 'success',
  failed: 'error',
  unavailable: 'info',
};

/**
 * The data-configuration dialog (spec 002 §2.11): 800 px; id, host, port, the read-only address
 * built from the fields, user, password, database name (unless DM8 or Oracle), schema, type,
 * tenant and publish status, checked on blur with the contract's rules; 测试连接 and 保存.
 */
export function DataSourceDialog({
  dataSource,
  onClose,
}: {
  dataSource: DataSource | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { tenantId } = useSession();
  const server = useServerFieldErrors(form);
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const editing = dataSource !== null;

  const dbType = Form.useWatch('dbType', form) ?? dataSource?.dbType ?? 'MySQL';
  const dbHost = Form.useWatch('dbHost', form) ?? '';
  const dbPort = Form.useWatch('dbPort', form);
  const dbName = Form.useWatch('dbName', form) ?? '';
  const dbSchema = Form.useWatch('dbSchema', form) ?? '';
  const withName = needsDatabaseName(dbType);
  const url = buildJdbcUrl({ dbType, dbHost, dbPort: dbPort ?? '', dbName, dbSchema });

  const showRefusal = (error: unknown, values: FormValues) =>
    server.show(error, {
      fieldFor: (field) => (FORM_FIELDS.includes(field) ? field : undefined),
      values: values as unknown as Record<string, unknown>,
      fallback: (text) => getFeedback().message('error', text || '保存失败，请重试'),
    });

  const saving = useWrite({
    write: (values: FormValues) => saveDataSource(dataSource?.id ?? null, bodyOf(values, tenantId)),
    success: editing ? DATA_SOURCE_TEXTS.updated : DATA_SOURCE_TEXTS.created,
    invalidates: [tableQueryKey(dataSourceApi.list)],
    exclusive: true,
    onSuccess: onClose,
    onError: showRefusal,
  });
  const testing = useWrite({
    write: (values: FormValues) => {
      const { tenantId: _, isPublish: __, ...body } = bodyOf(values, null);
      return testConnection({ ...body, ...(dataSource ? { id: dataSource.id } : {}) });
    },
    exclusive: true,
    onSuccess: (answer) => setResult(answer),
    onError: (error, values) => {
      setResult(null);
      showRefusal(error, values);
    },
  });

  const checked = (names: string[]) =>
    form
      .validateFields(names)
      .then(() => form.getFieldsValue(true) as FormValues)
      .catch(() => null);

  const save = async () => {
    const values = await checked([...FORM_FIELDS]);
    if (values) void saving.run(values);
  };
  const test = async () => {
    setResult(null);
    const values = await checked(['dbHost', 'dbPort', 'dbUsername', 'dbType', 'dbName', 'dbPassword']);
    if (values) void testing.run(values);
  };

  const typeChanged = (next: DataSourceType) => {
    // The form holds the new type already: the one of the last render is the previous.
    const previous = dbType;
    const port = form.getFieldValue('dbPort') as number | null;
    // The usual port follows the type unless another one was typed.
    if (port === null || (previous && port === DEFAULT_PORTS[previous]))
      form.setFieldValue('dbPort', DEFAULT_PORTS[next]);
  };

  return (
    <Modal
      open
      title={editing ? DATA_SOURCE_TEXTS.edit : DATA_SOURCE_TEXTS.create}
      width={DATA_SOURCE_DIALOG_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className="datasource-dialog__footer">
          <Button onClick={test} loading={testing.pending}>
            {DATA_SOURCE_TEXTS.test}
          </Button>
          <span className="datasource-dialog__spacer" />
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={save} loading={saving.pending}>
            保存
          </Button>
        </div>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(dataSource)}
        validateTrigger="onBlur"
        onValuesChange={() => setResult(null)}
        className="datasource-form"
      >
        <Form.Item label="编号">
          <Input
            value={dataSource ? String(dataSource.id) : ''}
            placeholder="保存后自动生成"
            readOnly
            aria-label="编号"
          />
        </Form.Item>
        <Form.Item label="租户编号">
          <Input value={tenantId === null ? '' : String(tenantId)} readOnly aria-label="租户编号" />
        </Form.Item>
        <Form.Item label="数据库类型" name="dbType" required rules={[fieldRule(FIELDS.dbType)]}>
          <Select options={TYPE_OPTIONS} onChange={typeChanged} aria-label="数据库类型" />
        </Form.Item>
        <Form.Item label="发布状态" name="isPublish" required rules={[fieldRule(FIELDS.isPublish)]}>
          <Radio.Group options={PUBLISH_OPTIONS} aria-label="发布状态" />
        </Form.Item>
        <Form.Item
          label="主机地址"
          name="dbHost"
          required
          rules={[fieldRule(FIELDS.dbHost), server.rule('dbHost')]}
        >
          <Input maxLength={255} placeholder="如 db.example.com 或 203.0.113.10" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="端口"
          name="dbPort"
          required
          rules={[fieldRule(FIELDS.dbPort), server.rule('dbPort')]}
        >
          <InputNumber
            min={1}
            max={65535}
            precision={0}
            className="datasource-form__port"
            aria-label="端口"
          />
        </Form.Item>
        <Form.Item label="连接地址" className="datasource-form__wide">
          <Input value={url} readOnly placeholder="填写主机地址和端口后自动生成" aria-label="连接地址" />
        </Form.Item>
        <Form.Item
          label="用户名"
          name="dbUsername"
          required
          rules={[fieldRule(FIELDS.dbUsername), server.rule('dbUsername')]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="密码"
          name="dbPassword"
          required={!editing}
          rules={[fieldRule(editing ? FIELDS.dbPassword : zNewPassword), server.rule('dbPassword')]}
          {...(editing ? { extra: '密码不会显示；不修改请留空' } : {})}
        >
          <Input.Password
            maxLength={100}
            autoComplete="new-password"
            placeholder={editing ? DATA_SOURCE_TEXTS.passwordKept : undefined}
          />
        </Form.Item>
        {withName ? (
          <Form.Item
            label="数据库名称"
            name="dbName"
            required
            rules={[fieldRule(zDatabaseName), server.rule('dbName')]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item label="模式" name="dbSchema" rules={[fieldRule(FIELDS.dbSchema), server.rule('dbSchema')]}>
          <Input maxLength={100} placeholder="选填，如 public" autoComplete="off" />
        </Form.Item>
      </Form>
      <div className="datasource-dialog__result" aria-live="polite">
        {testing.pending ? <Alert type="info" showIcon title={DATA_SOURCE_TEXTS.testing} /> : null}
        {result ? <Alert type={RESULT_TONE[result.result]} showIcon title={result.message} /> : null}
      </div>
    </Modal>
  );
}
