import { SafetyOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import './sms-code.css';

interface SmsCodeInputProps {
  /** Given by Form.Item, so the field's label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The SmsCodeButton beside the input. */
  button: ReactNode;
}

/** A verification-code field (6 digits, spec 000 §5) with its send button beside it. */
export function SmsCodeInput({ id, value, onChange, button }: SmsCodeInputProps) {
  return (
    <div className="sms-code-input">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyOutlined />}
        placeholder="请输入验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {button}
    </div>
  );
}
