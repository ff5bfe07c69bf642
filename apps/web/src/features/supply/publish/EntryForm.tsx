import { filesApi } from '@portal/shared/accounts';
import { formatDate } from '@portal/shared/format';
import { rangeNumber, SUPPLY_TEXTS, type TypeField } from '@portal/shared/supply';
import {
  type DemandForm,
  type EditableEntry,
  type EntryKindName,
  PUBLISH_TEXTS,
  type SupplyForm,
  supplyPublishingApi,
  zDemandForm,
  zSupplyForm,
} from '@portal/shared/supply-publishing';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useWrite } from '../../../shared/api/useWrite';
import { EntryPicture } from '../../../shared/components/EntryPicture';
import { fieldRule } from '../../../shared/components/form-rules';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { useNarrow } from '../../../shared/components/useNarrow';
import { tableQueryKey } from '../../../shared/table/ContractTable';
import { saveDemandEntry, saveSupplyEntry, useMyEntry } from '../api';
import { supplyKeys, useProductTypes } from '../board-api';

/** The form's values: days as Dayjs, extended values by field id. */
interface EntryFormValues {
  proType?: number;
  proName?: string;
  unit?: string;
  location?: string;
  longTerm: boolean;
  validityDay?: Dayjs | null;
  ext: Record<string, string | Dayjs | null | undefined>;
  // supply
  proPic?: string;
  proPrice?: number | null;
  setNum?: number | null;
  proGross?: number | null;
  proExplain?: string;
  // demand
  urgent?: boolean;
  buyNumber?: number | null;
  buyPrice?: number | null;
  proDescribe?: string;
}

const supplyRules = zSupplyForm.shape;
const demandRules = zDemandForm.shape;
const NAMES: Record<EntryKindName, string> = { supply: '供应', demand: '求购' };

/** The value a field's input holds, from what the entry stores. */
function inputValue(field: TypeField, value: string): string | Dayjs | null {
  if (field.filedType === '日期') return value ? dayjs(value) : null;
  return value;
}

function initialValues(entry: EditableEntry | undefined, fields: readonly TypeField[]): EntryFormValues {
  if (!entry) return { longTerm: false, ext: {}, urgent: false };
  const ext: EntryFormValues['ext'] = {};
  for (const value of entry.values) {
    const field = fields.find((candidate) => candidate.id === value.typeSonId);
    if (field) ext[String(field.id)] = inputValue(field, value.value);
  }
  const common = {
    proType: entry.proType,
    proName: entry.proName,
    unit: entry.unit,
    location: entry.location,
    longTerm: entry.validityTime === null,
    validityDay: entry.validityTime ? dayjs(entry.validityTime) : null,
    ext,
  };
  if (entry.kind === 'supply')
    return {
      ...common,
      proPic: entry.proPic,
      proPrice: entry.proPrice,
      setNum: entry.setNum,
      proGross: entry.proGross,
      proExplain: entry.proExplain,
    };
  return {
    ...common,
    urgent: entry.urgent,
    buyNumber: entry.buyNumber,
    buyPrice: entry.buyPrice,
    proDescribe: entry.proDescribe,
  };
}

interface EntryFormProps {
  kind: EntryKindName;
  /** The entry to edit; null for a new one. */
  id: number | null;
  onClose: () => void;
}

/**
 * Creates or edits a supply or demand entry with its category's extended fields (文本, 数字,
 * 日期) and, for a supply, a picture. What is sent waits for moderation; the server checks
 * everything again (the type, each value by its field's type, the picture's owner).
 */
