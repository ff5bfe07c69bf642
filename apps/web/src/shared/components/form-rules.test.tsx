import { zRejectRequest } from '@portal/shared/certification';
import { zDay } from '@portal/shared/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils';
import { fieldRule } from './form-rules';

/** A one-field form whose field follows the contract's rule; `onFinish` gets what passed. */
function renderField(rule: ReturnType<typeof fieldRule>, onFinish: (values: unknown) => void) {
  renderWithProviders(
    <Form onFinish={onFinish}>
      <Form.Item label="驳回原因" name="reason" required rules={[rule]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>,
  );
  return screen.getByLabelText('驳回原因');
}

describe('fieldRule: the contract’s zod rule on an antd form field', () => {
  it('says the contract’s Chinese message for an empty, a blank and a too long value', async () => {
    const onFinish = vi.fn();
    const input = renderField(fieldRule(zRejectRequest.shape.examineRemake), onFinish);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();

    fireEvent.change(input, { target: { value: '   ' } });
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();

    fireEvent.change(input, { target: { value: '长'.repeat(201) } });
    expect(await screen.findByText('驳回原因最多 200 个字符')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '身份证照片不清晰' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ reason: '身份证照片不清晰' }));
    await waitFor(() => expect(screen.queryByText('驳回原因最多 200 个字符')).toBeNull());
  });

  it('lets an optional field stay empty and still checks what is typed', async () => {
    const onFinish = vi.fn();
    const input = renderField(fieldRule(zDay.optional()), onFinish);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    expect(await screen.findByText('日期不正确')).toBeTruthy();
  });
});
