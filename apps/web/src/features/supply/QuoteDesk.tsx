import {
  BUY_MAX_SUMS,
  type DemandEntity,
  QUOTE_STATE,
  QUOTE_TEXTS,
  type Quote,
  supplyApi,
  zQuoteRequest,
} from '@portal/shared/supply';
import { Button, Form, Input, InputNumber, Segmented, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { AntdScope } from '../../shared/antd/AntdScope';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { acceptQuote, saveQuote, useDemandQuotes, useMyQuote } from './api';
import { supplyKeys } from './board-api';
import { DayField } from './DayField';

const STATE_LABELS: Record<number, string> = {
  [QUOTE_STATE.open]: '待采纳',
  [QUOTE_STATE.accepted]: '已采纳',
  [QUOTE_STATE.declined]: '未采纳',
};

const rules = zQuoteRequest.shape;

/**
 * Quotes on a demand for a certified tenant or developer (QuotePanel loads it, with antd): the
 * buyer's company sees the quotes side by side and accepts one; another company quotes, and
 * edits its quote while the demand is open.
 */
export default function QuoteDesk({ demand }: { demand: DemandEntity }) {
  const [sort, setSort] = useState<'price' | 'delivery'>('price');
  const received = useDemandQuotes(demand.proId, sort, true);
  if (received.isPending) return null;
  return (
    <AntdScope>
      {received.data ? (
        <ReceivedQuotes quotes={received.data} sort={sort} onSort={setSort} />
      ) : demand.expired ? null : (
        <QuoteForm demand={demand} />
      )}
    </AntdScope>
  );
}

function ReceivedQuotes({
  quotes,
  sort,
  onSort,
}: {
  quotes: Quote[];
  sort: 'price' | 'delivery';
  onSort: (sort: 'price' | 'delivery') => void;
}) {
  const accepting = useWrite({
    write: acceptQuote,
    success: QUOTE_TEXTS.accepted,
    exclusive: true,
    invalidates: [[supplyKeys.of(supplyApi.demandQuotes)[0]]],
  });
  return (
    <section className="supply-quotes" aria-labelledby="supply-quotes-title">
      <h2 id="supply-quotes-title">收到的报价（{quotes.length}）</h2>
      <p className="supply-quotes__hint">
        按单价或交货日期比较，采纳一家后其余报价方将收到短信通知，求购随即关闭。
      </p>
      <Segmented
        aria-label="报价排序"
        value={sort}
        onChange={(value) => onSort(value as 'price' | 'delivery')}
        options={[
          { value: 'price', label: '按单价' },
          { value: 'delivery', label: '按交货日期' },
        ]}
      />
      {quotes.length === 0 ? <p className="supply-state">暂无报价</p> : null}
      <ul className="supply-quotes__list">
        {quotes.map((quote) => (
          <li key={quote.id} className="supply-quote">
            <p className="supply-quote__company">
              {quote.companyEntity.companyName}
              <Tag className="supply-tag">{STATE_LABELS[quote.state]}</Tag>
            </p>
            <p className="supply-quote__price">
              ¥{quote.unitPrice.toLocaleString('zh-CN')} × {quote.quantity}
            </p>
            <p className="supply-quote__meta">
              交货 {quote.deliveryDate} · 有效期至 {quote.validUntil} · {quote.companyEntity.linkMan}{' '}
              {quote.companyEntity.linkPhone}
            </p>
            {quote.note ? <p className="supply-quote__meta">{quote.note}</p> : null}
            {quote.state === QUOTE_STATE.open ? (
              <Button
                type="primary"
                size="small"
                aria-label={`采纳 ${quote.companyEntity.companyName} 的报价`}
                loading={accepting.pending && accepting.input === quote.id}
                onClick={() => void accepting.run(quote.id)}
              >
                采纳
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface QuoteForm {
  unitPrice: number | null;
  quantity: number | null;
  deliveryDate: Dayjs | null;
  validUntil: Dayjs | null;
  note?: string;
}

function QuoteForm({ demand }: { demand: DemandEntity }) {
  const [form] = Form.useForm<QuoteForm>();
  const mine = useMyQuote(demand.proId, true);
  useEffect(() => {
    if (!mine.data) return;
    form.setFieldsValue({
      unitPrice: mine.data.unitPrice,
      quantity: mine.data.quantity,
      deliveryDate: dayjs(mine.data.deliveryDate),
      validUntil: dayjs(mine.data.validUntil),
      note: mine.data.note,
    });
  }, [mine.data, form]);
  const saving = useWrite({
    write: saveQuote,
    success: QUOTE_TEXTS.saved,
    exclusive: true,
    invalidates: [supplyKeys.of(supplyApi.myQuote, demand.proId)],
  });
  const submit = async () => {
    const values = await form.validateFields();
    await saving.run({
      demandId: demand.proId,
      unitPrice: values.unitPrice ?? 0,
      quantity: values.quantity ?? 0,
      deliveryDate: values.deliveryDate?.format('YYYY-MM-DD') ?? '',
      validUntil: values.validUntil?.format('YYYY-MM-DD') ?? '',
      ...(values.note ? { note: values.note } : {}),
    });
  };
  const open = mine.data?.state === QUOTE_STATE.open || !mine.data;
  return (
    <section className="supply-quotes" aria-labelledby="supply-quotes-title">
      <h2 id="supply-quotes-title">{mine.data ? '我的报价' : '我要报价'}</h2>
      <Form
        form={form}
        layout="vertical"
        className="supply-quote-form"
        disabled={!open}
        initialValues={{ quantity: demand.buyNumber }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="unitPrice"
          label={`单价（元/${demand.unit}）`}
          required
          rules={[fieldRule(rules.unitPrice)]}
        >
          <InputNumber
            min={0.01}
            precision={2}
            style={{ width: '100%' }}
            placeholder={QUOTE_TEXTS.priceRequired}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={`数量（${demand.unit}）`}
          required
          rules={[fieldRule(rules.quantity)]}
        >
          <InputNumber min={1} max={BUY_MAX_SUMS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <DayField name="deliveryDate" label="交货日期" message={QUOTE_TEXTS.deliveryRequired} />
        <DayField name="validUntil" label="报价有效期至" message={QUOTE_TEXTS.validityRequired} />
        <Form.Item name="note" label="备注" rules={[fieldRule(rules.note)]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.pending}>
          {mine.data ? '修改报价' : '提交报价'}
        </Button>
      </Form>
    </section>
  );
}
