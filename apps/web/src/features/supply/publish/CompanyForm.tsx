import {
  COMPANY_SCALES,
  type CompanyProfile,
  PUBLISH_TEXTS,
  type PublisherCompany,
  supplyPublishingApi,
  zCompanyProfile,
} from '@portal/shared/supply-publishing';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWrite } from '../../../shared/api/useWrite';
import { fieldRule } from '../../../shared/components/form-rules';
import { saveCompanyProfile } from '../api';
import { supplyKeys } from '../board-api';

type CompanyValues = Omit<CompanyProfile, 'estTime' | 'comScale'> & {
  estTime: Dayjs | null;
  comScale: string | undefined;
};

const rules = zCompanyProfile.shape;

/** The company the account publishes for (001 §3 Company): shown on its entries, in full to logged-in buyers. */
export function CompanyForm({ company }: { company: PublisherCompany }) {
  const [form] = Form.useForm<CompanyValues>();
  const saving = useWrite({
    write: saveCompanyProfile,
    success: PUBLISH_TEXTS.companySaved,
    exclusive: true,
    invalidates: [supplyKeys.of(supplyPublishingApi.company)],
  });
  const { profile } = company;
  const submit = async () => {
    const values = await form.validateFields();
    await saving.run({
      ...values,
      estTime: values.estTime ? values.estTime.format('YYYY-MM-DD') : '',
      comScale: (values.comScale ?? '') as CompanyProfile['comScale'],
    });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className="publish-company"
      requiredMark
      initialValues={{
        ...profile,
        estTime: profile.estTime ? dayjs(profile.estTime) : null,
        comScale: profile.comScale || undefined,
      }}
      onFinish={() => void submit().catch(() => undefined)}
    >
      <Form.Item name="companyName" label="企业名称" required rules={[fieldRule(rules.companyName)]}>
        <Input maxLength={50} placeholder={PUBLISH_TEXTS.companyNameRequired} />
      </Form.Item>
      <Form.Item name="comAddress" label="企业地址" required rules={[fieldRule(rules.comAddress)]}>
        <Input maxLength={200} placeholder={PUBLISH_TEXTS.comAddressRequired} />
      </Form.Item>
      <Form.Item name="linkMan" label="联系人" required rules={[fieldRule(rules.linkMan)]}>
        <Input maxLength={20} placeholder={PUBLISH_TEXTS.linkManRequired} />
      </Form.Item>
      <Form.Item name="linkPhone" label="联系电话" required rules={[fieldRule(rules.linkPhone)]}>
        <Input maxLength={11} inputMode="tel" placeholder="11 位手机号" />
      </Form.Item>
      <Form.Item name="comEmail" label="邮箱" required rules={[fieldRule(rules.comEmail)]}>
        <Input maxLength={100} inputMode="email" placeholder="name@example.com" />
      </Form.Item>
      <Form.Item
        name="estTime"
        label="成立日期"
        required
        rules={[{ required: true, message: PUBLISH_TEXTS.estTimeRequired }]}
      >
        <DatePicker style={{ width: '100%' }} placeholder={PUBLISH_TEXTS.estTimeRequired} />
      </Form.Item>
      <Form.Item
        name="comScale"
        label="企业规模"
        required
        rules={[{ required: true, message: PUBLISH_TEXTS.comScaleRequired }]}
      >
        <Select
          placeholder={PUBLISH_TEXTS.comScaleRequired}
          options={COMPANY_SCALES.map((scale) => ({ value: scale, label: scale }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.pending}>
        保存企业信息
      </Button>
    </Form>
  );
}