export function EntryForm({ kind, id, onClose }: EntryFormProps) {
  const [form] = Form.useForm<EntryFormValues>();
  const narrow = useNarrow(640);
  const types = useProductTypes();
  const entry = useMyEntry(kind, id);
  const chosenType = Form.useWatch('proType', form);
  const longTerm = Form.useWatch('longTerm', form);
  const type = types.data?.find((candidate) => candidate.id === chosenType);
  const fields = type?.listSon ?? [];

  const loaded = entry.data;
  const allFields = useMemo(() => types.data?.flatMap((candidate) => candidate.listSon) ?? [], [types.data]);
  useEffect(() => {
    if (loaded && allFields.length > 0) form.setFieldsValue(initialValues(loaded, allFields));
  }, [loaded, allFields, form]);

  const saving = useWrite({
    write: (body: SupplyForm | DemandForm) =>
      kind === 'supply' ? saveSupplyEntry(body as SupplyForm) : saveDemandEntry(body as DemandForm),
    success: PUBLISH_TEXTS.saved,
    exclusive: true,
    invalidates: [tableQueryKey(supplyPublishingApi.entries), supplyKeys.of(supplyPublishingApi.entry)],
    onSuccess: onClose,
    // A refusal (a value the server reads otherwise, a retired type) is shown by the request layer.
  });

  const submit = async () => {
    const values = await form.validateFields();
    const extValues = fields.map((field) => {
      const raw = values.ext?.[String(field.id)];
      const value = dayjs.isDayjs(raw) ? raw.format('YYYY-MM-DD') : (raw ?? '').trim();
      return { typeSonId: field.id, value };
    });
    const common = {
      ...(id !== null ? { id } : {}),
      proType: values.proType ?? 0,
      proName: values.proName ?? '',
      unit: values.unit ?? '',
      location: values.location ?? '',
      validityTime: values.longTerm ? null : (values.validityDay?.format('YYYY-MM-DD') ?? ''),
      values: extValues,
    };
    if (kind === 'supply')
      await saving.run({
        ...common,
        proPic: values.proPic ?? '',
        proPrice: values.proPrice ?? null,
        setNum: values.setNum ?? 0,
        proGross: values.proGross ?? 0,
        proExplain: values.proExplain ?? '',
      });
    else
      await saving.run({
        ...common,
        urgent: values.urgent ?? false,
        buyNumber: values.buyNumber ?? 0,
        buyPrice: values.buyPrice ?? null,
        proDescribe: values.proDescribe ?? '',
      });
  };

  const title = `${id === null ? '发布' : '修改'}${NAMES[kind]}`;
  const loading = types.isPending || (id !== null && entry.isPending);
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      width={narrow ? '100%' : 640}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={saving.pending}
            onClick={() => void submit().catch(() => undefined)}
          >
            提交审核
          </Button>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        message="提交后由平台审核，审核通过才会在供需大厅展示；修改已发布的信息需重新审核。"
      />
      {loading ? (
        <div className="publish-form__loading" role="status">
          <Spin /> {SUPPLY_TEXTS.loading}
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          className="publish-form"
          initialValues={{ longTerm: false, ext: {}, urgent: false }}
          requiredMark
        >
          <Form.Item
            name="proType"
            label="产品类型"
            required
            rules={[{ required: true, message: PUBLISH_TEXTS.typeUnknown }]}
          >
            <Select
              placeholder={PUBLISH_TEXTS.typeUnknown}
              options={types.data?.map((candidate) => ({ value: candidate.id, label: candidate.typeName }))}
              onChange={() => form.setFieldValue('ext', {})}
            />
          </Form.Item>
          <Form.Item name="proName" label="产品名称" required rules={[fieldRule(supplyRules.proName)]}>
            <Input placeholder={PUBLISH_TEXTS.proNameRequired} maxLength={50} />
          </Form.Item>
          {kind === 'supply' ? (
            <>
              <Form.Item
                name="proPrice"
                label="单价（元，不填为面议）"
                rules={[fieldRule(supplyRules.proPrice)]}
              >
                <InputNumber min={0.01} precision={2} style={{ width: '100%' }} placeholder="面议" />
              </Form.Item>
              <Space.Compact block>
                <Form.Item name="setNum" label="起订量" required rules={[fieldRule(supplyRules.setNum)]}>
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name="proGross"
                  label="供应总量"
                  required
                  rules={[fieldRule(supplyRules.proGross)]}
                >
                  <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Space.Compact>
            </>
          ) : (
            <>
              <Form.Item
                name="buyNumber"
                label="求购数量"
                required
                rules={[fieldRule(demandRules.buyNumber)]}
              >
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="buyPrice"
                label="期望单价（元，不填为面议）"
                rules={[fieldRule(demandRules.buyPrice)]}
              >
                <InputNumber min={0.01} precision={2} style={{ width: '100%' }} placeholder="面议" />
              </Form.Item>
              <Form.Item name="urgent" label="加急求购" valuePropName="checked">
                <Switch checkedChildren={SUPPLY_TEXTS.urgent} />
              </Form.Item>
            </>
          )}
          <Form.Item name="unit" label="单位" required rules={[fieldRule(supplyRules.unit)]}>
            <Input placeholder="如 台、吨、套" maxLength={10} />
          </Form.Item>
          <Form.Item name="location" label="所在地" required rules={[fieldRule(supplyRules.location)]}>
            <Input placeholder="如 郑州市" maxLength={50} />
          </Form.Item>
          <Form.Item label="有效期" required>
            <Space wrap>
              <Form.Item name="longTerm" valuePropName="checked" noStyle>
                <Checkbox>{SUPPLY_TEXTS.longTerm}</Checkbox>
              </Form.Item>
              {longTerm ? null : (
                <Form.Item name="validityDay" noStyle rules={[{ required: true, message: '请选择有效期' }]}>
                  <DatePicker
                    placeholder="有效期至"
                    aria-label="有效期至"
                    disabledDate={(day) => day.format('YYYY-MM-DD') < formatDate(Date.now())}
                  />
                </Form.Item>
              )}
            </Space>
          </Form.Item>
          {fields.length > 0 ? (
            <fieldset className="publish-form__fields">
              <legend>{type?.typeName}参数</legend>
              {fields.map((field) => (
                <ExtendedField key={field.id} field={field} />
              ))}
            </fieldset>
          ) : null}
          {kind === 'supply' ? (
            <>
              <Form.Item name="proPic" label="产品图片（JPG/PNG，≤3MB）">
                <PictureInput />
              </Form.Item>
              <Form.Item name="proExplain" label="产品说明" rules={[fieldRule(supplyRules.proExplain)]}>
                <Input.TextArea rows={4} maxLength={1000} showCount />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="proDescribe" label="采购说明" rules={[fieldRule(demandRules.proDescribe)]}>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
          )}
        </Form>
      )}
    </Drawer>
  );
}

