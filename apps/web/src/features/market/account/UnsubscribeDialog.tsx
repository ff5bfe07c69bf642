import { MARKET_TEXTS } from '@portal/shared/market';
import type { SubscriptionRecord } from '@portal/shared/subscriptions';
import { DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { MARKET_KEY } from '../api';
import { unsubscribe } from './api';
import {
  chinaWallClock,
  formatWallClock,
  isAfterEndDay,
  isFutureUnsubscribeTime,
  isPastDay,
} from './subscription-rules';

interface UnsubscribeDialogProps {
  record: SubscriptionRecord | null;
  onClose: () => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * 退订 (spec 002 §2.4, §5, §8.2): a future time (yyyy-MM-dd HH:mm:ss, past times disabled,
 * 请选择退订时间 when none), then the confirm 退订成功后不能取消, 是否继续? (title 提示);
 * 退订成功! on success, 已取消退订 when the confirm is cancelled.
 */
export function UnsubscribeDialog({ record, onClose }: UnsubscribeDialogProps) {
  const [value, setValue] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modal, holder] = Modal.useModal();

  const close = () => {
    setValue(null);
    setError(null);
    onClose();
  };

  // The list (and every market answer) shows the new end.
  const leaving = useWrite({
    write: unsubscribe,
    success: MARKET_TEXTS.unsubscribed,
    invalidates: [[MARKET_KEY]],
    onSuccess: close,
  });

  const submit = () => {
    if (!record) return;
    if (!value) {
      setError(MARKET_TEXTS.unsubscribeTimeRequired);
      return;
    }
    if (!isFutureUnsubscribeTime(value.toDate())) {
      setError(MARKET_TEXTS.unsubscribeTimePast);
      return;
    }
    const unsubscribeTime = formatWallClock(value.toDate());
    modal.confirm({
      title: MARKET_TEXTS.unsubscribeConfirmTitle,
      content: MARKET_TEXTS.unsubscribeConfirm,
      okText: '确定',
      cancelText: '取消',
      centered: true,
      onOk: () => leaving.run({ ids: [record.id], unsubscribeTime }),
      onCancel: () => getFeedback().message('info', MARKET_TEXTS.unsubscribeCancelled),
    });
  };

  return (
    <>
      {holder}
      <Modal
        open={record !== null}
        title={MARKET_TEXTS.unsubscribeTitle}
        okText="确定"
        cancelText="取消"
        onOk={submit}
        onCancel={close}
        confirmLoading={leaving.pending}
        centered
        destroyOnHidden
        width={420}
      >
        <p className="unsubscribe-dialog__app">{record?.marketName}</p>
        <Form layout="vertical">
          <Form.Item
            label="退订时间"
            required
            validateStatus={error ? 'error' : undefined}
            help={error ?? '退订后到该时间订阅即失效，且不能撤销。'}
          >
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm:ss"
              placeholder="请选择退订时间"
              value={value}
              style={{ width: '100%' }}
              disabledDate={(day) =>
                isPastDay(day.toDate()) || isAfterEndDay(day.toDate(), record?.endTime ?? null)
              }
              disabledTime={(day) => {
                const now = chinaWallClock();
                if (!day?.isSame(now, 'day')) return {};
                const hour = now.getHours();
                const minute = now.getMinutes();
                return {
                  disabledHours: () => range(0, hour),
                  disabledMinutes: (h: number) => (h === hour ? range(0, minute + 1) : []),
                };
              }}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
