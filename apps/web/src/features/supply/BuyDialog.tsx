import {
  BUY_MAX_SUMS,
  type BuyOrder,
  SUPPLY_TEXTS,
  type SupplyEntity,
  sumsMinText,
  zBuyOrder,
} from '@portal/shared/supply';
import { Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { AntdScope } from '../../shared/antd/AntdScope';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { placeBuyOrder, useBuyerCompany } from './api';
import { DayField } from './DayField';

interface BuyForm {
  companyName: string;
  companyAddress: string;
  phonePeople: string;
  phone: string;
  servedTime: Dayjs | null;
  sums: number | null;
  remark?: string;
}

const rules = zBuyOrder.shape;

/**
 * The buy dialog (001 §5.3): the fields and messages of the spec, pre-filled from getUser; the
 * quantity an integer from the entry's minimum order (at least 1) to 1,000,000, as the server
 * checks it too. 下单成功 on success.
 */
export default function BuyDialog({ entry, onClose }: { entry: SupplyEntity; onClose: () => void }) {
  const [form] = Form.useForm<BuyForm>();
  const buyer = useBuyerCompany(true);
  const minimum = Math.max(1, entry.setNum);

  useEffect(() => {
    if (!buyer.data) return;
    const filled = form.getFieldsValue();
    // Pre-fill only what the user has not typed yet.
    form.setFieldsValue({
      companyName: filled.companyName || buyer.data.companyName,
      companyAddress: filled.companyAddress || buyer.data.comAddress,
      phonePeople: filled.phonePeople || buyer.data.linkMan,
      phone: filled.phone || buyer.data.linkPhone,
    });
  }, [buyer.data, form]);

  const ordering = useWrite({
    write: placeBuyOrder,
    success: SUPPLY_TEXTS.orderPlaced,
    exclusive: true,
    // A refusal (expired meanwhile, below the minimum) is shown by the request layer.
    onSuccess: onClose,
  });

  const submit = async () => {
    const values = await form.validateFields();
    const order: BuyOrder = {
      proId: entry.proId,
      productName: entry.proName,
      companyName: values.companyName,
      companyAddress: values.companyAddress,
      phonePeople: values.phonePeople,
      phone: values.phone,
      servedTime: values.servedTime ? values.servedTime.format('YYYY-MM-DD') : '',
      sums: values.sums ?? 0,
      ...(values.remark ? { remark: values.remark } : {}),
    };
    await ordering.run(order);
  };

  return (
    // The detail draws no antd: the dialog brings it, with the portal's theme.
    <AntdScope>
      <Modal
        open
        title={`${SUPPLY_TEXTS.buyTitle}：${entry.proName}`}
        okText="确定"
        cancelText="取消"
        onOk={() => void submit().catch(() => undefined)}
        onCancel={onClose}
        confirmLoading={ordering.pending}
        centered
        destroyOnHidden
        width={520}
      >
        <Form form={form} layout="vertical" initialValues={{ sums: minimum }} requiredMark>
          <Form.Item name="companyName" label="公司名称" required rules={[fieldRule(rules.companyName)]}>
            <Input placeholder={SUPPLY_TEXTS.companyNameRequired} maxLength={50} />
          </Form.Item>
          <Form.Item
            name="companyAddress"
            label="收货地址"
            required
            rules={[fieldRule(rules.companyAddress)]}
          >
            <Input placeholder={SUPPLY_TEXTS.companyAddressRequired} maxLength={200} />
          </Form.Item>
          <Form.Item name="phonePeople" label="联系人" required rules={[fieldRule(rules.phonePeople)]}>
            <Input placeholder={SUPPLY_TEXTS.phonePeopleRequired} maxLength={20} />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" required rules={[fieldRule(rules.phone)]}>
            <Input placeholder={SUPPLY_TEXTS.phoneRequired} maxLength={20} />
          </Form.Item>
          <DayField name="servedTime" label="送达时间" message={SUPPLY_TEXTS.servedTimeRequired} />
          <Form.Item
            name="sums"
            label={`购买数量（${entry.unit}，起订量 ${minimum}）`}
            required
            rules={[
              fieldRule(rules.sums),
              {
                validator: (_, value: unknown) =>
                  typeof value === 'number' && value < minimum
                    ? Promise.reject(new Error(sumsMinText(minimum)))
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber
              placeholder={SUPPLY_TEXTS.sumsRequired}
              min={1}
              max={BUY_MAX_SUMS}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[fieldRule(rules.remark)]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </AntdScope>
  );
}