/** An extended field's input by its type; a number field says so before sending. */
function ExtendedField({ field }: { field: TypeField }) {
  const name = ['ext', String(field.id)];
  if (field.filedType === '日期')
    return (
      <Form.Item name={name} label={field.filedName}>
        <DatePicker style={{ width: '100%' }} placeholder={field.filedName} />
      </Form.Item>
    );
  return (
    <Form.Item
      name={name}
      label={field.filedName}
      rules={
        field.filedType === '数字'
          ? [
              {
                validator: (_, value: unknown) =>
                  typeof value === 'string' && value.trim() !== '' && rangeNumber(value.trim()) === null
                    ? Promise.reject(new Error(`「${field.filedName}」${PUBLISH_TEXTS.fieldNumber}`))
                    : Promise.resolve(),
              },
            ]
          : [{ max: 100, message: `「${field.filedName}」不能超过 100 个字` }]
      }
    >
      <Input
        inputMode={field.filedType === '数字' ? 'decimal' : 'text'}
        placeholder={field.filedName}
        maxLength={100}
      />
    </Form.Item>
  );
}

/** Where a fresh upload's path starts (its private address). */
const UPLOADED = filesApi.file.path.replace(':name', '');

/** The picture slot: the current picture, and an upload that replaces it. */
function PictureInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  // A fresh upload is still private (its uploader's); anything else is the picture the entry has.
  const stored = value && !value.startsWith(UPLOADED) ? value : null;
  return (
    <Space align="start" wrap>
      {stored ? <EntryPicture picture={stored} alt="当前产品图片" className="publish-form__current" /> : null}
      <ImageUpload
        label="产品图片"
        value={stored ? undefined : value}
        onChange={(path) => onChange?.(path ?? '')}
      />
    </Space>
  );
}
