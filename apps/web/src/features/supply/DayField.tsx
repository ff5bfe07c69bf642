import { formatDate } from '@portal/shared/format';
import { DatePicker, Form } from 'antd';

/**
 * A required day of a form (送达时间, 交货日期…), today or later in China time; `message` is the
 * field's own text, said when it is empty and shown as its placeholder.
 */
export function DayField({ name, label, message }: { name: string; label: string; message: string }) {
  return (
    <Form.Item name={name} label={label} required rules={[{ required: true, message }]}>
      <DatePicker
        placeholder={message}
        style={{ width: '100%' }}
        disabledDate={(day) => day.format('YYYY-MM-DD') < formatDate(Date.now())}
      />
    </Form.Item>
  );
}
